import type { z } from 'zod';
import { DATE_YEARS, LIMITS } from '../constants.ts';
import type { FieldError } from '../errors.ts';
import { RULE_TOKENS as T } from './tokens.ts';

/**
 * Shared field rules (part A section 5 "Shared field rules"). Every rule of the domain returns a
 * list of field issues whose message is a translation token; an empty list means valid.
 */
export interface FieldIssue extends FieldError {
  args?: Record<string, string | number>;
}
export type RuleErrors = FieldIssue[];

/** A text to show, or a token to translate (for 'Não informado', 'Não Especificado'...). */
export type Displayed = { text: string } | { token: string };

export const issue = (path: string, message: string, args?: FieldIssue['args']): FieldIssue =>
  args ? { path, message, args } : { path, message };

/** Joins path segments: at('itens', 0, 'lote') = 'itens.0.lote'. */
export const at = (...parts: (string | number)[]): string => parts.filter((p) => p !== '').join('.');

/**
 * Blanks: whitespace and the invisible format characters (zero-width space U+200B, the direction marks
 * U+200E and U+200F, the word joiner...), which trim() keeps: a seal of two direction marks is no seal.
 */
const BLANKS = /^[\s\p{Cf}]*$/u;

/** Empty, or blanks only: a required field is never satisfied by blanks. */
export const isBlank = (value: string | null | undefined): boolean => value == null || BLANKS.test(value);

/**
 * A text lowercased and without accents, as the database's `sara.f_search` compares texts: what
 * 'case- and accent-insensitive' means everywhere ('São' finds 'sao').
 */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether a search names a label: every word searched is a whole word of it (case and accents aside).
 * The history's search finds a situation so ('rejeitada', 'não realizada'), while a part of a word
 * ('Ana', a collector's name) does not find every analysed item.
 */
export function searchNamesLabel(search: string, label: string): boolean {
  const searched = wordsOf(search);
  const words = new Set(wordsOf(label));
  return searched.length > 0 && searched.every((w) => words.has(w));
}

export interface TextRule {
  required?: boolean;
  /** Default: the spec's default text max length, 10000. */
  max?: number;
}

/**
 * The one 'required text' rule: 'Campo obrigatório' when required and blank; the limit message
 * when longer than the maximum. Length is counted in UTF-16 units, as the browser's maxlength
 * does (never more lenient than the database's character count).
 */
export function textIssues(path: string, value: string | null | undefined, rule: TextRule = {}): RuleErrors {
  const max = rule.max ?? LIMITS.defaultText;
  if (isBlank(value)) return rule.required ? [issue(path, T.required)] : [];
  return value!.length > max ? [issue(path, T.limit, { n: max })] : [];
}

export const requiredText = (path: string, value: string | null | undefined, max?: number): RuleErrors =>
  textIssues(path, value, { required: true, max });

/** A select: 'Campo obrigatório' when required and no option is chosen. */
export function selectIssues(path: string, value: unknown, required = true): RuleErrors {
  return required && (value == null || value === '') ? [issue(path, T.required)] : [];
}

// ---------- dates ----------

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

interface DateParts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

/**
 * Splits 'YYYY-MM-DD[THH:mm[:ss[.SSS]]]' and checks the calendar in UTC, so a local clock gap
 * (the old Brazilian DST began at midnight) never makes a real date "invalid".
 */
function wireParts(text: string): DateParts | null {
  const m = WIRE_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? '0').padEnd(3, '0'));
  const utc = new Date(0);
  utc.setUTCFullYear(y, mo - 1, d); // not Date.UTC: it shifts years 0-99 to 19xx
  // year 0 is no calendar year (1 BC is followed by AD 1): PostgreSQL refuses it
  const ok =
    y >= 1 &&
    utc.getUTCFullYear() === y &&
    utc.getUTCMonth() === mo - 1 &&
    utc.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return ok ? { y, mo, d, h, mi, s, ms } : null;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Dates travel as local wall-clock text without timezone: 'YYYY-MM-DDTHH:mm:ss.SSS'. */
export function formatWireDate(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
  );
}

/**
 * A wire date to the minute: what a date-and-time field shows (dd/MM/yyyy HH:mm), so the stored
 * value has no hidden seconds, which the user could neither see nor change.
 */
export function formatWireMinute(date: Date): string {
  const minute = new Date(date.getTime());
  minute.setSeconds(0, 0);
  return formatWireDate(minute);
}

/** The local Date of a wire date (date-only and shorter times accepted), or null when invalid. */
export function parseWireDate(text: string | null | undefined): Date | null {
  const p = text == null ? null : wireParts(text.trim());
  if (!p) return null;
  const date = new Date(p.y, p.mo - 1, p.d, p.h, p.mi, p.s, p.ms);
  date.setFullYear(p.y, p.mo - 1, p.d);
  return date;
}

export const isValidWireDate = (text: string | null | undefined): boolean =>
  text != null && wireParts(text.trim()) !== null;

type DateValue = string | Date | null | undefined;
const isValidDate = (v: Exclude<DateValue, null | undefined>) =>
  v instanceof Date ? !Number.isNaN(v.getTime()) : isValidWireDate(v);
const isEmptyDate = (v: DateValue): v is null | undefined | '' =>
  v == null || (typeof v === 'string' && v.trim() === '');

/** Whether a real date's year is one a date of SARA may have (DATE_YEARS). */
export const isPlausibleYear = (value: string | Date): boolean => {
  const year = value instanceof Date ? value.getFullYear() : Number(value.trim().slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/**
 * Required date: 'Campo obrigatório' when empty, 'Data inválida' when it is not a real date, and
 * 'Informe um ano entre 1900 e 2099.' outside the calendars' years (a year typed with two digits).
 */
export function dateIssues(path: string, value: DateValue, required = true): RuleErrors {
  if (isEmptyDate(value)) return required ? [issue(path, T.required)] : [];
  if (!isValidDate(value)) return [issue(path, T.invalidDate)];
  return isPlausibleYear(value) ? [] : [issue(path, T.dateOutOfYears)];
}

/** The calendar day ('YYYY-MM-DD') of a wire date, or null when it is not a real date. */
const wireDay = (value: DateValue): string | null => {
  if (isEmptyDate(value)) return null;
  if (value instanceof Date) return isValidDate(value) ? formatWireDate(value).slice(0, 10) : null;
  return isValidWireDate(value) ? value.trim().slice(0, 10) : null;
};

/** Today's calendar day ('YYYY-MM-DD') where this code runs: the user's device on the screens. */
export const localDay = (now: Date = new Date()): string => formatWireDate(now).slice(0, 10);

/**
 * The latest day a screen takes for a date the record already had (`saved`, a wire date): today, or
 * the saved day when it is later. A collection saved where its day had already begun (a collector an
 * hour east, or after midnight) is edited from a device still on the day before: keeping its date is
 * not typing a future one (docs/decisions/0024).
 */
export const latestDayKeeping = (saved: string | null | undefined, today: string = localDay()): string => {
  const day = saved ? wireDay(saved) : null;
  return day && day > today ? day : today;
};

/**
 * The latest calendar day anywhere on Earth (UTC+14). Dates travel as the user's wall clock without a
 * zone, so the server takes this day as "today": it never refuses a day that is today for its user.
 */
export const latestDayOnEarth = (now: number = Date.now()): string =>
  new Date(now + 14 * 3600_000).toISOString().slice(0, 10);

/** `message` when a real date falls on a day after `lastDay` ('YYYY-MM-DD'); nothing for an absent or invalid one. */
export function notAfterDayIssues(path: string, value: DateValue, lastDay: string, message: string): RuleErrors {
  const day = wireDay(value);
  return day != null && day > lastDay ? [issue(path, message)] : [];
}

/** `message` when both dates are real and `later` falls on a day before `earlier`. */
export function dayOrderIssues(path: string, earlier: DateValue, later: DateValue, message: string): RuleErrors {
  const from = wireDay(earlier);
  const to = wireDay(later);
  return from != null && to != null && to < from ? [issue(path, message)] : [];
}

const toDate = (v: DateValue): Date | null =>
  isEmptyDate(v) ? null : v instanceof Date ? (isValidDate(v) ? v : null) : parseWireDate(v);

/** Display 'dd/MM/yyyy' (or 'dd/MM/yyyy HH:mm'); 'Não informado' when absent or invalid. */
export function formatDisplayDate(value: DateValue, withTime = false): Displayed {
  const d = toDate(value);
  if (!d) return { token: T.notInformed };
  const date = `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;
  return { text: withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}` : date };
}

/** A reported value as text, or 'Não informado' (blank strings count as unreported). */
export function displayValue(value: string | number | null | undefined): Displayed {
  return value == null || (typeof value === 'string' && isBlank(value))
    ? { token: T.notInformed }
    : { text: String(value) };
}

// ---------- zod bridge ----------

/** Adds rule issues to a zod refinement; a limit issue becomes `too_big` so its {{n}} survives. */
export function addIssues(ctx: z.RefinementCtx, issues: RuleErrors): void {
  for (const i of issues) {
    const path = i.path === '' ? [] : i.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const n = i.args?.n;
    if (i.message === T.limit && typeof n === 'number') {
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: n, inclusive: true, message: i.message, path });
    } else {
      ctx.addIssue({ code: 'custom', message: i.message, path, ...(i.args ? { params: i.args } : {}) });
    }
  }
}

/** A schema whose value must also pass a rule function: the rule is written once, here or in a form. */
export function withRules<S extends z.ZodType>(schema: S, rule: (value: z.output<S>) => RuleErrors): S {
  return schema.superRefine((value, ctx) => addIssues(ctx, rule(value)));
}
