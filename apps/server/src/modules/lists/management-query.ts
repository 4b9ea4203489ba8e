import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { MANAGEMENT_COUNT_CAP, type ManagementParams, type ManagementSortColumn } from '@sara/domain/lists';
import { foldText } from '@sara/domain/rules/fields';
import type { Database } from '../../db/schema.ts';
import type { AmostraLista } from '../../db/lists-schema.ts';
import { beneathTrigrams, containsPattern, plannedPerCall } from '../../db/search.ts';
import { scopeConditions, type ListScope } from './scope.ts';

/**
 * The management table's SQL over the read model sara."amostraLista" (docs/decisions/0009). Kept
 * apart from the route so the benchmark runs exactly the statements the route runs.
 */

export const col = (alias: string, name: keyof AmostraLista) => sql.ref(`${alias}.${name}`);

/**
 * Compiled statements kept by what they are built from, per database: building one with Kysely
 * costs a page request about as much Node CPU as parsing its rows (measured in bench/management.ts's
 * floor runs), and the table is asked the same few filter sets over and over.
 */
const compiledByDb = new WeakMap<object, LRUCache<string, CompiledQuery>>();
function compiled<R>(db: Kysely<Database>, key: unknown[], build: () => CompiledQuery<R>): CompiledQuery<R> {
  let cache = compiledByDb.get(db);
  if (!cache) compiledByDb.set(db, (cache = new LRUCache({ max: 2_000 })));
  const k = JSON.stringify(key);
  let q = cache.get(k) as CompiledQuery<R> | undefined;
  if (!q) cache.set(k, (q = build()));
  return q;
}

const statementKeys = new WeakMap<CompiledQuery, string>();
/** A statement's text and parameters as one key (kept with the statement, which is mostly a kept one). */
export function statementKey(q: CompiledQuery): string {
  let key = statementKeys.get(q);
  if (key === undefined) statementKeys.set(q, (key = JSON.stringify([q.sql, q.parameters])));
  return key;
}

export { containsPattern };

/**
 * 'Contains' over one column. The search text holds every such column, so the same pattern on
 * "textoBusca" is implied and lets the trigram index find the few candidates of a rare value.
 */
export const columnContains = (alias: string, name: keyof AmostraLista, text: string) =>
  sql`sara.f_search(${col(alias, name)}) like ${containsPattern(text)} and ${col(alias, 'textoBusca')} like ${containsPattern(text)}`;

/**
 * Columns whose stored sort key is sara.f_search(column): a 'contains' filter tests the key, which
 * has statistics (so the planner's estimate is sound) and a trigram index of its own (migration 0007).
 */
const SEARCH_KEYS: Partial<Record<keyof AmostraLista, keyof AmostraLista>> = {
  codigoRastreamento: 'ordRastreamento',
  observacao: 'ordObservacao',
};

const keyContains = (alias: string, name: keyof AmostraLista, text: string, walk = false) => {
  const key = SEARCH_KEYS[name];
  if (walk) return unindexedContains(key ? col(alias, key) : sql`sara.f_search(${col(alias, name)})`, text);
  return key ? sql`${col(alias, key)} like ${containsPattern(text)}` : columnContains(alias, name, text);
};

/**
 * The tracking codes that contain a text are those with a suffix that starts with it: one range of
 * the suffix table's index (migration 0015), in the "C" collation of its sort key. Only the
 * 'codes' strategy reads it: as candidates for other sorts and filters, its items' rows would be
 * read one by one by key, slower than the trigram index's bitmap of them (44 against 34 ms for
 * 15,600 items).
 */
export const codeRange = (alias: string, text: string) =>
  sql`${sql.ref(`${alias}.sufixo`)} >= sara.f_search(${text})
    and ${sql.ref(`${alias}.sufixo`)} < sara.fim_prefixo(sara.f_search(${text}))`;

/**
 * 'Contains' out of every index's reach, and off any statistics (the planner takes a third of the
 * rows for it, and estimating a LIKE against fine statistics costs about a ms of every planning).
 */
const unindexedContains = (value: RawBuilder<unknown>, text: string) =>
  sql`strpos(${value}, sara.f_search(${text})) > 0`;

export const searchContains = (alias: string, text: string) =>
  sql`${col(alias, 'textoBusca')} like ${containsPattern(text)}`;

/**
 * The search found by some of its 3-letter windows (searchWindows) instead of all of them: the
 * trigram index reads the posting lists of those windows alone, and every row is then tested for
 * the whole text by strpos, which the planner does not take to the index. A window the database's
 * normalisation of the text does not contain (where sara.f_search and searchWindows differ) is
 * dropped while the statement is planned (`or true`), so the rows are the search's in every case.
 */
const searchByWindows = (alias: string, text: string, windows: readonly string[]) =>
  sql.join(
    [
      sql`strpos(${col(alias, 'textoBusca')}, sara.f_search(${text})) > 0`,
      ...windows.map(
        (w) => sql`(${col(alias, 'textoBusca')} like ${`%${w}%`} or strpos(sara.f_search(${text}), ${w}) = 0)`,
      ),
    ],
    sql` and `,
  );

/**
 * The search as the strategy's estimate asks it: the expression has finer statistics of its own
 * (migration 0013) than the column, whose coarse ones keep the planning of every page cheap.
 */
const estimatedSearchContains = (alias: string, text: string) =>
  sql`(${col(alias, 'textoBusca')} || '') like ${containsPattern(text)}`;

/** Dates of the query are days: [from 00:00, to 23:59:59.999]. */
export const dayRange = (alias: string, name: keyof AmostraLista, from?: string, to?: string) => [
  ...(from ? [sql`${col(alias, name)} >= ${from}::date`] : []),
  ...(to ? [sql`${col(alias, name)} < ${to}::date + 1`] : []),
];

/** The column each management sort reads (text sorts: the lowercased, unaccented key). */
export const MANAGEMENT_SORT_KEYS: Record<ManagementSortColumn, keyof AmostraLista> = {
  codigoRastreamento: 'ordRastreamento',
  dataColeta: 'dataColeta',
  varejo: 'ordVarejo',
  localAmostra: 'ordLocal',
  produto: 'ordProduto',
  fornecedor: 'ordFornecedor',
  dataLaudo: 'dataLaudo',
  // the order a sample goes through its statuses (migration 0017), not the codes' alphabetical one
  statusSistema: 'ordStatus',
  observacao: 'ordObservacao',
};

/**
 * The column a page sorts by: the collection date of scheduled samples is their scheduled date (the
 * table shows it in that column; they have no collection date).
 */
export const sortKeyOf = (params: Pick<ManagementParams, 'situacao' | 'ordenarPor'>): keyof AmostraLista =>
  params.situacao === 'agendada' && params.ordenarPor === 'dataColeta'
    ? 'dataAgendada'
    : MANAGEMENT_SORT_KEYS[params.ordenarPor];

export const LISTED_SITUACOES = ['agendada', 'coletada', 'rejeitada', 'analisada'] as const;

/**
 * How the text filters are written (the same rows each way): as the strategy's estimate asks it
 * (estimatedSearchContains), found by some of the search's windows (searchByWindows), or out of any
 * index's reach (`walk`); by default a plain 'contains' the trigram indexes serve.
 */
export interface SearchForm {
  estimate?: boolean;
  windows?: readonly string[];
  /**
   * No trigram index can serve them, so the plan of a page is the walk of its sort's index. The
   * planner's estimate of a word off the search column's coarse statistics can be a hundred rows
   * for one in 40,000 items, and it would then read every match to sort them (migration 0013).
   */
  walk?: boolean;
  /** Strategy 'codes': every entry of the fragment's range, not only the first ones. */
  allCodes?: boolean;
}

export function managementConditions(
  scope: ListScope,
  p: ManagementParams,
  form: SearchForm = {},
): RawBuilder<unknown>[] {
  const { plain, text } = splitConditions(scope, p, form);
  return [...plain, ...text];
}

function searchCondition(text: string, form: SearchForm) {
  if (form.estimate) return estimatedSearchContains('l', text);
  if (form.walk) return unindexedContains(col('l', 'textoBusca'), text);
  if (form.windows?.length) return searchByWindows('l', text, form.windows);
  return searchContains('l', text);
}

/** The conditions of a query: `text` the 'contains' filters and the search, `plain` the others. */
function splitConditions(scope: ListScope, p: ManagementParams, form: SearchForm = {}) {
  const c = scopeConditions(scope);
  const text: RawBuilder<unknown>[] = [];
  const eq = (name: keyof AmostraLista, value: string | number | undefined) => {
    if (value !== undefined) c.push(sql`${col('l', name)} = ${value}`);
  };
  const contains = (name: keyof AmostraLista, value: string | undefined) => {
    if (value) text.push(keyContains('l', name, value, form.walk));
  };
  eq('statusSistema', p.statusSistema);
  eq('statusLaudo', p.statusLaudo);
  eq('idProgramaAmostra', p.idProgramaAmostra);
  eq('idLaboratorio', p.idLaboratorio);
  eq('idEmpresa', p.idEmpresa);
  eq('idPessoaColetor', p.idPessoaColetor);
  eq('idProduto', p.idProduto);
  eq('idProdutoEmpresa', p.idProdutoEmpresa);
  eq('idDistribuidor', p.idDistribuidor);
  eq('idVarejo', p.idVarejo);
  eq('resultadoLaudo', p.resultadoLaudo);
  contains('codigoMylims', p.codigoMylims);
  contains('produto', p.produto);
  contains('codigoAmostra', p.codigoAmostra);
  contains('numeroLacre', p.numeroLacre);
  contains('observacao', p.observacao);
  contains('codigoRastreamento', p.codigoRastreamento);
  c.push(...dayRange('l', 'dataColeta', p.dataColetaInicio, p.dataColetaFim));
  c.push(...dayRange('l', 'dataAgendada', p.dataAgendadaInicio, p.dataAgendadaFim));
  c.push(...dayRange('l', 'dataLaudo', p.dataLaudoInicio, p.dataLaudoFim));
  if (p.busca) text.push(searchCondition(p.busca, form));
  return { plain: c, text };
}

/** Conditions with the situacao, when one is asked for: the rows a page is read from, and what the count counts. */
const withSituacao = (conds: RawBuilder<unknown>[], params: ManagementParams) =>
  params.situacao ? [sql`l.situacao = ${params.situacao}`, ...conds] : conds;

export type ManagementDbRow = Pick<
  AmostraLista,
  | 'idAmostra'
  | 'idAgrupador'
  | 'idLaboratorio'
  | 'laboratorio'
  | 'idProgramaAmostra'
  | 'idEmpresa'
  | 'idPessoaColetor'
  | 'situacao'
  | 'codigoRastreamento'
  | 'codigoAmostra'
  | 'dataColeta'
  | 'dataAgendada'
  | 'varejo'
  | 'localAmostra'
  | 'produto'
  | 'fornecedor'
  | 'documento'
  | 'inscricaoRural'
  | 'dataLaudo'
  | 'statusSistema'
  | 'statusLaudo'
  | 'resultadoLaudo'
  | 'observacao'
  | 'numeroLaudo'
  | 'idLaudo'
  | 'idArquivoLaudo'
> & {
  /** Every item of the row's group has its lab code (the sample PDF is of the whole group). */
  everyItemCoded: boolean;
  /** An item of the row's group has its analysis (the collected group is then no longer editable). */
  anyItemAnalysed: boolean;
  produtoI18n: Record<string, string> | null;
};

/** A catalogue product's names by language, of read-model row `l` (a lookup by key per row of a page). */
export const PRODUCT_NAMES = `(select p."nomeI18n" from sara.produto p where p.id = l."idProduto") as "produtoI18n"`;

export const MANAGEMENT_COLUMNS = sql.raw(
  [
    'idAmostra',
    'idAgrupador',
    'idLaboratorio',
    'laboratorio',
    'idProgramaAmostra',
    'idEmpresa',
    'idPessoaColetor',
    'situacao',
    'codigoRastreamento',
    'codigoAmostra',
    'dataColeta',
    'dataAgendada',
    'varejo',
    'localAmostra',
    'produto',
    'fornecedor',
    'documento',
    'inscricaoRural',
    'dataLaudo',
    'statusSistema',
    'statusLaudo',
    'resultadoLaudo',
    'observacao',
    'numeroLaudo',
    'idLaudo',
    'idArquivoLaudo',
  ]
    .map((c) => `l."${c}"`)
    .concat(
      `not exists (select 1 from sara."amostraLista" g where g."idAgrupador" = l."idAgrupador" and g."codigoAmostra" is null) as "everyItemCoded"`,
      `exists (select 1 from sara."amostraLista" g where g."idAgrupador" = l."idAgrupador" and g.situacao = 'analisada') as "anyItemAnalysed"`,
      PRODUCT_NAMES,
    )
    .join(', '),
);

export const whereOf = (conds: RawBuilder<unknown>[]) =>
  conds.length === 0 ? sql`` : sql`where ${sql.join(conds, sql` and `)}`;

/**
 * Sort keys a situacao never leaves empty, by the constraints of sara.amostra: statusSistema (and
 * its rank ordStatus) of every listed situacao (amostra_situacao_status), the collection date of collected and analysed
 * items (amostra_data_coleta), the scheduled date of scheduled ones (amostra_data_agendada). Their
 * descending order has no empty keys to read apart.
 */
const FILLED_BY: Partial<Record<keyof AmostraLista, readonly string[]>> = {
  statusSistema: LISTED_SITUACOES,
  ordStatus: LISTED_SITUACOES,
  dataColeta: ['coletada', 'analisada'],
  dataAgendada: ['agendada'],
};

/** Whether every row of these situacoes (null: every listed one) has the key. */
export const alwaysKeyed = (key: keyof AmostraLista, situacoes: readonly string[] | null) =>
  (situacoes ?? LISTED_SITUACOES).every((s) => FILLED_BY[key]?.includes(s) ?? false);

/** `order by` a page's key column, empty values last in both directions (see orderedIds). */
export const pageOrder = (alias: string, column: string, direction: 'asc' | 'desc') =>
  sql`order by ${sql.ref(`${alias}.${column}`)} ${sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc')}, ${sql.ref(`${alias}.idAmostra`)} ${sql.raw(direction)}`;

const unionAll = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` union all `);

/**
 * The ids of one page in the order of key (idAmostra breaks ties), for items of the given
 * situacoes (null: every row), empty keys last in both directions as a spreadsheet sorts (a
 * descending sort opens on the newest report, not on the rows without one). The ids come in no
 * order: the page query orders its rows (pageOrder).
 *
 * With one situacao the rows come from the index (situacao, key, idAmostra), read in order and
 * stopping at the page's end; with several, each situacao reads its first offset + size rows from
 * its index and only those are sorted (a plain `order by` over every situacao would sort the
 * whole table). That index read backwards gives the empty keys first, so a descending page takes
 * its keyed rows (the scan starts below the empty ones) and then, only when they leave room, the
 * empty ones from where the keyed rows end (`limit 0` reads nothing).
 */
export function orderedIds(
  situacoes: readonly string[] | null,
  conds: RawBuilder<unknown>[],
  key: keyof AmostraLista,
  direction: 'asc' | 'desc',
  size: number,
  offset: number,
): RawBuilder<{ idAmostra: number }> {
  const dir = sql.raw(direction);
  const order = sql`order by ${col('l', key)} ${dir}, l."idAmostra" ${dir}`;
  const one = situacoes?.length === 1;
  const branches = situacoes
    ? situacoes.map((s) => [one ? sql`l.situacao = ${s}` : sql`l.situacao = ${sql.lit(s)}`, ...conds])
    : [conds];
  // the rows [from, from + count) of the branches' rows that also meet `extra`
  const rowsOf = (extra: RawBuilder<unknown>[], count: unknown, from: unknown) =>
    branches.length === 1
      ? sql`select l."idAmostra" from sara."amostraLista" l ${whereOf([...branches[0]!, ...extra])} ${order}
        limit ${count} offset ${from}`
      : sql`select u."idAmostra" from (${unionAll(
          branches.map(
            (c) => sql`(select l."idAmostra", ${col('l', key)} as k from sara."amostraLista" l
              ${whereOf([...c, ...extra])} ${order} limit ${offset + size})`,
          ),
        )}) u order by u.k ${dir}, u."idAmostra" ${dir} limit ${count} offset ${from}`;
  if (direction === 'asc' || alwaysKeyed(key, situacoes))
    return rowsOf([], size, offset) as RawBuilder<{ idAmostra: number }>;
  const keyed = sql`${col('l', key)} is not null`;
  // keyed rows before the page, when the page has none of them (each branch's count stops at the offset: exact then)
  const keyedBefore = unionAll(
    branches.map((c) => sql`(select 1 from sara."amostraLista" l ${whereOf([...c, keyed])} limit ${offset})`),
  );
  // (the first page, the common one, starts the empty rows at their first: one statement less to plan)
  const emptyFrom =
    offset === 0
      ? sql.lit(0)
      : sql`(select case when count(*) > 0 then 0
        else greatest(0, ${offset} - (select count(*) from (${keyedBefore}) b)) end from keyed)`;
  // the empty rows of every situacao in one read (one statement to plan, not one per situacao): their
  // order is idAmostra's alone
  const empty = sql`${col('l', key)} is null`;
  const situacaoIn = situacoes && !one ? [sql`l.situacao in (${sql.join(situacoes.map((x) => sql.lit(x)))})`] : [];
  const emptyRows =
    branches.length === 1
      ? rowsOf([empty], sql`(select ${size} - count(*) from keyed)`, emptyFrom)
      : sql`select l."idAmostra" from sara."amostraLista" l ${whereOf([...situacaoIn, ...conds, empty])}
        order by l."idAmostra" ${dir} limit (select ${size} - count(*) from keyed) offset ${emptyFrom}`;
  // (the outer limit changes no row: it tells the planner the page is small, which the join to the rows needs)
  return sql<{ idAmostra: number }>`with keyed as (${rowsOf([keyed], size, offset)})
    select p."idAmostra" from (select "idAmostra" from keyed
    union all
    (${emptyRows})) p
    limit ${size}`;
}

/** The query's texts: the search and the 'contains' filters. */
const textFilters = (p: ManagementParams) => [
  p.busca,
  p.codigoMylims,
  p.produto,
  p.codigoAmostra,
  p.numeroLacre,
  p.observacao,
  p.codigoRastreamento,
];

/** Whether the query filters by text (search or a 'contains' filter): its rows may be few. */
export const hasTextFilter = (p: ManagementParams) => textFilters(p).some(Boolean);

/**
 * Statements planned for their values at every call, not prepared once (db/client.ts PLAN_PER_CALL):
 * a count with a text filter (it runs once per filter set in PLAN_MEMORY_MS: after five, PostgreSQL kept
 * a generic plan for any text, which took 2 to 8 s for some), and any statement with a text shorter than
 * a trigram. A page with longer texts stays prepared: a walk tests them out of the indexes' reach and
 * candidates are found by the text's own trigrams, whichever plan runs.
 */
const countPlanned = (p: ManagementParams) => plannedPerCall(hasTextFilter(p));
const pagePlanned = (p: ManagementParams) => plannedPerCall(beneathTrigrams(...textFilters(p)));

/**
 * How the page is read (docs/decisions/0010):
 * - 'walk': in the sort's index order, testing the filters on the way, stopping after the page;
 *   right when matching rows are many (a sort, an equality filter, a common word).
 * - 'candidates': every matching row first (the trigram indexes find them), then sorted; right
 *   when they are few (a rare word or code), where a walk would read most of the table.
 * - 'split': the undated rows as candidates and the dated ones by a walk (see buildPageQuery).
 * - 'codes': a tracking-code fragment alone, by collection date: the page from the suffix table's
 *   index alone (codesOnly).
 */
export type PageStrategy = 'walk' | 'candidates' | 'split' | 'codes';

/**
 * The query filters by a tracking-code fragment and nothing else but the situacao, for a user who
 * sees every item, sorted by collection date: the suffix table holds all it needs.
 */
export function codesOnly(scope: ListScope, params: ManagementParams): boolean {
  if (!params.codigoRastreamento || sortKeyOf(params) !== 'dataColeta') return false;
  const { plain, text } = splitConditions(scope, params);
  return plain.length === 0 && text.length === 1;
}

/** Below this many estimated matches the candidates are read first. */
export const CANDIDATE_LIMIT = 3_000;

/**
 * Below this many estimated matches a period on another date than the sort's is read as candidates
 * (some 40 ms to sort a month's reports at a million items): the walk of the sort's index meets a
 * period far from its start only after most of the table (June 2025's reports by collection date,
 * newest first: 1 to 2.5 s a page).
 */
export const PERIOD_CANDIDATE_LIMIT = 50_000;

const PERIODS = [
  ['dataColeta', 'dataColetaInicio', 'dataColetaFim'],
  ['dataAgendada', 'dataAgendadaInicio', 'dataAgendadaFim'],
  ['dataLaudo', 'dataLaudoInicio', 'dataLaudoFim'],
] as const;

/** A period filter on another date column than the one the page is sorted by. */
export const hasOffSortPeriod = (params: ManagementParams) =>
  PERIODS.some(([key, from, to]) => key !== sortKeyOf(params) && Boolean(params[from] || params[to]));

/**
 * Sorted by collection date with a period on another date, the rows a walk reads before it meets the
 * period: the dates of a sample are close to one another, so these are about the rows collected after
 * the period's end (before its start, oldest first). Returned as the filters that select them (the other
 * periods dropped), for the planner's estimate; undefined for another sort or a period open on that
 * side. A report-date period of two months a year back, newest first, walked 600,000 rows: 1 to 2 s,
 * against 35 ms for its 56,000 rows read as candidates (index-only: the report-date index carries the
 * collection date, migration 0020). Sorted by report date, a collection-date period is tested within
 * the report-date index as it is walked, and a walk stays the cheaper read.
 */
export function walkedBeforePeriod(params: ManagementParams): ManagementParams | undefined {
  const sorted = PERIODS.find(([key]) => key === sortKeyOf(params));
  if (!sorted || sorted[0] !== 'dataColeta') return undefined;
  const [, sortFrom, sortTo] = sorted;
  const others = PERIODS.filter((p) => p !== sorted);
  const desc = params.direcao === 'desc';
  // newest first: beyond the earliest end of the other periods; oldest first: before their latest start
  const bounds = others.map(([, from, to]) => params[desc ? to : from]).filter((d): d is string => Boolean(d));
  if (bounds.length === 0) return undefined;
  const bound = desc ? bounds.reduce((a, b) => (a < b ? a : b)) : bounds.reduce((a, b) => (a > b ? a : b));
  const ahead: ManagementParams = { ...params };
  for (const [, from, to] of others) ahead[from] = ahead[to] = undefined;
  if (desc) ahead[sortFrom] = params[sortFrom] && params[sortFrom] > bound ? params[sortFrom] : bound;
  else ahead[sortTo] = params[sortTo] && params[sortTo] < bound ? params[sortTo] : bound;
  return ahead;
}

export function estimateQuery(db: Kysely<Database>, scope: ListScope, params: ManagementParams) {
  return compiled(db, ['estimate', scope, params], () => {
    const conds = withSituacao(managementConditions(scope, params, { estimate: true }), params);
    return sql`explain (format json) select 1 from sara."amostraLista" l ${whereOf(conds)}`.compile(db);
  });
}

/** The planner's estimate decides, so it costs one planning and no execution. */
export async function chooseStrategy(
  db: Kysely<Database>,
  scope: ListScope,
  params: ManagementParams,
  run: Run = (q) => db.executeQuery(q),
): Promise<PageStrategy> {
  if (!hasTextFilter(params)) {
    if (!hasOffSortPeriod(params)) return 'walk';
    const rows = await planRows(run, estimateQuery(db, scope, params));
    if (rows < PERIOD_CANDIDATE_LIMIT) return 'candidates';
    // a walk tests each row it passes in the table; candidates are index entries, sorted: a row walked
    // is taken to cost two candidates (a conservative share of what was measured)
    const ahead = walkedBeforePeriod(params);
    return ahead && rows < 2 * (await planRows(run, estimateQuery(db, scope, ahead))) ? 'candidates' : 'walk';
  }
  if (codesOnly(scope, params)) return 'codes';
  // codes are handed out in sequence, so the items of a code fragment sit together in time: a walk
  // in another order may read most of the table before it meets them
  if (params.codigoRastreamento || params.codigoAmostra || params.numeroLacre || params.codigoMylims)
    return 'candidates';
  return (await planRows(run, estimateQuery(db, scope, params))) < CANDIDATE_LIMIT ? 'candidates' : 'walk';
}

/** The rows the planner expects of an `explain (format json)`. */
async function planRows(run: Run, explain: CompiledQuery): Promise<number> {
  const { rows } = await run(explain);
  const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN'];
  return plan[0].Plan['Plan Rows'];
}

/**
 * The 3-letter windows of a search text made of letters and digits, lowercased and without
 * accents as the search text holds them: each is a trigram of the search column's index.
 */
export function searchWindows(text: string): string[] {
  const plain = foldText(text);
  const windows = new Set<string>();
  for (let i = 0; i + 3 <= plain.length; i++) {
    const w = plain.slice(i, i + 3);
    if (/^[a-z0-9]{3}$/.test(w)) windows.add(w);
  }
  return [...windows];
}

/** A window the planner expects in fewer items than this is rare: its posting list reads in about a ms. */
export const RARE_WINDOW_ROWS = 20_000;
/** How many of the rarest windows find the candidates. */
const RARE_WINDOWS = 2;
/**
 * Windows estimated for one search, the first ones of the text: any two rare windows find its
 * candidates, and a 100-character search would otherwise plan some 98 estimates on first use.
 */
const ESTIMATED_WINDOWS = 12;
/** The planner's estimate of a window's items, kept for a while (word frequencies drift slowly). */
const windowRows = new LRUCache<string, number>({ max: 20_000, ttl: 10 * 60_000 });

/** Forgets the windows' estimates (another database, in tests). */
export const forgetWindowEstimates = () => windowRows.clear();

/**
 * The rarest windows of a search (at most RARE_WINDOWS, each under RARE_WINDOW_ROWS), by the
 * planner's estimate; none when the search has fewer than two windows or none is rare. A rare word
 * holds common trigrams ('granizo': 'ran', 'ani') whose posting lists of hundreds of thousands of
 * items the index would otherwise skip through for every candidate of the rare ones.
 */
export async function rareWindows(db: Kysely<Database>, run: Run, text: string): Promise<string[]> {
  const windows = searchWindows(text).slice(0, ESTIMATED_WINDOWS);
  if (windows.length < 2) return [];
  const estimates = await Promise.all(
    windows.map(async (w) => {
      let rows = windowRows.get(w);
      if (rows === undefined) {
        const explain = sql`explain (format json) select 1 from sara."amostraLista" l
          where ${estimatedSearchContains('l', w)}`;
        rows = await planRows(run, explain.compile(db));
        windowRows.set(w, rows);
      }
      return { w, rows };
    }),
  );
  return estimates
    .filter((e) => e.rows < RARE_WINDOW_ROWS)
    .sort((a, b) => a.rows - b.rows || a.w.localeCompare(b.w))
    .slice(0, RARE_WINDOWS)
    .map((e) => e.w);
}

/**
 * The page and the capped count of the management table.
 *
 * - 'walk': rows are read in the sort's index order: one situacao from its (situacao, key) index;
 *   every situacao from the (dataColeta) index for the default sort, or from each situacao's index
 *   for the other sorts (orderedIds).
 * - 'candidates': the matching rows are materialised, then sorted.
 * - The page picks ids first (an index-only read when the filters allow) and joins the row
 *   afterwards, so a deep page skips index entries, not table rows.
 * - The count stops at MANAGEMENT_COUNT_CAP + 1 rows.
 */
export function managementQueries(
  db: Kysely<Database>,
  scope: ListScope,
  params: ManagementParams,
  strategy: PageStrategy = 'walk',
  form: SearchForm = {},
): { page: CompiledQuery<ManagementDbRow>; count: CompiledQuery<{ total: number }> } {
  return {
    page: managementPageQuery(db, scope, params, strategy, form),
    count: managementCountQuery(db, scope, params),
  };
}

/** Every situacao by collection date: one (dataColeta, idAmostra) index holds the whole order. */
const byCollectionDateOverAll = (params: ManagementParams) =>
  !params.situacao && MANAGEMENT_SORT_KEYS[params.ordenarPor] === 'dataColeta';

/** The capped count of a filter set (the same for every sort, page and strategy). */
export function managementCountQuery(db: Kysely<Database>, scope: ListScope, params: ManagementParams) {
  if (codesOnly(scope, params))
    return compiled(db, ['count', scope, params], () =>
      sql<{ total: number }>`
      select count(*)::integer as total
      from (select distinct c."idAmostra" from sara."amostraListaCodigo" c ${whereOf(codeConditions(params))}
        limit ${MANAGEMENT_COUNT_CAP + 1}) c${countPlanned(params)}`.compile(db),
    );
  return compiled(db, ['count', scope, params], () =>
    sql<{ total: number }>`
    select count(*)::integer as total
    from (select 1 from sara."amostraLista" l ${whereOf(withSituacao(managementConditions(scope, params), params))}
      limit ${MANAGEMENT_COUNT_CAP + 1}) c${countPlanned(params)}`.compile(db),
  );
}

/** The page of a strategy (see managementQueries). */
export function managementPageQuery(
  db: Kysely<Database>,
  scope: ListScope,
  params: ManagementParams,
  strategy: PageStrategy = 'walk',
  form: SearchForm = {},
): CompiledQuery<ManagementDbRow> {
  return compiled(db, ['page', scope, params, strategy, form], () => buildPageQuery(db, scope, params, strategy, form));
}

function buildPageQuery(
  db: Kysely<Database>,
  scope: ListScope,
  params: ManagementParams,
  strategy: PageStrategy,
  form: SearchForm,
): CompiledQuery<ManagementDbRow> {
  const conds = managementConditions(scope, params, form);
  // the walks: in the sort's index order whatever the planner expects of the text filters
  const walkConds = managementConditions(scope, params, { walk: true });
  const key = sortKeyOf(params);
  const dir = sql.raw(params.direcao);
  const offset = params.pagina * params.tamanho;
  let ids: RawBuilder<{ idAmostra: number }>;
  if (strategy === 'codes') {
    // an item whose code holds the fragment k times has k suffixes in the range, side by side in
    // this order: the first `reach` entries hold the page unless the fragment repeats within codes
    // (readManagementPage then reads every entry: form.allCodes)
    const order = pageOrder('c', 'dataColeta', params.direcao);
    const reach = form.allCodes ? sql`` : sql`limit ${2 * (offset + params.tamanho)}`;
    ids = sql`select c."idAmostra" from (select distinct c."dataColeta", c."idAmostra" from (
      select c."dataColeta", c."idAmostra" from sara."amostraListaCodigo" c ${whereOf(codeConditions(params))}
      ${order} ${reach}) c) c ${order} limit ${params.tamanho} offset ${offset}`;
  } else if (strategy === 'candidates') {
    ids = sql`select c."idAmostra" from (select l."idAmostra", ${col('l', key)} as k from sara."amostraLista" l
      ${whereOf(withSituacao(conds, params))} offset 0) c
      ${pageOrder('c', 'k', params.direcao)} limit ${params.tamanho} offset ${offset}`;
  } else if (strategy === 'split' && byCollectionDateOverAll(params)) {
    // rows without a collection date (the scheduled items) sort last in both directions: their
    // text matches are read as candidates (the trigram index and the date index's nulls), the dated
    // rows by a walk; each part stops at the page's end, in the sort's order
    const n = offset + params.tamanho;
    const undated = sql`(select c."idAmostra", null::timestamp as k, 1 as part
      from (select l."idAmostra" from sara."amostraLista" l
      ${whereOf([sql`l."dataColeta" is null`, ...conds])} offset 0) c order by c."idAmostra" ${dir} limit ${n})`;
    const dated = sql`(select l."idAmostra", l."dataColeta" as k, 0 as part
      from sara."amostraLista" l ${whereOf([sql`l."dataColeta" is not null`, ...walkConds])}
      order by l."dataColeta" ${dir}, l."idAmostra" ${dir} limit ${n})`;
    ids = sql`select u."idAmostra" from (${undated} union all ${dated}) u
      order by u.part, u.k ${dir}, u."idAmostra" ${dir} limit ${params.tamanho} offset ${offset}`;
  } else if (byCollectionDateOverAll(params)) {
    // the read model holds listed situacoes only: every row is in the (dataColeta) index
    ids = orderedIds(null, walkConds, key, params.direcao, params.tamanho, offset);
  } else {
    const situacoes = params.situacao ? [params.situacao] : LISTED_SITUACOES;
    ids = orderedIds(situacoes, walkConds, key, params.direcao, params.tamanho, offset);
  }
  const order = pageOrder('l', key, params.direcao);
  return sql<ManagementDbRow>`
    select ${MANAGEMENT_COLUMNS}
    from (${ids}) p
    join sara."amostraLista" l on l."idAmostra" = p."idAmostra"
    ${order}${pagePlanned(params)}`.compile(db);
}

/** The suffix table's conditions of a codesOnly query. */
const codeConditions = (params: ManagementParams) => [
  codeRange('c', params.codigoRastreamento!),
  ...(params.situacao ? [sql`c.situacao = ${params.situacao}`] : []),
];

/** Rows a bounded walk reads in the sort's order before it gives up (docs/decisions/0010). */
export const WALK_BUDGET = 2_000;

/**
 * A walk that stops after WALK_BUDGET rows, for a text filter over one index in the sort's order (one
 * situacao, or the collection date over every situacao). When the page's matches lie among the first
 * rows in that order (a common word on recent samples), it answers the page for a bounded cost; when
 * it comes back short, the matches are rare or far and the page is read as chooseStrategy says.
 */
export function boundedWalkQuery(
  db: Kysely<Database>,
  scope: ListScope,
  params: ManagementParams,
  budget = WALK_BUDGET,
): CompiledQuery<ManagementDbRow> | undefined {
  const key = sortKeyOf(params);
  const offset = params.pagina * params.tamanho;
  if (!hasTextFilter(params) || offset + params.tamanho > budget) return undefined;
  if (!params.situacao && !byCollectionDateOverAll(params)) return undefined;
  return compiled(db, ['bounded', scope, params, budget], () => {
    const { plain, text } = splitConditions(scope, params);
    const dir = sql.raw(params.direcao);
    const order = sql`order by ${col('l', key)} ${dir}, l."idAmostra" ${dir}`;
    // descending, the index gives the empty keys first, and they sort last: the walk reads the keyed
    // rows alone. A page it fills is the page (every keyed row comes before every empty one); one it
    // leaves short is read as chooseStrategy says, which reads the empty rows too
    const keyedOnly =
      params.direcao === 'desc' && !alwaysKeyed(key, params.situacao ? [params.situacao] : null)
        ? [sql`${col('l', key)} is not null`]
        : [];
    return sql<ManagementDbRow>`
    select ${MANAGEMENT_COLUMNS}
    from (select * from sara."amostraLista" l ${whereOf([...withSituacao(plain, params), ...keyedOnly])} ${order}
      limit ${budget}) l
    ${whereOf(text)} ${order} limit ${params.tamanho} offset ${offset}${pagePlanned(params)}`.compile(db);
  });
}

/** Runs a compiled statement: the server's Kysely connection, or the benchmark's own pool. */
export type Run = <R>(query: CompiledQuery<R>) => Promise<{ rows: R[] }>;

/**
 * The rows of a management page, as the route reads them: a bounded walk first where it applies,
 * then the strategy the planner's estimate picks. `statements` names what ran, for the benchmark.
 */
export async function readManagementPage(
  db: Kysely<Database>,
  run: Run,
  scope: ListScope,
  params: ManagementParams,
  budget = WALK_BUDGET,
): Promise<{ rows: ManagementDbRow[]; strategy: PageStrategy | 'bounded' }> {
  const bounded = boundedWalkQuery(db, scope, params, budget);
  const walked = bounded && (await runBoundedWalk(run, bounded, params.tamanho));
  if (walked) return { rows: walked, strategy: 'bounded' };
  // after the bounded walk: a fragment common among recent codes ('HF', every code's start) is a few
  // rows of it, where the suffix table's range holds every code (170 ms to sort at a million items)
  if (codesOnly(scope, params)) {
    const { rows } = await run(managementPageQuery(db, scope, params, 'codes'));
    if (rows.length === params.tamanho) return { rows, strategy: 'codes' };
    // the last page, or one the entries of repeated fragments crowded out: every entry, to be sure
    return {
      rows: (await run(managementPageQuery(db, scope, params, 'codes', { allCodes: true }))).rows,
      strategy: 'codes',
    };
  }
  let strategy = await rememberedStrategy(db, scope, params, run);
  // a short bounded walk over every situacao by collection date: the undated rows it read first hold
  // too few matches, so they are read as candidates apart from the dated ones
  if (bounded && strategy === 'walk' && byCollectionDateOverAll(params)) strategy = 'split';
  // few candidates of a search: found by its rarest windows
  const windows = strategy === 'candidates' && params.busca ? await rareWindows(db, run, params.busca) : [];
  const { rows } = await run(managementPageQuery(db, scope, params, strategy, { windows }));
  return { rows, strategy };
}

/**
 * What a filter set taught recently, kept PLAN_MEMORY_MS per process like the counts
 * (docs/decisions/0010): a bounded walk that came back short (the same page, sort and filters
 * would again), and the planner's estimate for the filters (one planning of a few ms, the same for
 * every sort and page of them). A stale entry costs speed, never a wrong page: every strategy reads
 * the same rows.
 */
export const PLAN_MEMORY_MS = 30_000;
const shortWalks = new LRUCache<string, true>({ max: 5_000, ttl: PLAN_MEMORY_MS });
const strategies = new LRUCache<string, PageStrategy>({ max: 5_000, ttl: PLAN_MEMORY_MS });

/**
 * A bounded walk's page, or undefined when it comes back short: the matches are rare or far, and the
 * same statement is not run again for PLAN_MEMORY_MS (my samples' walks share this memory).
 */
export async function runBoundedWalk<R>(run: Run, walk: CompiledQuery<R>, size: number): Promise<R[] | undefined> {
  const key = statementKey(walk);
  if (shortWalks.has(key)) return undefined;
  const { rows } = await run(walk);
  if (rows.length === size) return rows;
  shortWalks.set(key, true);
  return undefined;
}

export function forgetPlans() {
  shortWalks.clear();
  strategies.clear();
}

async function rememberedStrategy(db: Kysely<Database>, scope: ListScope, params: ManagementParams, run: Run) {
  if (!hasTextFilter(params) && !hasOffSortPeriod(params)) return chooseStrategy(db, scope, params, run);
  const key = statementKey(estimateQuery(db, scope, params));
  const known = strategies.get(key);
  if (known) return known;
  const strategy = await chooseStrategy(db, scope, params, run);
  strategies.set(key, strategy);
  return strategy;
}
