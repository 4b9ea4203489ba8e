import { createStore, useStore } from '../lib/create-store';

/** Work in progress outside TanStack Query (which the global indicator counts on its own). */
const loadingStore = createStore(0);

/** Shows the global loading indicator while `work` runs. */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  loadingStore.set((count) => count + 1);
  try {
    return await work;
  } finally {
    loadingStore.set((count) => count - 1);
  }
}

export function useLoadingCount(): number {
  return useStore(loadingStore);
}
