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

/**
 * A secret is not composed (a password set before that rule, with its accents as separate marks, must
 * still match); its bidirectional controls go, as they always did.
 */
const SECRET_KEY = /password|senha|token/i;

/**
 * A text as it is stored: without bidirectional controls, and composed (NFC): 'ê' typed as 'e' and a
 * combining mark (some keyboards, a paste from a PDF) is the same letter as 'ê', so two product names
 * that read the same are one for the unique rules and the searches.
 */
const cleanText = (text: string, key: string | undefined) => {
  const visible = text.replace(BIDI_CONTROLS, '');
  return key !== undefined && SECRET_KEY.test(key) ? visible : visible.normalize('NFC');
};

/**
 * Walks a request's body, query or parameters once, without recursion (a deep enough value would
 * overflow the stack of a recursive walk: a 500 for 4 KB of brackets): cleans its texts (`cleanText`:
 * objects and arrays changed in place, a text given back changed) and names, in
 * `unstorable` ('0.observacao', at most `limit`), the texts the API cannot store as sent (`storable`),
 * which are refused before any route reads them rather than by the database with no field named or
 * stored changed. 'too-deep': nested past MAX_BODY_DEPTH, refused as malformed without walking it all.
 */
export function requestTexts<T>(value: T, limit = 20): { value: T; unstorable: string[] } | 'too-deep' {
  const unstorable: string[] = [];
  let root: unknown = value;
  // each value with where it sits, so a text taken out of its controls is put back there
  const stack: { value: unknown; path: string[]; parent?: Record<string, unknown> }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path, parent } = stack.pop()!;
    if (typeof v === 'string') {
      if (!storable(v) && unstorable.length < limit) unstorable.push(path.join('.'));
      const cleaned = cleanText(v, path.at(-1));
      if (cleaned === v) continue;
      if (parent) parent[path.at(-1)!] = cleaned;
      else root = cleaned;
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= MAX_BODY_DEPTH) return 'too-deep';
      const record = v as Record<string, unknown>;
      const keys = Object.keys(record);
      // reversed onto the stack: the paths come out in the body's order
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: record[keys[i]!], path: [...path, keys[i]!], parent: record });
      }
    }
  }
  return { value: root as T, unstorable };
}
