import {
  EDIT_SCREEN_FEATURES,
  FEATURES as F,
  hasFeature,
  refusedReportHidden,
  reportFileShown,
} from '@sara/domain/features';
import { groupActions, samplePdfAvailable } from '@sara/domain/group-actions';
import {
  MANAGEMENT_COUNT_CAP,
  type HistoryGroup,
  type HistoryPage,
  type ManagementPage,
  type ManagementParams,
  type MySamplesPage,
  type ReportVersion,
  type SampleDetail,
} from '@sara/domain/lists';
import { LRUCache } from 'lru-cache';
import { SITUACAO } from '@sara/domain/enums';
import { searchNamesLabel } from '@sara/domain/rules/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../access/service.ts';
import { versionOf, wireDate } from '../samples/presenter.ts';
import {
  forgetPlans,
  managementCountQuery,
  readManagementPage,
  runBoundedWalk,
  statementKey,
  WALK_BUDGET,
} from './management-query.ts';
import { scopeFor, scopeOf, type ListScope } from './scope.ts';
import { presentDetail, presentManagementRow, presentMySample } from './presenter.ts';
import * as repo from './repository.ts';

export interface ListCtx {
  db: Db;
  auth: AuthContext;
  /** A catalogue text in the user's language (the history's search reads the situations' labels). */
  t?: (token: string) => string;
}

const scopeOfCtx = (ctx: ListCtx) => scopeFor(ctx.db, ctx.auth.user.id, ctx.auth.features);

/**
 * Counts of the management table (capped) and of my samples by their exact SQL and parameters (docs/decisions/0010):
 * paging, sorting and refreshing one filter set count once. A sample write answered by this
 * process empties it (forgetCounts); a write elsewhere shows after COUNT_TTL_MS at most.
 */
export const COUNT_TTL_MS = 30_000;
const counts = new LRUCache<string, number>({ max: 5_000, ttl: COUNT_TTL_MS });

/** Empties the counts, and what the page reads learnt of the filter sets (a write may change both). */
export function forgetCounts() {
  counts.clear();
  forgetPlans();
}

/**
 * The edit screens a management user may open on a collected or a scheduled group: the rules of
 * group-actions (editColetada, editAgendada) for a manager, who passes the company and registrant checks.
 */
const editScreens = (features: Set<string>) => ({
  coletada: hasFeature(features, [F.amostraColetadaEditar]),
  agendada: hasFeature(features, EDIT_SCREEN_FEATURES.agendada),
});

/**
 * GET /api/v1/amostras/gerenciamento. The route needs a management feature, whose scope is every
 * item (scopeOf needs no person for it): the page, and the capped count unless it is known.
 */
export async function management(ctx: ListCtx, params: ManagementParams): Promise<ManagementPage> {
  const scope = scopeOf(ctx.auth.features, null);
  const count = managementCountQuery(ctx.db, scope, params);
  const key = statementKey(count);
  const known = counts.get(key);
  const [page, total] = await Promise.all([
    readManagementPage(ctx.db, (q) => ctx.db.executeQuery(q), scope, params),
    known ?? ctx.db.executeQuery(count).then((r) => r.rows[0]?.total ?? 0),
  ]);
  if (known === undefined) counts.set(key, total);
  const edit = editScreens(ctx.auth.features);
  return {
    itens: page.rows.map((r) => presentManagementRow(r, edit)),
    total: Math.min(total, MANAGEMENT_COUNT_CAP),
    totalLimitado: total > MANAGEMENT_COUNT_CAP,
  };
}

/** A report withheld entirely (refusedReportHidden): the sample reads as one without a report yet. */
const NO_REPORT = { idLaudo: null, numeroLaudo: null, dataLaudo: null, resultadoLaudo: null, idArquivoLaudo: null };

/** GET /api/v1/amostras/listagem */
export async function mySamples(ctx: ListCtx, params: repo.MySamplesParams): Promise<MySamplesPage> {
  const scope = await scopeOfCtx(ctx);
  const count = repo.mySamplesCountQuery(ctx.db, scope, ctx.auth.features, params);
  // kept like the management table's (a short tracking-code fragment over every date counts 155,000
  // items at a million, a second each page): paging and sorting one filter set count once
  const key = statementKey(count);
  const known = counts.get(key);
  const [rows, total] = await Promise.all([
    readMySamplesPage(ctx, scope, params),
    known ?? ctx.db.executeQuery(count).then((r) => r.rows[0]?.total ?? 0),
  ]);
  if (known === undefined) counts.set(key, total);
  const features = ctx.auth.features;
  return {
    // the report PDF only to who may have it in the sample's state (part B sections 4 and 6); a refused
    // report not at all
    itens: rows.rows.map((r) =>
      presentMySample(
        refusedReportHidden(features, r.statusLaudo)
          ? { ...r, ...NO_REPORT, quantidadeLaudos: 0 }
          : { ...r, idArquivoLaudo: reportFileShown(features, r.statusSistema) ? r.idArquivoLaudo : null },
      ),
    ),
    total,
  };
}

/**
 * The rows of a page of my samples. A code fragment alone by collection date (repo.mySamplesByCodes):
 * a bounded walk first, which answers a fragment common among recent samples ('HF': about 12 ms through
 * HTTP where the suffix table's range is every code), then the fragment's entries in the suffix table
 * (decision 0010).
 */
export async function readMySamplesPage(ctx: ListCtx, scope: ListScope, params: repo.MySamplesParams, budget?: number) {
  const query = (read: repo.MySamplesRead) =>
    repo.mySamplesPageQuery(ctx.db, scope, ctx.auth.features, params, read, budget);
  const run = (read: repo.MySamplesRead) => ctx.db.executeQuery(query(read));
  if (!repo.mySamplesByCodes(scope, ctx.auth.features, params)) return run('ordered');
  if ((params.pagina + 1) * params.tamanho <= (budget ?? WALK_BUDGET)) {
    const walked = await runBoundedWalk((q) => ctx.db.executeQuery(q), query('bounded'), params.tamanho);
    if (walked) return { rows: walked };
  }
  // no row: the entries read were crowded by repeated fragments, or the page lies past the last
  const codes = await run('codes');
  return codes.rows.length > 0 ? codes : run('allCodes');
}

/**
 * The situations whose label in the user's language has every word of the search as a whole word
 * (case and accents aside): 'rejeitada' finds the rejected items, 'não realizada' the ones not
 * collected; a part of a word ('Ana', a collector's name) does not find every analysed item.
 */
export function situationsNamed(busca: string, t: (token: string) => string): repo.SituationsNamed {
  const holds = (token: string) => searchNamesLabel(busca, t(token));
  return {
    situacoes: SITUACAO.filter((s) => holds(`sara2g.ui.historico.situacao.${s}`)),
    naoRealizada: holds('sara2g.ui.coleta.nao_realizada'),
  };
}

/** GET /api/v1/amostras/historico: groups of the period with what the user may do with each. */
export async function history(ctx: ListCtx, params: repo.HistoryParams): Promise<HistoryPage> {
  const scope = await scopeOfCtx(ctx);
  // as presentGroup shows them
  const namesShown = hasFeature(ctx.auth.features, [F.amostraGerenciamento]) ? 'all' : undefined;
  const named = params.busca && ctx.t ? situationsNamed(params.busca, ctx.t) : undefined;
  const { page, count } = repo.historyQueries(ctx.db, scope, params, { namesShown, named });
  const [rows, counted] = await Promise.all([ctx.db.executeQuery(page), ctx.db.executeQuery(count)]);
  return {
    itens: rows.rows.map((g) => presentGroup(g, scope, ctx.auth.features)),
    total: counted.rows[0]?.total ?? 0,
  };
}

function presentGroup(g: repo.HistoryGroupRow, scope: ListScope, features: Set<string>): HistoryGroup {
  const can = (...f: Parameters<typeof hasFeature>[1][]) => hasFeature(features, f.flat());
  const manager = can(F.amostraGerenciamento);
  const actions = groupActions(g, { features, me: scope.me });
  // company and collector names only for the user's own company (part A section 6), and for management
  const namesShown = actions.ownCompany || manager;
  return {
    idAgrupador: g.idAgrupador,
    versao: versionOf(g.hashRequisicao, g.rejectedItems),
    numero: g.numero,
    idEmpresa: g.idEmpresa,
    idLaboratorio: g.idLaboratorio,
    nomeLaboratorio: g.nomeLaboratorio,
    nomeOrcamento: g.codigoOrcamento == null ? null : `${g.codigoOrcamento} - ${g.objetoOrcamento}`,
    idProgramaAmostra: g.idProgramaAmostra,
    nomeProgramaAmostra: g.nomeProgramaAmostra,
    isProgramaRama: g.isProgramaRama,
    situacao: g.situacao,
    dataAgendada: wireDate(g.dataAgendada),
    dataColeta: wireDate(g.dataColeta),
    responsavelColeta: namesShown ? g.responsavelColeta : null,
    nomeLocalAmostra: g.nomeLocalAmostra,
    nomeVarejo: g.nomeVarejo,
    normaAmbiental: g.normaAmbiental,
    nomeEmpresaColetora: namesShown ? g.nomeEmpresaColetora : null,
    nomePessoaColetora: namesShown ? g.nomePessoaColetora : null,
    // the report is offered to who may view reports, and not while it awaits the internal team
    // (spec part B sections 4 and 6); management sees it always
    itens: g.itens.map(({ statusLaudo, ...i }) => ({
      ...i,
      idsArquivo: i.idsArquivo ?? [],
      ...(refusedReportHidden(features, statusLaudo)
        ? { idLaudo: null, codigoLaudo: null, idArquivoLaudo: null }
        : { idArquivoLaudo: reportFileShown(features, i.statusSistema) ? i.idArquivoLaudo : null }),
    })),
    editAgendada: actions.editAgendada,
    editColetada: actions.editColetada,
    finalizeAgendada: actions.finalizeAgendada,
    deleteAmostra: actions.deleteAmostra,
    view: actions.view,
    enablePrint: samplePdfAvailable({ ...g, itemCount: g.itens.length }),
  };
}

/** GET /api/v1/amostras/{idAmostra}: the same visibility as the lists; otherwise 404. */
export async function sampleDetail(ctx: ListCtx, idAmostra: number): Promise<SampleDetail> {
  const scope = await scopeOfCtx(ctx);
  const row = await repo.findSampleDetail(ctx.db, scope, idAmostra);
  if (!row) throw new AppError('SAMPLE_NONEXISTENT');
  const showNames = scope.kind === 'all' || (scope.me != null && scope.me.idEmpresa === row.idEmpresa);
  // the report's file as every list names it: not before the internal team approves it (decision 0025);
  // a refused report not at all
  const shown = refusedReportHidden(ctx.auth.features, row.statusLaudo)
    ? { ...row, ...NO_REPORT, statusLaudo: null }
    : reportFileShown(ctx.auth.features, row.statusSistema)
      ? row
      : { ...row, idArquivoLaudo: null };
  return presentDetail(shown, showNames, editScreens(ctx.auth.features));
}

/** GET /api/v1/laudos?idAmostra=: the report's revisions, newest first ([] without a report). */
export async function reportVersions(ctx: ListCtx, idAmostra: number): Promise<ReportVersion[]> {
  const rows = await repo.listReportVersions(ctx.db, await scopeOfCtx(ctx), idAmostra);
  if (rows.length === 0) throw new AppError('SAMPLE_NONEXISTENT');
  return rows.flatMap((r) =>
    r.idRevisaoLaudo == null || refusedReportHidden(ctx.auth.features, r.statusLaudo)
      ? []
      : [
          {
            idLaudo: r.idLaudo!,
            idRevisaoLaudo: r.idRevisaoLaudo,
            versao: r.versao!,
            codigoLaudo: r.codigoLaudo!,
            dataLaudo: wireDate(r.dataLaudo),
            tipoRevisao: r.tipoRevisao!,
            idsArquivo: reportFileShown(ctx.auth.features, r.statusSistema) ? (r.idsArquivo ?? []) : [],
          },
        ],
  );
}
