/** Catalogue rows of the personal sample list: [token, pt-BR, en, es]. */
export const MY_SAMPLES_TEXTS: [string, string, string, string][] = [];
