import { z } from 'zod';

/** Largest id of an integer column. */
export const MAX_ID = 2_147_483_647;

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

/**
 * A whole-number id written in decimal digits (a path or query value): '0x1', '1e3' or ' 7' are not
 * ids, and a value past the integer column is a 400 that names the field, not a database error.
 */
export function digitsId(min: 0 | 1 = 1) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(MAX_ID));
}

/** An optional id from a query string, in decimal digits; an empty value ('?idEmpresa=') is no filter. */
export const queryId = z.preprocess((v) => (v === '' ? undefined : v), digitsId().optional());
