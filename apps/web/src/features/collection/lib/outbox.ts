import type { SampleItemInput } from '@sara/domain/samples';
import { isNetworkError } from '../../../api/client';
import { postColetadas, putColetadas } from '../../../api/samples/coletadas';
import { uploadArquivo } from '../../../api/samples/upload-arquivo';
import { db, type OutboxEntry } from '../../../offline/db';

/** Outbox kind of a collection registered offline. */
export const OUTBOX_KIND = 'amostra-coletada';

export interface QueuedCollection {
  idAgrupador: string;
  /** POST for a new group, PUT for a saved draft or an edit. */
  method: 'POST' | 'PUT';
  itens: SampleItemInput[];
  /** The resized photos still to upload, each under its own id. */
  photos: { idArquivo: string; blob: Blob }[];
}

/** As kept: photo bytes as ArrayBuffers, which every IndexedDB stores (some WebViews lose Blobs). */
interface StoredCollection extends Omit<QueuedCollection, 'photos'> {
  photos: { idArquivo: string; type: string; bytes: ArrayBuffer }[];
}

/** Keeps a collection made offline (group body and photo blobs) until the connection returns. */
export async function queueCollection(entry: QueuedCollection): Promise<void> {
  const photos = await Promise.all(
    entry.photos.map(async (p) => ({ idArquivo: p.idArquivo, type: p.blob.type, bytes: await p.blob.arrayBuffer() })),
  );
  const payload: StoredCollection = { ...entry, photos };
  await db.outbox.add({ createdAt: new Date().toISOString(), kind: OUTBOX_KIND, payload, status: 'pending' });
}

export function countQueuedCollections(): Promise<number> {
  return db.outbox.where('kind').equals(OUTBOX_KIND).count();
}

let running: Promise<number> | null = null;

async function send(entry: OutboxEntry & { id: number }): Promise<'sent' | 'offline' | 'failed'> {
  const job = entry.payload as StoredCollection;
  await db.outbox.update(entry.id, { status: 'sending' });
  try {
    // a photo id with the same bytes and the group's idAgrupador make a repeated send harmless
    for (const photo of job.photos) {
      await uploadArquivo(photo.idArquivo, new Blob([photo.bytes], { type: photo.type }));
    }
    if (job.method === 'POST') await postColetadas(job.itens);
    else await putColetadas(job.idAgrupador, job.itens);
    await db.outbox.delete(entry.id);
    return 'sent';
  } catch (error) {
    const offline = isNetworkError(error);
    await db.outbox.update(entry.id, { status: offline ? 'pending' : 'failed' });
    return offline ? 'offline' : 'failed';
  }
}

/**
 * Sends the queued collections, oldest first: photos, then the group; a sent entry leaves the
 * outbox. One run at a time (a second call joins the running one), so each is sent once; a lost
 * connection stops the run and keeps the rest pending. Answers how many were sent.
 */
export function flushCollections(): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      const entries = await db.outbox.where('kind').equals(OUTBOX_KIND).sortBy('createdAt');
      for (const entry of entries) {
        if (entry.status === 'failed' || entry.id == null) continue;
        const result = await send(entry as OutboxEntry & { id: number });
        if (result === 'offline') break;
        if (result === 'sent') sent += 1;
      }
    } finally {
      running = null;
    }
    return sent;
  })();
  return running;
}
