import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import { containsPattern, folded } from '../../db/search.ts';
import type { Database } from '../../db/schema.ts';

export const listLaboratories = (db: Db) =>
  db.selectFrom('sara.laboratorio').select(['idLaboratorio', 'nome', 'integrado']).orderBy('idLaboratorio').execute();

/**
 * Whether the person may use the program whose id `program` references: every program when no
 * program is named for them (sara.programaPessoa), otherwise those named. The list the screens offer
 * (GET programas-amostra?idPessoa) and the check of a group's program both read it.
 */
export const programUsableBy = (eb: ExpressionBuilder<Database, never>, idPessoa: number | null, program: string) =>
  eb.or([
    eb.not(
      eb.exists(eb.selectFrom('sara.programaPessoa as pp').select('pp.idPessoa').where('pp.idPessoa', '=', idPessoa)),
    ),
    eb.exists(
      eb
        .selectFrom('sara.programaPessoa as pp')
        .select('pp.idPessoa')
        .where('pp.idPessoa', '=', idPessoa)
        .where('pp.idProgramaAmostra', '=', sql.ref<number>(program)),
    ),
  ]);

/** Programs a person may use (all when the person has no restriction), with their fields. */
export async function listPrograms(db: Db, idPessoa: number | undefined) {
  let q = db
    .selectFrom('sara.programaAmostra as p')
    .select(['p.idProgramaAmostra', 'p.nome', 'p.tipoRastreamento', 'p.rama', 'p.ambiental', 'p.idPessoa'])
    .orderBy('p.idProgramaAmostra');
  if (idPessoa !== undefined) {
    q = q.where(() => programUsableBy(expressionBuilder<Database, never>(), idPessoa, 'p.idProgramaAmostra'));
  }
  const programs = await q.execute();
  const fields = await db
    .selectFrom('sara.campoPrograma')
    .select(['idCampoPrograma', 'idProgramaAmostra', 'token', 'tipo', 'ordem'])
    .orderBy('ordem')
    .orderBy('idCampoPrograma')
    .execute();
  return programs.map((p) => ({
    ...p,
    campos: fields
      .filter((f) => f.idProgramaAmostra === p.idProgramaAmostra)
      .map(({ idCampoPrograma, token, tipo }) => ({ idCampoPrograma, token, tipo })),
  }));
}

/** Active budgets of a company and those open to every company. */
export function listBudgets(db: Db, idEmpresa: number | undefined) {
  let q = db
    .selectFrom('sara.orcamento')
    .select(['idOrcamento', 'codigoOrcamento', 'objetoOrcamento', 'idLaboratorio', 'idEmpresa'])
    .where('ativo', '=', true);
  q =
    idEmpresa === undefined
      ? q.where('idEmpresa', 'is', null)
      : q.where((eb) => eb.or([eb('idEmpresa', 'is', null), eb('idEmpresa', '=', idEmpresa)]));
  return q.orderBy('codigoOrcamento').execute();
}

export const listNorms = (db: Db) =>
  db.selectFrom('sara.normaAmbiental').select(['idNormaAmbiental', 'nome']).orderBy(folded('nome')).execute();

export const listRetailers = (db: Db) =>
  db
    .selectFrom('sara.varejo')
    .select(['idVarejo', 'nome', 'idPessoaVarejoSca', 'raizesCnpj', 'idAgrupadorUsuario', 'rama', 'exigeEan'])
    .orderBy(folded('nome'))
    .execute();

/**
 * The most companies one list answers. The forms keep the list on the device for offline use, so it
 * holds every supplier of a large program (a volume database has 3,000; at 500, 'Vale Verde', with
 * ten thousand samples, was past the cut and could not be chosen); a name fragment (busca) narrows it.
 */
export const COMPANIES_MAX = 10_000;

export function listCompanies(db: Db, filter: { tipoEmpresa?: string; idEmpresa?: number; busca?: string }) {
  let q = db
    .selectFrom('sara.empresa')
    .select([
      'idEmpresa',
      'razaoSocial',
      'nomeFantasia',
      'documento',
      'inscricaoRural',
      'tipoEmpresa',
      'idAgrupadorUsuario',
      'usuarioPlataforma',
    ])
    .where('ativo', '=', true);
  if (filter.tipoEmpresa) q = q.where('tipoEmpresa', '=', filter.tipoEmpresa as never);
  if (filter.idEmpresa !== undefined) q = q.where('idEmpresa', '=', filter.idEmpresa);
  if (filter.busca) q = q.where('nomeBusca', 'like', containsPattern(filter.busca));
  return q.orderBy(folded('razaoSocial')).orderBy('idEmpresa').limit(COMPANIES_MAX).execute();
}

export async function listPeople(
  db: Db,
  filter: { tipoEmpresa?: string; certificados?: string[]; idPessoa?: number; idEmpresa?: number },
) {
  let q = db
    .selectFrom('sara.pessoa as p')
    .innerJoin('sara.empresa as e', 'e.idEmpresa', 'p.idEmpresa')
    .select(['p.idPessoa', 'p.nome', 'p.idEmpresa', 'p.idScaUsuario', 'e.tipoEmpresa'])
    .select((eb) =>
      sql<string[]>`coalesce(${eb
        .selectFrom('sara.pessoaCertificado as c')
        .select(sql`array_agg(c.certificado order by c.certificado)`.as('a'))
        .whereRef('c.idPessoa', '=', 'p.idPessoa')}, '{}')`.as('certificados'),
    )
    .where('p.ativo', '=', true);
  if (filter.tipoEmpresa) q = q.where('e.tipoEmpresa', '=', filter.tipoEmpresa as never);
  if (filter.idPessoa !== undefined) q = q.where('p.idPessoa', '=', filter.idPessoa);
  if (filter.idEmpresa !== undefined) q = q.where('p.idEmpresa', '=', filter.idEmpresa);
  for (const cert of filter.certificados ?? []) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sara.pessoaCertificado as c')
          .select(sql`1`.as('one'))
          .whereRef('c.idPessoa', '=', 'p.idPessoa')
          .where('c.certificado', '=', cert),
      ),
    );
  }
  return q.orderBy(folded('p.nome')).orderBy('p.idPessoa').limit(1000).execute();
}

export function listProducts(db: Db, idsCategorias: number[]) {
  let q = db.selectFrom('sara.produto').select(['id', 'nome', 'nomeI18n', 'idCategoriaProduto']);
  if (idsCategorias.length > 0) q = q.where('idCategoriaProduto', 'in', idsCategorias);
  return q.orderBy(folded('nome')).orderBy('id').execute();
}

export const listStates = (db: Db) =>
  db.selectFrom('sara.uf').select(['idUf', 'sigla', 'nome']).orderBy('sigla').execute();

export function listMunicipalities(db: Db, idUf: number | undefined) {
  let q = db
    .selectFrom('sara.municipio as m')
    .innerJoin('sara.uf as u', 'u.idUf', 'm.idUf')
    .select(['m.id', 'm.idUf', 'm.nome', 'u.sigla', 'm.codigoMunicipioIbge', 'm.latitude', 'm.longitude']);
  if (idUf !== undefined) q = q.where('m.idUf', '=', idUf);
  return q.orderBy('m.nome').execute();
}
