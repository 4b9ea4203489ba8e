/** Message tokens of the shared field rules (spec part A section 5). */
export const FIELD_MESSAGES = {
  required: 'sara2g.ui.txt.campo_obrigatorio',
  invalidDate: 'sara2g.ui.txt.data_invalida',
  limit: 'sara2g.ui.txt.limite_caracteres',
} as const;
