import { sql } from 'kysely';
import { foldText } from '@sara/domain/rules/fields';
import { PLAN_PER_CALL } from './client.ts';

/**
 * LIKE pattern of a 'contains' search over a folded column (`sara.f_search`): the user's % _ \ are
 * literal, accents and case do not count.
 */
export const containsPattern = (text: string) =>
  sql<string>`'%' || sara.f_search(${text.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;

/**
 * Orders names as people read them, accents and case aside ('Maçã' before 'Manga', 'Água' among
 * the a's): the databases' byte order puts accented letters after z.
 */
export const folded = (column: string) => sql`sara.f_search(${sql.ref(column)})`;

/**
 * A text without a trigram (no three letters or digits in a row: 'ab', 'a-b', '1 2'): a trigram index
 * cannot narrow its search, only read every entry. A statement that carries one is planned for its
 * values (plannedPerCall): a prepared statement's generic plan, made for any value, read such a text
 * through the index, 2 to 25 s at a million items.
 */
export const beneathTrigrams = (...texts: (string | null | undefined)[]) =>
  texts.some((text) => text != null && text !== '' && !/[\p{L}\p{N}]{3}/u.test(foldText(text)));

/** Ends a statement that is planned for its values at every call when `when` (db/client.ts: PLAN_PER_CALL). */
export const plannedPerCall = (when: boolean) => (when ? sql.raw(PLAN_PER_CALL) : sql``);
