import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useListPage, usePageInRange } from './use-list-page';

/** A page and the answer the list gave it: `total` rows in all, pages of 10. */
function useList(start: number, first: number, total: (page: number) => number) {
  const paging = useState(start);
  const [page] = paging;
  const rows = Math.max(0, Math.min(10, total(page) - (page - first) * 10));
  const answer = { total: total(page), itens: Array.from({ length: rows }) };
  usePageInRange(paging, { data: answer, isPlaceholderData: false }, 10, first);
  return page;
}

describe('usePageInRange', () => {
  it('brings a page left past the end back to the last page', () => {
    // page 3 (from 0) of a list that shrank to 17 rows: the last page is 1
    const { result } = renderHook(() => useList(3, 0, () => 17));
    expect(result.current).toBe(1);
  });

  it('goes to the first page of a list left empty, counting from 1 too', () => {
    const { result } = renderHook(() => useList(4, 1, () => 0));
    expect(result.current).toBe(1);
  });

  it('steps one page back from an empty page when the count is capped (the end is unknown)', () => {
    const { result } = renderHook(() => {
      const paging = useState(2341);
      // pages up to 2340 hold rows; the count says only 'more than 10,000'
      const itens = paging[0] <= 2340 ? Array.from({ length: 10 }) : [];
      usePageInRange(paging, { data: { total: 10_000, totalLimitado: true, itens }, isPlaceholderData: false }, 10, 0);
      return paging[0];
    });
    // not the capped count's last page (999)
    expect(result.current).toBe(2340);
  });

  it("judges nothing by a placeholder (the previous page's answer, shown while this one loads)", () => {
    const { result } = renderHook(() => {
      const paging = useState(7);
      // the previous page's empty answer, shown while page 7 loads
      usePageInRange(paging, { data: { total: 0, itens: [] }, isPlaceholderData: true }, 10, 0);
      return paging[0];
    });
    expect(result.current).toBe(7);
  });

  it('leaves a page with rows, and the first page, alone', () => {
    const { result } = renderHook(() => useList(2, 0, () => 25));
    expect(result.current).toBe(2);
    const empty = renderHook(() => useList(0, 0, () => 0));
    act(() => undefined);
    expect(empty.result.current).toBe(0);
  });
});

describe('useListPage', () => {
  it('keeps the page for the tab; a change of filters goes to the first page and forgets the old one', () => {
    sessionStorage.clear();
    const { result, rerender, unmount } = renderHook(({ owner }) => useListPage('test.page', owner, 0), {
      initialProps: { owner: { sort: 'produto', dir: 'asc' } as object },
    });
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
    rerender({ owner: { sort: 'produto', dir: 'desc' } });
    expect(result.current[0]).toBe(0);
    // the sort flipped back: still the first page, not the deep one left under it
    rerender({ owner: { sort: 'produto', dir: 'asc' } });
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](2));
    unmount();
    // back on the screen (the same tab): the page left
    const again = renderHook(() => useListPage('test.page', { sort: 'produto', dir: 'asc' }, 0));
    expect(again.result.current[0]).toBe(2);
  });
});
