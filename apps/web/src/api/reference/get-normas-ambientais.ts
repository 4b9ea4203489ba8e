import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db } from '../../offline/db';
import { listWithLocalCopy } from '../../offline/local-copy';
import type { NormaAmbiental } from '../../types/api';

/** GET /api/v1/norma-ambiental: the environmental standards, kept on the device. */
export function getNormasAmbientais(options?: FetchOptions): Promise<NormaAmbiental[]> {
  return listWithLocalCopy(db.normaAmbiental, () => api.get<NormaAmbiental[]>('/api/v1/norma-ambiental', options));
}

export const normasAmbientaisQueryOptions = () =>
  queryOptions({ queryKey: ['normas-ambientais'], queryFn: ({ signal }) => getNormasAmbientais({ signal }) });

export function useNormasAmbientais() {
  return useQuery(normasAmbientaisQueryOptions());
}
