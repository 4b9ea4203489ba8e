import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SampleGroupView } from '@sara/domain/samples';
import { ApiError } from '../api/client';
import { db } from './db';
import {
  GROUP_COPY_DAYS,
  forgetOldGroupCopies,
  isFromDevice,
  isNoDeviceCopy,
  keepGroup,
  loadGroup,
  readGroup,
} from './group-copy';

const ID = '5d0c4b1a-2e3f-4a5b-9c6d-7e8f9a0b1c2d';
const view = { idAgrupador: ID, situacao: 'coletada', itens: [{ idAmostra: 3 }] } as unknown as SampleGroupView;

describe('sample groups kept on the device', () => {
  beforeEach(async () => {
    await db.configuracao.clear();
    await db.outbox.clear();
    await db.unsavedForm.clear();
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

  it('forgets the copies not loaded for long, but those a waiting write or a form being filled in needs', async () => {
    const group = (idAgrupador: string) => ({ ...view, idAgrupador }) as SampleGroupView;
    const now = new Date('2026-12-07T12:00:00Z');
    const long = new Date(now.getTime() - (GROUP_COPY_DAYS + 1) * 86_400_000);
    vi.useFakeTimers({ now: long, toFake: ['Date'] });
    for (const id of ['old', 'waiting', 'typed']) await keepGroup('agendada', group(id));
    await keepGroup('coletada', group('old'));
    vi.setSystemTime(now);
    await keepGroup('agendada', group('recent'));
    vi.useRealTimers();
    // a copy kept before the time was recorded
    await db.configuracao.put({ chave: 'coletada:undated', valor: group('undated') });
    await db.configuracao.put({ chave: 'lista:laboratorios', valor: [1, 2] });
    await db.outbox.add({
      createdAt: long.toISOString(),
      kind: 'agendada',
      status: 'failed',
      payload: { idAgrupador: 'waiting' },
    });
    await db.unsavedForm.put({ key: '3|/app/coleta/agendada/edit/typed', owner: 3, savedAt: '', state: {} });

    expect(await forgetOldGroupCopies(now)).toBe(2);
    const left = (await db.configuracao.toCollection().primaryKeys()).sort();
    expect(left).toEqual([
      'agendada:recent',
      'agendada:typed',
      'agendada:waiting',
      'coletada:undated',
      'lista:laboratorios',
    ]);
    // the undated copy is dated now: it goes only once unused for as long
    expect((await db.configuracao.get('coletada:undated'))?.guardadaEm).toBe(now.toISOString());
    expect(await readGroup('agendada', 'recent')).not.toBeNull();
  });
});
