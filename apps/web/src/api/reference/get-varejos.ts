import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { listWithLocalCopy } from '../../offline/local-copy';
import type { Varejo } from '../../types/api';

/** GET /api/v1/varejos: the retail chains, kept on the device. */
export function getVarejos(options?: FetchOptions): Promise<Varejo[]> {
  return listWithLocalCopy(db.varejo, () => api.get<Varejo[]>('/api/v1/varejos', options));
}

/** `silent`: a failure stays out of the shared error list (a filter's list: part B section 8). */
export const varejosQueryOptions = (options: Pick<FetchOptions, 'silent'> = {}) =>
  queryOptions({ queryKey: ['varejos'], queryFn: ({ signal }) => getVarejos({ ...options, signal }) });

export function useVarejos() {
  return useQuery(varejosQueryOptions());
}
