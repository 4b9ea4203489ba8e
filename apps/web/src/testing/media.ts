import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A window of `width` px for useMediaQuery, on a touch screen unless `pointer` says 'fine' (a mouse);
 * `resize` changes the width and tells the listeners.
 */
export function stubWidth(initial: number, pointer: 'coarse' | 'fine' = 'coarse') {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const asked = /pointer:\s*(coarse|fine)/.exec(query)?.[1];
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (!asked || asked === pointer);
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener: (l: () => void) => listeners.add(l),
    removeListener: (l: () => void) => listeners.delete(l),
    dispatchEvent: () => false,
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

/**
 * URL.createObjectURL answering `url`, and revokeObjectURL, as mocks (a test sees which blobs became URLs).
 * URL is the real global: the test setup puts both back after each test, so none leaks into the next.
 */
export function stubObjectUrls(url = 'blob:x') {
  const create = vi.fn((_: Blob | MediaSource) => url);
  const revoke = vi.fn((_: string) => {});
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
