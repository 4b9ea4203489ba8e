import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { db } from '../../offline/db';
import { jsonResponse, requestOf } from '../../testing/render';
import type { LocalAmostra } from '../../types/api';
import { useCreateLocalizacao, type NovaLocalizacao } from './create-localizacao';
import { getLocalizacoes, useLocalizacoes } from './get-localizacoes';
import { getProdutosEmpresa } from './get-produtos-empresa';
import { lookupCep } from './lookup-cep';
import { insertByName } from './keys';

const place = (idLocalAmostra: number, idEmpresa: number): LocalAmostra => ({
  idLocalAmostra,
  nome: `Local ${idLocalAmostra}`,
  tipo: 'outro',
  idEmpresa,
  idMunicipio: 1,
});

beforeEach(async () => {
  await Promise.all([db.localAmostra.clear(), db.produtoEmpresa.clear()]);
});

describe('places endpoints', () => {
  it("keeps the company's places on the device and answers from them offline", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: [place(1, 4), place(2, 4)] }));
    vi.stubGlobal('fetch', fetchMock);
    await db.localAmostra.put(place(3, 9));
    expect(await getLocalizacoes(4)).toHaveLength(2);
    expect(requestOf(fetchMock).url).toBe('/api/v1/localizacoes?idEmpresa=4');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await getLocalizacoes(4);
    expect(offline.map((p) => p.idLocalAmostra).sort()).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await getLocalizacoes(null)).toHaveLength(3);
  });

  it("answers the company's products from the device when the server cannot be reached", async () => {
    await db.produtoEmpresa.bulkPut([
      { idProdutoEmpresa: 1, nome: 'Tomate', idEmpresa: 4 },
      { idProdutoEmpresa: 2, nome: 'Alface', idEmpresa: 9 },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await getProdutosEmpresa(4, { silent: true })).toEqual([
      { idProdutoEmpresa: 1, nome: 'Tomate', idEmpresa: 4 },
    ]);
  });

  it('looks a postal code up by its digits', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { cep: '01001000' } }));
    vi.stubGlobal('fetch', fetchMock);
    await lookupCep('01.001-000');
    expect(requestOf(fetchMock).url).toBe('/broker/rest/public/cep?cep=01001000');
  });

  it('adds a created place to the cached list of its company', async () => {
    const created = place(5, 4);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? jsonResponse({ data: created }, 201) : jsonResponse({ data: [place(1, 4)] }),
      ),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => ({ list: useLocalizacoes(4), create: useCreateLocalizacao() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() => result.current.create.mutateAsync({ nome: 'Local 5' } as NovaLocalizacao));
    await waitFor(() => expect(result.current.list.data?.map((p) => p.idLocalAmostra)).toEqual([1, 5]));
    expect(await db.localAmostra.get(5)).toEqual(created);
  });
});

describe('a new place or product in a list', () => {
  it('goes where its name sorts, ignoring case and accents, the rest as the server sent it', () => {
    const rows = [{ nome: 'Água Verde' }, { nome: 'banca 2' }, { nome: 'Loja Centro' }];
    expect(insertByName(rows, { nome: 'Bairro Alto' }).map((r) => r.nome)).toEqual([
      'Água Verde',
      'Bairro Alto',
      'banca 2',
      'Loja Centro',
    ]);
    expect(insertByName(rows, { nome: 'Zona Sul' }).at(-1)).toEqual({ nome: 'Zona Sul' });
    expect(insertByName([], { nome: 'Única' })).toEqual([{ nome: 'Única' }]);
  });
});
