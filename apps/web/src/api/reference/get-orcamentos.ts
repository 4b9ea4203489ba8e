import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { filterKey, listWithLocalCopy } from '../../offline/local-copy';
import type { Orcamento } from '../../types/api';

/** GET /api/v2/orcamentos?idEmpresa: the budgets of a company (and those open to all), kept on the device. */
export function getOrcamentos(idEmpresa: number, options?: FetchOptions): Promise<Orcamento[]> {
  return listWithLocalCopy(
    db.orcamento,
    () => api.get<Orcamento[]>('/api/v2/orcamentos', { ...options, query: { idEmpresa } }),
    // budgets without a company are open to every company
    { key: filterKey('orcamentos', { idEmpresa }), matches: (o) => o.idEmpresa == null || o.idEmpresa === idEmpresa },
  );
}

export const orcamentosQueryOptions = (idEmpresa: number) =>
  queryOptions({
    queryKey: ['orcamentos', { idEmpresa }],
    queryFn: ({ signal }) => getOrcamentos(idEmpresa, { signal }),
  });

export function useOrcamentos(idEmpresa: number) {
  return useQuery(orcamentosQueryOptions(idEmpresa));
}
