import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllProgramasAmostra } from '../../../api/reference/get-programas-amostra';

/** Every program (management sees all samples). */
export function useAllProgramas() {
  return useQuery(
    queryOptions({
      queryKey: ['programas-amostra', 'todos'],
      queryFn: ({ signal }) => getAllProgramasAmostra({ signal, silent: true }),
    }),
  );
}
