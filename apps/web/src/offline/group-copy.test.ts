import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SampleGroupView } from '@sara/domain/samples';
import { ApiError } from '../api/client';
import { db } from './db';
import { isFromDevice, isNoDeviceCopy, loadGroup, readGroup } from './group-copy';

const ID = '5d0c4b1a-2e3f-4a5b-9c6d-7e8f9a0b1c2d';
const view = { idAgrupador: ID, situacao: 'coletada', itens: [{ idAmostra: 3 }] } as unknown as SampleGroupView;

describe('sample groups kept on the device', () => {
  beforeEach(async () => {
    await db.configuracao.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps what the server answered and opens it offline, marked as the device copy', async () => {
    const loaded = await loadGroup('coletada', ID, async () => view);
    expect(loaded).toEqual({ view, fromDevice: false });
    expect(isFromDevice(loaded.view)).toBe(false);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const remote = vi.fn();
    const offline = await loadGroup('coletada', ID, remote);
    expect(offline).toEqual({ view, fromDevice: true });
    expect(isFromDevice(offline.view)).toBe(true);
    expect(remote).not.toHaveBeenCalled();
    // the scheduled and the collected reads of one group are kept apart
    await expect(loadGroup('agendada', ID, remote)).rejects.toSatisfy(isNoDeviceCopy);
  });

  it('answers from the copy when the server cannot be reached', async () => {
    await loadGroup('coletada', ID, async () => view);
    const loaded = await loadGroup('coletada', ID, () => Promise.reject(new ApiError(0, 'Failed to fetch')));
    expect(loaded.fromDevice).toBe(true);
  });

  it('offline without a copy says so, not "not found"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await loadGroup('coletada', ID, vi.fn()).catch((e: unknown) => e);
    expect(isNoDeviceCopy(error)).toBe(true);
  });

  it("answers from the copy, and keeps it, when a gateway's or a portal's page answers for the server", async () => {
    await loadGroup('coletada', ID, async () => view);
    for (const page of [
      new ApiError(503, 'Service Unavailable'),
      new ApiError(404, 'Not Found'),
      new ApiError(200, '?'),
    ]) {
      const loaded = await loadGroup('coletada', ID, () => Promise.reject(page));
      expect(loaded.fromDevice).toBe(true);
    }
    expect(await readGroup('coletada', ID)).not.toBeNull();
  });

  it('a group the server no longer has is not shown from an old copy, and its copy goes', async () => {
    await loadGroup('coletada', ID, async () => view);
    const gone = new ApiError(404, 'Amostra não encontrada', 'SAMPLE_GROUP_NOT_FOUND');
    await expect(loadGroup('coletada', ID, () => Promise.reject(gone))).rejects.toBe(gone);
    expect(await readGroup('coletada', ID)).toBeNull();
  });
});
