import { useEffect, useState } from 'react';

interface Saved {
  page: number;
  /** What the page was chosen with (filters, sort, page size), as JSON. */
  owner: string;
}

function read(key: string): Saved | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Saved> | null;
    return typeof saved?.page === 'number' && typeof saved.owner === 'string' ? (saved as Saved) : null;
  } catch {
    return null;
  }
}

/**
 * The page of a list, which belongs to the filters, sort and page size it was chosen with (`owner`):
 * any change of them goes back to `first`. Kept for the browser tab, so coming back from a sample
 * (Back, or the screen's own return) lands on the page the user left.
 */
export function useListPage(key: string, owner: unknown, first: number): [number, (page: number) => void] {
  const ownerKey = JSON.stringify(owner);
  const [paging, setPaging] = useState<Saved>(() => {
    const saved = read(key);
    return saved?.owner === ownerKey ? saved : { page: first, owner: ownerKey };
  });
  // the filters or sort changed: the first page, and the old page is forgotten, so going back to the
  // old filters (a search cleared, a sort flipped twice) does not land on a deep page again
  if (paging.owner !== ownerKey) setPaging({ page: first, owner: ownerKey });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(paging));
    } catch {
      // storage refused: the page is kept while the list is open
    }
  }, [key, paging]);
  const page = paging.owner === ownerKey ? paging.page : first;
  const setPage = (next: number) => setPaging({ page: next, owner: ownerKey });
  return [page, setPage];
}

/** What usePageInRange reads of a list's query (TanStack Query's result). */
export interface ListAnswer {
  data?: { total: number; itens: readonly unknown[]; totalLimitado?: boolean };
  /** The previous page's answer, shown while this one loads. */
  isPlaceholderData: boolean;
}

/**
 * Brings a page past the end of its list back to the last page: rows removed meanwhile (rejected,
 * deleted, by anyone) can leave a remembered page empty, with no pagination left to go back with.
 * Only the list's own answer for `page` is judged, never the previous page's shown while this one
 * loads: judged by it, every step back would look empty too and run on. A capped count
 * (`totalLimitado`) does not say where the list ends: one page back, then judged again on its answer.
 */
export function usePageInRange(
  [page, setPage]: [number, (page: number) => void],
  list: ListAnswer,
  size: number,
  first: number,
) {
  const answer = list.isPlaceholderData ? undefined : list.data;
  const past = answer !== undefined && page > first && answer.itens.length === 0;
  const last = !answer
    ? first
    : answer.totalLimitado
      ? page - 1
      : Math.max(first, first + Math.ceil(answer.total / size) - 1);
  useEffect(() => {
    if (past) setPage(Math.min(page - 1, last));
  }, [past, page, last, setPage]);
}
