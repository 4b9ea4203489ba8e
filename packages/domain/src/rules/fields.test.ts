import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import {
  searchNamesLabel,
  at,
  dateIssues,
  displayValue,
  formatDisplayDate,
  formatWireDate,
  formatWireMinute,
  isBlank,
  isValidWireDate,
  latestDayOnEarth,
  latestDayKeeping,
  localDay,
  parseWireDate,
  requiredText,
  selectIssues,
  textIssues,
  withRules,
} from './fields.ts';

const REQUIRED = 'sara2g.ui.txt.campo_obrigatorio';
const LIMIT = 'sara2g.ui.txt.limite_caracteres';
const INVALID_DATE = 'sara2g.ui.txt.data_invalida';

describe('text fields', () => {
  it('treats null, empty and whitespace-only as blank', () => {
    expect([null, undefined, '', '   ', '\t\n'].every(isBlank)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    // invisible characters trim() keeps: zero-width space, direction marks, word joiner, soft hyphen
    expect(['\u200b', ' \u200e\u200f ', '\u2060', '\u00ad\ufeff'].every(isBlank)).toBe(true);
    expect(isBlank('\u200bL-1')).toBe(false);
  });

  it("says 'Campo obrigatório' when a required text is blank", () => {
    for (const v of [null, undefined, '', '  ']) {
      expect(requiredText('nome', v)).toEqual([{ path: 'nome', message: REQUIRED }]);
    }
    expect(textIssues('nome', '', { required: false })).toEqual([]);
    expect(requiredText('nome', 'x')).toEqual([]);
  });

  it('passes at the exact limit and fails one past it, with {{n}}', () => {
    expect(textIssues('lote', 'a'.repeat(200), { max: 200 })).toEqual([]);
    expect(textIssues('lote', 'a'.repeat(201), { max: 200 })).toEqual([
      { path: 'lote', message: LIMIT, args: { n: 200 } },
    ]);
  });

  it('uses the default limit of 10000', () => {
    expect(textIssues('t', 'a'.repeat(LIMITS.defaultText))).toEqual([]);
    expect(textIssues('t', 'a'.repeat(LIMITS.defaultText + 1))[0]?.args).toEqual({ n: 10000 });
  });

  it('property: any string up to the limit passes, any longer fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.string({ maxLength: 400 }), (max, s) => {
        const issues = textIssues('f', s, { max });
        expect(issues.length === 1 && issues[0]!.message === LIMIT).toBe(!isBlank(s) && s.length > max);
      }),
    );
  });

  it("says 'Campo obrigatório' for a required select without an option", () => {
    expect(selectIssues('lab', null)).toEqual([{ path: 'lab', message: REQUIRED }]);
    expect(selectIssues('lab', undefined)).toHaveLength(1);
    expect(selectIssues('lab', '')).toHaveLength(1);
    expect(selectIssues('lab', 0)).toEqual([]);
    expect(selectIssues('lab', false)).toEqual([]);
    expect(selectIssues('lab', null, false)).toEqual([]);
  });

  it('joins paths', () => {
    expect(at('itens', 0, 'lote')).toBe('itens.0.lote');
    expect(at('', 'nome')).toBe('nome');
  });
});

describe('dates', () => {
  it('formats the wire date without timezone', () => {
    expect(formatWireDate(new Date(2024, 0, 5, 7, 8, 9, 12))).toBe('2024-01-05T07:08:09.012');
  });

  it('formats a date-and-time field to the minute it shows', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9, 12);
    expect(formatWireMinute(date)).toBe('2024-01-05T07:08:00.000');
    expect(date.getSeconds()).toBe(9);
  });

  it('parses wire dates, date-only and shorter times', () => {
    expect(parseWireDate('2024-01-05T07:08:09.012')?.getTime()).toBe(new Date(2024, 0, 5, 7, 8, 9, 12).getTime());
    expect(parseWireDate('2024-01-05')?.getTime()).toBe(new Date(2024, 0, 5).getTime());
    expect(parseWireDate('2024-01-05T07:08')?.getTime()).toBe(new Date(2024, 0, 5, 7, 8).getTime());
    expect(parseWireDate('2024-01-05T07:08:09.5')?.getMilliseconds()).toBe(500);
  });

  it('rejects impossible and malformed dates', () => {
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-01-01T24:00',
      '2024-01-01T10:60',
      '05/01/2024',
      'x',
      '',
      '2024-01-05T07:08:09Z',
      // no year 0 in the calendar (nor in PostgreSQL)
      '0000-01-01',
    ]) {
      expect(isValidWireDate(bad), bad).toBe(false);
      expect(parseWireDate(bad), bad).toBeNull();
    }
    expect(isValidWireDate('2024-02-29')).toBe(true);
    expect(isValidWireDate('0001-01-01')).toBe(true);
    expect(isValidWireDate(null)).toBe(false);
  });

  it('keeps years below 100 as they are', () => {
    expect(parseWireDate('0050-03-01')?.getFullYear()).toBe(50);
    expect(formatWireDate(parseWireDate('0050-03-01T00:00:00.000')!)).toBe('0050-03-01T00:00:00.000');
  });

  it('property: any date formats to the wire shape and reads back to the same text', () => {
    // the same instant too, except in the repeated hour when a DST period ends (wall-clock text)
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (d) => {
        const wire = formatWireDate(d);
        expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
        expect(isValidWireDate(wire)).toBe(true);
        expect(formatWireDate(parseWireDate(wire)!)).toBe(wire);
      }),
    );
  });

  it('accepts a wall-clock time that falls in a local DST gap (Brazil 2018-11-04 00:30)', () => {
    expect(isValidWireDate('2018-11-04T00:30:00.000')).toBe(true);
    expect(dateIssues('dataColeta', '2018-11-04T00:30:00.000')).toEqual([]);
  });

  it("required date: 'Campo obrigatório' when empty, 'Data inválida' when invalid", () => {
    expect(dateIssues('dataColeta', null)).toEqual([{ path: 'dataColeta', message: REQUIRED }]);
    expect(dateIssues('dataColeta', '  ')).toEqual([{ path: 'dataColeta', message: REQUIRED }]);
    expect(dateIssues('dataColeta', '2024-02-30')).toEqual([{ path: 'dataColeta', message: INVALID_DATE }]);
    expect(dateIssues('dataColeta', new Date(Number.NaN))).toEqual([{ path: 'dataColeta', message: INVALID_DATE }]);
    expect(dateIssues('dataColeta', new Date())).toEqual([]);
    expect(dateIssues('dataColeta', '2024-02-29T10:00:00.000')).toEqual([]);
    expect(dateIssues('dataColeta', null, false)).toEqual([]);
    expect(dateIssues('dataColeta', 'bad', false)).toEqual([{ path: 'dataColeta', message: INVALID_DATE }]);
  });

  it('takes only the years of the calendars, 1900 to 2099: a year typed with two digits is not 2026', () => {
    const outside = [{ path: 'dataFabricacao', message: 'sara2g.ui.txt.data_fora_anos' }];
    expect(dateIssues('dataFabricacao', '0026-12-07T10:30:00.000', false)).toEqual(outside);
    expect(dateIssues('dataFabricacao', '1899-12-31', false)).toEqual(outside);
    expect(dateIssues('dataFabricacao', '2100-01-01', false)).toEqual(outside);
    expect(dateIssues('dataFabricacao', new Date(26, 11, 7), false)).toEqual([]); // (JS reads 26 as 1926)
    const year26 = new Date(2000, 11, 7);
    year26.setFullYear(26);
    expect(dateIssues('dataFabricacao', year26, false)).toEqual(outside);
    expect(dateIssues('dataFabricacao', '1900-01-01', false)).toEqual([]);
    expect(dateIssues('dataFabricacao', '2099-12-31T23:59:59.999', false)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const wire = `${String(year).padStart(4, '0')}-06-15`;
        const ok = year >= 1900 && year <= 2099;
        expect(dateIssues('d', wire)).toEqual(ok ? [] : [{ path: 'd', message: 'sara2g.ui.txt.data_fora_anos' }]);
      }),
    );
  });

  it("displays dd/MM/yyyy and dd/MM/yyyy HH:mm, 'Não informado' when absent", () => {
    expect(formatDisplayDate('2024-01-05T07:08:09.000')).toEqual({ text: '05/01/2024' });
    expect(formatDisplayDate('2024-01-05T17:08:09.000', true)).toEqual({ text: '05/01/2024 17:08' });
    expect(formatDisplayDate(new Date(2024, 11, 31, 23, 59), true)).toEqual({ text: '31/12/2024 23:59' });
    for (const v of [null, undefined, '', 'nope', new Date(Number.NaN)]) {
      expect(formatDisplayDate(v)).toEqual({ token: 'sara2g.ui.txt.nao_informado' });
    }
  });

  it("shows 'Não informado' for unreported values", () => {
    expect(displayValue(null)).toEqual({ token: 'sara2g.ui.txt.nao_informado' });
    expect(displayValue('  ')).toEqual({ token: 'sara2g.ui.txt.nao_informado' });
    expect(displayValue(0)).toEqual({ text: '0' });
    expect(displayValue('Lote 7')).toEqual({ text: 'Lote 7' });
  });
});

describe('today', () => {
  it('is the local day on the device and the latest day anywhere on the server', () => {
    expect(localDay(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    // 10:00 UTC is already the next day at UTC+14 (Kiribati), never behind any user's today
    expect(latestDayOnEarth(Date.UTC(2026, 10, 27, 10, 0))).toBe('2026-11-28');
    expect(latestDayOnEarth(Date.UTC(2026, 10, 27, 9, 59))).toBe('2026-11-27');
  });

  it('takes the day a record already had as the latest day when it is later than today', () => {
    expect(latestDayKeeping('2026-12-01T00:30:00.000', '2026-11-30')).toBe('2026-12-01');
    expect(latestDayKeeping('2026-11-20T10:00:00.000', '2026-11-30')).toBe('2026-11-30');
    expect(latestDayKeeping(null, '2026-11-30')).toBe('2026-11-30');
    expect(latestDayKeeping('not a date', '2026-11-30')).toBe('2026-11-30');
  });
});

describe('zod bridge', () => {
  const schema = withRules(z.object({ nome: z.string().nullish(), itens: z.array(z.string()) }), (v) => [
    ...requiredText('nome', v.nome, 5),
    ...v.itens.flatMap((s, i) => requiredText(at('itens', i), s)),
  ]);

  it('turns rule issues into zod issues with their token and path', () => {
    const r = schema.safeParse({ nome: '', itens: ['ok', ' '] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message, i.code])).toEqual([
      ['nome', REQUIRED, 'custom'],
      ['itens.1', REQUIRED, 'custom'],
    ]);
    expect(r.error!.issues[1]!.path).toEqual(['itens', 1]);
  });

  it('keeps the limit as too_big with its maximum so {{n}} can be filled', () => {
    const r = schema.safeParse({ nome: 'abcdef', itens: [] });
    expect(r.error!.issues[0]).toMatchObject({ code: 'too_big', maximum: 5, message: LIMIT, path: ['nome'] });
  });

  it('passes valid values through', () => {
    expect(schema.parse({ nome: 'abc', itens: ['x'] })).toEqual({ nome: 'abc', itens: ['x'] });
  });
});

describe('searchNamesLabel', () => {
  it('holds when every word searched is a whole word of the label, accents and case aside', () => {
    expect(searchNamesLabel('nao REALIZADA', 'Coleta não realizada')).toBe(true);
    expect(searchNamesLabel('rejeitada', 'Rejeitada')).toBe(true);
    expect(searchNamesLabel('Ana', 'Analisada')).toBe(false);
    expect(searchNamesLabel('  ', 'Analisada')).toBe(false);
  });
});
