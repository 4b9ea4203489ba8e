import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type QueryCreator,
  type Selectable,
  type ShallowDehydrateObject,
  type Simplify,
  type Transaction,
  type Updateable,
} from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { MotivoColetaNaoRealizada, StatusSistema } from '@sara/domain/enums';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { programUsableBy } from '../reference/repository.ts';
import type { Agrupador, Amostra, AmostraHistoricoStatus } from '../../db/samples-schema.ts';

type Conn = Db | Transaction<Database>;

/** The SARA person (and company) of an access user. */
export const findPersonByUser = (db: Conn, idScaUsuario: number) =>
  db
    .selectFrom('sara.pessoa')
    .select(['idPessoa', 'idEmpresa', 'nome'])
    .where('idScaUsuario', '=', idScaUsuario)
    .executeTakeFirst();

/** A group with the company of the person who created it (the "creating company"). */
export const findGroup = (db: Conn, idAgrupador: string) =>
  db
    .selectFrom('sara.agrupador as g')
    .leftJoin('sara.pessoa as c', 'c.idPessoa', 'g.idPessoaCadastrante')
    .selectAll('g')
    .select('c.idEmpresa as idEmpresaCadastrante')
    .where('g.idAgrupador', '=', idAgrupador)
    .executeTakeFirst();
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/**
 * The group and every item of it are as their creation wrote them: no write since (an edit, a
 * rejection, a deletion) changed a row. Creation writes them in one statement, so their times agree.
 */
export async function untouchedSinceCreation(db: Conn, idAgrupador: string): Promise<boolean> {
  const row = await db
    .selectFrom('sara.agrupador as g')
    .select((eb) =>
      eb
        .and([
          eb('g.dataAtualizacao', '=', eb.ref('g.dataCriacao')),
          eb.not(
            eb.exists(
              eb
                .selectFrom('sara.amostra as a')
                .select('a.idAmostra')
                .whereRef('a.idAgrupador', '=', 'g.idAgrupador')
                .whereRef('a.dataAtualizacao', '<>', 'g.dataCriacao'),
            ),
          ),
        ])
        .as('untouched'),
    )
    .where('g.idAgrupador', '=', idAgrupador)
    .executeTakeFirst();
  return row?.untouched === true;
}

/** Locks a group for the rest of the transaction and answers what a concurrent write may have changed. */
export const lockGroup = (tx: Conn, idAgrupador: string) =>
  tx
    .selectFrom('sara.agrupador')
    .select(['hashRequisicao', 'situacao', 'ativo'])
    .where('idAgrupador', '=', idAgrupador)
    .forUpdate()
    .executeTakeFirstOrThrow();

/** The items' states a write checks; `lock`: held (FOR UPDATE) for the rest of the transaction. */
export const listGroupItems = (db: Conn, idAgrupador: string, { lock = false } = {}) => {
  const query = db
    .selectFrom('sara.amostra')
    .select([
      'idAmostra',
      'situacao',
      'statusSistema',
      'finalizado',
      'coletaRealizada',
      'statusSQSAgrosafety',
      'idPessoaCadastrante',
      // what a tracking code was checked against: an item keeping both is not checked again
      'codigoRastreamento',
      'idProduto',
      // a report, also one the internal team rejected (the sample is AMOSTRA_NOVA again, the report stays)
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('sara.laudo as ld')
              .select('ld.idLaudo')
              .whereRef('ld.idAmostra', '=', 'sara.amostra.idAmostra'),
          )
          .as('temLaudo'),
    ])
    .where('idAgrupador', '=', idAgrupador)
    .orderBy('idAmostra');
  return (lock ? query.forUpdate() : query).execute();
};
export type ItemRow = Awaited<ReturnType<typeof listGroupItems>>[number];

/** The newest active draft group a person registered. */
/** The user's drafts, newest first. */
export const findDraftGroupIds = (db: Conn, idPessoa: number, limit: number) =>
  db
    .selectFrom('sara.agrupador')
    .select('idAgrupador')
    .where('idPessoaCadastrante', '=', idPessoa)
    .where('situacao', '=', 'rascunho')
    .where('ativo', '=', true)
    .orderBy('dataAtualizacao', 'desc')
    .orderBy('idAgrupador')
    .limit(limit)
    .execute();

export const findDraftGroupId = async (db: Conn, idPessoa: number) => (await findDraftGroupIds(db, idPessoa, 1))[0];

// ---------- references ----------

export interface RefIds {
  labs: number[];
  budgets: number[];
  programs: number[];
  places: number[];
  retailers: number[];
  norms: number[];
  companies: number[];
  people: number[];
  products: number[];
  companyProducts: number[];
  samples: number[];
  files: string[];
  fields: number[];
  /** The group written, if it exists: photos already on its items stay usable by whoever edits it. */
  group?: string;
  /** The group's collector, whose programs the group's program must be among. */
  collector?: number;
}

const ids = async <T>(list: readonly unknown[], query: () => Promise<T[]>): Promise<T[]> =>
  list.length === 0 ? [] : query();

/** The rows of a subquery as one JSON array; no subquery for an empty list of ids. */
const rowsOf = <O>(list: readonly unknown[], query: Expression<O>) =>
  list.length === 0 ? sql<Simplify<ShallowDehydrateObject<O>>[]>`'[]'::json` : jsonArrayFrom(query);

/** Whether the group being written (none on a creation) already holds the outer row's id in `column`. */
const heldByGroup = (
  eb: ExpressionBuilder<Database, never>,
  column: 'idOrcamento' | 'idLocalAmostra' | 'idProgramaAmostra',
  outer: string,
  group: string | undefined,
) =>
  eb.exists(
    eb
      .selectFrom('sara.agrupador as g')
      .select('g.idAgrupador')
      .where(`g.${column}`, '=', sql.ref<number>(outer))
      .where('g.idAgrupador', '=', group ?? null),
  );

/**
 * Which of the given foreign ids exist, with what the rules need of them, in one statement. With
 * a group id, also the group already written under it (a creation's retry), if any.
 */
export async function loadRefs(db: Conn, r: RefIds, idAgrupador?: string) {
  const refs = await db
    .selectNoFrom((eb) => [
      (idAgrupador
        ? jsonArrayFrom(
            eb
              .selectFrom('sara.agrupador')
              .select(['hashRequisicao', 'idUsuarioCriacao'])
              .where('idAgrupador', '=', idAgrupador),
          )
        : sql<{ hashRequisicao: string | null; idUsuarioCriacao: number | null }[]>`'[]'::json`
      ).as('stored'),
      rowsOf(r.labs, eb.selectFrom('sara.laboratorio').select('idLaboratorio').where('idLaboratorio', 'in', r.labs)).as(
        'labs',
      ),
      rowsOf(
        r.budgets,
        eb
          .selectFrom('sara.orcamento as o')
          .select([
            'o.idOrcamento',
            'o.idLaboratorio',
            'o.idEmpresa',
            'o.ativo',
            // the group's own budget stays usable once closed: its edits keep it
            heldByGroup(eb, 'idOrcamento', 'o.idOrcamento', r.group).as('inGroup'),
          ])
          .where('o.idOrcamento', 'in', r.budgets),
      ).as('budgets'),
      rowsOf(
        r.programs,
        eb
          .selectFrom('sara.programaAmostra as p')
          .select([
            'p.idProgramaAmostra',
            'p.tipoRastreamento',
            // among the collector's programs (GET programas-amostra?idPessoa: all when none is named
            // for them), or the group's own program, which its edits keep
            eb
              .or([
                programUsableBy(eb, r.collector ?? null, 'p.idProgramaAmostra'),
                heldByGroup(eb, 'idProgramaAmostra', 'p.idProgramaAmostra', r.group),
              ])
              .as('forCollector'),
          ])
          .where('p.idProgramaAmostra', 'in', r.programs),
      ).as('programs'),
      rowsOf(
        r.places,
        eb
          .selectFrom('sara.localAmostra as l')
          .select([
            'l.idLocalAmostra',
            'l.idEmpresa',
            'l.idProgramaAmostra',
            'l.idVarejo',
            // the group's own place stays usable by whoever edits the group
            heldByGroup(eb, 'idLocalAmostra', 'l.idLocalAmostra', r.group).as('inGroup'),
          ])
          .where('l.idLocalAmostra', 'in', r.places),
      ).as('places'),
      rowsOf(
        r.retailers,
        eb.selectFrom('sara.varejo').select(['idVarejo', 'rama']).where('idVarejo', 'in', r.retailers),
      ).as('retailers'),
      rowsOf(
        r.norms,
        eb.selectFrom('sara.normaAmbiental').select('idNormaAmbiental').where('idNormaAmbiental', 'in', r.norms),
      ).as('norms'),
      rowsOf(
        r.companies,
        eb
          .selectFrom('sara.empresa')
          .select(['idEmpresa', 'usuarioPlataforma', 'tipoEmpresa'])
          .where('idEmpresa', 'in', r.companies),
      ).as('companies'),
      rowsOf(
        r.people,
        eb
          .selectFrom('sara.pessoa as p')
          .select((sb) => [
            'p.idPessoa',
            'p.idEmpresa',
            // an environmental program's collector may be the lab's certified person (part A section 6)
            sb
              .exists(
                sb
                  .selectFrom('sara.pessoaCertificado as c')
                  .select('c.idPessoa')
                  .whereRef('c.idPessoa', '=', 'p.idPessoa')
                  .where('c.certificado', '=', 'ambiental'),
              )
              .as('ambiental'),
          ])
          .where('p.idPessoa', 'in', r.people),
      ).as('people'),
      rowsOf(r.products, eb.selectFrom('sara.produto').select(['id', 'nome']).where('id', 'in', r.products)).as(
        'products',
      ),
      rowsOf(
        r.companyProducts,
        eb
          .selectFrom('sara.produtoEmpresa')
          .select(['idProdutoEmpresa', 'nome', 'idEmpresa'])
          .where('idProdutoEmpresa', 'in', r.companyProducts),
      ).as('cps'),
      rowsOf(
        r.samples,
        eb.selectFrom('sara.amostra').select(['idAmostra', 'situacao']).where('idAmostra', 'in', r.samples),
      ).as('samples'),
      rowsOf(
        r.files,
        eb
          .selectFrom('sara.arquivo as f')
          .select((sb) => [
            'f.idArquivo',
            'f.idTipoArquivo',
            'f.idUsuario',
            // already a photo of this group's items (an edit sends back the photos it opened with)
            sb
              .exists(
                sb
                  .selectFrom('sara.amostraArquivo as x')
                  .innerJoin('sara.amostra as s', 's.idAmostra', 'x.idAmostra')
                  .select('x.idArquivo')
                  .whereRef('x.idArquivo', '=', 'f.idArquivo')
                  // a creation has no group yet: no row can match
                  .where('s.idAgrupador', '=', r.group ?? null),
              )
              .as('inGroup'),
          ])
          .where('f.idArquivo', 'in', r.files),
      ).as('files'),
      // the fields sent, and every field of the group's program (a date field is required, sent or not)
      rowsOf(
        [...r.fields, ...r.programs],
        eb
          .selectFrom('sara.campoPrograma')
          .select(['idCampoPrograma', 'idProgramaAmostra', 'tipo', 'token'])
          .where((w) =>
            w.or([
              ...(r.fields.length ? [w('idCampoPrograma', 'in', r.fields)] : []),
              ...(r.programs.length ? [w('idProgramaAmostra', 'in', r.programs)] : []),
            ]),
          ),
      ).as('fields'),
    ])
    .executeTakeFirstOrThrow();
  return {
    stored: refs.stored[0],
    labs: new Set(refs.labs.map((x) => x.idLaboratorio)),
    budgets: new Map(refs.budgets.map((x) => [x.idOrcamento, x])),
    programs: new Map(refs.programs.map((x) => [x.idProgramaAmostra, x])),
    places: new Map(refs.places.map((x) => [x.idLocalAmostra, x])),
    retailers: new Map(refs.retailers.map((x) => [x.idVarejo, x])),
    norms: new Set(refs.norms.map((x) => x.idNormaAmbiental)),
    companies: new Map(refs.companies.map((x) => [x.idEmpresa, x])),
    people: new Map(refs.people.map((x) => [x.idPessoa, x])),
    products: new Map(refs.products.map((x) => [x.id, x.nome])),
    companyProducts: new Map(refs.cps.map((x) => [x.idProdutoEmpresa, x])),
    samples: new Map(refs.samples.map((x) => [x.idAmostra, x.situacao])),
    files: new Map(refs.files.map((x) => [x.idArquivo, x])),
    fields: new Map(refs.fields.map((x) => [x.idCampoPrograma, x])),
  };
}
export type Refs = Awaited<ReturnType<typeof loadRefs>>;

// ---------- writes ----------

export const updateGroup = (tx: Conn, idAgrupador: string, values: Updateable<Agrupador>) =>
  tx
    .updateTable('sara.agrupador')
    .set({ ...values, dataAtualizacao: sql`now()` })
    .where('idAgrupador', '=', idAgrupador)
    .execute();

export const updateItem = (tx: Conn, idAmostra: number, values: Updateable<Amostra>) =>
  tx
    .updateTable('sara.amostra')
    .set({ ...values, dataAtualizacao: sql`now()` })
    .where('idAmostra', '=', idAmostra)
    .execute();

/** The items among `idsAmostra` that a recollection names (their removal would orphan it), with their codes. */
export const recollectedAmong = (tx: Conn, idsAmostra: number[]) =>
  idsAmostra.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('sara.amostra as o')
        .select(['o.idAmostra', 'o.codigoRastreamento'])
        .where('o.idAmostra', 'in', idsAmostra)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('sara.amostra as r').select('r.idAmostra').whereRef('r.idAmostraRecoletada', '=', 'o.idAmostra'),
          ),
        )
        .orderBy('o.idAmostra')
        .execute();

export const deleteItems = (tx: Conn, idsAmostra: number[]) =>
  idsAmostra.length === 0
    ? Promise.resolve()
    : tx.deleteFrom('sara.amostra').where('idAmostra', 'in', idsAmostra).execute();

/** Replaces the reasons, photos and program field values of an item. */
export async function replaceLinks(
  tx: Conn,
  idAmostra: number,
  links: {
    motivos: readonly MotivoColetaNaoRealizada[];
    arquivos: readonly string[];
    campos: readonly { idCampoPrograma: number; valor: string | null }[];
  },
) {
  await tx.deleteFrom('sara.amostraMotivoColetaNaoRealizada').where('idAmostra', '=', idAmostra).execute();
  await tx.deleteFrom('sara.amostraArquivo').where('idAmostra', '=', idAmostra).execute();
  await tx.deleteFrom('sara.amostraCampoPrograma').where('idAmostra', '=', idAmostra).execute();
  const motivos = [...new Set(links.motivos)];
  if (motivos.length) {
    await tx
      .insertInto('sara.amostraMotivoColetaNaoRealizada')
      .values(motivos.map((motivo) => ({ idAmostra, motivo })))
      .execute();
  }
  const arquivos = [...new Set(links.arquivos)];
  if (arquivos.length) {
    await tx
      .insertInto('sara.amostraArquivo')
      .values(arquivos.map((idArquivo, ordem) => ({ idAmostra, idArquivo, ordem })))
      .execute();
  }
  const campos = [...new Map(links.campos.map((c) => [c.idCampoPrograma, c])).values()];
  if (campos.length) {
    await tx
      .insertInto('sara.amostraCampoPrograma')
      .values(campos.map((c) => ({ idAmostra, idCampoPrograma: c.idCampoPrograma, valor: c.valor })))
      .execute();
  }
}

export const insertHistory = (tx: Conn, rows: Insertable<AmostraHistoricoStatus>[]) =>
  rows.length === 0 ? Promise.resolve() : tx.insertInto('sara.amostraHistoricoStatus').values(rows).execute();

// ---------- reject ----------

export const findSample = (db: Conn, idAmostra: number) =>
  db
    .selectFrom('sara.amostra as a')
    .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
    .select(['a.idAmostra', 'a.situacao', 'a.statusSistema', 'g.ativo'])
    .where('a.idAmostra', '=', idAmostra)
    .executeTakeFirst();

/** Rejects an item still in the given status; false when a concurrent write changed it. */
export async function rejectItem(tx: Conn, idAmostra: number, from: StatusSistema, motivo: string) {
  const rows = await tx
    .updateTable('sara.amostra')
    .set({
      situacao: 'rejeitada',
      statusSistema: 'AMOSTRA_REJEITADA',
      observacao: motivo,
      motivoRejeicao: motivo,
      dataRejeicao: sql`now()`,
      dataAtualizacao: sql`now()`,
    })
    .where('idAmostra', '=', idAmostra)
    .where('statusSistema', '=', from)
    .returning('idAmostra')
    .execute();
  return rows.length > 0;
}

// ---------- reads ----------

/**
 * The group of CTE "g" with the display names of its references. "g" is the stored group for the
 * view, or the inserted one for a creation's answer: the same statement text gives both the same
 * values. Each name is a scalar subquery by primary key (null when absent, as a left join gives):
 * planned one by one, where eight left joins cost the planner a join-order search each time.
 */
const groupWithNames = (q: QueryCreator<Database & { g: Selectable<Agrupador> }>) =>
  q
    .selectFrom('g')
    .selectAll('g')
    .select((eb) => [
      eb
        .selectFrom('sara.laboratorio as l')
        .select('l.nome')
        .whereRef('l.idLaboratorio', '=', 'g.idLaboratorio')
        .as('nomeLaboratorio'),
      eb
        .selectFrom('sara.orcamento as o')
        .select('o.codigoOrcamento')
        .whereRef('o.idOrcamento', '=', 'g.idOrcamento')
        .as('codigoOrcamento'),
      eb
        .selectFrom('sara.orcamento as o')
        .select('o.objetoOrcamento')
        .whereRef('o.idOrcamento', '=', 'g.idOrcamento')
        .as('objetoOrcamento'),
      eb
        .selectFrom('sara.programaAmostra as p')
        .select('p.nome')
        .whereRef('p.idProgramaAmostra', '=', 'g.idProgramaAmostra')
        .as('nomeProgramaAmostra'),
      eb
        .selectFrom('sara.programaAmostra as p')
        .select('p.tipoRastreamento')
        .whereRef('p.idProgramaAmostra', '=', 'g.idProgramaAmostra')
        .as('tipoRastreamento'),
      eb
        .selectFrom('sara.localAmostra as la')
        .select('la.nome')
        .whereRef('la.idLocalAmostra', '=', 'g.idLocalAmostra')
        .as('nomeLocalAmostra'),
      eb.selectFrom('sara.varejo as v').select('v.nome').whereRef('v.idVarejo', '=', 'g.idVarejo').as('nomeVarejo'),
      eb
        .selectFrom('sara.empresa as e')
        .select('e.razaoSocial')
        .whereRef('e.idEmpresa', '=', 'g.idEmpresa')
        .as('nomeEmpresaColetora'),
      eb
        .selectFrom('sara.pessoa as pc')
        .select('pc.nome')
        .whereRef('pc.idPessoa', '=', 'g.idPessoaColetor')
        .as('nomePessoaColetora'),
      eb
        .selectFrom('sara.pessoa as cad')
        .select('cad.idEmpresa')
        .whereRef('cad.idPessoa', '=', 'g.idPessoaCadastrante')
        .as('idEmpresaCadastrante'),
      eb
        .selectFrom('sara.pessoa as cad')
        .select('cad.nome')
        .whereRef('cad.idPessoa', '=', 'g.idPessoaCadastrante')
        .as('nomePessoaCadastrante'),
      eb
        .selectFrom('sara.normaAmbiental as n')
        .select('n.nome')
        .whereRef('n.idNormaAmbiental', '=', 'g.idNormaAmbiental')
        .as('normaAmbiental'),
    ]);

/** The items of CTE "a" (stored or just inserted) with the names of their references, in id order. */
const itemsWithNames = (q: QueryCreator<Database & { a: Selectable<Amostra> }>) =>
  q
    .selectFrom('a')
    .selectAll('a')
    .select((eb) => [
      eb.selectFrom('sara.produto as pr').select('pr.nome').whereRef('pr.id', '=', 'a.idProduto').as('nomeProdutoBas'),
      eb
        .selectFrom('sara.produto as pr')
        .select('pr.nomeI18n')
        .whereRef('pr.id', '=', 'a.idProduto')
        .as('nomeProdutoI18n'),
      eb
        .selectFrom('sara.produtoEmpresa as pe')
        .select('pe.nome')
        .whereRef('pe.idProdutoEmpresa', '=', 'a.idProdutoEmpresa')
        .as('nomeProdutoEmpresa'),
      eb
        .selectFrom('sara.empresa as d')
        .select('d.razaoSocial')
        .whereRef('d.idEmpresa', '=', 'a.idDistribuidor')
        .as('nomeDistribuidor'),
      // a recollection names the sample collected again by its tracking code, as the user knows it
      eb
        .selectFrom('sara.amostra as rec')
        .select('rec.codigoRastreamento')
        .whereRef('rec.idAmostra', '=', 'a.idAmostraRecoletada')
        .as('codigoRastreamentoRecoletado'),
    ])
    .orderBy('a.idAmostra');

/** A group with the display names of its references, its items and their links. */
export async function loadGroupView(db: Conn, idAgrupador: string) {
  const group = await groupWithNames(
    db.with('g', (q) => q.selectFrom('sara.agrupador').selectAll().where('idAgrupador', '=', idAgrupador)),
  ).executeTakeFirst();
  if (!group) return undefined;
  const items = await itemsWithNames(
    db.with('a', (q) => q.selectFrom('sara.amostra').selectAll().where('idAgrupador', '=', idAgrupador)),
  ).execute();
  const itemIds = items.map((i) => i.idAmostra);
  const [motivos, arquivos, campos] = await Promise.all([
    ids(itemIds, () =>
      db
        .selectFrom('sara.amostraMotivoColetaNaoRealizada')
        .select(['idAmostra', 'motivo'])
        .where('idAmostra', 'in', itemIds)
        .orderBy('motivo')
        .execute(),
    ),
    ids(itemIds, () =>
      db
        .selectFrom('sara.amostraArquivo')
        .select(['idAmostra', 'idArquivo'])
        .where('idAmostra', 'in', itemIds)
        .orderBy('ordem')
        .execute(),
    ),
    ids(itemIds, () =>
      db
        .selectFrom('sara.amostraCampoPrograma')
        .select(['idAmostra', 'idCampoPrograma', 'valor'])
        .where('idAmostra', 'in', itemIds)
        .orderBy('idCampoPrograma')
        .execute(),
    ),
  ]);
  return { group, items, motivos, arquivos, campos };
}
export type GroupViewRows = NonNullable<Awaited<ReturnType<typeof loadGroupView>>>;

// ---------- new items, written in one statement ----------

/** The first history event of new items: the same for each of them. */
export interface FirstEvent {
  evento: string;
  statusSistemaPara: StatusSistema | null;
  situacaoPara: string;
  idUsuario: number;
}

/** Links of new items, each naming its item by position (1-based) in the inserted rows. */
export interface NewLinks {
  motivos: { i: number; motivo: MotivoColetaNaoRealizada }[];
  arquivos: { i: number; idArquivo: string; ordem: number }[];
  campos: { i: number; idCampoPrograma: number; valor: string | null }[];
}

/**
 * Rows of a JSON array parameter as a table (`columns`: its SQL column definitions). Texts are
 * made well-formed first, as the driver's UTF-8 encoding of a text parameter makes them (a lone
 * surrogate becomes U+FFFD), where jsonb would refuse the escape: the requests' texts are refused
 * with one (`requestTexts`), and this keeps a caller inside the server from a database error.
 */
const jsonRows = <R>(rows: readonly R[], columns: string) =>
  sql<R>`(select * from jsonb_to_recordset(${JSON.stringify(rows, (_, v: unknown) =>
    typeof v === 'string' ? (v as string & { toWellFormed(): string }).toWellFormed() : v,
  )}::jsonb) as r(${sql.raw(columns)}))`;

/**
 * Writes new items of a group in ONE statement, atomic on its own: the group itself when it is
 * new (`group` its row; an id: a stored group), the items (one multi-row insert, so the read
 * model's statement triggers run once), their first history event and their photos, reasons and
 * program fields, each a CTE. Items get their ids in the order of `items`, so a link's position
 * is the rank of its item's id. Answers the group and items as loadGroupView reads them.
 */
export async function insertItems(
  db: Conn,
  group: Insertable<Agrupador> | string,
  items: Insertable<Amostra>[],
  event: FirstEvent,
  links: NewLinks,
): Promise<GroupViewRows> {
  type WithG = QueryCreator<Database & { g: Selectable<Agrupador> }>;
  const withGroup: WithG =
    typeof group === 'string'
      ? (db.with('g', (q) =>
          q.selectFrom('sara.agrupador').selectAll().where('idAgrupador', '=', group),
        ) as unknown as WithG)
      : (db.with('g', (q) => q.insertInto('sara.agrupador').values(group).returningAll()) as unknown as WithG);
  const statement = withGroup
    .with('a', (q) => q.insertInto('sara.amostra').values(items).returningAll())
    .with('n', (q) =>
      q.selectFrom('a').select(['a.idAmostra', sql<number>`row_number() over (order by a."idAmostra")`.as('i')]),
    )
    .with('h', (q) =>
      q
        .insertInto('sara.amostraHistoricoStatus')
        .columns([
          'idAmostra',
          'evento',
          'statusSistemaDe',
          'statusSistemaPara',
          'situacaoDe',
          'situacaoPara',
          'finalizadoPara',
          'coletaRealizadaPara',
          'idUsuario',
        ])
        .expression((eb) =>
          eb
            .selectFrom('a')
            .select([
              'a.idAmostra',
              sql<string>`${event.evento}::varchar`.as('evento'),
              sql<null>`null::varchar`.as('statusSistemaDe'),
              sql<string | null>`${event.statusSistemaPara}::varchar`.as('statusSistemaPara'),
              sql<null>`null::varchar`.as('situacaoDe'),
              sql<string>`${event.situacaoPara}::varchar`.as('situacaoPara'),
              'a.finalizado as finalizadoPara',
              'a.coletaRealizada as coletaRealizadaPara',
              sql<number>`${event.idUsuario}::integer`.as('idUsuario'),
            ])
            .orderBy('a.idAmostra'),
        ),
    )
    .with('m', (q) =>
      q
        .insertInto('sara.amostraMotivoColetaNaoRealizada')
        .columns(['idAmostra', 'motivo'])
        .expression((eb) =>
          eb
            .selectFrom(jsonRows(links.motivos, 'i bigint, motivo varchar').as('x'))
            .innerJoin('n', 'n.i', 'x.i')
            .select(['n.idAmostra', 'x.motivo']),
        )
        .returning(['idAmostra', 'motivo']),
    )
    .with('f', (q) =>
      q
        .insertInto('sara.amostraArquivo')
        .columns(['idAmostra', 'idArquivo', 'ordem'])
        .expression((eb) =>
          eb
            .selectFrom(jsonRows(links.arquivos, 'i bigint, "idArquivo" uuid, ordem smallint').as('x'))
            .innerJoin('n', 'n.i', 'x.i')
            .select(['n.idAmostra', 'x.idArquivo', 'x.ordem']),
        )
        .returning(['idAmostra', 'idArquivo', 'ordem']),
    )
    .with('c', (q) =>
      q
        .insertInto('sara.amostraCampoPrograma')
        .columns(['idAmostra', 'idCampoPrograma', 'valor'])
        .expression((eb) =>
          eb
            .selectFrom(jsonRows(links.campos, 'i bigint, "idCampoPrograma" integer, valor varchar').as('x'))
            .innerJoin('n', 'n.i', 'x.i')
            .select(['n.idAmostra', 'x.idCampoPrograma', 'x.valor']),
        )
        .returning(['idAmostra', 'idCampoPrograma', 'valor']),
    );
  // The answer: the items as the view reads them, each with its links, and the group with its
  // names (JSON, the same on every row). Subqueries read the CTEs by name (built without the WITH
  // clause, which only the statement itself carries), each typed by the CTEs it reads.
  type Cte<T> = QueryCreator<Database & T>;
  const m = db as unknown as Cte<{ m: { idAmostra: number; motivo: MotivoColetaNaoRealizada } }>;
  const f = db as unknown as Cte<{ f: { idAmostra: number; idArquivo: string; ordem: number } }>;
  const c = db as unknown as Cte<{ c: { idAmostra: number; idCampoPrograma: number; valor: string | null } }>;
  const rows = await itemsWithNames(statement as unknown as Cte<{ a: Selectable<Amostra> }>)
    .select((eb) => [
      jsonObjectFrom(groupWithNames(db as unknown as WithG)).as('grupo'),
      jsonArrayFrom(
        m
          .selectFrom('m')
          .select(['m.idAmostra', 'm.motivo'])
          .whereRef('m.idAmostra', '=', eb.ref('a.idAmostra'))
          .orderBy('m.motivo'),
      ).as('motivos'),
      jsonArrayFrom(
        f
          .selectFrom('f')
          .select(['f.idAmostra', 'f.idArquivo'])
          .whereRef('f.idAmostra', '=', eb.ref('a.idAmostra'))
          .orderBy('f.ordem'),
      ).as('arquivos'),
      jsonArrayFrom(
        c
          .selectFrom('c')
          .select(['c.idAmostra', 'c.idCampoPrograma', 'c.valor'])
          .whereRef('c.idAmostra', '=', eb.ref('a.idAmostra'))
          .orderBy('c.idCampoPrograma'),
      ).as('campos'),
    ])
    .execute();
  const grupo = rows[0]!.grupo!;
  return {
    // timestamptz columns come back from JSON as text; the driver gives Dates
    group: { ...grupo, dataCriacao: new Date(grupo.dataCriacao), dataAtualizacao: new Date(grupo.dataAtualizacao) },
    items: rows.map(({ grupo: _g, motivos: _m, arquivos: _f, campos: _c, ...item }) => item),
    motivos: rows.flatMap((r) => r.motivos),
    arquivos: rows.flatMap((r) => r.arquivos),
    campos: rows.flatMap((r) => r.campos),
  };
}
