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

/** List errors are only logged (part B section 8): the call stays out of the shared error list. */
export const historyQueryOptions = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.list(filters),
    // offline, or the server out of reach: the page as last answered on this device
    queryFn: ({ pageParam, signal }) => {
      const query = { ...filters, pagina: pageParam, tamanho: HISTORY_PAGE_SIZE };
      return withLocalCopy<HistoryPageRead>(() => getHistory(query, { signal, silent: true }), {
        save: (page) => keepHistoryPage(query, page),
        read: () => readHistoryPage(query),
      });
    },
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
