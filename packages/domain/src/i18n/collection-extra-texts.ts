/** Catalogue rows of the finalize and view modes of the collection screen, QR scan, recollection and the outbox: [token, pt-BR, en, es]. */
export const COLLECTION_EXTRA_TEXTS: [string, string, string, string][] = [];
