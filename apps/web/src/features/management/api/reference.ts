import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../../../api/client';
import { db } from '../../../offline/db';
import { listWithLocalCopy } from '../../../offline/local-copy';
import type { ProgramaAmostra, Produto } from '../../../types/api';

/** GET /api/v1/programas-amostra without idPessoa: every program (management sees all samples). */
export function getAllProgramas(options?: FetchOptions): Promise<ProgramaAmostra[]> {
  return api.get<ProgramaAmostra[]>('/api/v1/programas-amostra', options);
}

export function useAllProgramas() {
  return useQuery(
    queryOptions({
      queryKey: ['programas-amostra', 'todos'],
      queryFn: ({ signal }) => getAllProgramas({ signal, silent: true }),
    }),
  );
}

/** GET /public/v2/produtos/: the BAS products (same cache key as the scheduling screen). */
export function useProdutosBas(enabled: boolean) {
  return useQuery({
    queryKey: ['produtos-bas'],
    queryFn: ({ signal }) =>
      listWithLocalCopy(db.produto, () => api.get<Produto[]>('/public/v2/produtos/', { signal, silent: true })),
    enabled,
  });
}
