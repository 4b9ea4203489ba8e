import Dexie from 'dexie';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import type { Pessoa } from '../types/api';
import { SaraDb, readAll, requestPersistentStorage, upsertMany } from './db';
import { filterKey, listWithLocalCopy } from './local-copy';

const testDb = new SaraDb('sara-test');

describe('local database', () => {
  beforeEach(async () => {
    await testDb.laboratorio.clear();
    await testDb.configuracao.clear();
  });
  afterAll(async () => {
    await testDb.delete();
  });

  it('is named with the sara prefix and has a table per list and an outbox', () => {
    expect(new SaraDb().name).toBe('sara');
    const tables = testDb.tables.map((table) => table.name).sort();
    expect(tables).toEqual(
      [
        'coletor',
        'configuracao',
        'empresa',
        'laboratorio',
        'laudo',
        'localAmostra',
        'municipio',
        'normaAmbiental',
        'orcamento',
        'outbox',
        'pessoa',
        'produto',
        'produtoEmpresa',
        'programa',
        'textos',
        'uf',
        'unsavedForm',
        'unsavedPhoto',
        'varejo',
      ].sort(),
    );
  });

  it('upserts rows by id', async () => {
    await upsertMany(testDb.laboratorio, [
      { idLaboratorio: 1, nome: 'Agrosafety' },
      { idLaboratorio: 2, nome: 'Outros' },
    ]);
    await upsertMany(testDb.laboratorio, [
      { idLaboratorio: 2, nome: 'Outros laboratórios' },
      { idLaboratorio: 3, nome: 'Lab 3' },
    ]);
    expect(await readAll(testDb.laboratorio)).toEqual([
      { idLaboratorio: 1, nome: 'Agrosafety' },
      { idLaboratorio: 2, nome: 'Outros laboratórios' },
      { idLaboratorio: 3, nome: 'Lab 3' },
    ]);
  });

  it('keeps a fetched list and answers from it when the server cannot be reached', async () => {
    const rows = [{ idLaboratorio: 1, nome: 'Agrosafety' }];
    expect(await listWithLocalCopy(testDb.laboratorio, async () => rows)).toEqual(rows);
    const unreachable = async () => {
      throw new ApiError(0, 'Sem conexão com a internet');
    };
    expect(await listWithLocalCopy(testDb.laboratorio, unreachable)).toEqual(rows);
  });

  it("answers a list from the device in the server's order, not the table's key order", async () => {
    const rows = [
      { idLaboratorio: 9, nome: 'Alfa' },
      { idLaboratorio: 2, nome: 'Beta' },
      { idLaboratorio: 5, nome: 'Gama' },
    ];
    await listWithLocalCopy(testDb.laboratorio, async () => rows);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await listWithLocalCopy(testDb.laboratorio, async () => [])).toEqual(rows);
    vi.restoreAllMocks();
  });

  it('answers from the local copy without calling the server when offline', async () => {
    await upsertMany(testDb.laboratorio, [{ idLaboratorio: 5, nome: 'Lab 5' }]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchList = vi.fn(async () => []);
    expect(await listWithLocalCopy(testDb.laboratorio, fetchList)).toEqual([{ idLaboratorio: 5, nome: 'Lab 5' }]);
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('answers a filtered call offline with the rows the server gave that filter, not the whole table', async () => {
    await testDb.pessoa.clear();
    await testDb.configuracao.clear();
    const ana: Pessoa = { idPessoa: 1, nome: 'Ana', idEmpresa: 2, certificados: [], tipoEmpresa: 'coletora' };
    const bia: Pessoa = { idPessoa: 2, nome: 'Bia', idEmpresa: 9, certificados: [], tipoEmpresa: 'laboratorio' };
    const labs = { key: filterKey('pessoas', { tipoEmpresa: 'laboratorio' }), matches: () => false };
    await listWithLocalCopy(testDb.pessoa, async () => [ana, bia]);
    await listWithLocalCopy(testDb.pessoa, async () => [bia], labs);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const never = vi.fn(async () => []);
    expect(await listWithLocalCopy(testDb.pessoa, never, labs)).toEqual([bia]);
    // a filter never answered online: the caller's own test of the kept rows
    const byCompany = { key: filterKey('pessoas', { idEmpresa: 2 }), matches: (p: Pessoa) => p.idEmpresa === 2 };
    expect(await listWithLocalCopy(testDb.pessoa, never, byCompany)).toEqual([ana]);
    expect(await listWithLocalCopy(testDb.pessoa, never)).toEqual([ana, bia]);
    expect(never).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('names a filtered call by its set filters in a stable order', () => {
    expect(filterKey('pessoas', { tipoEmpresa: 'laboratorio', idEmpresa: undefined, certificados: ['b', 'a'] })).toBe(
      'pessoas?certificados=a,b&tipoEmpresa=laboratorio',
    );
    expect(filterKey('empresas', {})).toBe('empresas');
  });

  it("answers the server's list when the device cannot keep it (full), and logs it", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = vi.spyOn(testDb.laboratorio, 'bulkPut').mockRejectedValue(new Dexie.QuotaExceededError('full'));
    try {
      const rows = [{ idLaboratorio: 2, nome: 'Outros' }];
      expect(await listWithLocalCopy(testDb.laboratorio, async () => rows)).toEqual(rows);
      expect(warned).toHaveBeenCalled();
    } finally {
      full.mockRestore();
      warned.mockRestore();
    }
  });

  it('does not hide a refusal of the server', async () => {
    const refused = async () => {
      throw new ApiError(403, 'Você não tem permissão para esta ação.', 'FORBIDDEN');
    };
    await expect(listWithLocalCopy(testDb.laboratorio, refused)).rejects.toMatchObject({ status: 403 });
  });

  it('asks the browser to keep its storage, and copes with one that cannot', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    expect(await requestPersistentStorage()).toBe(false);
    vi.unstubAllGlobals();
  });
});
