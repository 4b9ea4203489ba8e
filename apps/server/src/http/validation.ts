import type { z } from 'zod';
import type { Locale } from '@sara/domain/constants';
import type { FieldError } from '@sara/domain/errors';
import type { Translator } from '../modules/i18n/service.ts';

export type ZodIssue = z.core.$ZodIssue;

const KINDS = new Set(['number', 'int', 'string', 'boolean', 'object', 'array']);
const expectedKind = (expected: string, i18n: Translator, locale: Locale) =>
  KINDS.has(expected) ? i18n.t(`sara2g.erro.tipo.${expected}`, locale) : expected;

/**
 * One failed check of a request as a field error in the user's language. Messages that are
 * catalogue tokens (the domain schemas use them) are translated; zod's own checks are mapped to
 * catalogue texts.
 */
export function fieldError(
  instancePath: string,
  issue: ZodIssue | undefined,
  i18n: Translator,
  locale: Locale,
): FieldError {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!issue) return { path: base, message: i18n.t('sara2g.erro.validacao', locale) };
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    return {
      path: [base, ...issue.keys.slice(0, 1)].filter(Boolean).join('.'),
      message: i18n.t('sara2g.erro.campo_desconhecido', locale, { campo: keys }),
    };
  }
  if (/^[a-z0-9_]+(\.[a-z0-9_]+)+$/i.test(issue.message)) {
    // a catalogue token from the domain rules; custom issues carry their arguments in params
    const args =
      issue.code === 'too_big'
        ? { n: Number(issue.maximum) }
        : issue.code === 'custom'
          ? (issue.params as Record<string, string | number> | undefined)
          : undefined;
    return { path: base, message: i18n.t(issue.message, locale, args) };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        path: base,
        message: i18n.t(
          /received undefined$/.test(issue.message) ? 'sara2g.ui.txt.campo_obrigatorio' : 'sara2g.erro.tipo_invalido',
          locale,
          // the kind in the user's language where the catalogue names it (number, text, list...)
          { tipo: expectedKind(issue.expected, i18n, locale) },
        ),
      };
    case 'too_big':
      return {
        path: base,
        // a text's limit is said as the forms say it
        message: i18n.t(issue.origin === 'string' ? 'sara2g.ui.txt.limite_caracteres' : 'sara2g.erro.maximo', locale, {
          n: Number(issue.maximum),
        }),
      };
    case 'too_small':
      return {
        path: base,
        message: i18n.t(
          Number(issue.minimum) <= 1 && issue.origin === 'string'
            ? 'sara2g.ui.txt.campo_obrigatorio'
            : // positive(): more than 0, which "at least 0" would misstate
              issue.inclusive === false
              ? 'sara2g.erro.maior_que'
              : 'sara2g.erro.minimo',
          locale,
          { n: Number(issue.minimum) },
        ),
      };
    case 'invalid_value':
      return {
        path: base,
        message: i18n.t('sara2g.erro.valor_invalido', locale, { valores: issue.values.map(String).join(', ') }),
      };
    case 'invalid_format':
      return { path: base, message: i18n.t('sara2g.erro.formato_invalido', locale) };
    default:
      return { path: base, message: i18n.t('sara2g.erro.valor_invalido_generico', locale) };
  }
}

/** How deep a request's JSON may nest: the API's deepest body (a group's items' files) is 4 levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * Characters no text of the API stores: NUL (PostgreSQL stores it in no text) and a lone surrogate (not a
 * character: the database would store '\uFFFD' instead of what was sent).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (text: string) => !UNSTORABLE.test(text);

/**
 * The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): invisible,
 * they show a text other than the one stored ('abc' after U+202E reads 'cba'), and Android pastes them
 * around a number copied from the contacts. Taken out of every text a request carries, not refused: a
 * paste the user cannot see is no mistake of theirs.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * `value` without bidirectional controls in its texts: objects and arrays changed in place (a request's
 * parsed body, query or parameters), a text given back changed. Call after `unstorablePaths`, which
 * bounds the depth.
 */
export function withoutBidiControls<T>(value: T): T {
  const clean = (v: unknown) => (typeof v === 'string' ? v.replace(BIDI_CONTROLS, '') : v);
  if (typeof value === 'string') return clean(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') {
        if (HAS_BIDI_CONTROL.test(child)) record[key] = clean(child);
      } else if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return value;
}

/**
 * The paths ('0.observacao') of the texts of a request's body, query or parameters the API cannot store
 * as sent (`storable`): refused before any route reads them, each field named, rather than by the
 * database with none or stored changed. At most `limit` paths. A value nested deeper than
 * MAX_BODY_DEPTH is refused as malformed, without walking it all (a deep enough one would overflow
 * the stack of a recursive walk: a 500 for 4 KB of brackets).
 */
export function unstorablePaths(value: unknown, limit = 20): string[] | 'too-deep' {
  const found: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!storable(v)) found.push(path.join('.'));
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= MAX_BODY_DEPTH) return 'too-deep';
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      // reversed onto the stack: the paths come out in the body's order
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return found;
}
