import { z } from 'zod';
import { PG_INTEGER_MAX } from './constants.ts';

/**
 * Numbers and ids read from a query string or a path, for every route (the lists' contract here, the
 * server's other routes through apps/server/src/http/query.ts): one rule, one message.
 */

/** Empty query values ('?idVarejo=', '?idVarejo=%20') mean "no filter". */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** An optional query value where an empty one is no filter. */
export const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Anything but decimal digits becomes NaN, which zod answers as a wrong type. */
const digitsOnly = (v: unknown) => (typeof v === 'string' && !/^\d+$/.test(v) ? Number.NaN : v);

/**
 * A whole number written in decimal digits only: '0x10', '1e3', '1.0' and ' 7' are not numbers here
 * (JavaScript's Number would read them) and are answered as a wrong type; a value past `max` is a 400
 * that names the field, not a database error.
 */
export const queryNumber = (min: 0 | 1, max: number) => {
  const whole = z.coerce.number().int();
  // an id's 'Deve ser maior que 0', as the other id fields say it
  return z.preprocess(digitsOnly, (min === 1 ? whole.positive() : whole.min(0)).max(max));
};

/** An id of an `integer` column, in a path or a query (`min` 0 where 0 means "none"). */
export const idNumber = (min: 0 | 1 = 1) => queryNumber(min, PG_INTEGER_MAX);

/** An optional id filter; an empty one is no filter. */
export const queryId = opt(idNumber());
