import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { FEATURES as F, hasFeature } from '@sara/domain/features';
import { foldText } from '@sara/domain/rules/fields';
import { ENVIRONMENTAL_PROGRAMS } from '@sara/domain/constants';
import { MY_SAMPLES_SORTS, type historyQuerySchema, type mySamplesQuerySchema } from '@sara/domain/lists';
import type { z } from 'zod';
import type { Situacao } from '@sara/domain/enums';
import type { Database } from '../../db/schema.ts';
import type { AmostraLista } from '../../db/lists-schema.ts';
import {
  MANAGEMENT_COLUMNS,
  col,
  codeRange,
  columnContains,
  containsPattern,
  dayRange,
  orderedIds,
  pageOrder,
  PRODUCT_NAMES,
  WALK_BUDGET,
  whereOf,
  type ManagementDbRow,
} from './management-query.ts';
import { plannedPerCall } from '../../db/search.ts';
import { scopeConditions, type ListScope } from './scope.ts';

export type MySamplesParams = z.output<typeof mySamplesQuerySchema>;
export type HistoryParams = z.output<typeof historyQuerySchema>;

/** Earlier collections of a recollected item, oldest first: json [{ idAmostra, numero, codigoRastreamento, dataColeta }]. */
const previousCollections = (alias: string) => sql`(
  with recursive c(id, depth) as (
    select ${col(alias, 'idAmostraRecoletada')}, 1 where ${col(alias, 'idAmostraRecoletada')} is not null
    union all
    select a."idAmostraRecoletada", c.depth + 1 from c join sara.amostra a on a."idAmostra" = c.id
    where a."idAmostraRecoletada" is not null and c.depth < 100
  )
  select coalesce(json_agg(json_build_object(
      'idAmostra', a."idAmostra", 'numero', m.n - c.depth + 1,
      'codigoRastreamento', a."codigoRastreamento", 'dataColeta', a."dataColeta") order by c.depth desc), '[]'::json)
  from c join sara.amostra a on a."idAmostra" = c.id cross join (select count(*) as n from c) m
)`;

export interface PreviousCollectionRow {
  idAmostra: number;
  numero: number;
  codigoRastreamento: string | null;
  dataColeta: string | null;
}

// ---------------------------------------------------------------- my samples

const MY_SAMPLES_KEYS = {
  dataColeta: 'dataColeta',
  produto: 'ordProduto',
  codigoRastreamento: 'ordRastreamento',
  statusSistema: 'ordStatus',
} as const satisfies Record<string, keyof AmostraLista>;
const MY_SITUACOES = ['coletada', 'analisada', 'rejeitada'] as const;

export type MySampleDbRow = Pick<
  AmostraLista,
  | 'idAmostra'
  | 'idAgrupador'
  | 'idLaudo'
  | 'idProgramaAmostra'
  | 'ambiental'
  | 'codigoRastreamento'
  | 'codigoAmostra'
  | 'produto'
  | 'dataColeta'
  | 'situacao'
  | 'statusSistema'
  | 'resultadoLaudo'
  | 'fornecedor'
  | 'numeroLaudo'
  | 'codigoMylims'
  | 'idLaboratorio'
  | 'laboratorio'
  | 'dataLaudo'
  | 'localAmostra'
  | 'atrasada'
  | 'contestada'
  | 'quantidadeLaudos'
  | 'idArquivoLaudo'
  | 'statusLaudo'
> & { coletasAnteriores: PreviousCollectionRow[]; produtoI18n: Record<string, string> | null };

/**
 * An environmental program's item that has a tracking code: its card shows the sample code. The
 * predicate of migration 0022's index, word for word (the programs as literals), so that the planner
 * proves the index serves it.
 */
export const envTracked = sql`(l.ambiental or l."idProgramaAmostra" in (${sql.raw(ENVIRONMENTAL_PROGRAMS.join(', '))}))
    and l."codigoRastreamento" is not null`;

/**
 * The tracking-code filter of my samples finds the code each card shows (part B section 3): the
 * tracking code, or the sample code of an environmental program's sample and of a sample without a
 * tracking code (as the card and the tracking-code sort do), and any item by its tracking code (an
 * environmental one that has both is found by either, as before). The read model's shown code
 * ("ordRastreamento": the tracking code, else the sample code) holds all but the environmental items
 * with both codes, whose sample codes migration 0022 indexes apart; each part has its trigram index.
 */
const shownCodeContains = (text: string) =>
  sql`(l."ordRastreamento" like ${containsPattern(text)}
    or (${envTracked} and sara.f_search(l."codigoAmostra") like ${containsPattern(text)}))`;

/**
 * How a page of my samples is read (service.mySamples picks it; every way reads the same rows):
 * - 'ordered': in the sort's index order, the filters tested on the way (orderedIds);
 * - 'bounded': the first WALK_BUDGET rows by collection date tested for the code fragment (the
 *   management table's bounded walk, decision 0010);
 * - 'codes': from the suffix table's range of the fragment, its first entries by collection date;
 *   'allCodes' every entry of the range (a code that holds the fragment k times has k entries).
 */
export type MySamplesRead = 'ordered' | 'bounded' | 'codes' | 'allCodes';

/** The filters of my samples other than the period and the code fragment. */
function plainConditions(scope: ListScope, features: readonly string[], p: MySamplesParams): RawBuilder<unknown>[] {
  const conds = scopeConditions(scope);
  if (p.status) conds.push(sql`l."statusSistema" = ${p.status.toUpperCase()}`);
  if (p.idVarejo !== undefined && hasFeature(features, [F.amostraGerenciamento, F.perfilFornecedor])) {
    conds.push(sql`l."idVarejo" = ${p.idVarejo}`);
  }
  if (p.fornecedor && hasFeature(features, [F.perfilVarejo]))
    conds.push(columnContains('l', 'fornecedor', p.fornecedor));
  return conds;
}

/**
 * A code fragment and a period alone, for a user who sees every item: the count, and the page by
 * collection date (mySamplesByCodes), can be read from the suffix table of the shown codes (migration
 * 0015) and migration 0022's index, like the management table's 'codes' strategy. Codes are handed out
 * in sequence, so a fragment's items sit together in time: a walk by date read every newer item before
 * them (a year's prefix over every date at a million items: 0.7 s a page), and the trigram index of the
 * codes, every match's row (1.2 s for its count).
 */
export function countedByCodes(scope: ListScope, features: Iterable<string>, p: MySamplesParams): boolean {
  return (
    foldText(p.codigoRastreamento ?? '').length >= MIN_CODES_FRAGMENT &&
    plainConditions(scope, [...features], p).length === 0
  );
}

/**
 * A single character is in most codes several times ('0': 4 to 6 entries a code, 2.8 s to count
 * their items at a million): its count reads the read model (1.2 s) and its pages walk it.
 */
const MIN_CODES_FRAGMENT = 2;

export const mySamplesByCodes = (scope: ListScope, features: Iterable<string>, p: MySamplesParams) =>
  countedByCodes(scope, features, p) && MY_SAMPLES_SORTS[p.ordenacao].column === 'dataColeta';

const MY_SITUACOES_SQL = sql.raw(MY_SITUACOES.map((s) => `'${s}'`).join(', '));

const pageOrderOf = (alias: string, p: MySamplesParams) =>
  pageOrder(alias, MY_SAMPLES_KEYS[MY_SAMPLES_SORTS[p.ordenacao].column], MY_SAMPLES_SORTS[p.ordenacao].direction);

/**
 * The (dataColeta, idAmostra) of the items whose shown code holds the fragment, in two parts: the
 * suffix table's range, and the environmental items' sample codes (shownCodeContains). With a limit,
 * a part's first rows in the page's order.
 */
function codeEntries(p: MySamplesParams, first: { shown?: number; environmental?: number } = {}) {
  const text = p.codigoRastreamento!;
  const situacoes = (alias: string) => sql`${sql.ref(`${alias}.situacao`)} in (${MY_SITUACOES_SQL})`;
  const tail = (alias: string, limit: number | undefined) =>
    limit ? sql`${pageOrderOf(alias, p)} limit ${limit}` : sql``;
  const shown = sql`(select c."dataColeta", c."idAmostra" from sara."amostraListaCodigo" c
    ${whereOf([codeRange('c', text), situacoes('c'), ...dayRange('c', 'dataColeta', p.dataInicial, p.dataFinal)])}
    ${tail('c', first.shown)})`;
  const environmental = sql`(select l."dataColeta", l."idAmostra" from sara."amostraLista" l
    ${whereOf([envTracked, sql`sara.f_search(l."codigoAmostra") like ${containsPattern(text)}`, situacoes('l'), ...dayRange('l', 'dataColeta', p.dataInicial, p.dataFinal)])}
    ${tail('l', first.environmental)})`;
  return { shown, environmental };
}

/** The statement of a page of my samples, read as `read` says (service.readMySamplesPage). */
export function mySamplesPageQuery(
  db: Kysely<Database>,
  scope: ListScope,
  features: Iterable<string>,
  p: MySamplesParams,
  read: MySamplesRead = 'ordered',
  budget = WALK_BUDGET,
): CompiledQuery<MySampleDbRow> {
  const list = [...features];
  const period = dayRange('l', 'dataColeta', p.dataInicial, p.dataFinal);
  const code = p.codigoRastreamento ? [shownCodeContains(p.codigoRastreamento)] : [];
  const sort = MY_SAMPLES_SORTS[p.ordenacao];
  const key = MY_SAMPLES_KEYS[sort.column];
  const offset = p.pagina * p.tamanho;
  const byCodes = mySamplesByCodes(scope, list, p);
  let ids: RawBuilder<unknown>;
  if (byCodes && read === 'bounded') {
    const dir = sql.raw(sort.direction);
    // descending, the index gives the undated rows first, and they sort last (orderedIds)
    const dated = sort.direction === 'desc' ? [sql`l."dataColeta" is not null`] : [];
    ids = sql`select l."idAmostra" from (select * from sara."amostraLista" l
      ${whereOf([sql`l.situacao in (${MY_SITUACOES_SQL})`, ...period, ...dated])}
      order by l."dataColeta" ${dir}, l."idAmostra" ${dir} limit ${budget}) l
      ${whereOf(code)} ${pageOrder('l', key, sort.direction)} limit ${p.tamanho} offset ${offset}`;
  } else if (byCodes && read === 'codes') {
    // An item whose code holds the fragment k times has k entries side by side in this order: the
    // first 2n entries hold the first n items of the shown codes unless the fragment repeats within
    // codes. Then the environmental part could fill the page with later items: no row at all, and the
    // route reads every entry ('allCodes').
    const n = offset + p.tamanho;
    const { shown, environmental } = codeEntries(p, { shown: 2 * n, environmental: n });
    ids = sql`with s as materialized ${shown}
      select c."idAmostra" from (select distinct c."dataColeta", c."idAmostra" from (
      select * from s union all ${environmental}) c) c ${pageOrderOf('c', p)}
      limit case when (select count(*) from s) < ${2 * n} or (select count(distinct s."idAmostra") from s) >= ${n}
        then ${p.tamanho} else 0 end
      offset ${offset}`;
  } else if (byCodes && read === 'allCodes') {
    const { shown, environmental } = codeEntries(p, { environmental: offset + p.tamanho });
    ids = sql`select c."idAmostra" from (select distinct c."dataColeta", c."idAmostra" from (
      ${shown} union all ${environmental}) c) c ${pageOrderOf('c', p)} limit ${p.tamanho} offset ${offset}`;
  } else {
    const conds = [...plainConditions(scope, list, p), ...period, ...code];
    ids = orderedIds(MY_SITUACOES, conds, key, sort.direction, p.tamanho, offset);
  }
  return sql<MySampleDbRow>`
    select l."idAmostra", l."idAgrupador", l."idLaudo", l."idProgramaAmostra", l.ambiental, l."codigoRastreamento",
      l."codigoAmostra", l.produto, l."dataColeta", l.situacao, l."statusSistema", l."resultadoLaudo", l.fornecedor,
      l."numeroLaudo", l."codigoMylims", l."idLaboratorio", l.laboratorio, l."dataLaudo", l."localAmostra", l.atrasada, l.contestada,
      l."quantidadeLaudos", l."idArquivoLaudo", l."statusLaudo", ${previousCollections('l')} as "coletasAnteriores",
      ${sql.raw(PRODUCT_NAMES)}
    from (${ids}) p
    join sara."amostraLista" l on l."idAmostra" = p."idAmostra"
    ${pageOrder('l', key, sort.direction)}${perCallOf(list, p)}`.compile(db);
}

/** A code or name fragment: planned for it (a generic plan for any fragment took 1.5 to 25 s). */
const perCallOf = (features: readonly string[], p: MySamplesParams) =>
  plannedPerCall(Boolean(p.codigoRastreamento || (p.fornecedor && hasFeature(features, [F.perfilVarejo]))));

/** The statement of the number of my samples that match (the same for every sort and page). */
export function mySamplesCountQuery(
  db: Kysely<Database>,
  scope: ListScope,
  features: Iterable<string>,
  p: MySamplesParams,
): CompiledQuery<{ total: number }> {
  const list = [...features];
  if (countedByCodes(scope, list, p)) {
    // a code's repeated entries and an environmental item in both parts count once
    const { shown, environmental } = codeEntries(p);
    return sql<{ total: number }>`select count(*)::integer as total from (
      select "idAmostra" from ${shown} c union select "idAmostra" from ${environmental} e) u${perCallOf(list, p)}`.compile(
      db,
    );
  }
  const conds = [
    ...plainConditions(scope, list, p),
    ...dayRange('l', 'dataColeta', p.dataInicial, p.dataFinal),
    ...(p.codigoRastreamento ? [shownCodeContains(p.codigoRastreamento)] : []),
  ];
  return sql<{ total: number }>`
    select count(*)::integer as total from sara."amostraLista" l
    ${whereOf([sql`l.situacao in (${MY_SITUACOES_SQL})`, ...conds])}${perCallOf(list, p)}`.compile(db);
}

/** Both statements of a request of my samples, its page read the ordinary way. */
export const mySamplesQueries = (
  db: Kysely<Database>,
  scope: ListScope,
  features: Iterable<string>,
  p: MySamplesParams,
) => ({ page: mySamplesPageQuery(db, scope, features, p), count: mySamplesCountQuery(db, scope, features, p) });

// ---------------------------------------------------------------- history

export interface HistoryItemRow {
  idAmostra: number;
  idDistribuidor: number | null;
  nomeDistribuidor: string | null;
  codigoRastreamento: string | null;
  codigoAgrosafety: string | null;
  nomeProduto: string | null;
  situacao: AmostraLista['situacao'];
  statusSistema: AmostraLista['statusSistema'];
  idsArquivo: string[];
  idLaudo: number | null;
  codigoLaudo: string | null;
  idArquivoLaudo: string | null;
  statusLaudo: AmostraLista['statusLaudo'];
  coletaRealizada: boolean;
}

export interface HistoryGroupRow {
  idAgrupador: string;
  numero: number;
  idEmpresa: number;
  idEmpresaCadastrante: number | null;
  idPessoaCadastrante: number | null;
  idPessoaColetor: number | null;
  idVarejo: number | null;
  idLaboratorio: number;
  nomeLaboratorio: string;
  codigoOrcamento: string | null;
  objetoOrcamento: string | null;
  idProgramaAmostra: number;
  nomeProgramaAmostra: string;
  isProgramaRama: boolean;
  situacao: 'agendada' | 'coletada';
  dataAgendada: string | null;
  dataColeta: string | null;
  responsavelColeta: string | null;
  nomeLocalAmostra: string | null;
  nomeVarejo: string | null;
  normaAmbiental: string | null;
  nomeEmpresaColetora: string | null;
  nomePessoaColetora: string | null;
  itens: HistoryItemRow[];
  /** Over every item of the group (not only the visible ones). */
  everyItemCoded: boolean;
  everyLabPending: boolean;
  anyItemAnalysed: boolean;
  everyItemRejected: boolean;
  /** The group's version parts (samples/presenter versionOf): its last write, and its rejected items. */
  hashRequisicao: string | null;
  rejectedItems: number;
}

/**
 * Items of a group the user sees (alias: the read-model row of the item): a supplier only theirs;
 * never awaiting the internal team for the supplier profile. Null: every item of a visible group.
 */
function historyItemScope(scope: ListScope, alias: string): RawBuilder<unknown> | null {
  // the item-level part of the lists' scope: the other kinds are group-level here (historyScope)
  const itemLevel: ListScope =
    scope.kind === 'supplier' ? scope : { kind: 'all', hideAwaitingInternal: scope.hideAwaitingInternal, me: scope.me };
  const c = scopeConditions(itemLevel, alias);
  return c.length ? sql.join(c, sql` and `) : null;
}

const hidesItems = (scope: ListScope) => scope.kind === 'supplier' || scope.hideAwaitingInternal;

/** An item of group g that matches `cond` and that the user sees. */
function visibleItemWhere(scope: ListScope, alias: string, cond?: RawBuilder<unknown>): RawBuilder<unknown> {
  const conds = [sql`${col(alias, 'idAgrupador')} = g."idAgrupador"`, ...(cond ? [cond] : [])];
  const visible = historyItemScope(scope, alias);
  if (visible) conds.push(visible);
  return sql`exists (select 1 from sara."amostraLista" ${sql.ref(alias)} ${whereOf(conds)})`;
}

/**
 * The group-level scope of the history (sampler: collector or registering person). Where items
 * can be hidden from the user (a supplier; the supplier profile), a group needs one visible item:
 * a group whose every item is hidden is not listed. The test runs per group of the period through
 * the (idAgrupador) index, or, for a supplier, as a semi-join from their items (idDistribuidor index).
 */
function historyScope(scope: ListScope): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  switch (scope.kind) {
    case 'all':
    case 'supplier':
      break;
    case 'none':
      return [sql`false`];
    case 'collector':
      out.push(sql`(g."idPessoaColetor" = ${scope.idPessoa} or g."idPessoaCadastrante" = ${scope.idPessoa})`);
      break;
    case 'retail':
      out.push(scope.idsVarejo.length ? sql`g."idVarejo" in (${sql.join(scope.idsVarejo)})` : sql`false`);
      break;
    case 'company':
      out.push(sql`g."idEmpresa" = ${scope.idEmpresa}`);
      break;
  }
  if (hidesItems(scope)) out.push(visibleItemWhere(scope, 's'));
  return out;
}

/**
 * Whose company and collector names the user may see (spec part A section 6): 'all' for management,
 * else those of the groups of their own company (null: none).
 */
export type NamesShown = 'all' | { idEmpresa: number | null };

/** What the history's search finds beyond the text: the situations whose label (as the card says it) holds the words. */
export interface SituationsNamed {
  situacoes: Situacao[];
  /** The 'Coleta não realizada' mark of a collected item. */
  naoRealizada: boolean;
}

export function historyQueries(
  db: Kysely<Database>,
  scope: ListScope,
  p: HistoryParams,
  {
    namesShown = { idEmpresa: scope.me?.idEmpresa ?? null },
    named = { situacoes: [], naoRealizada: false },
  }: { namesShown?: NamesShown; named?: SituationsNamed } = {},
): { page: CompiledQuery<HistoryGroupRow>; count: CompiledQuery<{ total: number }> } {
  const conds: RawBuilder<unknown>[] = [
    sql`g.situacao in ('agendada', 'coletada')`,
    sql`g.ativo`,
    sql`coalesce(g."dataColeta", g."dataAgendada") >= ${p.dataInicial}::date`,
    sql`coalesce(g."dataColeta", g."dataAgendada") < ${p.dataFinal}::date + 1`,
    ...historyScope(scope),
  ];
  // the quick filter and the search look at the items the user sees only
  if (p.situacao) conds.push(visibleItemWhere(scope, 'q', sql`q.situacao = ${p.situacao}`));
  if (p.busca) {
    const pattern = containsPattern(p.busca);
    // the company and collector names the card hides are not searched either: a search must not tell
    // whose a group is (the responsible's name is in the items' text: the sample's details show it)
    const names = sql`concat_ws(' ', e."razaoSocial", pc.nome)`;
    const shownNames =
      namesShown === 'all'
        ? names
        : namesShown.idEmpresa == null
          ? sql`null`
          : sql`case when g."idEmpresa" = ${namesShown.idEmpresa} then ${names} end`;
    // an item's situation chip, and its 'not collected' mark, are part of the record as the card says them
    const itemNamed = [sql`b."textoBusca" like ${pattern}`];
    if (named.situacoes.length) itemNamed.push(sql`b.situacao in (${sql.join(named.situacoes)})`);
    if (named.naoRealizada) {
      itemNamed.push(sql`(g.situacao = 'coletada' and b.situacao <> 'rascunho' and exists (select 1 from sara.amostra r
        where r."idAmostra" = b."idAmostra" and r."coletaRealizada" = false))`);
    }
    const groupNamed = named.situacoes.length ? sql` or g.situacao in (${sql.join(named.situacoes)})` : sql``;
    // the group's date as the card shows it (dd/mm/yyyy) is part of the record too
    // the items whose words are read: those of the period's groups, through the group's date each
    // read-model row carries (migration 0021), not every match since the start
    const itemMatch = sql`b."dataGrupo" >= ${p.dataInicial}::date and b."dataGrupo" < ${p.dataFinal}::date + 1
      and (${sql.join(itemNamed, sql` or `)})`;
    conds.push(sql`(sara.f_search(concat_ws(' ', g.numero::text, lab.nome, o."codigoOrcamento", o."objetoOrcamento",
        pg.nome, loc.nome, g."localAmostra", v.nome, n.nome, ${shownNames}, g."responsavelColeta",
        g."tipoAmostragem", to_char(coalesce(g."dataColeta", g."dataAgendada"), 'DD/MM/YYYY'))) like ${pattern}${groupNamed}
      or ${visibleItemWhere(scope, 'b', itemMatch)})`);
  }
  const joins = sql`
    left join sara.laboratorio lab on lab."idLaboratorio" = g."idLaboratorio"
    left join sara.orcamento o on o."idOrcamento" = g."idOrcamento"
    left join sara."programaAmostra" pg on pg."idProgramaAmostra" = g."idProgramaAmostra"
    left join sara."localAmostra" loc on loc."idLocalAmostra" = g."idLocalAmostra"
    left join sara.varejo v on v."idVarejo" = g."idVarejo"
    left join sara."normaAmbiental" n on n."idNormaAmbiental" = g."idNormaAmbiental"
    left join sara.empresa e on e."idEmpresa" = g."idEmpresa"
    left join sara.pessoa pc on pc."idPessoa" = g."idPessoaColetor"
    left join sara.pessoa cad on cad."idPessoa" = g."idPessoaCadastrante"`;
  const from = sql`from sara.agrupador g ${joins}`;
  const visible = historyItemScope(scope, 'i') ?? sql`true`;
  const order = (a: string) =>
    sql`order by ${sql.ref(`${a}.situacao`)} asc, ${sql.ref(`${a}.dataAgendada`)} asc nulls last,
      ${sql.ref(`${a}.dataColeta`)} desc, ${sql.ref(`${a}.numero`)}`;
  const limit = sql`limit ${p.tamanho} offset ${p.pagina * p.tamanho}`;
  // which index finds a search's items depends on the words (none under 3 letters; the period's for a
  // common word): planned for each search, not once for all
  const perCall = plannedPerCall(Boolean(p.busca));
  // A search keeps few of the period's groups: walking the groups in the page's order (the index the
  // planner picks, expecting half of them to match) read every scheduled group ever made before the
  // period's; the period's groups are read through their date index and the few found sorted.
  const selected = p.busca
    ? sql`with hit as materialized (
        select g."idAgrupador", g.situacao, g."dataAgendada", g."dataColeta", g.numero ${from} ${whereOf(conds)}),
      chosen as materialized (select * from hit h ${order('h')} ${limit})`
    : sql``;
  const page = sql<HistoryGroupRow>`
    ${selected}
    select g."idAgrupador", g.numero, g."idEmpresa", cad."idEmpresa" as "idEmpresaCadastrante", g."idPessoaCadastrante",
      g."idPessoaColetor", g."idVarejo", g."idLaboratorio", lab.nome as "nomeLaboratorio", o."codigoOrcamento", o."objetoOrcamento",
      g."idProgramaAmostra", pg.nome as "nomeProgramaAmostra", pg.rama as "isProgramaRama", g.situacao,
      g."dataAgendada", g."dataColeta", g."responsavelColeta", coalesce(loc.nome, g."localAmostra") as "nomeLocalAmostra",
      v.nome as "nomeVarejo", n.nome as "normaAmbiental", e."razaoSocial" as "nomeEmpresaColetora",
      pc.nome as "nomePessoaColetora", it.itens, it."everyItemCoded", it."everyLabPending", it."anyItemAnalysed",
      it."everyItemRejected", g."hashRequisicao", it."rejectedItems"
    ${p.busca ? sql`from chosen c join sara.agrupador g on g."idAgrupador" = c."idAgrupador" ${joins}` : from}
    cross join lateral (
      select
        coalesce(json_agg(json_build_object(
          'idAmostra', i."idAmostra", 'idDistribuidor', i."idDistribuidor", 'nomeDistribuidor', i.fornecedor,
          'codigoRastreamento', i."codigoRastreamento", 'codigoAgrosafety', i."codigoAmostra", 'nomeProduto', i.produto,
          'nomeProdutoI18n', (select p."nomeI18n" from sara.produto p where p.id = i."idProduto"),
          'situacao', i.situacao, 'statusSistema', i."statusSistema",
          'coletaRealizada', (select a."coletaRealizada" from sara.amostra a where a."idAmostra" = i."idAmostra"),
          'idsArquivo', array(select f."idArquivo"::text from sara."amostraArquivo" f
            where f."idAmostra" = i."idAmostra" order by f.ordem, f."idArquivo"),
          'idLaudo', i."idLaudo", 'codigoLaudo', i."numeroLaudo", 'idArquivoLaudo', i."idArquivoLaudo",
          'statusLaudo', i."statusLaudo")
          order by i."idAmostra") filter (where ${visible}), '[]'::json) as itens,
        coalesce(bool_and(i."codigoAmostra" is not null), false) as "everyItemCoded",
        coalesce(bool_and(i."statusSQSAgrosafety" = 'pending'), true) as "everyLabPending",
        coalesce(bool_or(i.situacao = 'analisada' or i."idLaudo" is not null), false) as "anyItemAnalysed",
        coalesce(bool_and(i.situacao = 'rejeitada'), false) as "everyItemRejected",
        (count(*) filter (where i.situacao = 'rejeitada'))::integer as "rejectedItems"
      from sara."amostraLista" i where i."idAgrupador" = g."idAgrupador"
    ) it
    ${p.busca ? order('c') : sql`${whereOf(conds)} ${order('g')} ${limit}`}${perCall}`.compile(db);
  const count = sql<{ total: number }>`select count(*)::integer as total ${from} ${whereOf(conds)}${perCall}`.compile(
    db,
  );
  return { page, count };
}

// ---------------------------------------------------------------- one sample, report versions

export type SampleDetailDbRow = ManagementDbRow & {
  numeroLacre: string | null;
  lote: string | null;
  codigoEAN: string | null;
  codigoMylims: string | null;
  dataFabricacao: string | null;
  dataValidade: string | null;
  responsavelColeta: string | null;
  nomeEmpresa: string | null;
  nomePessoaColetor: string | null;
  nomeProgramaAmostra: string;
  idsArquivo: string[];
  coletasAnteriores: PreviousCollectionRow[];
};

export async function findSampleDetail(db: Kysely<Database>, scope: ListScope, idAmostra: number) {
  const { rows } = await sql<SampleDetailDbRow>`
    select ${MANAGEMENT_COLUMNS}, a."numeroLacre", a.lote, a."codigoEAN", a."codigoMylims", a."dataFabricacao",
      a."dataValidade", a."responsavelColeta", l."nomeEmpresa", l."nomePessoaColetor",
      pg.nome as "nomeProgramaAmostra",
      array(select f."idArquivo"::text from sara."amostraArquivo" f
        where f."idAmostra" = l."idAmostra" order by f.ordem, f."idArquivo") as "idsArquivo",
      ${previousCollections('l')} as "coletasAnteriores"
    from sara."amostraLista" l
    join sara.amostra a on a."idAmostra" = l."idAmostra"
    left join sara."programaAmostra" pg on pg."idProgramaAmostra" = l."idProgramaAmostra"
    ${whereOf([sql`l."idAmostra" = ${idAmostra}`, ...scopeConditions(scope), ...outsiderSituations(scope)])}`.execute(
    db,
  );
  return rows[0];
}

/**
 * A supplier or a retail chain reads a sample once it is collected, as its sample list shows it: a
 * scheduled one told them of a collection before it happened, by counting ids.
 */
const outsiderSituations = (scope: ListScope) =>
  scope.kind === 'supplier' || scope.kind === 'retail'
    ? [sql`l.situacao in (${sql.join(MY_SITUACOES.map((s) => sql.lit(s)))})`]
    : [];

export interface ReportVersionRow {
  idLaudo: number | null;
  idRevisaoLaudo: number | null;
  versao: number | null;
  codigoLaudo: string | null;
  dataLaudo: string | null;
  tipoRevisao: 'atual' | 'antiga' | null;
  idsArquivo: string[] | null;
  statusSistema: string | null;
  statusLaudo: string | null;
}

/** Every revision of a visible sample's report, newest first; no rows: the sample is not visible. */
export async function listReportVersions(db: Kysely<Database>, scope: ListScope, idAmostra: number) {
  const { rows } = await sql<ReportVersionRow>`
    select r."idLaudo", r."idRevisaoLaudo", r.versao, r."codigoLaudo", r."dataLaudo", r."tipoRevisao", l."statusSistema",
      l."statusLaudo",
      array(select f."idArquivo"::text from sara."revisaoLaudoArquivo" f
        where f."idRevisaoLaudo" = r."idRevisaoLaudo" order by f."idArquivo") as "idsArquivo"
    from sara."amostraLista" l
    left join sara."revisaoLaudo" r on r."idLaudo" = l."idLaudo"
    ${whereOf([sql`l."idAmostra" = ${idAmostra}`, ...scopeConditions(scope)])}
    order by r.versao desc`.execute(db);
  return rows;
}
