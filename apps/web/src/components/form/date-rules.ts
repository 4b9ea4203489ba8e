import { isBefore, isValid, startOfDay } from 'date-fns';
import { FIELD_MESSAGES } from './messages';

export interface DateRuleOptions {
  required?: boolean;
  /** Dates before this day are refused. */
  minDate?: Date;
}

/**
 * The required-date rule (spec part A section 5): 'Campo obrigatório' when required and empty,
 * 'Data inválida' when the date cannot be read or falls before the allowed day.
 * Answers true or the message token, as react-hook-form's `validate` expects.
 */
export function validateDate(value: unknown, { required = false, minDate }: DateRuleOptions): true | string {
  if (value === null || value === undefined || value === '') return required ? FIELD_MESSAGES.required : true;
  if (!(value instanceof Date) || !isValid(value)) return FIELD_MESSAGES.invalidDate;
  if (minDate && isBefore(value, startOfDay(minDate))) return FIELD_MESSAGES.invalidDate;
  return true;
}
