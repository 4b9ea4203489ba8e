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
      return { path: base, message: i18n.t('sara2g.erro.maximo', locale, { n: Number(issue.maximum) }) };
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

/**
 * The paths ('0.observacao') of the texts of a JSON body holding a NUL character, which PostgreSQL
 * stores in no text: refused before any route reads the body, each field named, rather than by the
 * database with none. At most `limit` paths.
 */
export function nulPaths(body: unknown, limit = 20): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (found.length >= limit) return;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(path.join('.'));
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, String(i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(body, []);
  return found;
}
