import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db, readAll, upsertMany } from '../../offline/db';
import { withLocalCopy } from '../../offline/local-copy';
import type { Municipio, Uf } from '../../types/api';

export interface EstadosMunicipios {
  estados: Uf[];
  municipios: Municipio[];
}

async function saveLocal({ estados, municipios }: EstadosMunicipios): Promise<void> {
  await db.transaction('rw', db.uf, db.municipio, async () => {
    await upsertMany(db.uf, estados);
    await upsertMany(db.municipio, municipios);
  });
}

async function readLocal(): Promise<EstadosMunicipios> {
  const [estados, municipios] = await Promise.all([readAll(db.uf), readAll(db.municipio)]);
  return { estados, municipios };
}

/** GET /api/v1/municipios: the states and cities (public), loaded at start and kept for offline use. */
export function getMunicipios(options?: FetchOptions): Promise<EstadosMunicipios> {
  return withLocalCopy(() => api.get<EstadosMunicipios>('/api/v1/municipios', options), {
    save: saveLocal,
    read: readLocal,
  });
}

export const municipiosQueryOptions = () =>
  queryOptions({
    queryKey: ['municipios'],
    queryFn: ({ signal }) => getMunicipios({ signal }),
    // the list changes with the census, not during a working day
    staleTime: Infinity,
  });

export function useMunicipios() {
  return useQuery(municipiosQueryOptions());
}
