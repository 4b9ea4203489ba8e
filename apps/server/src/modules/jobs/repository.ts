import type { Db } from '../../db/client.ts';

export interface NewJob {
  tipo: string;
  payload: Record<string, unknown>;
  /** Unique key: a job with a key already queued is not queued again. */
  chave: string;
}

/** Rows per insert: 4 parameters each, well under PostgreSQL's 65,535 parameters of one statement. */
const BATCH = 1000;

/**
 * Queues jobs in the database queue (sara.job), in batches of one transaction (all or none);
 * answers the keys actually queued.
 */
export async function enqueue(db: Db, jobs: NewJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  return db.transaction().execute(async (tx) => {
    const queued: string[] = [];
    for (let i = 0; i < jobs.length; i += BATCH) {
      const rows = await tx
        .insertInto('sara.job')
        .values(
          jobs
            .slice(i, i + BATCH)
            .map((j) => ({ tipo: j.tipo, payload: JSON.stringify(j.payload), chave: j.chave, executarEm: new Date() })),
        )
        .onConflict((oc) => oc.column('chave').doNothing())
        .returning('chave')
        .execute();
      queued.push(...rows.map((r) => r.chave!));
    }
    return queued;
  });
}
