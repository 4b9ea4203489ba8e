/** Message tokens of the shared field rules (spec part A section 5). */
export const FIELD_MESSAGES = {
  required: 'sara2g.ui.txt.campo_obrigatorio',
  invalidDate: 'sara2g.ui.txt.data_invalida',
  limit: 'sara2g.ui.txt.limite_caracteres',
} as const;

/** 'Limite de {n} caracteres atingido.' once a text reaches its maximum length (spec part A section 5), else undefined. */
export function limitMessage(
  t: (key: string, args: { n: number }) => string,
  value: string | null | undefined,
  max: number,
): string | undefined {
  return (value?.length ?? 0) >= max ? t(FIELD_MESSAGES.limit, { n: max }) : undefined;
}
