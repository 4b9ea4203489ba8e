import { addDays, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { INVALID_WIRE_DATE, pickerOfWire, validateDate, wireOfPicker } from './date-rules';

const today = new Date(2026, 10, 22, 10, 30);

describe('validateDate', () => {
  it("answers 'Campo obrigatório' when required and empty", () => {
    expect(validateDate(null, { required: true })).toBe('sara2g.ui.txt.campo_obrigatorio');
    expect(validateDate(undefined, { required: true })).toBe('sara2g.ui.txt.campo_obrigatorio');
    expect(validateDate(null, {})).toBe(true);
  });

  it("answers 'Data inválida' for an unreadable date", () => {
    expect(validateDate(new Date('not a date'), {})).toBe('sara2g.ui.txt.data_invalida');
    expect(validateDate('2026-01-01', {})).toBe('sara2g.ui.txt.data_invalida');
  });

  it('answers a year outside 1900 to 2099 (typed with two digits) as such', () => {
    const year26 = new Date(2026, 11, 7);
    year26.setFullYear(26);
    expect(validateDate(year26, {})).toBe('sara2g.ui.txt.data_fora_anos');
    expect(validateDate(new Date(9999, 11, 31), {})).toBe('sara2g.ui.txt.data_fora_anos');
    expect(validateDate(new Date(2099, 11, 31), {})).toBe(true);
  });

  it('refuses days before minDate, accepting any time of that day', () => {
    expect(validateDate(subDays(today, 1), { minDate: today })).toBe('sara2g.ui.txt.data_anterior_a_hoje');
    expect(validateDate(new Date(2026, 10, 22, 0, 5), { minDate: today })).toBe(true);
    expect(validateDate(addDays(today, 3), { minDate: today })).toBe(true);
  });
});

describe('wireOfPicker and pickerOfWire', () => {
  it("keep a typed date that is not a real one as 'invalid', never as empty", () => {
    expect(wireOfPicker(null)).toBeNull();
    expect(wireOfPicker(new Date(Number.NaN))).toBe(INVALID_WIRE_DATE);
    expect(wireOfPicker(new Date(2026, 10, 22, 10, 30))).toBe('2026-11-22T10:30:00.000');
    expect(pickerOfWire(null)).toBeNull();
    expect(pickerOfWire('')).toBeNull();
    expect(Number.isNaN(pickerOfWire(INVALID_WIRE_DATE)!.getTime())).toBe(true);
    expect(pickerOfWire('2026-11-22T10:30:00.000')).toEqual(new Date(2026, 10, 22, 10, 30));
  });
});
