import { sql } from 'kysely';

/**
 * LIKE pattern of a 'contains' search over a folded column (`sara.f_search`): the user's % _ \ are
 * literal, accents and case do not count.
 */
export const containsPattern = (text: string) =>
  sql<string>`'%' || sara.f_search(${text.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;
