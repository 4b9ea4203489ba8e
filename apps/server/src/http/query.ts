import { z } from 'zod';

/** Numbers and ids of a path or query: one rule with the lists' (packages/domain/src/query.ts). */
export { idNumber, queryId } from '@sara/domain/query';

/**
 * A list from a query string, repeated (`a=1&a=2`) or comma separated (`a=1,2`), of at most `max`
 * values (each may cost the query a condition).
 */
export function queryList<T extends z.ZodType>(item: T, max = 100) {
  return z.preprocess((v) => {
    if (v === undefined || v === '') return [];
    const values = Array.isArray(v) ? v : [v];
    return values
      .flatMap((x) => String(x).split(','))
      .map((x) => x.trim())
      .filter(Boolean);
  }, z.array(item).max(max));
}
