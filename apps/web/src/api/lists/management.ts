import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagementPage, ManagementParams } from '@sara/domain/lists';
import { api, type FetchOptions } from '../client';

/** The query as sent: every filter optional (the schema's input type is too loose to type a request). */
export type ManagementQuery = Partial<ManagementParams>;

export const managementKeys = {
  all: ['amostras', 'gerenciamento'] as const,
  page: (query: ManagementQuery) => [...managementKeys.all, query] as const,
};

/** GET /api/v1/amostras/gerenciamento: one page of the management table, filtered, sorted and paged by the server. */
export function getManagement(query: ManagementQuery, options?: FetchOptions): Promise<ManagementPage> {
  return api.get<ManagementPage>('/api/v1/amostras/gerenciamento', { ...options, query: { ...query } });
}

/** List errors stay out of the shared error list (part B section 8): the screen shows and logs them. */
export const managementQueryOptions = (query: ManagementQuery) =>
  queryOptions({
    queryKey: managementKeys.page(query),
    queryFn: ({ signal }) => getManagement(query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export function useManagement(query: ManagementQuery) {
  return useQuery(managementQueryOptions(query));
}
