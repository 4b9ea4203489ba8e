import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoEmpresa } from '@sara/domain/enums';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { filterKey, listWithLocalCopy } from '../../offline/local-copy';
import type { Pessoa } from '../../types/api';

export interface PessoasFilter {
  tipoEmpresa?: TipoEmpresa;
  /** Every one of them must be held. */
  certificados?: readonly string[];
  idPessoa?: number;
  idEmpresa?: number;
}

/** GET /api/v1/pessoas: people, optionally filtered, kept on the device. */
export function getPessoas(filter: PessoasFilter = {}, options?: FetchOptions): Promise<Pessoa[]> {
  return listWithLocalCopy(
    db.pessoa,
    () => api.get<Pessoa[]>('/api/v1/pessoas', { ...options, query: { ...filter } }),
    {
      key: filterKey('pessoas', filter),
      matches: (p) =>
        (filter.idPessoa == null || p.idPessoa === filter.idPessoa) &&
        (filter.idEmpresa == null || p.idEmpresa === filter.idEmpresa) &&
        (filter.tipoEmpresa == null || p.tipoEmpresa === filter.tipoEmpresa) &&
        (filter.certificados ?? []).every((c) => p.certificados.includes(c)),
    },
  );
}

/** `silent`: a failure stays out of the shared error list (a filter's list: part B section 8). */
export const pessoasQueryOptions = (filter: PessoasFilter = {}, options: Pick<FetchOptions, 'silent'> = {}) =>
  queryOptions({ queryKey: ['pessoas', filter], queryFn: ({ signal }) => getPessoas(filter, { ...options, signal }) });

export function usePessoas(filter: PessoasFilter = {}) {
  return useQuery(pessoasQueryOptions(filter));
}
