import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import type { ResultadoLaudo, ResultadoParametro, StatusSistema } from '../enums.ts';
import {
  dateIssues,
  foldText,
  isBlank,
  issue,
  requiredText,
  textIssues,
  withRules,
  type Displayed,
  type RuleErrors,
} from './fields.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/** Following samples: rejection, filters, action plans, contestations, report upload, results (part B section 5). */

const id = z.number().int().positive().nullish();
const text = z.string().nullish();
const fileIds = z.array(z.union([z.number().int(), z.string()])).nullish();

// ---------- rejection and filters ----------

/**
 * A report may be contested while its sample is in an action plan, on time or late, and its result
 * is not satisfactory (part B section 4): the contest button appears then.
 */
export const CONTESTABLE_STATUSES: readonly StatusSistema[] = [
  'LAUDO_EM_PLANO_DE_ACAO',
  'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO',
];
export const canBeContested = (
  statusSistema: StatusSistema | null | undefined,
  resultadoLaudo: ResultadoLaudo | null | undefined,
): boolean =>
  statusSistema != null && CONTESTABLE_STATUSES.includes(statusSistema) && resultadoLaudo !== 'satisfatorio';

/** Only a new sample (collected, not analysed yet) or a scheduled one can be rejected (part B section 8). */
export const REJECTABLE_STATUSES: readonly StatusSistema[] = ['AMOSTRA_NOVA', 'AMOSTRA_AGENDADA'];
export const canBeRejected = (statusSistema: StatusSistema | null | undefined): boolean =>
  statusSistema != null && REJECTABLE_STATUSES.includes(statusSistema);

/** The rejection reason is required and trimmed; it is stored in the sample's observacao (max 300). */
export function rejectionIssues(observacao: string | null | undefined): RuleErrors {
  return isBlank(observacao)
    ? [issue('observacao', T.rejectionReason)]
    : textIssues('observacao', observacao, { max: LIMITS.observacao });
}
export const rejectionSchema = withRules(z.object({ observacao: text }), (v) =>
  rejectionIssues(v.observacao),
).transform((v) => ({ observacao: v.observacao!.trim() }));

/** The history period filter: both dates required and valid. */
export function periodIssues(period: {
  dataInicial?: string | Date | null;
  dataFinal?: string | Date | null;
}): RuleErrors {
  return [...dateIssues('dataInicial', period.dataInicial), ...dateIssues('dataFinal', period.dataFinal)];
}

/** The message of a period whose end comes before its start. */
export const END_BEFORE_START = 'sara2g.ui.historico.data_final_anterior';

/**
 * The filter periods (from, until) whose end comes before their start, by day: the error goes on the
 * end's path. A period with a side left open is fine.
 */
export function rangeIssues<V extends object>(
  values: V,
  periods: readonly (readonly [start: keyof V & string, end: keyof V & string])[],
): RuleErrors {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const valid = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());
  return periods.flatMap(([start, end]) => {
    const [from, until]: unknown[] = [values[start], values[end]];
    return valid(from) && valid(until) && day(until) < day(from) ? [issue(end, END_BEFORE_START)] : [];
  });
}

// ---------- action plans ----------

export const actionPlanShape = z.object({
  idPlanoAcao: id,
  idLaudo: id,
  versao: z.number().int().positive().nullish(),
  dataElaboracao: z.string().nullish(),
  nomeResponsavel: text,
  numeroRegistro: text,
  alvoBiologico: text,
  motivo: text,
  acaoCorretiva: text,
  finalizado: z.boolean().nullish(),
  idsArquivo: fileIds,
});
export type ActionPlanForm = z.infer<typeof actionPlanShape>;

/**
 * Required: dataElaboracao, nomeResponsavel, numeroRegistro, motivo, acaoCorretiva (alvoBiologico
 * optional). 'Continue later' runs the same check. With issues, the screen also shows the
 * 'verifique' alert (RULE_TOKENS.actionPlanCheckFields).
 */
export function actionPlanIssues(plan: ActionPlanForm): RuleErrors {
  return [
    ...dateIssues('dataElaboracao', plan.dataElaboracao),
    ...(['nomeResponsavel', 'numeroRegistro', 'motivo', 'acaoCorretiva'] as const).flatMap((f) =>
      requiredText(f, plan[f]),
    ),
    ...textIssues('alvoBiologico', plan.alvoBiologico),
  ];
}
export const actionPlanSchema = withRules(actionPlanShape, actionPlanIssues);

// ---------- attachments ----------

export interface FileInfo {
  name: string;
  size: number;
}
export const ACTION_PLAN_EXTENSIONS = ['.pdf', '.jpeg', '.jpg', '.png'] as const;
export const CONTESTATION_EXTENSIONS = [
  ...ACTION_PLAN_EXTENSIONS,
  ...(['.doc', '.docx', '.xls', '.xlsx', '.xlsm', '.txt', '.csv'] as const),
] as const;

/** Case-insensitive extension check. */
export const hasExtension = (name: string, extensions: readonly string[]): boolean =>
  extensions.some((ext) => name.toLowerCase().endsWith(ext));
const withinSize = (file: FileInfo) => file.size <= LIMITS.attachmentBytes;

/** Action plan attachment: .pdf .jpeg .jpg .png, at most 2,000,000 bytes each. */
export function actionPlanFileIssues(file: FileInfo, path = 'idsArquivo'): RuleErrors {
  return hasExtension(file.name, ACTION_PLAN_EXTENSIONS) && withinSize(file) ? [] : [issue(path, T.actionPlanFile)];
}

/**
 * Contestation attachment, faithful to part B section 5: "the check rejects only when both
 * conditions fail". So a file is refused only when its type is not listed AND it is over 2 MB:
 * a 50 MB PDF passes, and so does a 1 KB .exe. This is almost certainly an AND written for an
 * OR in the original; it guarantees neither type nor size, so the server's file storage must
 * enforce its own type (by magic bytes) and size limits.
 */
export function contestationFileIssues(file: FileInfo, path = 'idsArquivo'): RuleErrors {
  return !hasExtension(file.name, CONTESTATION_EXTENSIONS) && !withinSize(file)
    ? [issue(path, T.contestationFile)]
    : [];
}

// ---------- contestation and resolution ----------

export const contestationMessageShape = z.object({
  idLaudo: id,
  idContestacaoLaudo: id,
  idContestacaoLaudoMensagem: id,
  mensagem: text,
  idsArquivo: fileIds,
  finalizado: z.boolean().nullish(),
});
export type ContestationMessageForm = z.infer<typeof contestationMessageShape>;

/** The contestation message is required (the screen also raises an error alert). */
export function contestationMessageIssues(form: Pick<ContestationMessageForm, 'mensagem'>): RuleErrors {
  return isBlank(form.mensagem) ? [issue('mensagem', T.contestationMessage)] : textIssues('mensagem', form.mensagem);
}
export const contestationMessageSchema = withRules(contestationMessageShape, contestationMessageIssues);

export const resolutionShape = z.object({
  idResolucaoPlanoAcao: id,
  idPlanoAcao: id,
  status: z.enum(['aprovado', 'reprovado']).nullish(),
  motivo: text,
  finalizado: z.boolean().nullish(),
});
export type ResolutionForm = z.infer<typeof resolutionShape>;

/** The evaluator's motive is required: 'erro_motivo'. */
export function resolutionIssues(form: Pick<ResolutionForm, 'motivo'>): RuleErrors {
  return isBlank(form.motivo) ? [issue('motivo', T.resolutionMotive)] : textIssues('motivo', form.motivo);
}
export const resolutionSchema = withRules(resolutionShape, resolutionIssues);

// ---------- report upload ----------

/** A file must be chosen, and it must be application/pdf. */
export function reportUploadIssues(file: { type: string } | null | undefined, path = 'arquivo'): RuleErrors {
  if (!file) return [issue(path, T.noFileSelected)];
  return file.type === 'application/pdf' ? [] : [issue(path, T.onlyPdf)];
}

/** The upload succeeded only if the answer carries idRevisaoLaudoInserido; otherwise 'server failure'. */
export function reportUploadOutcome(
  response: unknown,
): { ok: true; idRevisaoLaudo: number } | { ok: false; message: string } {
  const body = response as { data?: { idRevisaoLaudoInserido?: unknown }; idRevisaoLaudoInserido?: unknown } | null;
  const inserted = body?.data?.idRevisaoLaudoInserido ?? body?.idRevisaoLaudoInserido;
  return typeof inserted === 'number'
    ? { ok: true, idRevisaoLaudo: inserted }
    : { ok: false, message: T.uploadServerFailure };
}

// ---------- report results ----------

export interface ReportParameter {
  nomeSubstancia: string;
  resultado: ResultadoParametro | null;
  quantidadeEncontrada: number | string | null;
  quantidadeLimite?: number | string | null;
}

const toNumber = (v: number | string | null | undefined): number | null => {
  if (v == null || (typeof v === 'string' && isBlank(v))) return null;
  const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** A quantity with 3 decimals in mg/kg ('0,050 mg/kg' in pt-BR); 'Não informado' when missing. */
export function formatMgKg(value: number | string | null | undefined, locale = 'pt-BR'): Displayed {
  const n = toNumber(value);
  if (n === null) return { token: T.notInformed };
  const formatted = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(n);
  return { text: `${formatted} mg/kg` };
}

/** The quantity found, as the report table shows it: espinosade at 0 with result conforme reads 'Não Especificado'. */
export function displayQuantityFound(
  p: Pick<ReportParameter, 'nomeSubstancia' | 'resultado' | 'quantidadeEncontrada'>,
  locale = 'pt-BR',
): Displayed {
  const espinosadeZero =
    foldText(p.nomeSubstancia).trim() === 'espinosade' &&
    p.resultado === 'conforme' &&
    toNumber(p.quantidadeEncontrada) === 0;
  return espinosadeZero ? { token: T.notSpecified } : formatMgKg(p.quantidadeEncontrada, locale);
}

/**
 * A substance's result (DESIGN section 4): proibida when a banned substance is found at all,
 * nao_autorizada when found but not authorised for the product, conforme at or below the limit,
 * inconforme above it, nao_se_aplica otherwise (not analysed, or no limit to compare with).
 */
export function parameterResult(p: {
  quantidadeEncontrada: number | string | null | undefined;
  quantidadeLimite?: number | string | null;
  proibida?: boolean;
  autorizada?: boolean;
}): ResultadoParametro {
  const found = toNumber(p.quantidadeEncontrada);
  if (found === null) return 'nao_se_aplica';
  if (found > 0 && p.proibida) return 'proibida';
  if (found > 0 && p.autorizada === false) return 'nao_autorizada';
  const limit = toNumber(p.quantidadeLimite);
  if (limit === null) return 'nao_se_aplica';
  return found <= limit ? 'conforme' : 'inconforme';
}

const UNSATISFACTORY: readonly ResultadoParametro[] = ['inconforme', 'proibida', 'nao_autorizada'];

/** The sample is satisfatorio when no substance is inconforme, proibida or nao_autorizada. */
export function sampleResult(
  results: readonly (ResultadoParametro | null)[],
): Extract<ResultadoLaudo, 'satisfatorio' | 'insatisfatorio'> {
  return results.some((r) => r !== null && UNSATISFACTORY.includes(r)) ? 'insatisfatorio' : 'satisfatorio';
}
