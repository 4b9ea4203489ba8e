import { sql } from 'kysely';
import type { TextEntry } from '@sara/domain/i18n/texts';
import type { Db } from '../../db/client.ts';

export async function listTexts(db: Db, tags: string[] | undefined) {
  let q = db.selectFrom('access.traducao').select(['id', 'token', 'idSistema', 'ptBr', 'enUs', 'esEs', 'tags']);
  if (tags && tags.length > 0) q = q.where(sql<boolean>`tags && ${sql.val(tags)}::text[]`);
  return q.orderBy('token').execute();
}

/** Inserts catalogue entries, updating those whose text changed in the code. */
export async function upsertTexts(db: Db, entries: readonly TextEntry[], idSistema: number | null) {
  const chunk = 500;
  for (let i = 0; i < entries.length; i += chunk) {
    const rows = entries.slice(i, i + chunk).map((e) => ({
      token: e.token,
      idSistema,
      ptBr: e.ptBr,
      enUs: e.enUs,
      esEs: e.esEs,
      tags: [...e.tags],
    }));
    await db
      .insertInto('access.traducao')
      .values(rows)
      .onConflict((oc) =>
        oc.column('token').doUpdateSet((eb) => ({
          ptBr: eb.ref('excluded.ptBr'),
          enUs: eb.ref('excluded.enUs'),
          esEs: eb.ref('excluded.esEs'),
          tags: eb.ref('excluded.tags'),
        })),
      )
      .execute();
  }
}
