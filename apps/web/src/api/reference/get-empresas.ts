import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoEmpresa } from '@sara/domain/enums';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { filterKey, listWithLocalCopy } from '../../offline/local-copy';
import type { Empresa } from '../../types/api';

export interface EmpresasFilter {
  tipoEmpresa?: TipoEmpresa;
  idEmpresa?: number;
}

/** GET /api/v1/empresas: companies, optionally filtered, kept on the device. */
export function getEmpresas(filter: EmpresasFilter = {}, options?: FetchOptions): Promise<Empresa[]> {
  return listWithLocalCopy(
    db.empresa,
    () => api.get<Empresa[]>('/api/v1/empresas', { ...options, query: { ...filter } }),
    {
      key: filterKey('empresas', filter),
      matches: (e) =>
        (filter.idEmpresa == null || e.idEmpresa === filter.idEmpresa) &&
        (filter.tipoEmpresa == null || e.tipoEmpresa === filter.tipoEmpresa),
    },
  );
}

/** `silent`: a failure stays out of the shared error list (a filter's list: part B section 8). */
export const empresasQueryOptions = (filter: EmpresasFilter = {}, options: Pick<FetchOptions, 'silent'> = {}) =>
  queryOptions({
    queryKey: ['empresas', filter],
    queryFn: ({ signal }) => getEmpresas(filter, { ...options, signal }),
  });

export function useEmpresas(filter: EmpresasFilter = {}) {
  return useQuery(empresasQueryOptions(filter));
}
