/** Catalogue rows of the collection history screen: [token, pt-BR, en, es]. */
export const HISTORY_TEXTS: [string, string, string, string][] = [];
