import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FetchOptions } from '../client';
import { db, upsertMany } from '../../offline/db';
import { withLocalCopy } from '../../offline/local-copy';
import type { LocalAmostra } from '../../types/api';
import { placesKeys } from './keys';

/** The places kept on the device, of one company or (null) of every company. */
export function readLocalLocalizacoes(idEmpresa: number | null | undefined): Promise<LocalAmostra[]> {
  return idEmpresa == null ? db.localAmostra.toArray() : db.localAmostra.where('idEmpresa').equals(idEmpresa).toArray();
}

/** GET /api/v1/localizacoes?idEmpresa=: the sample places, kept on the device (upsert by id). */
export function getLocalizacoes(idEmpresa: number | null | undefined, options?: FetchOptions): Promise<LocalAmostra[]> {
  return withLocalCopy(() => api.get<LocalAmostra[]>('/api/v1/localizacoes', { ...options, query: { idEmpresa } }), {
    save: (rows) => upsertMany(db.localAmostra, rows),
    read: () => readLocalLocalizacoes(idEmpresa),
  });
}

export const localizacoesQueryOptions = (idEmpresa: number | null | undefined) =>
  queryOptions({
    queryKey: placesKeys.localizacoes(idEmpresa),
    queryFn: ({ signal }) => getLocalizacoes(idEmpresa, { signal }),
  });

export function useLocalizacoes(idEmpresa: number | null | undefined) {
  return useQuery(localizacoesQueryOptions(idEmpresa));
}
