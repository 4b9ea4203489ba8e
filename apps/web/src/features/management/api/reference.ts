import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../../../api/client';
import type { ProgramaAmostra } from '../../../types/api';

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
