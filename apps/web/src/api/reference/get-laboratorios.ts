import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { listWithLocalCopy } from '../../offline/local-copy';
import type { Laboratorio } from '../../types/api';

/** GET /api/v1/laboratorios: the laboratories, kept on the device. */
export function getLaboratorios(options?: FetchOptions): Promise<Laboratorio[]> {
  return listWithLocalCopy(db.laboratorio, () => api.get<Laboratorio[]>('/api/v1/laboratorios', options));
}

/** `silent`: a failure stays out of the shared error list (a filter's list: part B section 8). */
export const laboratoriosQueryOptions = (options: Pick<FetchOptions, 'silent'> = {}) =>
  queryOptions({ queryKey: ['laboratorios'], queryFn: ({ signal }) => getLaboratorios({ ...options, signal }) });

export function useLaboratorios() {
  return useQuery(laboratoriosQueryOptions());
}
