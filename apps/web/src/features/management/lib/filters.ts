import { format } from 'date-fns';
import { PROGRAMS } from '@sara/domain/constants';
import {
  RESULTADO_LAUDO,
  STATUS_LAUDO,
  STATUS_SISTEMA,
  statusesOfSituacao,
  type ResultadoLaudo,
  type StatusLaudo,
  type StatusSistema,
} from '@sara/domain/enums';
import { FILTER_STORAGE_KEYS, MANAGEMENT_SORT_COLUMNS, type ManagementSortColumn } from '@sara/domain/lists';
import { isEnvironmental, isMainLab, trackingKind } from '@sara/domain/rules/programs';
import { parseWireDate } from '@sara/domain/rules/fields';
import type { ManagementQuery } from '../../../api/lists/management';

export const SITUATIONS = ['agendada', 'coletada', 'rejeitada', 'analisada'] as const;
export type ManagementSituation = (typeof SITUATIONS)[number];
export const DEFAULT_SITUATION: ManagementSituation = 'coletada';

export const DATE_FILTERS = [
  'dataColetaInicio',
  'dataColetaFim',
  'dataAgendadaInicio',
  'dataAgendadaFim',
  'dataLaudoInicio',
  'dataLaudoFim',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The applied filters; '' / null / empty text mean "no filter", dates are 'YYYY-MM-DD'. */
export interface ManagementFilters {
  situacao: ManagementSituation | '';
  statusSistema: StatusSistema | '';
  statusLaudo: StatusLaudo | '';
  idProgramaAmostra: number | null;
  idLaboratorio: number | null;
  codigoMylims: string;
  idEmpresa: number | null;
  idPessoaColetor: number | null;
  idProduto: number | null;
  idProdutoEmpresa: number | null;
  produto: string;
  idDistribuidor: number | null;
  codigoAmostra: string;
  numeroLacre: string;
  observacao: string;
  idVarejo: number | null;
  codigoRastreamento: string;
  resultadoLaudo: ResultadoLaudo | '';
  dataColetaInicio: string | null;
  dataColetaFim: string | null;
  dataAgendadaInicio: string | null;
  dataAgendadaFim: string | null;
  dataLaudoInicio: string | null;
  dataLaudoFim: string | null;
}

export type SortDirection = 'asc' | 'desc';

/** What the table remembers between visits (part B section 2): filters, search and sort. */
export interface ManagementState {
  filters: ManagementFilters;
  busca: string;
  ordenarPor: ManagementSortColumn;
  direcao: SortDirection;
}

const ID_FILTERS = [
  'idProgramaAmostra',
  'idLaboratorio',
  'idEmpresa',
  'idPessoaColetor',
  'idProduto',
  'idProdutoEmpresa',
  'idDistribuidor',
  'idVarejo',
] as const;
/** Text filters and their longest accepted value (the query schema's limits). */
const TEXT_FILTERS = {
  codigoMylims: 60,
  produto: 100,
  codigoAmostra: 60,
  numeroLacre: 200,
  observacao: 300,
  codigoRastreamento: 60,
} as const;

export function emptyFilters(): ManagementFilters {
  return {
    situacao: '',
    statusSistema: '',
    statusLaudo: '',
    idProgramaAmostra: null,
    idLaboratorio: null,
    codigoMylims: '',
    idEmpresa: null,
    idPessoaColetor: null,
    idProduto: null,
    idProdutoEmpresa: null,
    produto: '',
    idDistribuidor: null,
    codigoAmostra: '',
    numeroLacre: '',
    observacao: '',
    idVarejo: null,
    codigoRastreamento: '',
    resultadoLaudo: '',
    dataColetaInicio: null,
    dataColetaFim: null,
    dataAgendadaInicio: null,
    dataAgendadaFim: null,
    dataLaudoInicio: null,
    dataLaudoFim: null,
  };
}

/** The screen opens on collected samples (part B section 2). */
export const defaultFilters = (): ManagementFilters => ({ ...emptyFilters(), situacao: DEFAULT_SITUATION });

export const defaultState = (): ManagementState => ({
  filters: defaultFilters(),
  busca: '',
  ordenarPor: 'dataColeta',
  direcao: 'desc',
});

// ---------------------------------------------------------------- which filters apply

/** The program fields the product rule reads. */
export interface ProgramInfo {
  idProgramaAmostra: number;
  tipoRastreamento?: string | null;
}

export type ProductVariant = 'bas' | 'empresa' | 'nome' | 'matriz' | null;

/**
 * Which product filter the chosen program and situation call for (part B section 2, "three
 * variants by program and situation"). Our reading, from what each screen stores on the items:
 * - no program chosen: none (the variant cannot be known);
 * - environmental programs (5, 6): collected, rejected or analysed items carry the free-text
 *   analysis matrix ('Matriz de análise'); scheduled ones still name a company product, as the
 *   scheduling screen stores;
 * - traceable programs (tracking type rastreamento_*, RAMA): the BAS product;
 * - programs whose tracking is optional: the product's name, contained, since an item traced names a
 *   BAS product and one not traced a company product, and a list of either would miss the others;
 * - own and standard programs (no tracking): the company product.
 */
export function productVariant(
  idProgramaAmostra: number | null,
  situacao: ManagementSituation | '',
  programs: readonly ProgramInfo[],
): ProductVariant {
  if (idProgramaAmostra == null) return null;
  if (isEnvironmental(idProgramaAmostra)) return situacao === 'agendada' ? 'empresa' : 'matriz';
  const program = programs.find((p) => p.idProgramaAmostra === idProgramaAmostra);
  const tracking = trackingKind(program?.tipoRastreamento ?? null).kind;
  if (tracking === 'traceable' || (!program && idProgramaAmostra === PROGRAMS.rama)) return 'bas';
  return tracking === 'optional' ? 'nome' : 'empresa';
}

/**
 * Report filters only for samples that can have a report: a report makes a sample 'analisada'
 * (DESIGN.md section 4), and one the internal team rejected leaves it 'coletada' with that report,
 * waiting for a corrected one; on scheduled or rejected samples they could only empty the table.
 */
export const showsReportFilters = (situacao: ManagementSituation | ''): boolean =>
  situacao === '' || situacao === 'coletada' || situacao === 'analisada';
/** Scheduled samples are not collected yet: no collection date. */
export const showsCollectionDates = (situacao: ManagementSituation | ''): boolean => situacao !== 'agendada';
/** The lab-system code exists only for the integrated lab (1). */
export const showsLabSystemCode = (idLaboratorio: number | null): boolean =>
  idLaboratorio != null && isMainLab(idLaboratorio);

/** Only RAMA samples name a retail chain (part A sections 2 and 5): the filter waits for no program or RAMA. */
export const showsRetailChain = (idProgramaAmostra: number | null): boolean =>
  idProgramaAmostra == null || idProgramaAmostra === PROGRAMS.rama;

/**
 * The filters with those that no longer apply cleared: the product of another variant, the
 * lab-system code off lab 1, the retail chain off RAMA, the collector of another company, a
 * system status of another situation, report filters off analysed samples and collection dates
 * off scheduled ones.
 */
export function clearInapplicable(
  filters: ManagementFilters,
  programs: readonly ProgramInfo[] | null,
): ManagementFilters {
  const next = { ...filters };
  // the product variant needs the programs' tracking kinds: without them (a stored state read
  // before the programs load) the product filters are kept as they are
  if (programs) {
    const variant = productVariant(next.idProgramaAmostra, next.situacao, programs);
    if (variant !== 'bas') next.idProduto = null;
    if (variant !== 'empresa') next.idProdutoEmpresa = null;
    if (variant !== 'matriz' && variant !== 'nome') next.produto = '';
  }
  if (!showsLabSystemCode(next.idLaboratorio)) next.codigoMylims = '';
  if (!showsRetailChain(next.idProgramaAmostra)) next.idVarejo = null;
  if (next.statusSistema && !statusesOfSituacao(next.situacao).includes(next.statusSistema)) next.statusSistema = '';
  if (!showsReportFilters(next.situacao)) {
    next.statusLaudo = '';
    next.resultadoLaudo = '';
    next.dataLaudoInicio = null;
    next.dataLaudoFim = null;
  }
  if (!showsCollectionDates(next.situacao)) {
    next.dataColetaInicio = null;
    next.dataColetaFim = null;
  }
  return next;
}

/**
 * After the user changed `field`: the dependent filters it invalidates. A new program starts the
 * product over (another program's product rarely exists in this one); a new company starts the
 * collector and the company product over (both are listed per company); everything else follows
 * clearInapplicable.
 */
export function afterChange(
  field: keyof ManagementFilters,
  previous: ManagementFilters,
  next: ManagementFilters,
  programs: readonly ProgramInfo[],
): ManagementFilters {
  const result = { ...next };
  if (field === 'idProgramaAmostra' && previous.idProgramaAmostra !== next.idProgramaAmostra) {
    result.idProduto = null;
    result.idProdutoEmpresa = null;
    result.produto = '';
  }
  if (field === 'idEmpresa' && previous.idEmpresa !== next.idEmpresa) {
    result.idPessoaColetor = null;
    result.idProdutoEmpresa = null;
  }
  return clearInapplicable(result, programs);
}

// ---------------------------------------------------------------- query and storage

/** The query of one page: texts trimmed, empty filters left out. */
export function toQuery(state: ManagementState, pagina: number, tamanho: number): ManagementQuery {
  const f = state.filters;
  const query: ManagementQuery = { ordenarPor: state.ordenarPor, direcao: state.direcao, pagina, tamanho };
  if (f.situacao) query.situacao = f.situacao;
  if (f.statusSistema) query.statusSistema = f.statusSistema;
  if (f.statusLaudo) query.statusLaudo = f.statusLaudo;
  if (f.resultadoLaudo) query.resultadoLaudo = f.resultadoLaudo;
  for (const key of ID_FILTERS) if (f[key] != null) query[key] = f[key];
  for (const key of Object.keys(TEXT_FILTERS) as (keyof typeof TEXT_FILTERS)[]) {
    const text = f[key].trim();
    if (text) query[key] = text;
  }
  for (const key of DATE_FILTERS) if (f[key]) query[key] = f[key];
  const busca = state.busca.trim();
  if (busca) query.busca = busca;
  return query;
}

/** How many filters beyond the default situation are set (shown on the collapsed panel). */
export function activeFilterCount(f: ManagementFilters): number {
  const defaults = defaultFilters();
  return (Object.keys(defaults) as (keyof ManagementFilters)[]).filter((key) => {
    const value = f[key];
    return typeof value === 'string' ? value.trim() !== defaults[key] : value !== defaults[key];
  }).length;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | '' => list.find((x) => x === v) ?? '';
const positiveId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** Reads a stored record field by field: anything unexpected falls back to "no filter". */
function readStored(value: unknown): ManagementState | null {
  if (!isRecord(value) || !isRecord(value.filters)) return null;
  const stored = value.filters;
  const filters = emptyFilters();
  // every situation ('') when so chosen; a missing or unknown one is the default's
  filters.situacao = stored.situacao === '' ? '' : oneOf(SITUATIONS, stored.situacao) || DEFAULT_SITUATION;
  filters.statusSistema = oneOf(STATUS_SISTEMA, stored.statusSistema);
  filters.statusLaudo = oneOf(STATUS_LAUDO, stored.statusLaudo);
  filters.resultadoLaudo = oneOf(RESULTADO_LAUDO, stored.resultadoLaudo);
  for (const key of ID_FILTERS) filters[key] = positiveId(stored[key]);
  for (const [key, max] of Object.entries(TEXT_FILTERS) as [keyof typeof TEXT_FILTERS, number][]) {
    const text = stored[key];
    filters[key] = typeof text === 'string' && text.length <= max ? text : '';
  }
  for (const key of DATE_FILTERS) {
    const date = stored[key];
    filters[key] = typeof date === 'string' && ISO_DATE.test(date) ? date : null;
  }
  const defaults = defaultState();
  return {
    // a state stored by an earlier version may hold filters its situation no longer shows
    filters: clearInapplicable(filters, null),
    busca: typeof value.busca === 'string' ? value.busca.slice(0, 100) : '',
    ordenarPor: MANAGEMENT_SORT_COLUMNS.find((c) => c === value.ordenarPor) ?? defaults.ordenarPor,
    direcao: value.direcao === 'asc' || value.direcao === 'desc' ? value.direcao : defaults.direcao,
  };
}

/** The remembered state (its own key, apart from the personal list), or the defaults. */
export function loadState(): ManagementState {
  try {
    const raw = localStorage.getItem(FILTER_STORAGE_KEYS.management);
    const state = raw ? readStored(JSON.parse(raw)) : null;
    if (state) return state;
  } catch {
    // unreadable: start over with the defaults
  }
  return defaultState();
}

export function saveState(state: ManagementState): void {
  try {
    localStorage.setItem(FILTER_STORAGE_KEYS.management, JSON.stringify(state));
  } catch {
    // storage full or blocked: the filters just are not remembered
  }
}

/** 'YYYY-MM-DD' to the Date a picker shows, and back. */
export const isoToDate = (iso: string | null): Date | null => (iso ? parseWireDate(iso) : null);
export const dateToIso = (date: Date | null | undefined): string | null =>
  date && !Number.isNaN(date.getTime()) ? format(date, 'yyyy-MM-dd') : null;
