/** Catalogue rows of the sample management table: [token, pt-BR, en, es]. */
export const MANAGEMENT_TEXTS: [string, string, string, string][] = [];
