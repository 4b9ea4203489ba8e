import { RULE_TOKENS } from '@sara/domain/rules/tokens';

/** Message tokens of the shared field rules (spec part A section 5), as the rules return them. */
export const FIELD_MESSAGES = {
  required: RULE_TOKENS.required,
  invalidDate: RULE_TOKENS.invalidDate,
  dateOutOfYears: RULE_TOKENS.dateOutOfYears,
  /** A day before the first one the field takes (today, on wide screens: part A section 2). */
  beforeToday: 'sara2g.ui.txt.data_anterior_a_hoje',
  limit: RULE_TOKENS.limit,
} as const;

/** 'Limite de {n} caracteres atingido.' once a text reaches its maximum length (spec part A section 5), else undefined. */
export function limitMessage(
  t: (key: string, args: { n: number }) => string,
  value: string | null | undefined,
  max: number,
): string | undefined {
  return (value?.length ?? 0) >= max ? t(FIELD_MESSAGES.limit, { n: max }) : undefined;
}

/**
 * A one-line field's text as typed or pasted: a tab (a paste from a spreadsheet) is a space. An input
 * drops pasted line breaks itself; a tab stayed, stored, and printed as a wide gap.
 */
export const oneLine = (text: string): string => text.replace(/\t/g, ' ');
