import { useQuery } from '@tanstack/react-query';
import { db, readAll } from '../../offline/db';
import { getMunicipios, type EstadosMunicipios } from '../reference/get-municipios';
import { placesKeys } from './keys';

/**
 * The states and municipalities of the device (loaded at start from GET /api/v1/municipios); only
 * when the device holds none yet are they fetched (and kept).
 */
export async function readEstadosMunicipios(): Promise<EstadosMunicipios> {
  const [estados, municipios] = await Promise.all([readAll(db.uf), readAll(db.municipio)]);
  if (estados.length && municipios.length) return { estados, municipios };
  return getMunicipios({ silent: true });
}

export function useEstadosMunicipios() {
  return useQuery({ queryKey: placesKeys.estadosMunicipios(), queryFn: readEstadosMunicipios, staleTime: Infinity });
}
