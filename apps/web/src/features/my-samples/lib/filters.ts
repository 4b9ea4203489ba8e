import { format, subDays } from 'date-fns';
import { PERIODS } from '@sara/domain/constants';
import { STATUS_SISTEMA, type StatusSistema } from '@sara/domain/enums';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { DEFAULT_MY_SAMPLES_SORT, FILTER_STORAGE_KEYS, type MySamplesSortId } from '@sara/domain/lists';
import { formatDisplayDate, parseWireDate } from '@sara/domain/rules/fields';
import type { MySamplesQuery } from '../../../api/lists/my-samples';

/** The drawer's filters, as applied; dates 'YYYY-MM-DD' (null: no bound). */
export interface MySamplesFilters {
  dataInicial: string | null;
  dataFinal: string | null;
  status: StatusSistema | '';
  codigoRastreamento: string;
  idVarejo: number | null;
  fornecedor: string;
}

/** What the list remembers between visits: filters and sort (part B section 2). */
export interface MySamplesState {
  filters: MySamplesFilters;
  ordenacao: MySamplesSortId;
}

export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The default period: the last 30 days up to today (part B section 9). */
export function defaultPeriod(today = new Date()): Pick<MySamplesFilters, 'dataInicial' | 'dataFinal'> {
  return { dataInicial: toIsoDate(subDays(today, PERIODS.myListDaysBack)), dataFinal: toIsoDate(today) };
}

export function defaultFilters(today = new Date()): MySamplesFilters {
  return { ...defaultPeriod(today), status: '', codigoRastreamento: '', idVarejo: null, fornecedor: '' };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const dateOrNull = (v: unknown) => (typeof v === 'string' && ISO_DATE.test(v) ? v : null);
const textOr = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');

/** Reads a stored record field by field: anything unexpected falls back to "no filter". */
function readStored(value: unknown, today: Date): MySamplesState | null {
  if (!isRecord(value) || !isRecord(value.filters)) return null;
  const f = value.filters;
  const status = STATUS_SISTEMA.find((s) => s === f.status) ?? '';
  const idVarejo = typeof f.idVarejo === 'number' && Number.isInteger(f.idVarejo) && f.idVarejo > 0 ? f.idVarejo : null;
  const ordenacao = Number(value.ordenacao);
  const filters: MySamplesFilters = {
    dataInicial: dateOrNull(f.dataInicial),
    dataFinal: dateOrNull(f.dataFinal),
    status,
    codigoRastreamento: textOr(f.codigoRastreamento, 60),
    idVarejo,
    fornecedor: textOr(f.fornecedor, 100),
  };
  return {
    // the default period rolls on with the calendar
    filters: value.periodoPadrao === true ? { ...filters, ...defaultPeriod(today) } : filters,
    ordenacao: (Number.isInteger(ordenacao) && ordenacao >= 1 && ordenacao <= 8
      ? ordenacao
      : DEFAULT_MY_SAMPLES_SORT) as MySamplesSortId,
  };
}

/** The remembered filters and sort, or the defaults when nothing (readable) is stored. */
export function loadState(today = new Date()): MySamplesState {
  try {
    const raw = localStorage.getItem(FILTER_STORAGE_KEYS.mySamples);
    const state = raw ? readStored(JSON.parse(raw), today) : null;
    if (state) return state;
  } catch {
    // unreadable: start over with the defaults
  }
  return { filters: defaultFilters(today), ordenacao: DEFAULT_MY_SAMPLES_SORT };
}

export function saveState(state: MySamplesState, today = new Date()): void {
  const period = defaultPeriod(today);
  const periodoPadrao =
    state.filters.dataInicial === period.dataInicial && state.filters.dataFinal === period.dataFinal;
  try {
    localStorage.setItem(FILTER_STORAGE_KEYS.mySamples, JSON.stringify({ ...state, periodoPadrao }));
  } catch {
    // storage full or blocked: the filters just are not remembered
  }
}

/** Which optional filters the user's features offer (part B section 6). */
export function filterAccess(features: Iterable<string>) {
  const list = [...features];
  return {
    varejo: hasFeature(list, [FEATURES.amostraGerenciamento, FEATURES.perfilFornecedor]),
    fornecedor: hasFeature(list, [FEATURES.perfilVarejo]),
    // the profile itself (sara.admin passes every hasFeature): suppliers never see those reports
    hidesAwaitingInternal: list.includes(FEATURES.perfilFornecedor),
  };
}

/**
 * The statuses the list can hold (collected, analysed and rejected items, part B section 2): not
 * a scheduled one, nor for suppliers a report awaiting the internal team.
 */
export function statusOptionsFor(access: FilterAccess): StatusSistema[] {
  return STATUS_SISTEMA.filter(
    (s) =>
      s !== 'AMOSTRA_AGENDADA' &&
      !(access.hidesAwaitingInternal && s === 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA'),
  );
}
export type FilterAccess = ReturnType<typeof filterAccess>;

/** The query of one page: tracking code trimmed, status lowercased, filters the user cannot use left out. */
export function toQuery(
  { filters, ordenacao }: MySamplesState,
  access: FilterAccess,
  pagina: number,
  tamanho: number,
): MySamplesQuery {
  const query: MySamplesQuery = { ordenacao, pagina, tamanho };
  if (filters.dataInicial) query.dataInicial = filters.dataInicial;
  if (filters.dataFinal) query.dataFinal = filters.dataFinal;
  if (filters.status) query.status = filters.status.toLowerCase();
  const codigo = filters.codigoRastreamento.trim();
  if (codigo) query.codigoRastreamento = codigo;
  if (access.varejo && filters.idVarejo != null) query.idVarejo = filters.idVarejo;
  const fornecedor = filters.fornecedor.trim();
  if (access.fornecedor && fornecedor) query.fornecedor = fornecedor;
  return query;
}

/** True when some filter beyond the default period is active (it picks the empty-state message). */
export function hasActiveFilters(filters: MySamplesFilters, access: FilterAccess, today = new Date()): boolean {
  const period = defaultPeriod(today);
  return (
    filters.dataInicial !== period.dataInicial ||
    filters.dataFinal !== period.dataFinal ||
    filters.status !== '' ||
    filters.codigoRastreamento.trim() !== '' ||
    (access.varejo && filters.idVarejo != null) ||
    (access.fornecedor && filters.fornecedor.trim() !== '')
  );
}

const shortDate = (iso: string): string => {
  const shown = formatDisplayDate(iso);
  return 'text' in shown ? shown.text : iso;
};

/** The active range as a catalogue token and its values: 'De ...', 'Até ...' or 'Período: ... a ...'. */
export function dateRangeText(
  dataInicial: string | null,
  dataFinal: string | null,
): { token: string; args: Record<string, string> } | null {
  if (dataInicial && dataFinal)
    return { token: 'sara2g.ui.listagem.periodo', args: { inicio: shortDate(dataInicial), fim: shortDate(dataFinal) } };
  if (dataInicial) return { token: 'sara2g.ui.listagem.periodo_de', args: { inicio: shortDate(dataInicial) } };
  if (dataFinal) return { token: 'sara2g.ui.listagem.periodo_ate', args: { fim: shortDate(dataFinal) } };
  return null;
}

/** 'YYYY-MM-DD' to the Date a picker shows, and back. */
export const isoToDate = (iso: string | null): Date | null => (iso ? parseWireDate(iso) : null);
export const dateToIso = (date: Date | null | undefined): string | null =>
  date && !Number.isNaN(date.getTime()) ? toIsoDate(date) : null;
