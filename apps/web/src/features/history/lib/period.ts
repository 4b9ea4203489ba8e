import { addDays, format, isValid, parseISO, startOfDay } from 'date-fns';
import { FORMATS, PERIODS } from '@sara/domain/constants';

export interface Period {
  inicio: Date;
  fim: Date;
}

/** The history's default period: 7 days before today to 15 days after (spec part B section 9). */
export function defaultPeriod(today = new Date()): Period {
  const day = startOfDay(today);
  return { inicio: addDays(day, -PERIODS.historyDaysBack), fim: addDays(day, PERIODS.historyDaysAhead) };
}

/** 'YYYY-MM-DD', as the list queries take dates. */
export const toQueryDate = (date: Date) => format(date, 'yyyy-MM-dd');

/** A 'YYYY-MM-DD' text as a local day, or null when it is not one. */
export function fromQueryDate(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

export const formatDay = (date: Date) => format(date, FORMATS.date);
