import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MySamplesPage, MySamplesSortId } from '@sara/domain/lists';
import { api, type FetchOptions } from '../client';

/** The query of GET /api/v1/amostras/listagem as the screen sends it (mySamplesQuerySchema). */
export interface MySamplesQuery {
  dataInicial?: string;
  dataFinal?: string;
  /** The lowercased statusSistema. */
  status?: string;
  codigoRastreamento?: string;
  idVarejo?: number;
  fornecedor?: string;
  ordenacao: MySamplesSortId;
  /** 0-based. */
  pagina: number;
  tamanho: number;
}

export const mySamplesKeys = {
  all: ['amostras', 'listagem'] as const,
  page: (query: MySamplesQuery) => [...mySamplesKeys.all, query] as const,
};

/** GET /api/v1/amostras/listagem: one page of the personal sample list, filtered and sorted by the server. */
export function getMySamples(query: MySamplesQuery, options?: FetchOptions): Promise<MySamplesPage> {
  return api.get<MySamplesPage>('/api/v1/amostras/listagem', { ...options, query: { ...query } });
}

/** List errors are only logged (part B section 8): the call stays out of the shared error list. */
export const mySamplesQueryOptions = (query: MySamplesQuery) =>
  queryOptions({
    queryKey: mySamplesKeys.page(query),
    queryFn: ({ signal }) => getMySamples(query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export function useMySamples(query: MySamplesQuery) {
  return useQuery(mySamplesQueryOptions(query));
}
