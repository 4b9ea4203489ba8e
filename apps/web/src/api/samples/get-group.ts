import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleGroupView } from '@sara/domain/samples';
import { api, type FetchOptions } from '../client';
import { loadGroup } from '../../offline/group-copy';
import { samplesKeys } from './keys';

/** GET /api/v1/amostras/coletadas/{idAgrupador}: a collected group (drafts too) with display names. */
export function getColetada(idAgrupador: string, options?: FetchOptions): Promise<SampleGroupView> {
  return api.get<SampleGroupView>(`/api/v1/amostras/coletadas/${encodeURIComponent(idAgrupador)}`, options);
}

/**
 * Silent: the screens that read a group say themselves that it could not be loaded. Kept on the
 * device; offline, the device's copy (NoDeviceCopyError without one: the screen says so).
 */
export const coletadaQueryOptions = (idAgrupador: string) =>
  queryOptions({
    queryKey: samplesKeys.coletada(idAgrupador),
    queryFn: async ({ signal }) =>
      (await loadGroup('coletada', idAgrupador, () => getColetada(idAgrupador, { signal, silent: true }))).view,
  });

export function useColetada(idAgrupador: string | undefined) {
  return useQuery({ ...coletadaQueryOptions(idAgrupador ?? ''), enabled: Boolean(idAgrupador) });
}
