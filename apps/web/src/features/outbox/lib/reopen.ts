import { idParam } from '../../../lib/query-params';
import { OUTBOX_PARAM, readRefused, type RefusedWrite } from '../../../offline/outbox';

/**
 * A write the server refused opens again in the screen it was made on (the outbox list's 'Abrir
 * para corrigir'): the screen's address with `?outbox=<row id>`. The screen restores the form the
 * write was kept with; saving it again, online or kept once more, takes the refused row's place.
 */

/** The refused write this screen was opened on, if any (`?outbox=`), or null. */
export async function reopenedWrite(search: URLSearchParams): Promise<RefusedWrite | 'missing' | null> {
  const id = idParam(search.get(OUTBOX_PARAM));
  if (id == null) return null;
  return (await readRefused(id).catch(() => null)) ?? 'missing';
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
