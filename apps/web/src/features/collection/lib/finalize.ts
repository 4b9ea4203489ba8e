import { FINALIZE_SUMMARY, isEnvironmental, isRama } from '@sara/domain/rules/programs';
import { displayValue, formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import type { SampleGroupView } from '@sara/domain/samples';
import type { SampleGroupForm } from '@sara/domain/rules/sample-form';

/** What the finalize screen shows read-only (spec part A section 2), from the server's group or the history's copy. */
export interface FinalizeSummary {
  idAgrupador: string;
  idProgramaAmostra: number | null;
  nomeLaboratorio: string | null;
  nomeOrcamento: string | null;
  nomeProgramaAmostra: string | null;
  nomeLocalAmostra: string | null;
  dataAgendada: string | null;
  responsavelAmostraAmbiental: string | null;
  temConformidade: boolean | null;
  normaAmbiental: string | null;
  tipoAmostragem: string | null;
  nomeEmpresaColetora: string | null;
  nomePessoaColetora: string | null;
  nomeVarejo: string | null;
  /**
   * The items (idAmostra) whose schedule named their product: finalize keeps it. The others take
   * theirs on this screen (a product-less item collected, or not collected with its reasons).
   * Null when not known (the history's first paint): an item's product then counts as scheduled.
   */
  produtoAgendado: number[] | null;
}

type Loose = Partial<Record<keyof SampleGroupView, unknown>>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function summaryOf(group: Loose & { idAgrupador: string }): FinalizeSummary {
  return {
    idAgrupador: group.idAgrupador,
    idProgramaAmostra: typeof group.idProgramaAmostra === 'number' ? group.idProgramaAmostra : null,
    nomeLaboratorio: str(group.nomeLaboratorio),
    nomeOrcamento: str(group.nomeOrcamento),
    nomeProgramaAmostra: str(group.nomeProgramaAmostra),
    nomeLocalAmostra: str(group.nomeLocalAmostra) ?? str(group.localAmostra),
    dataAgendada: str(group.dataAgendada),
    responsavelAmostraAmbiental: str(group.responsavelAmostraAmbiental),
    temConformidade: typeof group.temConformidade === 'boolean' ? group.temConformidade : null,
    normaAmbiental: str(group.normaAmbiental),
    tipoAmostragem: str(group.tipoAmostragem),
    nomeEmpresaColetora: str(group.nomeEmpresaColetora),
    nomePessoaColetora: str(group.nomePessoaColetora),
    nomeVarejo: str(group.nomeVarejo),
    produtoAgendado: Array.isArray(group.itens) ? (group.itens as unknown[]).flatMap(scheduledProduct) : null,
  };
}

function scheduledProduct(item: unknown): number[] {
  if (!item || typeof item !== 'object') return [];
  const { idAmostra, idProduto, idProdutoEmpresa } = item as Record<string, unknown>;
  return typeof idAmostra === 'number' && (idProduto != null || idProdutoEmpresa != null) ? [idAmostra] : [];
}

/** Whether finalize keeps an item's product as scheduled (the product fields locked). */
export function keepsScheduledProduct(
  summary: FinalizeSummary | null,
  item: { idAmostra: number | null; idProduto: number | null; idProdutoEmpresa: number | null },
): boolean {
  const known = summary?.produtoAgendado;
  if (known) return item.idAmostra != null && known.includes(item.idAmostra);
  return item.idProduto != null || item.idProdutoEmpresa != null;
}

/** The history keeps the group it opens the finalize screen with here: a first paint until the server answers. */
export const FINALIZE_STORAGE_KEY = 'sara.finalizar';

export function storedSummary(idAgrupador: string): FinalizeSummary | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(FINALIZE_STORAGE_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return null;
    const group = raw as Loose & { idAgrupador?: unknown };
    return group.idAgrupador === idAgrupador ? summaryOf({ ...group, idAgrupador }) : null;
  } catch {
    return null;
  }
}

export type SummaryField = (typeof FINALIZE_SUMMARY)[number];
export interface SummaryRow {
  field: SummaryField;
  value: Displayed;
}

/**
 * The summary's rows in the spec's order. Fields of another program kind are left out: the retail
 * chain outside RAMA, the environmental ones outside water and soil programs, the legislation
 * unless a conformity report is asked.
 */
export function summaryRows(s: FinalizeSummary): SummaryRow[] {
  const env = isEnvironmental(s.idProgramaAmostra);
  const hidden: Partial<Record<SummaryField, boolean>> = {
    varejo: s.idProgramaAmostra != null && !isRama(s.idProgramaAmostra),
    responsavelAmostraAmbiental: !env,
    relatoConformidade: !env,
    normaAmbiental: !env || s.temConformidade !== true,
    tipoAmostragem: !env,
    // withheld from another company's users (part A section 6): left out, not 'Não informado'
    nomeEmpresaColetora: s.nomeEmpresaColetora == null,
    nomePessoaColetora: s.nomePessoaColetora == null,
  };
  const value: Record<SummaryField, Displayed> = {
    laboratorio: displayValue(s.nomeLaboratorio),
    orcamento: displayValue(s.nomeOrcamento),
    programaAmostra: displayValue(s.nomeProgramaAmostra),
    localAmostra: displayValue(s.nomeLocalAmostra),
    dataAgendada: formatDisplayDate(s.dataAgendada),
    responsavelAmostraAmbiental: s.responsavelAmostraAmbiental
      ? { token: `sara2g.ui.coleta.responsavel.${s.responsavelAmostraAmbiental}` }
      : displayValue(null),
    relatoConformidade:
      s.temConformidade == null
        ? displayValue(null)
        : { token: s.temConformidade ? 'sara2g.ui.coleta.sim' : 'sara2g.ui.coleta.nao' },
    normaAmbiental: displayValue(s.normaAmbiental),
    tipoAmostragem: displayValue(s.tipoAmostragem),
    nomeEmpresaColetora: displayValue(s.nomeEmpresaColetora),
    nomePessoaColetora: displayValue(s.nomePessoaColetora),
    varejo: displayValue(s.nomeVarejo),
  };
  return FINALIZE_SUMMARY.filter((f) => !hidden[f]).map((field) => ({ field, value: value[field] }));
}

/**
 * What a collector entered to finalize a schedule deleted meanwhile (its finalization refused, 404),
 * as a new collection: a new group id, items the server does not have, the schedule's values kept
 * (lab, program, place, collector), to check and register.
 */
export function asNewCollection(form: SampleGroupForm): SampleGroupForm {
  return {
    ...form,
    idAgrupador: crypto.randomUUID(),
    situacaoAmostra: null,
    dataAgendada: null,
    itens: form.itens.map((item) => ({ ...item, idAmostra: null, codigoAmostra: null, codigoMylims: null })),
  };
}
