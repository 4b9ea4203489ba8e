import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db, readAll, upsertMany } from '../../offline/db';
import { withLocalCopy } from '../../offline/local-copy';
import type { Municipio, Uf } from '../../types/api';

export interface EstadosMunicipios {
  estados: Uf[];
  municipios: Municipio[];
}

/** When the device last kept the server's list (ms), in localStorage. */
export const MUNICIPIOS_KEPT_AT_KEY = 'sara.municipios.guardadoEm';
/** The device's copy is used for a week before the server's is read again. */
export const MUNICIPIOS_KEEP_MS = 7 * 24 * 60 * 60_000;

async function saveLocal({ estados, municipios }: EstadosMunicipios): Promise<void> {
  await db.transaction('rw', db.uf, db.municipio, async () => {
    await upsertMany(db.uf, estados);
    await upsertMany(db.municipio, municipios);
  });
  localStorage.setItem(MUNICIPIOS_KEPT_AT_KEY, String(Date.now()));
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

/**
 * The device's copy while it is younger than a week, else the server's. Read from the server at every
 * start, its 5,571 rows (725 KiB) were written again each time: a 2 to 6 s freeze of whatever screen a
 * slow phone had just opened.
 */
export async function getMunicipiosKept(options?: FetchOptions): Promise<EstadosMunicipios> {
  const keptAt = Number(localStorage.getItem(MUNICIPIOS_KEPT_AT_KEY) ?? 0);
  if (Date.now() - keptAt < MUNICIPIOS_KEEP_MS) {
    const kept = await readLocal();
    if (kept.estados.length > 0 && kept.municipios.length > 0) return kept;
  }
  return getMunicipios(options);
}

export const municipiosQueryOptions = () =>
  queryOptions({
    queryKey: ['municipios'],
    queryFn: ({ signal }) => getMunicipiosKept({ signal }),
    // the list changes with the census, not during a working day
    staleTime: Infinity,
  });

export function useMunicipios() {
  return useQuery(municipiosQueryOptions());
}
