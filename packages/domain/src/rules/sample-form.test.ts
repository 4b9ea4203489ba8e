import { describe, expect, it } from 'vitest';
import { keptGroupForm, newGroup, newItem, withDefaults } from './sample-form.ts';

describe('a form kept by an earlier release (decision 0033)', () => {
  it('takes the fields it lacks from the defaults and keeps every value it has, nulls included', () => {
    expect(withDefaults({ a: 1, b: 'x', c: null as string | null }, { b: 'y', c: null, d: undefined })).toEqual({
      a: 1,
      b: 'y',
      c: null,
    });
    expect(withDefaults({ a: 1 }, null)).toEqual({ a: 1 });
    expect(withDefaults({ a: 1 }, 'not a form')).toEqual({ a: 1 });
  });

  it('opens as a whole group form, each item whole under its own key', () => {
    const now = new Date(2026, 11, 7);
    const form = keptGroupForm({ dataColeta: null, itens: [{ key: 'k1', lote: 'L-1' }, { lote: 'no key' }] }, now);
    expect(form).toEqual({ ...newGroup(now), dataColeta: null, itens: form.itens });
    expect(form.itens[0]).toEqual({ ...newItem('k1'), lote: 'L-1' });
    expect(form.itens[1]).toMatchObject({ lote: 'no key', motivosColetaNaoRealizada: [], idsArquivo: [] });
    expect(form.itens[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keptGroupForm({ itens: 'broken' }, now).itens).toEqual([]);
  });
});
