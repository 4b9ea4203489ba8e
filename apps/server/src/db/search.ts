import { sql } from 'kysely';

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
