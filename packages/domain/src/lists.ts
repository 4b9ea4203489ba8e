import { z } from 'zod';
import { SITUACAO, STATUS_LAUDO, STATUS_SISTEMA, RESULTADO_LAUDO } from './enums.ts';
import { LIMITS, PAGE_SIZES } from './constants.ts';
import { opt, queryId, queryNumber } from './query.ts';
import { FEATURES, hasFeature, isSampler } from './features.ts';
import { isValidWireDate } from './rules/fields.ts';
import { RULE_TOKENS } from './rules/tokens.ts';

/**
 * Wire contract of the three "following samples" lists (spec part B sections 2, 3 and 9):
 * the collection history (groups), the personal sample list and the management table.
 * The spec does not show these paths; they are designed here, next to the shown ones, and
 * documented in OpenAPI and docs/api.md. Every list is filtered, sorted and paged in SQL.
 *
 *   GET /api/v1/amostras/historico      (feature historico)              -> { data: HistoryPage }
 *   GET /api/v1/amostras/listagem       (feature listagem)               -> { data: MySamplesPage }
 *   GET /api/v1/amostras/gerenciamento  (feature amostra.gerenciamento)  -> { data: ManagementPage }
 *   GET /api/v1/amostras/{idAmostra}    (management, listing or history) -> { data: SampleDetail }
 *   GET /api/v1/laudos?idAmostra=       (laudo.visualizar or management) -> { data: ReportVersion[] }
 *
 * Dates travel as 'YYYY-MM-DD' (query) and 'YYYY-MM-DDTHH:mm:ss.SSS' local wall time (answers),
 * like the rest of the sample API. Pages are 0-based.
 */

/** A calendar day 'YYYY-MM-DD' that exists (not 2026-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => isValidWireDate(v), RULE_TOKENS.invalidDate);
/** A trimmed text filter; a NUL character (which no stored text holds, and PostgreSQL refuses) is a bad format. */
const trimmed = (max: number) =>
  opt(
    z
      .string()
      .trim()
      .max(max, RULE_TOKENS.limit)
      .refine((v) => !v.includes('\0'), 'sara2g.erro.formato_invalido'),
  );
/** 'A data final não pode ser anterior à data inicial', under the end of each reversed period. */
const periods =
  (...pairs: [string, string][]) =>
  (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [from, to] of pairs) {
      const [start, end] = [query[from], query[to]];
      if (typeof start === 'string' && typeof end === 'string' && end < start) {
        ctx.addIssue({ code: 'custom', path: [to], message: 'sara2g.ui.historico.data_final_anterior' });
      }
    }
  };
/** The deepest page a list call takes (from 0): the screens offer no page past it. */
export const MAX_PAGE = 100_000;
const page = queryNumber(0, MAX_PAGE).default(0);
const PAGE_TEXT = 'Page number, from 0.';

/** Status of a collected sample as the UI and the filters know it (situacao + statusSistema). */
export const statusSistemaSchema = z.enum(STATUS_SISTEMA);

// ---------------------------------------------------------------- history

/** 'Filtro:' quick toggle: matches groups where ANY item has this situacao. */
export const HISTORY_QUICK_FILTERS = ['agendada', 'analisada'] as const;
export type HistoryQuickFilter = (typeof HISTORY_QUICK_FILTERS)[number];

/**
 * The 'Filtro:' toggles a user sees (part B section 6): 'Agendada' is hidden unless the user can
 * finalize or add scheduled samples; 'Analisada' is hidden for samplers, even those who also hold
 * management features.
 */
export function historyQuickFilters(features: Iterable<string>): HistoryQuickFilter[] {
  const held = [...features];
  const shown: HistoryQuickFilter[] = [];
  if (hasFeature(held, [FEATURES.amostraAgendadaFinalizar, FEATURES.amostraAgendadaAdicionar])) shown.push('agendada');
  if (!isSampler(held)) shown.push('analisada');
  return shown;
}

export const historyQuerySchema = z
  .object({
    dataInicial: isoDate.describe('Start of the period (YYYY-MM-DD), by scheduled or collection date.'),
    dataFinal: isoDate.describe('End of the period (YYYY-MM-DD), included; not before dataInicial.'),
    situacao: opt(z.enum(HISTORY_QUICK_FILTERS)).describe(
      "The 'Filtro:' toggle: groups where any item is in this situation. Absent: every group of the period.",
    ),
    /** 'Buscar amostra...': accent- and case-insensitive over the whole record (group and items). */
    busca: trimmed(LIMITS.listSearch).describe(
      'Words found across the group and its visible items, case and accents aside; also the situations ' +
        "whose label in the Accept-Language language holds them ('rejeitada', 'não realizada'). Company and " +
        "collector names count only where the user sees them (their own company's groups, management).",
    ),
    pagina: page.describe(PAGE_TEXT),
    tamanho: queryNumber(1, 100).default(50).describe('Groups per page.'),
  })
  .superRefine(periods(['dataInicial', 'dataFinal']));
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/**
 * A catalogue product's names by language ({"pt-BR", "en", "es"}); null for a company product, whose
 * name is its owner's text. The screens show the user's language, the plain name otherwise.
 */
const productNames = z.record(z.string(), z.string()).nullish();

export const historyItem = z.object({
  idAmostra: z.number(),
  idDistribuidor: z.number().nullable(),
  nomeDistribuidor: z.string().nullable(),
  codigoRastreamento: z.string().nullable(),
  codigoAgrosafety: z.string().nullable(),
  nomeProduto: z.string().nullable(),
  nomeProdutoI18n: productNames,
  situacao: z.enum(SITUACAO),
  statusSistema: statusSistemaSchema.nullable(),
  /** False when reasons for collection not done were given (meaningful once collected). */
  coletaRealizada: z.boolean(),
  idsArquivo: z.array(z.string()),
  /** The current report revision, when one exists ('download report'). */
  idLaudo: z.number().nullable(),
  codigoLaudo: z.string().nullable(),
  idArquivoLaudo: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

export const historyGroup = z.object({
  idAgrupador: z.string(),
  /** The group's version as the edit screens read it (If-Match of a delete); absent in a copy kept before it was listed. */
  versao: z.string().optional(),
  numero: z.number(),
  idEmpresa: z.number(),
  idLaboratorio: z.number(),
  nomeLaboratorio: z.string(),
  nomeOrcamento: z.string().nullable(),
  idProgramaAmostra: z.number(),
  nomeProgramaAmostra: z.string(),
  isProgramaRama: z.boolean(),
  /** agendada or coletada (drafts are not listed). */
  situacao: z.enum(['agendada', 'coletada']),
  dataAgendada: z.string().nullable(),
  dataColeta: z.string().nullable(),
  responsavelColeta: z.string().nullable(),
  nomeLocalAmostra: z.string().nullable(),
  nomeVarejo: z.string().nullable(),
  normaAmbiental: z.string().nullable(),
  /** Only for the user's own company (part A section 6); null otherwise. */
  nomeEmpresaColetora: z.string().nullable(),
  nomePessoaColetora: z.string().nullable(),
  itens: z.array(historyItem),
  /** The flags come from groupActions (group-actions.ts). Scheduled group the user may edit (own company or management, feature amostraAgendada.editar/adicionar). */
  editAgendada: z.boolean(),
  /** Collected group the user may edit (feature amostraColetada.editar; registering person or management; no item analysed yet). */
  editColetada: z.boolean(),
  /** Scheduled group the user may finalize (feature amostraAgendada.finalizar, own company). */
  finalizeAgendada: z.boolean(),
  /** Scheduled group the user may delete (feature amostra.excluir, creating company, every item's lab status pending). */
  deleteAmostra: z.boolean(),
  /** The read-only views may open (feature amostra.visualizar). */
  view: z.boolean(),
  /** Sample PDF: lab 5, not scheduled, every item has a lab code (part A sections 6 and 9). */
  enablePrint: z.boolean(),
});
export type HistoryGroup = z.infer<typeof historyGroup>;

export const historyPage = z.object({ itens: z.array(historyGroup), total: z.number() });
export type HistoryPage = z.infer<typeof historyPage>;

// ---------------------------------------------------------------- my samples (personal list)

/** The eight sort options of the personal list, ids 1 to 8 (default 1: newest collection date). */
export const MY_SAMPLES_SORTS = {
  1: { column: 'dataColeta', direction: 'desc', labelKey: 'sara2g.ui.listagem.ordenacao.data_recente' },
  2: { column: 'dataColeta', direction: 'asc', labelKey: 'sara2g.ui.listagem.ordenacao.data_antiga' },
  3: { column: 'produto', direction: 'asc', labelKey: 'sara2g.ui.listagem.ordenacao.produto_az' },
  4: { column: 'produto', direction: 'desc', labelKey: 'sara2g.ui.listagem.ordenacao.produto_za' },
  5: { column: 'codigoRastreamento', direction: 'asc', labelKey: 'sara2g.ui.listagem.ordenacao.rastreamento_asc' },
  6: { column: 'codigoRastreamento', direction: 'desc', labelKey: 'sara2g.ui.listagem.ordenacao.rastreamento_desc' },
  7: { column: 'statusSistema', direction: 'asc', labelKey: 'sara2g.ui.listagem.ordenacao.status_asc' },
  8: { column: 'statusSistema', direction: 'desc', labelKey: 'sara2g.ui.listagem.ordenacao.status_desc' },
} as const;
export type MySamplesSortId = keyof typeof MY_SAMPLES_SORTS;
export const DEFAULT_MY_SAMPLES_SORT: MySamplesSortId = 1;

export const mySamplesQuerySchema = z
  .object({
    // collection date range; either end may be missing ('from', 'until' or 'period')
    dataInicial: opt(isoDate).describe('Collected on or after this day (YYYY-MM-DD); either end may be absent.'),
    dataFinal: opt(isoDate).describe('Collected on or before this day (YYYY-MM-DD).'),
    status: opt(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(statusSistemaSchema),
    ).describe(`The sample's statusSistema, in any letter case: ${STATUS_SISTEMA.join(', ')}.`),
    codigoRastreamento: trimmed(60).describe('Contained in the tracking code, case aside (trimmed).'),
    idVarejo: queryId.describe('Retail chain; honoured for the management and supplier features only.'),
    fornecedor: trimmed(100).describe(
      "Contained in the supplier's name, case and accents aside; honoured for the retail feature only.",
    ),
    ordenacao: queryNumber(1, 8)
      .default(DEFAULT_MY_SAMPLES_SORT)
      .transform((n) => n as MySamplesSortId)
      .describe(
        `Sort: ${Object.entries(MY_SAMPLES_SORTS)
          .map(([id, { column, direction }]) => `${id} ${column} ${direction}`)
          .join(', ')}.`,
      ),
    pagina: page.describe(PAGE_TEXT),
    tamanho: queryNumber(1, 50)
      .default(PAGE_SIZES.myListWide)
      .describe('Samples per page (the screen: 8 above 600 px wide, 3 below).'),
  })
  .superRefine(periods(['dataInicial', 'dataFinal']));
export type MySamplesQuery = z.input<typeof mySamplesQuerySchema>;

export const previousCollection = z.object({
  idAmostra: z.number(),
  /** 1 for the first collection, 2 for the next... */
  numero: z.number(),
  codigoRastreamento: z.string().nullable(),
  dataColeta: z.string().nullable(),
});

export const mySampleRow = z.object({
  idAmostra: z.number(),
  idAgrupador: z.string(),
  idLaudo: z.number().nullable(),
  idProgramaAmostra: z.number(),
  /** true for programs 5 and 6: the card shows codigoAmostra and 'matriz de análise'. */
  ambiental: z.boolean(),
  codigoRastreamento: z.string().nullable(),
  /** Lab code (codigoAgrosafety), shown as the sample code for environmental programs. */
  codigoAmostra: z.string().nullable(),
  /** Product name (BAS or company product); the analysis matrix for environmental programs. */
  produto: z.string().nullable(),
  produtoI18n: productNames,
  dataColeta: z.string().nullable(),
  situacao: z.enum(SITUACAO),
  statusSistema: statusSistemaSchema.nullable(),
  /** The report's result: with the status, says whether the card offers 'Contestar laudo' (canBeContested). */
  resultadoLaudo: z.enum(RESULTADO_LAUDO).nullable(),
  fornecedor: z.string().nullable(),
  numeroLaudo: z.string().nullable(),
  codLaboratorio: z.string().nullable(),
  idLaboratorio: z.number(),
  nomeLaboratorio: z.string(),
  dataLaudo: z.string().nullable(),
  localColeta: z.string().nullable(),
  coletasAnteriores: z.array(previousCollection),
  atrasada: z.boolean(),
  contestada: z.boolean(),
  /** How many report revisions exist: more than one opens the versions-to-print modal. */
  quantidadeLaudos: z.number(),
  /** PDF of the current revision, when stored. */
  idArquivoLaudo: z.string().nullable(),
});
export type MySampleRow = z.infer<typeof mySampleRow>;

export const mySamplesPage = z.object({ itens: z.array(mySampleRow), total: z.number() });
export type MySamplesPage = z.infer<typeof mySamplesPage>;

// ---------------------------------------------------------------- management table

export const MANAGEMENT_SORT_COLUMNS = [
  'codigoRastreamento',
  'dataColeta',
  'varejo',
  'localAmostra',
  'produto',
  'fornecedor',
  'dataLaudo',
  'statusSistema',
  'observacao',
] as const;
export type ManagementSortColumn = (typeof MANAGEMENT_SORT_COLUMNS)[number];
/** Counting stops here: beyond it the answer says "more than" (totalLimitado) instead of counting a million rows. */
export const MANAGEMENT_COUNT_CAP = 10_000;

export const managementQuerySchema = z
  .object({
    situacao: opt(z.enum(['agendada', 'coletada', 'rejeitada', 'analisada'])).describe(
      "Sample situation (the screen starts on 'coletada'). Absent: every situation but drafts.",
    ),
    statusSistema: opt(statusSistemaSchema),
    statusLaudo: opt(z.enum(STATUS_LAUDO)),
    idProgramaAmostra: queryId,
    idLaboratorio: queryId,
    codigoMylims: trimmed(60).describe('Lab-system code, contained; meaningful for the integrated lab (1) only.'),
    idEmpresa: queryId,
    idPessoaColetor: queryId,
    // the product, three variants: BAS product (traceable programs), company product (own/standard),
    // free text (environmental matrix)
    idProduto: queryId.describe('Catalogue (BAS) product, for the traceable programs.'),
    idProdutoEmpresa: queryId.describe("Company product, for the company's own programs."),
    produto: trimmed(100).describe('Contained in the product or analysis matrix (environmental programs).'),
    idDistribuidor: queryId,
    codigoAmostra: trimmed(60).describe('Contained in the sample code (the lab code, codigoAgrosafety).'),
    numeroLacre: trimmed(200).describe('Contained in the seal number.'),
    observacao: trimmed(300).describe('Contained in the observation, case and accents aside.'),
    idVarejo: queryId,
    codigoRastreamento: trimmed(60).describe('Contained in the tracking code, case aside.'),
    resultadoLaudo: opt(z.enum(RESULTADO_LAUDO)),
    dataColetaInicio: opt(isoDate),
    dataColetaFim: opt(isoDate),
    dataAgendadaInicio: opt(isoDate),
    dataAgendadaFim: opt(isoDate),
    dataLaudoInicio: opt(isoDate),
    dataLaudoFim: opt(isoDate),
    busca: trimmed(LIMITS.listSearch).describe('Words found across the row, case and accents aside.'),
    ordenarPor: z.enum(MANAGEMENT_SORT_COLUMNS).default('dataColeta'),
    direcao: z.enum(['asc', 'desc']).default('desc'),
    pagina: page.describe(PAGE_TEXT),
    tamanho: queryNumber(1, 50).default(PAGE_SIZES.management).describe('Rows per page.'),
  })
  .superRefine(
    periods(
      ['dataColetaInicio', 'dataColetaFim'],
      ['dataAgendadaInicio', 'dataAgendadaFim'],
      ['dataLaudoInicio', 'dataLaudoFim'],
    ),
  );
export type ManagementQuery = z.input<typeof managementQuerySchema>;
export type ManagementParams = z.output<typeof managementQuerySchema>;

export const managementRow = z.object({
  idAmostra: z.number(),
  idAgrupador: z.string(),
  idLaboratorio: z.number(),
  laboratorio: z.string(),
  idProgramaAmostra: z.number(),
  idEmpresa: z.number(),
  idPessoaColetor: z.number().nullable(),
  situacao: z.enum(SITUACAO),
  codigoRastreamento: z.string().nullable(),
  codigoAmostra: z.string().nullable(),
  dataColeta: z.string().nullable(),
  dataAgendada: z.string().nullable(),
  varejoRama: z.string().nullable(),
  localAmostra: z.string().nullable(),
  produto: z.string().nullable(),
  produtoI18n: productNames,
  fornecedor: z.string().nullable(),
  documento: z.string().nullable(),
  inscricaoRural: z.string().nullable(),
  dataLaudo: z.string().nullable(),
  statusSistema: statusSistemaSchema.nullable(),
  statusLaudo: z.enum(STATUS_LAUDO).nullable(),
  resultadoLaudo: z.enum(RESULTADO_LAUDO).nullable(),
  observacao: z.string().nullable(),
  numeroLaudo: z.string().nullable(),
  idLaudo: z.number().nullable(),
  idArquivoLaudo: z.string().nullable(),
  /** Collected, not yet analysed: edit opens the collection screen with calledBy=gerenciamento_amostra. */
  showButtonEdit: z.boolean(),
  /** Sample PDF (lab 5, lab code present, not scheduled). */
  showButtonPdf: z.boolean(),
  /** Report PDF stored. */
  showButtonPdfLaudo: z.boolean(),
});
export type ManagementRow = z.infer<typeof managementRow>;

export const managementPage = z.object({
  itens: z.array(managementRow),
  /** Exact up to MANAGEMENT_COUNT_CAP; when totalLimitado, "more than MANAGEMENT_COUNT_CAP". */
  total: z.number(),
  totalLimitado: z.boolean(),
});
export type ManagementPage = z.infer<typeof managementPage>;

// ---------------------------------------------------------------- one sample, report versions

/** GET /api/v1/amostras/{idAmostra}: the management row plus the rest of the sample ('sample data' dialog). */
export const sampleDetail = managementRow.extend({
  numeroLacre: z.string().nullable(),
  lote: z.string().nullable(),
  codigoEAN: z.string().nullable(),
  codigoMylims: z.string().nullable(),
  dataFabricacao: z.string().nullable(),
  dataValidade: z.string().nullable(),
  responsavelColeta: z.string().nullable(),
  nomeEmpresa: z.string().nullable(),
  nomePessoaColetor: z.string().nullable(),
  nomeProgramaAmostra: z.string(),
  idsArquivo: z.array(z.string()),
  coletasAnteriores: z.array(previousCollection),
});
export type SampleDetail = z.infer<typeof sampleDetail>;

/** GET /api/v1/laudos?idAmostra=: every revision of the sample's report, newest first. */
export const reportVersion = z.object({
  idLaudo: z.number(),
  idRevisaoLaudo: z.number(),
  versao: z.number(),
  codigoLaudo: z.string(),
  dataLaudo: z.string().nullable(),
  tipoRevisao: z.enum(['atual', 'antiga']),
  idsArquivo: z.array(z.string()),
});
export type ReportVersion = z.infer<typeof reportVersion>;

/** Local-storage keys of the remembered filters (one per list, part B section 2). */
export const FILTER_STORAGE_KEYS = {
  mySamples: 'sara.filtros.listagem',
  management: 'sara.filtros.gerenciamento',
} as const;
/** The history's last filters (its address query), per browser tab (sessionStorage). */
export const HISTORY_QUERY_STORAGE_KEY = 'sara.historico.consulta';
/** The page each list was left on, per browser tab (sessionStorage), with the filters it belongs to. */
export const PAGE_STORAGE_KEYS = {
  mySamples: 'sara.pagina.listagem',
  management: 'sara.pagina.gerenciamento',
} as const;
/** Whose filters the keys above hold: another user's are dropped when a session starts. */
export const FILTERS_OWNER_STORAGE_KEY = 'sara.filtros.usuario';
