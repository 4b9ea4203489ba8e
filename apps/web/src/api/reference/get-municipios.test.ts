import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { jsonResponse } from '../../testing/render';
import { MUNICIPIOS_KEEP_MS, MUNICIPIOS_KEPT_AT_KEY, getMunicipiosKept } from './get-municipios';

const answer = {
  estados: [{ idUf: 35, sigla: 'SP', nome: 'São Paulo' }],
  municipios: [
    { id: 1, idUf: 35, nome: 'Campinas', sigla: 'SP', codigoMunicipioIbge: '3509502', latitude: null, longitude: null },
  ],
};

beforeEach(async () => {
  await db.uf.clear();
  await db.municipio.clear();
});

describe('the states and municipalities at start', () => {
  it("reads the server's list once, then the device's copy for a week", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: answer }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await getMunicipiosKept()).municipios.map((m) => m.nome)).toEqual(['Campinas']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem(MUNICIPIOS_KEPT_AT_KEY))).toBeGreaterThan(Date.now() - 60_000);

    // the next starts within the week: from the device, nothing written again
    expect((await getMunicipiosKept()).municipios.map((m) => m.nome)).toEqual(['Campinas']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // a week later: the server's again
    localStorage.setItem(MUNICIPIOS_KEPT_AT_KEY, String(Date.now() - MUNICIPIOS_KEEP_MS - 1));
    await getMunicipiosKept();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks the server when the device's copy is gone, whatever the date says", async () => {
    localStorage.setItem(MUNICIPIOS_KEPT_AT_KEY, String(Date.now()));
    const fetchMock = vi.fn(async () => jsonResponse({ data: answer }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await getMunicipiosKept()).estados).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
