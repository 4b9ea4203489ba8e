import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // run even when the browser says it is offline: list fetchers then answer from the local copy
        networkMode: 'always',
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // every failure is already in the error list; repeating it helps nobody
        retry: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
