import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportVersion } from '@sara/domain/lists';
import { api, type FetchOptions } from '../client';

/** GET /api/v1/laudos?idAmostra=: every revision of the sample's report, newest first. */
export function getReportVersions(idAmostra: number, options?: FetchOptions): Promise<ReportVersion[]> {
  return api.get<ReportVersion[]>('/api/v1/laudos', { ...options, query: { idAmostra } });
}

export const reportVersionsQueryOptions = (idAmostra: number) =>
  queryOptions({
    queryKey: ['laudos', 'versoes', idAmostra] as const,
    queryFn: ({ signal }) => getReportVersions(idAmostra, { signal, silent: true }),
  });

export function useReportVersions(idAmostra: number | null) {
  return useQuery({ ...reportVersionsQueryOptions(idAmostra ?? 0), enabled: idAmostra != null });
}
