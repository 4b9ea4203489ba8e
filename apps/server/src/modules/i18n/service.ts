import { TEXTS } from '@sara/domain/i18n/texts';
import { SYSTEM_ID, type Locale } from '@sara/domain/constants';
import type { Db } from '../../db/client.ts';
import { listTexts, upsertTexts } from './repository.ts';

type Column = 'ptBr' | 'enUs' | 'esEs';
const COLUMN: Record<Locale, Column> = { 'pt-BR': 'ptBr', en: 'enUs', es: 'esEs' };

/**
 * Picks the supported language from a header or parameter (pt-BR when nothing matches): the most
 * wanted by its q-value (RFC 9110 section 12.5.4; 1 when absent, 0 refuses), in order among equals.
 */
export function resolveLocale(value: string | undefined | null): Locale {
  const ranked = (value ?? '')
    .toLowerCase()
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return 'pt-BR';
}

/**
 * The translation catalogue in memory, for the server's own messages (errors, e-mails).
 * Loaded from the database at start; `reload` after an administrator edits it.
 */
export class Translator {
  private texts = new Map<string, Record<Column, string>>();

  constructor(private readonly db: Db) {
    for (const t of TEXTS) this.texts.set(t.token, t);
  }

  async reload() {
    for (const t of await listTexts(this.db, undefined)) this.texts.set(t.token, t);
  }

  t(token: string, locale: Locale, args?: Record<string, string | number>): string {
    const entry = this.texts.get(token);
    let text = entry ? entry[COLUMN[locale]] || entry.ptBr : token;
    // an argument that is itself a catalogue token (a situation's label, say) is said in the same language
    if (args) {
      for (const [k, v] of Object.entries(args)) {
        const arg = typeof v === 'string' && this.texts.has(v) ? this.t(v, locale) : String(v);
        text = text.replaceAll(`{{${k}}}`, arg);
      }
    }
    return text;
  }
}

/** Writes the code's catalogue into the database, so new texts reach existing installations. */
export async function syncCatalogue(db: Db) {
  await upsertTexts(db, TEXTS, SYSTEM_ID);
}

export async function catalogue(db: Db, tags: string[] | undefined, locale: Locale | undefined) {
  const rows = await listTexts(db, tags);
  if (!locale) return rows;
  const col = COLUMN[locale];
  return Object.fromEntries(rows.map((r) => [r.token, r[col] || r.ptBr]));
}
