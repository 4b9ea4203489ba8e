import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { MotivoColetaNaoRealizada, StatusSistema } from '@sara/domain/enums';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
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

/** Locks a group for the rest of the transaction and answers what a concurrent write may have changed. */
export const lockGroup = (tx: Conn, idAgrupador: string) =>
  tx
    .selectFrom('sara.agrupador')
    .select(['hashRequisicao', 'situacao', 'ativo'])
    .where('idAgrupador', '=', idAgrupador)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const listGroupItems = (db: Conn, idAgrupador: string) =>
  db
    .selectFrom('sara.amostra')
    .select(['idAmostra', 'situacao', 'statusSistema', 'statusSQSAgrosafety', 'idPessoaCadastrante'])
    .where('idAgrupador', '=', idAgrupador)
    .orderBy('idAmostra')
    .execute();
export type ItemRow = Awaited<ReturnType<typeof listGroupItems>>[number];

/** The newest active draft group a person registered. */
export const findDraftGroupId = (db: Conn, idPessoa: number) =>
  db
    .selectFrom('sara.agrupador')
    .select('idAgrupador')
    .where('idPessoaCadastrante', '=', idPessoa)
    .where('situacao', '=', 'rascunho')
    .where('ativo', '=', true)
    .orderBy('dataAtualizacao', 'desc')
    .limit(1)
    .executeTakeFirst();

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
}

const ids = async <T>(list: readonly unknown[], query: () => Promise<T[]>): Promise<T[]> =>
  list.length === 0 ? [] : query();

/** Which of the given foreign ids exist, with what the rules need of them. */
export async function loadRefs(db: Conn, r: RefIds) {
  const [labs, budgets, programs, places, retailers, norms, companies, people, products, cps, samples, files, fields] =
    await Promise.all([
      ids(r.labs, () =>
        db.selectFrom('sara.laboratorio').select('idLaboratorio').where('idLaboratorio', 'in', r.labs).execute(),
      ),
      ids(r.budgets, () =>
        db.selectFrom('sara.orcamento').select('idOrcamento').where('idOrcamento', 'in', r.budgets).execute(),
      ),
      ids(r.programs, () =>
        db
          .selectFrom('sara.programaAmostra')
          .select(['idProgramaAmostra', 'tipoRastreamento'])
          .where('idProgramaAmostra', 'in', r.programs)
          .execute(),
      ),
      ids(r.places, () =>
        db.selectFrom('sara.localAmostra').select('idLocalAmostra').where('idLocalAmostra', 'in', r.places).execute(),
      ),
      ids(r.retailers, () =>
        db.selectFrom('sara.varejo').select('idVarejo').where('idVarejo', 'in', r.retailers).execute(),
      ),
      ids(r.norms, () =>
        db
          .selectFrom('sara.normaAmbiental')
          .select('idNormaAmbiental')
          .where('idNormaAmbiental', 'in', r.norms)
          .execute(),
      ),
      ids(r.companies, () =>
        db
          .selectFrom('sara.empresa')
          .select(['idEmpresa', 'usuarioPlataforma'])
          .where('idEmpresa', 'in', r.companies)
          .execute(),
      ),
      ids(r.people, () =>
        db.selectFrom('sara.pessoa').select(['idPessoa', 'idEmpresa']).where('idPessoa', 'in', r.people).execute(),
      ),
      ids(r.products, () =>
        db.selectFrom('sara.produto').select(['id', 'nome']).where('id', 'in', r.products).execute(),
      ),
      ids(r.companyProducts, () =>
        db
          .selectFrom('sara.produtoEmpresa')
          .select(['idProdutoEmpresa', 'nome'])
          .where('idProdutoEmpresa', 'in', r.companyProducts)
          .execute(),
      ),
      ids(r.samples, () =>
        db.selectFrom('sara.amostra').select('idAmostra').where('idAmostra', 'in', r.samples).execute(),
      ),
      ids(r.files, () => db.selectFrom('sara.arquivo').select('idArquivo').where('idArquivo', 'in', r.files).execute()),
      ids(r.fields, () =>
        db
          .selectFrom('sara.campoPrograma')
          .select(['idCampoPrograma', 'idProgramaAmostra', 'tipo', 'token'])
          .where('idCampoPrograma', 'in', r.fields)
          .execute(),
      ),
    ]);
  return {
    labs: new Set(labs.map((x) => x.idLaboratorio)),
    budgets: new Set(budgets.map((x) => x.idOrcamento)),
    programs: new Map(programs.map((x) => [x.idProgramaAmostra, x])),
    places: new Set(places.map((x) => x.idLocalAmostra)),
    retailers: new Set(retailers.map((x) => x.idVarejo)),
    norms: new Set(norms.map((x) => x.idNormaAmbiental)),
    companies: new Map(companies.map((x) => [x.idEmpresa, x])),
    people: new Map(people.map((x) => [x.idPessoa, x])),
    products: new Map(products.map((x) => [x.id, x.nome])),
    companyProducts: new Map(cps.map((x) => [x.idProdutoEmpresa, x.nome])),
    samples: new Set(samples.map((x) => x.idAmostra)),
    files: new Set(files.map((x) => x.idArquivo)),
    fields: new Map(fields.map((x) => [x.idCampoPrograma, x])),
  };
}
export type Refs = Awaited<ReturnType<typeof loadRefs>>;

// ---------- writes ----------

export const insertGroup = (tx: Conn, values: Insertable<Agrupador>) =>
  tx.insertInto('sara.agrupador').values(values).execute();

export const updateGroup = (tx: Conn, idAgrupador: string, values: Updateable<Agrupador>) =>
  tx
    .updateTable('sara.agrupador')
    .set({ ...values, dataAtualizacao: sql`now()` })
    .where('idAgrupador', '=', idAgrupador)
    .execute();

export async function insertItem(tx: Conn, values: Insertable<Amostra>): Promise<number> {
  const row = await tx.insertInto('sara.amostra').values(values).returning('idAmostra').executeTakeFirstOrThrow();
  return row.idAmostra;
}

export const updateItem = (tx: Conn, idAmostra: number, values: Updateable<Amostra>) =>
  tx
    .updateTable('sara.amostra')
    .set({ ...values, dataAtualizacao: sql`now()` })
    .where('idAmostra', '=', idAmostra)
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

/** A group with the display names of its references, its items and their links. */
export async function loadGroupView(db: Conn, idAgrupador: string) {
  const group = await db
    .selectFrom('sara.agrupador as g')
    .leftJoin('sara.laboratorio as l', 'l.idLaboratorio', 'g.idLaboratorio')
    .leftJoin('sara.orcamento as o', 'o.idOrcamento', 'g.idOrcamento')
    .leftJoin('sara.programaAmostra as p', 'p.idProgramaAmostra', 'g.idProgramaAmostra')
    .leftJoin('sara.localAmostra as la', 'la.idLocalAmostra', 'g.idLocalAmostra')
    .leftJoin('sara.varejo as v', 'v.idVarejo', 'g.idVarejo')
    .leftJoin('sara.empresa as e', 'e.idEmpresa', 'g.idEmpresa')
    .leftJoin('sara.pessoa as pc', 'pc.idPessoa', 'g.idPessoaColetor')
    .leftJoin('sara.normaAmbiental as n', 'n.idNormaAmbiental', 'g.idNormaAmbiental')
    .selectAll('g')
    .select([
      'l.nome as nomeLaboratorio',
      'o.codigoOrcamento',
      'o.objetoOrcamento',
      'p.nome as nomeProgramaAmostra',
      'p.tipoRastreamento',
      'la.nome as nomeLocalAmostra',
      'v.nome as nomeVarejo',
      'e.razaoSocial as nomeEmpresaColetora',
      'pc.nome as nomePessoaColetora',
      'n.nome as normaAmbiental',
    ])
    .where('g.idAgrupador', '=', idAgrupador)
    .executeTakeFirst();
  if (!group) return undefined;
  const items = await db
    .selectFrom('sara.amostra as a')
    .leftJoin('sara.produto as pr', 'pr.id', 'a.idProduto')
    .leftJoin('sara.produtoEmpresa as pe', 'pe.idProdutoEmpresa', 'a.idProdutoEmpresa')
    .leftJoin('sara.empresa as d', 'd.idEmpresa', 'a.idDistribuidor')
    .selectAll('a')
    .select(['pr.nome as nomeProdutoBas', 'pe.nome as nomeProdutoEmpresa', 'd.razaoSocial as nomeDistribuidor'])
    .where('a.idAgrupador', '=', idAgrupador)
    .orderBy('a.idAmostra')
    .execute();
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
