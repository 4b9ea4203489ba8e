import { db, keptPhoto, photoBlob, type UnsavedPhotoRow } from './db';

/**
 * Forms being filled in, kept on the device as they change (docs/decisions/0018): a reload, a closed
 * app or an Android WebView killed behind the camera loses nothing the user typed or photographed.
 * One form per user and screen address (path and query); saved, kept in the outbox or discarded, it
 * is forgotten.
 */

export interface UnsavedPhoto {
  idArquivo: string;
  blob: Blob;
}

/** A kept form: when it was last kept, the screen's state, and its photos by id. */
export interface UnsavedForm<S> {
  savedAt: string;
  state: S;
  photos: Map<string, Blob>;
}

/**
 * Whose form, on which screen (address), and which of that screen's copies: each open screen keeps its
 * own (`slot`, 0 for the first), so a second tab on the same address neither overwrites the first's
 * copy nor drops it when it saves (hooks/use-unsaved-form.ts claims a slot per open screen).
 */
export interface UnsavedFormKey {
  owner: number;
  screen: string;
  slot?: number;
}

const formKey = ({ owner, screen, slot = 0 }: UnsavedFormKey) => `${owner}|${screen}${slot > 0 ? `#${slot}` : ''}`;

/** The copies kept of one screen for one user: their slot and when each was last kept, newest first. */
export function keptSlots(owner: number, screen: string): Promise<{ slot: number; savedAt: string }[]> {
  const base = formKey({ owner, screen });
  return inTurn(async () => {
    const rows = await db.unsavedForm.where('owner').equals(owner).toArray();
    return rows
      .flatMap((row) => {
        if (row.key === base) return [{ slot: 0, savedAt: row.savedAt }];
        const match = row.key.startsWith(`${base}#`) ? /^\d+$/.exec(row.key.slice(base.length + 1)) : null;
        return match ? [{ slot: Number(match[0]), savedAt: row.savedAt }] : [];
      })
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  });
}

/**
 * Drops a kept form and its photos inside the caller's transaction, which must hold unsavedForm and
 * unsavedPhoto (the outbox keeps a write and forgets its form in one: queueWrite).
 */
export async function forgetUnsavedIn(form: UnsavedFormKey): Promise<void> {
  const key = formKey(form);
  await db.unsavedForm.delete(key);
  await db.unsavedPhoto.where('formKey').equals(key).delete();
}

// One operation at a time, in the order asked: a form kept and then forgotten (saved) is never
// written back by a keep that was still reading its photos.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const next = queue.then(operation, operation);
  queue = next.catch(() => undefined);
  return next;
}

/** Resolves when every keep, read and forget asked so far is done. */
export const unsavedSettled = (): Promise<void> => queue.then(() => undefined);

/**
 * Keeps the screen's state and its photos (the bytes of a photo already kept are not written again;
 * a photo no longer on the form is dropped). One transaction: the form and its photos agree.
 */
export const keepUnsaved = (form: UnsavedFormKey, state: unknown, photos: readonly UnsavedPhoto[]) =>
  inTurn(() => keep(form.owner, formKey(form), state, photos));

async function keep(owner: number, key: string, state: unknown, photos: readonly UnsavedPhoto[]) {
  // the ids of the photos kept (keys only: their bytes are not read); no other write of the form runs
  // meanwhile (inTurn), so they are still the ones kept when the transaction below drops the gone ones
  const kept = (await db.unsavedPhoto.where('formKey').equals(key).primaryKeys()).map(([, id]) => id);
  const keptIds = new Set(kept);
  const added: UnsavedPhotoRow[] = await Promise.all(
    photos.filter((p) => !keptIds.has(p.idArquivo)).map(async (p) => ({ ...(await keptPhoto(p)), formKey: key })),
  );
  const current = new Set(photos.map((p) => p.idArquivo));
  const gone = kept.filter((id) => !current.has(id)).map((id): [string, string] => [key, id]);
  await db.transaction('rw', db.unsavedForm, db.unsavedPhoto, async () => {
    await db.unsavedForm.put({ key, owner, savedAt: new Date().toISOString(), state });
    await db.unsavedPhoto.bulkPut(added);
    await db.unsavedPhoto.bulkDelete(gone);
  });
}

/** The form this user left unsaved on this screen, if any. */
export function readUnsaved<S>(form: UnsavedFormKey): Promise<UnsavedForm<S> | null> {
  const key = formKey(form);
  return inTurn(() =>
    db.transaction('r', db.unsavedForm, db.unsavedPhoto, async () => {
      const row = await db.unsavedForm.get(key);
      if (!row) return null;
      const photos = await db.unsavedPhoto.where('formKey').equals(key).toArray();
      return {
        savedAt: row.savedAt,
        state: row.state as S,
        photos: new Map(photos.map((p) => [p.idArquivo, photoBlob(p)])),
      };
    }),
  );
}

/** Drops the kept form and its photos (saved, kept in the outbox, or discarded by the user). */
export function forgetUnsaved(form: UnsavedFormKey): Promise<void> {
  return inTurn(() => db.transaction('rw', db.unsavedForm, db.unsavedPhoto, () => forgetUnsavedIn(form)));
}

/** The outbox row a kept form was opened from ('Abrir para corrigir': `?outbox=<row>` in its address). */
const outboxRowOf = (key: string): number | null => {
  const match = /[?&]outbox=(\d+)(?:&|#|$)/.exec(key);
  return match ? Number(match[1]) : null;
};

/**
 * The outbox rows a form is kept for, changed and not saved (`?outbox=<row>` in its address): a draft
 * the user went on with holds its newer values there, so the row is not sent over them (outbox `run`).
 */
export async function outboxRowsWithKeptForms(): Promise<Set<number>> {
  const keys = (await db.unsavedForm.toCollection().primaryKeys()).map(String);
  return new Set(keys.map(outboxRowOf).filter((id): id is number => id != null));
}

/**
 * Forgets the forms kept on the screens of refused writes that are no longer in the outbox (sent,
 * discarded, replaced by a newer save): their address names a row that is gone, so nothing would ever
 * open them again, and their photos would fill the device.
 */
export function forgetOrphanedOutboxForms(): Promise<number> {
  return inTurn(async () => {
    const keys = (await db.unsavedForm.toCollection().primaryKeys()).map(String);
    const linked = keys.filter((k) => outboxRowOf(k) != null);
    if (linked.length === 0) return 0;
    const rows = new Set((await db.outbox.toCollection().primaryKeys()).map(Number));
    const orphaned = linked.filter((k) => !rows.has(outboxRowOf(k)!));
    if (orphaned.length === 0) return 0;
    await db.transaction('rw', db.unsavedForm, db.unsavedPhoto, async () => {
      await db.unsavedForm.bulkDelete(orphaned);
      await db.unsavedPhoto.where('formKey').anyOf(orphaned).delete();
    });
    return orphaned.length;
  });
}
