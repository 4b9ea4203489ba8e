import type { QueryClient } from '@tanstack/react-query';

/** The query keys of every sample read, and what a sample write makes stale. */
export const samplesKeys = {
  /** Every sample read: the groups, and the lists (history, my samples, management) under it. */
  all: ['amostras'] as const,
  agendada: (idAgrupador: string) => ['amostras', 'agendadas', idAgrupador] as const,
  coletada: (idAgrupador: string) => ['amostras', 'coletadas', idAgrupador] as const,
};

/**
 * After a sample write: every sample read is stale (the lists keep pages 5 minutes otherwise); the
 * screens showing one read again, the others when they open.
 */
export const refreshSamples = (queryClient: QueryClient, { except }: { except?: string } = {}) =>
  queryClient.invalidateQueries({
    queryKey: samplesKeys.all,
    // a deleted group's own read is not asked again (a 404) while its screen closes
    predicate: (query) => except == null || !query.queryKey.includes(except),
  });
