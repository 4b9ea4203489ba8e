import type { SampleGroupView } from '@sara/domain/samples';
import { getAgendada } from '../api/samples/agendadas';
import { ApiError, isNetworkError } from '../api/client';
import { pushError } from '../stores/alerts';
import { db } from './db';

/**
 * The scheduled groups last loaded from the server, kept on the device (in the settings table,
 * one row per group: no schema change) so the finalize screen opens without a connection.
 */
const keyOf = (idAgrupador: string) => `agendada:${idAgrupador}`;

export async function keepScheduled(view: SampleGroupView): Promise<void> {
  await db.configuracao.put({ chave: keyOf(view.idAgrupador), valor: view });
}

export async function readScheduled(idAgrupador: string): Promise<SampleGroupView | null> {
  const row = await db.configuracao.get(keyOf(idAgrupador));
  const view = row?.valor as SampleGroupView | undefined;
  return view && view.idAgrupador === idAgrupador ? view : null;
}

export async function forgetScheduled(idAgrupador: string): Promise<void> {
  await db.configuracao.delete(keyOf(idAgrupador));
}

/** Where a scheduled group came from: the server (kept on the device too) or the device's copy. */
export interface LoadedScheduled {
  view: SampleGroupView;
  fromDevice: boolean;
}

/**
 * A scheduled group from the server, kept on the device; offline, or when the server cannot be
 * reached, the device's copy. Null when offline without a copy (the group was never loaded here).
 * Other errors are thrown; all but a 404 (which the screen explains) also go to the shared list.
 */
export async function loadScheduled(idAgrupador: string): Promise<LoadedScheduled | null> {
  const local = async () => {
    const view = await readScheduled(idAgrupador);
    return view ? { view, fromDevice: true } : null;
  };
  if (!navigator.onLine) return local();
  try {
    const view = await getAgendada(idAgrupador, { silent: true });
    await keepScheduled(view).catch(() => undefined);
    return { view, fromDevice: false };
  } catch (error) {
    if (isNetworkError(error)) return local();
    // not found: the screen itself says it is gone or already finalized (one message, not two)
    if (error instanceof Error && !(error instanceof ApiError && error.status === 404)) pushError(error.message);
    throw error;
  }
}

let warmed = new Set<string>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Keeps a copy of a scheduled group the user may finalize, in the background and one at a time
 * (once per group per page load), so its finalize screen opens later without a connection.
 */
export function warmScheduled(idAgrupador: string): void {
  if (warmed.has(idAgrupador) || typeof navigator === 'undefined' || !navigator.onLine) return;
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
