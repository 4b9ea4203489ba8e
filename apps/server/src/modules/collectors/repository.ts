import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Empresa } from '../../db/sara-schema.ts';

export function findCollectorByUser(db: Db, idScaUsuario: number) {
  return db
    .selectFrom('sara.pessoa as p')
    .innerJoin('sara.empresa as e', 'e.idEmpresa', 'p.idEmpresa')
    .select([
      'p.idPessoa',
      'p.nome',
      'p.idEmpresa',
      'p.idScaUsuario',
      'e.razaoSocial',
      'e.tipoEmpresa',
      'e.idAgrupadorUsuario',
    ])
    .select((eb) =>
      sql<string[]>`coalesce(${eb
        .selectFrom('sara.pessoaCertificado as c')
        .select(sql`array_agg(c.certificado order by c.certificado)`.as('a'))
        .whereRef('c.idPessoa', '=', 'p.idPessoa')}, '{}')`.as('certificados'),
    )
    .where('p.idScaUsuario', '=', idScaUsuario)
    .executeTakeFirst();
}

export function findCompanyByGrouper(db: Db, idAgrupadorUsuario: number) {
  return db
    .selectFrom('sara.empresa')
    .select(['idEmpresa'])
    .where('idAgrupadorUsuario', '=', idAgrupadorUsuario)
    .where('ativo', '=', true)
    .orderBy('idEmpresa')
    .executeTakeFirst();
}

export function insertCompany(
  db: Db,
  values: { razaoSocial: string; tipoEmpresa: Empresa['tipoEmpresa']; idAgrupadorUsuario: number | null },
) {
  return db
    .insertInto('sara.empresa')
    .values({ ...values, nomeFantasia: null, documento: null, inscricaoRural: null })
    .returning('idEmpresa')
    .executeTakeFirstOrThrow();
}

/** Inserts the person of a user; a concurrent bootstrap of the same user inserts nothing. */
export function insertUserPerson(
  db: Db,
  values: { nome: string; email: string; idEmpresa: number; idScaUsuario: number },
) {
  return db
    .insertInto('sara.pessoa')
    .values({ ...values, tipo: 'sca' })
    .onConflict((oc) => oc.column('idScaUsuario').doNothing())
    .execute();
}
