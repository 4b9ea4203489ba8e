import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleDetail } from '@sara/domain/lists';
import { api, type FetchOptions } from '../client';

/** GET /api/v1/amostras/{idAmostra}: one sample with everything the 'sample data' dialog shows. */
export function getSampleDetail(idAmostra: number, options?: FetchOptions): Promise<SampleDetail> {
  return api.get<SampleDetail>(`/api/v1/amostras/${idAmostra}`, options);
}

export const sampleDetailQueryOptions = (idAmostra: number) =>
  queryOptions({
    queryKey: ['amostras', 'detalhe', idAmostra] as const,
    queryFn: ({ signal }) => getSampleDetail(idAmostra, { signal, silent: true }),
  });

/** The sample's detail while `idAmostra` is set (the dialog is open). */
export function useSampleDetail(idAmostra: number | null) {
  return useQuery({ ...sampleDetailQueryOptions(idAmostra ?? 0), enabled: idAmostra != null });
}
