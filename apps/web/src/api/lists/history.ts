import { keepPreviousData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage, HistoryQuickFilter } from '@sara/domain/lists';
import { api, type FetchOptions } from '../client';
import { withLocalCopy } from '../../offline/local-copy';
import { keepHistoryPage, readHistoryPage, type HistoryPageRead } from '../../offline/history-copy';

/** Groups per page: the server's default (packages/domain/src/lists.ts). */
export const HISTORY_PAGE_SIZE = 50;

/** The history filters (dates 'YYYY-MM-DD'); the page is added per request. */
export interface HistoryFilters {
  dataInicial: string;
  dataFinal: string;
  situacao?: HistoryQuickFilter;
  busca?: string;
}

export const historyKeys = {
  all: ['amostras', 'historico'] as const,
  list: (filters: HistoryFilters) => ['amostras', 'historico', filters] as const,
};

/** GET /api/v1/amostras/historico: one page of the collection history (groups, ordered by the server). */
export function getHistory(
  query: HistoryFilters & { pagina: number; tamanho?: number },
  options?: FetchOptions,
): Promise<HistoryPage> {
  return api.get<HistoryPage>('/api/v1/amostras/historico', { ...options, query: { ...query } });
}

/**
 * One page of the history as the screen reads it: kept on the device, and offline (or with the server
 * out of reach) the page as last answered here. List errors are only logged (part B section 8): the
 * call stays out of the shared error list.
 */
export function loadHistoryPage(filters: HistoryFilters, pagina: number, options?: FetchOptions) {
  const query = { ...filters, pagina, tamanho: HISTORY_PAGE_SIZE };
  return withLocalCopy<HistoryPageRead>(() => getHistory(query, { ...options, silent: true }), {
    save: (page) => keepHistoryPage(query, page),
    read: () => readHistoryPage(query),
  });
}

export const historyQueryOptions = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => loadHistoryPage(filters, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.itens.length, 0);
      return loaded < last.total && last.itens.length > 0 ? pages.length : undefined;
    },
  });

/** The history pages loaded so far; fetchNextPage adds the next one ('Carregar mais'). */
export function useHistory(filters: HistoryFilters) {
  // another filter keeps the list on screen (dimmed) until its answer: no blink, no jump of the scroll
  return useInfiniteQuery({ ...historyQueryOptions(filters), placeholderData: keepPreviousData });
}
