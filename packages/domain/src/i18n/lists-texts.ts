/** Catalogue rows of the list calls of the server (errors, statuses) and shared list widgets: [token, pt-BR, en, es]. */
export const LISTS_TEXTS: [string, string, string, string][] = [];
