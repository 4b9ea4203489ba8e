import { CALLED_BY_MANAGEMENT } from '@sara/domain/enums';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { HISTORY_QUERY_STORAGE_KEY } from '@sara/domain/lists';
import { ROUTES } from '@sara/domain/menu';

/** The history's filters as its address last held them (de, ate, filtro, busca), for this tab. */
export function rememberHistoryQuery(query: string): void {
  try {
    sessionStorage.setItem(HISTORY_QUERY_STORAGE_KEY, query);
  } catch {
    // storage refused (private mode): the history opens on its defaults
  }
}

/** The history's address as it was left; `periodOnly`: its period kept, its quick filter and search not. */
function historyPath(periodOnly = false): string {
  let query: string | null = null;
  try {
    query = sessionStorage.getItem(HISTORY_QUERY_STORAGE_KEY);
  } catch {
    query = null;
  }
  if (query && periodOnly) {
    const params = new URLSearchParams(query);
    params.delete('filtro');
    params.delete('busca');
    query = params.toString();
  }
  return query ? `${ROUTES.historico}?${query}` : ROUTES.historico;
}

/**
 * Where the screen returns after a save or back (spec part A section 2: one of three lists, by where
 * it was opened from): the management list when opened from it (calledBy), otherwise the history, or
 * for a user without the history the sample list, or home. The history comes back with the filters
 * it was left with; after registering a group new to its list (`created`), with its period only: an
 * earlier search or quick filter would hide what was just saved.
 */
export function returnPath(
  calledBy: string | null | undefined,
  features: Iterable<string> = [],
  { created = false } = {},
): string {
  if (calledBy === CALLED_BY_MANAGEMENT) return ROUTES.gerenciamento;
  const held = new Set(features);
  if (hasFeature(held, FEATURES.historico)) return historyPath(created);
  if (hasFeature(held, FEATURES.listagem)) return ROUTES.listagem;
  return ROUTES.home;
}
