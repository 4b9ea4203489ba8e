import { isBefore, isValid, startOfDay } from 'date-fns';
import { formatWireDate, formatWireMinute, isPlausibleYear, parseWireDate } from '@sara/domain/rules/fields';
import { FIELD_MESSAGES } from './messages';

export interface DateRuleOptions {
  required?: boolean;
  /** Dates before this day are refused. */
  minDate?: Date;
}

/**
 * The required-date rule (spec part A section 5): 'Campo obrigatório' when required and empty,
 * 'Data inválida' when the date cannot be read, 'Informe um ano entre 1900 e 2099.' outside the
 * calendars' years, 'A data não pode ser anterior a hoje.' before the
 * first allowed day (today, the only first day the screens set).
 * Answers true or the message token, as react-hook-form's `validate` expects.
 */
export function validateDate(value: unknown, { required = false, minDate }: DateRuleOptions): true | string {
  if (value === null || value === undefined || value === '') return required ? FIELD_MESSAGES.required : true;
  if (!(value instanceof Date) || !isValid(value)) return FIELD_MESSAGES.invalidDate;
  if (!isPlausibleYear(value)) return FIELD_MESSAGES.dateOutOfYears;
  if (minDate && isBefore(value, startOfDay(minDate))) return FIELD_MESSAGES.beforeToday;
  return true;
}

/**
 * What a wire-date field of the screen state keeps of a picker's date: a typed date that is not a
 * real one (30/02, say) stays 'invalid', so the shared rule answers 'Data inválida'
 * instead of taking it for an empty field ('Campo obrigatório').
 */
export const INVALID_WIRE_DATE = 'invalid';

/**
 * What a wire-date field keeps of a partly typed date (12/MM/AAAA, say). MUI X 8 and later report
 * it to onChange as null, like an empty field (mui/mui-x#17499); the field finds it on blur
 * (usePartlyTyped). Not a date to the rules ('Data inválida', not 'Campo obrigatório'); null to the
 * picker, so what was typed stays on screen.
 */
export const PARTIAL_WIRE_DATE = 'partial';

export function wireOfPicker(date: Date | null, withTime = false): string | null {
  if (date == null) return null;
  if (!isValid(date)) return INVALID_WIRE_DATE;
  // a picked day or minute keeps the seconds of the value it edited: the field shows no seconds
  return withTime ? formatWireMinute(date) : formatWireDate(date);
}

/**
 * One invalid Date for every render: the picker rebuilds its sections from a value that is not the
 * object it saw last, and an invalid Date would rebuild them empty (losing what was typed).
 */
const INVALID_DATE = new Date(Number.NaN);

/** The picker's value of a wire date: one that is not a date stays an invalid Date, so the field keeps what was typed. */
export function pickerOfWire(text: string | null | undefined): Date | null {
  if (text == null || text.trim() === '' || text === PARTIAL_WIRE_DATE) return null;
  return parseWireDate(text) ?? INVALID_DATE;
}
