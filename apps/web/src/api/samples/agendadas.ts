import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SampleGroupView, SampleItemInput } from '@sara/domain/samples';
import { ApiError, api, type FetchOptions, type RequestOptions } from '../client';
import { forgetGroup, keepGroup, loadGroup } from '../../offline/group-copy';
import { createOrSaveOver } from './save-over';
import { refreshSamples, samplesKeys } from './keys';

/** GET /api/v1/amostras/agendadas/{idAgrupador}: a scheduled group with its items and display names. */
export function getAgendada(idAgrupador: string, options?: FetchOptions): Promise<SampleGroupView> {
  return api.get<SampleGroupView>(`/api/v1/amostras/agendadas/${encodeURIComponent(idAgrupador)}`, options);
}

/**
 * Silent: the screens that read a group say themselves that it could not be loaded. Kept on the
 * device; offline, the device's copy (NoDeviceCopyError without one: the screen says so).
 */
export const agendadaQueryOptions = (idAgrupador: string) =>
  queryOptions({
    queryKey: samplesKeys.agendada(idAgrupador),
    queryFn: async ({ signal }) =>
      (await loadGroup('agendada', idAgrupador, () => getAgendada(idAgrupador, { signal, silent: true }))).view,
  });

export function useAgendada(idAgrupador: string | undefined) {
  return useQuery({ ...agendadaQueryOptions(idAgrupador ?? ''), enabled: Boolean(idAgrupador) });
}

/**
 * POST /api/v1/amostras/agendadas: a new scheduled group (the items share a client-made idAgrupador),
 * saved over the group an earlier, unanswered save of the same form made (createOrSaveOver).
 */
export function createAgendada(items: SampleItemInput[], options?: FetchOptions): Promise<SampleGroupView> {
  const idAgrupador = items[0]?.idAgrupador ?? '';
  const quiet = { ...options, silent: true };
  return createOrSaveOver(
    () => api.post<SampleGroupView>('/api/v1/amostras/agendadas', { ...options, body: items }),
    () => getAgendada(idAgrupador, quiet),
    (versao) => updateAgendada(idAgrupador, items, { ...options, ifMatch: versao }),
  );
}

/** PUT /api/v1/amostras/agendadas/{idAgrupador}: the full list; an empty list deletes the group. */
export function updateAgendada(
  idAgrupador: string,
  items: SampleItemInput[],
  options?: FetchOptions & Pick<RequestOptions, 'ifMatch'>,
): Promise<SampleGroupView> {
  return api.put<SampleGroupView>(`/api/v1/amostras/agendadas/${encodeURIComponent(idAgrupador)}`, {
    ...options,
    body: items,
  });
}

/** The server refused a write because the group changed after it was read (If-Match, 412). */
export const isChangedSince = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 412;

/** A refused save: the shared client's error, which keeps the field errors of a 400 answer. */
export const SaveAgendadaError = ApiError;
export type SaveAgendadaError = ApiError;

export interface SaveAgendadaInput {
  /** Set when editing: the group is replaced with PUT. */
  idAgrupador?: string;
  items: SampleItemInput[];
  /** Editing: the version of the group as read (If-Match). */
  versao?: string;
  /** Stops the send ('Enviar em segundo plano': the outbox sends it instead). */
  signal?: AbortSignal;
}

/**
 * Saves a scheduled group: POST when new, PUT when editing. Errors are not added to the shared
 * list: the screen shows field errors on their fields and the rest in the list itself.
 */
export function useSaveAgendada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idAgrupador, items, versao, signal }: SaveAgendadaInput) =>
      idAgrupador
        ? updateAgendada(idAgrupador, items, { silent: true, ifMatch: versao, signal })
        : createAgendada(items, { silent: true, signal }),
    onSuccess: async (group) => {
      // the server's answer is the device's copy of the schedule from now on (opened offline, it is current)
      await keepGroup('agendada', group).catch(() => undefined);
      queryClient.removeQueries({ queryKey: samplesKeys.agendada(group.idAgrupador) });
      void refreshSamples(queryClient);
    },
  });
}

/** A schedule to delete: its id, and its version as the screen shows it (If-Match), when known. */
export interface ScheduledToDelete {
  idAgrupador: string;
  versao?: string;
}

/**
 * Deletes a scheduled group (PUT with an empty list). A failure is only logged (part B section 8):
 * it stays out of the shared error list. With the version the screen shows, a schedule changed since
 * is not deleted (412): the screen says so and reads it again, so the user decides on what it is now.
 */
export function useDeleteAgendada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idAgrupador, versao }: ScheduledToDelete) =>
      updateAgendada(idAgrupador, [], { silent: true, ifMatch: versao }),
    onError: (error, { idAgrupador }) => {
      console.error(`Deleting the scheduled group ${idAgrupador}:`, error);
      if (isChangedSince(error)) void refreshSamples(queryClient);
    },
    onSuccess: (_answer, { idAgrupador }) => {
      // stale, read again (answering 'not found') only if it is opened again
      void queryClient.invalidateQueries({ queryKey: samplesKeys.agendada(idAgrupador), refetchType: 'none' });
      void forgetGroup('agendada', idAgrupador).catch(() => undefined);
      void refreshSamples(queryClient, { except: idAgrupador });
    },
  });
}
