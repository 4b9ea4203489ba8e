import type { HistoryPage } from '@sara/domain/lists';
import { getSession } from '../lib/session';
import { db } from './db';

/**
 * The history pages last answered, kept on the device (settings table, one row per user and query:
 * no schema change), so a sampler in the field still sees the visits of the period offline. Queries
 * with a search are not kept (one row per typed word would pile up).
 */
const keyOf = (query: object) => {
  const user = getSession()?.user.id;
  return user == null ? null : `historico:${user}:${JSON.stringify(query)}`;
};

export const keepsHistory = (query: { busca?: string }) => !query.busca;

/** A history page; `guardadaEm` (ISO) when it was read from the device, kept at that time. */
export type HistoryPageRead = HistoryPage & { guardadaEm?: string };

export async function keepHistoryPage(query: { busca?: string }, page: HistoryPage): Promise<void> {
  const key = keyOf(query);
  if (key && keepsHistory(query)) {
    await db.configuracao.put({ chave: key, valor: { ...page, guardadaEm: new Date().toISOString() } });
  }
}

/** The kept page of the query; throws when there is none (the screen then says it could not load). */
export async function readHistoryPage(query: { busca?: string }): Promise<HistoryPageRead> {
  const key = keyOf(query);
  const row = key ? await db.configuracao.get(key) : undefined;
  if (!row) throw new Error('No connection and no copy of this history page on the device');
  const page = row.valor as HistoryPageRead;
  // a copy kept before the time was recorded is still a copy
  return { ...page, guardadaEm: page.guardadaEm ?? '' };
}
