import { z } from 'zod';
import { isValidPassword } from '../access.ts';
import { LIMITS } from '../constants.ts';
import { isBlank, issue, selectIssues, withRules, type RuleErrors } from './fields.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/**
 * Account administration rules (part C section 5). Names follow the access tables (telefoneDdi,
 * diaSemana, motivoInativacao...). Username and password strength live in access.ts. "E-mail not
 * already in use" needs the database: the server checks it.
 */

const text = z.string().nullish();

// ---------- phone and e-mail ----------

/** Country code: digits, optionally after '+'. */
const COUNTRY_CODE = /^\+?\d{1,4}$/;

/** Phone: digits only, 10 to 14 of them (area code plus number); the country code is required. */
export function phoneIssues(form: { telefoneDdi?: string | null; telefone?: string | null }): RuleErrors {
  const out: RuleErrors = [];
  if (isBlank(form.telefoneDdi)) out.push(issue('telefoneDdi', T.required));
  else if (!COUNTRY_CODE.test(form.telefoneDdi!.trim())) out.push(issue('telefoneDdi', T.countryCode));
  const { min, max } = LIMITS.phoneDigits;
  if (isBlank(form.telefone)) out.push(issue('telefone', T.required));
  else if (!new RegExp(`^\\d{${min},${max}}$`).test(form.telefone!)) {
    out.push(issue('telefone', T.phone, { min, max }));
  }
  return out;
}

/** A practical e-mail shape: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailIssues(email: string | null | undefined, path = 'email'): RuleErrors {
  if (isBlank(email)) return [issue(path, T.required)];
  return EMAIL_PATTERN.test(email!.trim()) ? [] : [issue(path, T.email)];
}

export const contactSchema = withRules(z.object({ email: text, telefoneDdi: text, telefone: text }), (v) => [
  ...emailIssues(v.email),
  ...phoneIssues(v),
]);

// ---------- groups and time windows ----------

/** Group name: 3 to 30 characters once trimmed (blank is 'Campo obrigatório'); the schema stores it trimmed. */
export function groupNameIssues(nome: string | null | undefined, path = 'nome'): RuleErrors {
  if (isBlank(nome)) return [issue(path, T.required)];
  const { min, max } = LIMITS.groupName;
  const length = nome!.trim().length;
  return length < min || length > max ? [issue(path, T.groupName, { min, max })] : [];
}
export const groupSchema = withRules(z.object({ nome: text }), (v) => groupNameIssues(v.nome)).transform((v) => ({
  nome: v.nome!.trim(),
}));

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss', or null when invalid. */
export function timeOfDay(value: string | null | undefined): number | null {
  const m = value == null ? null : TIME.exec(value.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : null;
}

export const timeWindowShape = z.object({
  diaSemana: z.number().nullish(),
  horaInicio: text,
  horaFim: text,
});
export type TimeWindowForm = z.infer<typeof timeWindowShape>;

/** Weekday required and 0 (Sunday) to 6; start and end required, start not after end (Brasilia time). */
export function timeWindowIssues(w: TimeWindowForm): RuleErrors {
  const out: RuleErrors = selectIssues('diaSemana', w.diaSemana);
  if (w.diaSemana != null && !(Number.isInteger(w.diaSemana) && w.diaSemana >= 0 && w.diaSemana <= 6)) {
    out.push(issue('diaSemana', T.weekday));
  }
  const times = (['horaInicio', 'horaFim'] as const).map((f) => {
    if (isBlank(w[f])) out.push(issue(f, T.required));
    else if (timeOfDay(w[f]) === null) out.push(issue(f, T.invalidTime));
    return timeOfDay(w[f]);
  });
  const [start, end] = times;
  if (start != null && end != null && start > end) out.push(issue('horaInicio', T.startAfterEnd));
  return out;
}
export const timeWindowSchema = withRules(timeWindowShape, timeWindowIssues);

// ---------- inactivation and password change ----------

export const MOTIVO_INATIVACAO = ['inatividade', 'inadimplencia', 'moderacao'] as const;
export type MotivoInativacao = (typeof MOTIVO_INATIVACAO)[number];

/** Inactivating (ativo false) needs a reason: inatividade, inadimplencia (non-payment) or moderacao. */
export function inactivationIssues(form: { ativo?: boolean | null; motivoInativacao?: string | null }): RuleErrors {
  if (form.ativo !== false) return [];
  return (MOTIVO_INATIVACAO as readonly (string | null | undefined)[]).includes(form.motivoInativacao)
    ? []
    : [issue('motivoInativacao', T.inactivationReason)];
}
export const inactivationSchema = withRules(
  z.object({ ativo: z.boolean(), motivoInativacao: z.enum(MOTIVO_INATIVACAO).nullish() }),
  inactivationIssues,
);

export interface PasswordChangeForm {
  /** Absent on the recovery-link reset, where no current password is asked. */
  senhaAtual?: string | null;
  novaSenha?: string | null;
  confirmacaoSenha?: string | null;
}

/** New password: valid (access.ts rule), different from the current one; the confirmation must match. */
export function passwordChangeIssues(form: PasswordChangeForm): RuleErrors {
  const out: RuleErrors = [];
  const next = form.novaSenha ?? '';
  if (next === '') out.push(issue('novaSenha', T.required));
  else if (!isValidPassword(next)) out.push(issue('novaSenha', T.password));
  else if (form.senhaAtual != null && form.senhaAtual === next) out.push(issue('novaSenha', T.samePassword));
  if ((form.confirmacaoSenha ?? '') !== next) out.push(issue('confirmacaoSenha', T.passwordConfirmation));
  return out;
}
export const passwordChangeSchema = withRules(
  z.object({ senhaAtual: text, novaSenha: text, confirmacaoSenha: text }),
  passwordChangeIssues,
);
