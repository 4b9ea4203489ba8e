import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { deleteUnlinkedFiles } from './repository.ts';

/** Files deleted a statement: a run goes on batch by batch, each a short transaction of its own. */
const BATCH = 500;
/** The first run waits a minute after the start (the start stays fast); the next ones every 6 hours. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/**
 * Deletes the files nothing links to once they are `days` days old (decision 0029): photos of a
 * group that never reached the server, or that an edit took off its item. A write in the outbox
 * uploads its photos right before its group, and a refused write opened again uploads them again,
 * so only photos no one can send any more are old and unlinked. Answers how many went.
 */
export async function purgeUnlinkedFiles(db: Db, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteUnlinkedFiles(db, days, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Runs the purge in the background while the app is up (FILE_UNLINKED_DAYS; 0 keeps every file). */
export function schedulePurge(app: App) {
  const days = app.config.FILE_UNLINKED_DAYS;
  if (days === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    try {
      const deleted = await purgeUnlinkedFiles(app.db, days);
      if (deleted > 0) app.log.info({ deleted, days }, 'unlinked files deleted');
    } catch (err) {
      // a link written meanwhile (its foreign key refuses the delete) or a lost connection: next run
      app.log.warn({ err }, 'purging unlinked files failed');
    }
    if (!closed) timer = setTimeout(() => void run(), EVERY_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void run(), FIRST_RUN_MS).unref();
  });
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
