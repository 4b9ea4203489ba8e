import type { SampleGroupView } from '@sara/domain/samples';
import { getAgendada } from '../api/samples/agendadas';
import { ApiError } from '../api/client';
import { pushError } from '../stores/alerts';
import { userErrorText } from '../lib/error-text';
import { forgetGroup, isNoDeviceCopy, keepGroup, loadGroup, readGroup, type LoadedGroup } from './group-copy';

/**
 * The scheduled groups last loaded from the server, kept on the device (group-copy.ts), so the
 * finalize screen opens without a connection.
 */
export const keepScheduled = (view: SampleGroupView) => keepGroup('agendada', view);
export const readScheduled = (idAgrupador: string) => readGroup('agendada', idAgrupador);
export const forgetScheduled = (idAgrupador: string) => forgetGroup('agendada', idAgrupador);

export type LoadedScheduled = LoadedGroup;

/**
 * A scheduled group from the server, kept on the device; offline, or when the server cannot be
 * reached, the device's copy. Null when offline without a copy (the group was never loaded here).
 * Other errors are thrown; all but a 404 (which the screen explains) also go to the shared list.
 */
export async function loadScheduled(idAgrupador: string): Promise<LoadedScheduled | null> {
  try {
    return await loadGroup('agendada', idAgrupador, () => getAgendada(idAgrupador, { silent: true }));
  } catch (error) {
    if (isNoDeviceCopy(error)) return null;
    // not found: the screen itself says it is gone or already finalized (one message, not two)
    if (!(error instanceof ApiError && error.status === 404)) pushError(userErrorText(error));
    throw error;
  }
}

let warmed = new Set<string>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Schedules kept in the background per page load: the history lists the soonest first, and a
 * collector's next days hold far fewer; a manager's history of a million samples held 9,579 schedules
 * in its default period, and each 'Carregar mais' read 50 groups more one by one.
 */
export const WARM_MAX = 20;

/**
 * Keeps a copy of a scheduled group the user may finalize, in the background and one at a time
 * (once per group per page load, at most WARM_MAX), so its finalize screen opens later without a connection.
 */
export function warmScheduled(idAgrupador: string): void {
  if (warmed.has(idAgrupador) || warmed.size >= WARM_MAX) return;
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  warmed.add(idAgrupador);
  queue = queue
    .then(() => getAgendada(idAgrupador, { silent: true }))
    .then(keepScheduled)
    .catch(() => {
      // tried again on the next page load
      warmed.delete(idAgrupador);
    });
}

/** For tests: forget which groups were warmed. */
export function resetWarmed(): void {
  warmed = new Set();
  queue = Promise.resolve();
}
