import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SampleGroupView } from '@sara/domain/samples';
import { jsonResponse } from '../testing/render';
import { db } from './db';
import { WARM_MAX, forgetScheduled, loadScheduled, readScheduled, resetWarmed, warmScheduled } from './scheduled-copy';

const ID = '3e7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a14';
const view = { idAgrupador: ID, situacao: 'agendada', itens: [{ idAmostra: 7 }] } as unknown as SampleGroupView;

describe('scheduled groups kept on the device', () => {
  beforeEach(async () => {
    await db.configuracao.clear();
    resetWarmed();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the server answer, and answers from that copy when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ data: view })));
    expect(await loadScheduled(ID)).toEqual({ view, fromDevice: false });
    expect(await readScheduled(ID)).toEqual(view);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadScheduled(ID)).toEqual({ view, fromDevice: true });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadScheduled(ID)).toEqual({ view, fromDevice: true });
    expect(fetchMock).not.toHaveBeenCalled();

    await forgetScheduled(ID);
    expect(await loadScheduled(ID)).toBeNull();
  });

  it('does not hide a refusal behind the copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse({ error: { code: 'SAMPLE_GROUP_NOT_FOUND', message: 'Não encontrado' } }, 404)),
    );
    await expect(loadScheduled(ID)).rejects.toThrow();
  });

  it('warms a group once per page load, in the background', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: view }));
    vi.stubGlobal('fetch', fetchMock);
    warmScheduled(ID);
    warmScheduled(ID);
    await vi.waitFor(async () => expect(await readScheduled(ID)).toEqual(view));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('warms at most WARM_MAX groups per page load (a long history reads no hundreds of groups)', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: view }));
    vi.stubGlobal('fetch', fetchMock);
    for (let i = 0; i < WARM_MAX + 30; i++) warmScheduled(`id-${i}`);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(WARM_MAX));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(WARM_MAX);
  });
});
