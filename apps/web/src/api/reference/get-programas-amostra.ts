import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { filterKey, listWithLocalCopy } from '../../offline/local-copy';
import type { ProgramaAmostra } from '../../types/api';

/** GET /api/v1/programas-amostra?idPessoa: the sampling programs a person may use, kept on the device. */
export function getProgramasAmostra(idPessoa: number, options?: FetchOptions): Promise<ProgramaAmostra[]> {
  return listWithLocalCopy(
    db.programa,
    () => api.get<ProgramaAmostra[]>('/api/v1/programas-amostra', { ...options, query: { idPessoa } }),
    { key: filterKey('programas-amostra', { idPessoa }) },
  );
}

/**
 * GET /api/v1/programas-amostra without idPessoa: every program. Management lists all samples; a
 * group opened for editing keeps its program when its collector's list no longer names it.
 */
export function getAllProgramasAmostra(options?: FetchOptions): Promise<ProgramaAmostra[]> {
  return api.get<ProgramaAmostra[]>('/api/v1/programas-amostra', options);
}

export const programasAmostraQueryOptions = (idPessoa: number, options?: FetchOptions) =>
  queryOptions({
    queryKey: ['programas-amostra', { idPessoa }],
    queryFn: ({ signal }) => getProgramasAmostra(idPessoa, { ...options, signal }),
  });

export function useProgramasAmostra(idPessoa: number) {
  return useQuery(programasAmostraQueryOptions(idPessoa));
}
