import { idParam } from '../../../lib/query-params';
import {
  OUTBOX_PARAM,
  forbidden,
  readReopenable,
  uncorrectable,
  type OutboxItem,
  type RefusedWrite,
} from '../../../offline/outbox';

/**
 * A write the server refused opens again in the screen it was made on (the outbox list's 'Abrir
 * para corrigir'): the screen's address with `?outbox=<row id>`. The screen restores the form the
 * write was kept with; saving it again, online or kept once more, takes the refused row's place.
 */

/** The refused write (or waiting draft) this screen was opened on, if any (`?outbox=`), or null. */
export async function reopenedWrite(search: URLSearchParams): Promise<RefusedWrite | 'missing' | null> {
  const id = idParam(search.get(OUTBOX_PARAM));
  if (id == null) return null;
  return (await readReopenable(id).catch(() => null)) ?? 'missing';
}

/** A screen's query with `?outbox=<row id>`: the screen is now on that refused write. */
export function withOutboxParam(search: string, id: number): string {
  const query = new URLSearchParams(search);
  query.set(OUTBOX_PARAM, String(id));
  return `?${query.toString()}`;
}

/** The screen's address to keep with a write: path and query, without the outbox parameter. */
export function screenPath({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search);
  query.delete(OUTBOX_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The way forward of a refused write: registering it as a new collection (a finalization whose
 * schedule was deleted), or correcting it in its screen; none when nothing can be corrected (404, 409).
 */
export function refusedNextStep(item: OutboxItem): { to: string; label: string } | null {
  if (item.status !== 'failed') return null;
  if (item.registerAgain) return { to: item.registerAgain, label: 'sara2g.ui.outbox.registrar_nova' };
  // not a refusal of the user's permission (403): nothing in the form is wrong, and the screen would not
  // open without the permission (its route sends the user home)
  if (item.reopen && !uncorrectable(item) && !forbidden(item))
    return { to: item.reopen, label: 'sara2g.ui.outbox.corrigir' };
  return null;
}
