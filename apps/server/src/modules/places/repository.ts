import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { LocalAmostra } from '../../db/sara-schema.ts';

/** Cap of the place and product lists (DESIGN.md: no unbounded answers); narrow with idEmpresa or busca. */
export const LIST_CAP = 1000;

const placeColumns = [
  'l.idLocalAmostra',
  'l.nome',
  'l.codigoPostal',
  'l.logradouro',
  'l.bairro',
  'l.numero',
  'l.semNumero',
  'l.complemento',
  'l.idMunicipio',
  'm.nome as municipio',
  'm.idUf',
  'u.sigla as uf',
  'l.idEmpresa',
  'l.tipo',
  'l.idProgramaAmostra',
  'l.idVarejo',
] as const;

function placesQuery(db: Db) {
  return db
    .selectFrom('sara.localAmostra as l')
    .innerJoin('sara.municipio as m', 'm.id', 'l.idMunicipio')
    .innerJoin('sara.uf as u', 'u.idUf', 'm.idUf')
    .select(placeColumns);
}

export function listPlaces(db: Db, filter: { idEmpresa?: number; busca?: string }) {
  let q = placesQuery(db);
  if (filter.idEmpresa !== undefined) q = q.where('l.idEmpresa', '=', filter.idEmpresa);
  if (filter.busca) q = q.where('l.nomeBusca', 'like', containsPattern(filter.busca));
  return q.orderBy(folded('l.nome')).orderBy('l.idLocalAmostra').limit(LIST_CAP).execute();
}

export function findPlace(db: Db, idLocalAmostra: number) {
  return placesQuery(db).where('l.idLocalAmostra', '=', idLocalAmostra).executeTakeFirst();
}

/** What a new place refers to, in one round trip: undefined members do not exist. */
export async function placeReferences(
  db: Db,
  ids: { idMunicipio: number; idEmpresa: number; idProgramaAmostra: number; idVarejo: number | null },
) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('sara.municipio').select('idUf').where('id', '=', ids.idMunicipio).as('municipioUf'),
      eb.exists(eb.selectFrom('sara.empresa').select('idEmpresa').where('idEmpresa', '=', ids.idEmpresa)).as('empresa'),
      eb
        .exists(
          eb
            .selectFrom('sara.programaAmostra')
            .select('idProgramaAmostra')
            .where('idProgramaAmostra', '=', ids.idProgramaAmostra),
        )
        .as('programa'),
      // whether the chain takes part in RAMA; null: no such chain
      eb
        .selectFrom('sara.varejo')
        .select('rama')
        .where('idVarejo', '=', ids.idVarejo ?? -1)
        .as('varejoRama'),
    ])
    .executeTakeFirstOrThrow();
  return row as { municipioUf: number | null; empresa: boolean; programa: boolean; varejoRama: boolean | null };
}

export function insertPlace(db: Db, values: Insertable<LocalAmostra>) {
  return db.insertInto('sara.localAmostra').values(values).returning('idLocalAmostra').executeTakeFirstOrThrow();
}

// ---------- company products ----------

export function listCompanyProducts(db: Db, idEmpresa: number | undefined) {
  let q = db
    .selectFrom('sara.produtoEmpresa')
    .select(['idProdutoEmpresa', 'nome', 'idEmpresa'])
    .where(sql<boolean>`btrim(nome) <> ''`);
  if (idEmpresa !== undefined) q = q.where('idEmpresa', '=', idEmpresa);
  return q.orderBy(folded('nome')).orderBy('idProdutoEmpresa').limit(LIST_CAP).execute();
}

/**
 * Inserts a company product; answers undefined when the company already has one of that name
 * (ignoring case): the unique index (idEmpresa, lower(nome)) decides, so concurrent inserts
 * of one name leave one row.
 */
export async function insertCompanyProduct(db: Db, values: { nome: string; idEmpresa: number }) {
  const result = await sql<{ idProdutoEmpresa: number; nome: string; idEmpresa: number }>`
    insert into sara."produtoEmpresa" (nome, "idEmpresa") values (${values.nome}, ${values.idEmpresa})
    on conflict ("idEmpresa", lower(nome)) do nothing
    returning "idProdutoEmpresa", nome, "idEmpresa"`.execute(db);
  return result.rows[0];
}

export function companyExists(db: Db, idEmpresa: number) {
  return db
    .selectFrom('sara.empresa')
    .select('idEmpresa')
    .where('idEmpresa', '=', idEmpresa)
    .executeTakeFirst()
    .then(Boolean);
}

// ---------- postal codes ----------

/** The municipality whose postal-code range holds an 8-digit CEP. */
export function findMunicipalityByCep(db: Db, cep: number) {
  return (
    db
      .selectFrom('sara.faixaCep as f')
      .innerJoin('sara.municipio as m', 'm.id', 'f.idMunicipio')
      .innerJoin('sara.uf as u', 'u.idUf', 'm.idUf')
      .select(['m.id as idMunicipio', 'm.nome as cidade', 'm.idUf', 'u.sigla as uf'])
      .where('f.inicio', '<=', cep)
      .where('f.fim', '>=', cep)
      // overlapping ranges (a district inside a wider range): the narrowest wins
      .orderBy(sql`f.fim - f.inicio`)
      .limit(1)
      .executeTakeFirst()
  );
}
