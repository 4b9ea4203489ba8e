import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';
import { db } from '../../../offline/db';
import { countQueuedCollections, flushCollections, queueCollection } from './outbox';

const ID = '0b7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a11';
const PHOTO = '1c7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a12';

describe('collection outbox', () => {
  beforeEach(async () => {
    await db.outbox.clear();
    await queueCollection({
      idAgrupador: ID,
      method: 'POST',
      itens: [{ idAgrupador: ID, numeroLacre: 'L1', arquivos: [{ idArquivo: PHOTO }] }],
      photos: [{ idArquivo: PHOTO, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photos, then posts the group once, and empties the outbox', async () => {
    expect(await countQueuedCollections()).toBe(1);
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('/api/v1/arquivos')
          ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201)
          : jsonResponse({ data: { idAgrupador: ID } }, 201),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([flushCollections(), flushCollections()]);
    expect(a).toBe(1);
    expect(b).toBe(1);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/arquivos', '/api/v1/amostras/coletadas']);
    expect(await countQueuedCollections()).toBe(0);
    expect(await flushCollections()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the entry pending while there is no connection', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await flushCollections()).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(entry!.status).toBe('pending');
  });
});
