import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts.ts';

describe('translation catalogue', () => {
  it('has unique tokens with all three languages filled', () => {
    const seen = new Set<string>();
    for (const t of TEXTS) {
      expect(seen.has(t.token), `duplicate ${t.token}`).toBe(false);
      seen.add(t.token);
      expect(t.ptBr.trim(), t.token).not.toBe('');
      expect(t.enUs.trim(), t.token).not.toBe('');
      expect(t.esEs.trim(), t.token).not.toBe('');
    }
  });
  it('keeps the same placeholders in every language', () => {
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const t of TEXTS) {
      expect(holes(t.enUs), t.token).toEqual(holes(t.ptBr));
      expect(holes(t.esEs), t.token).toEqual(holes(t.ptBr));
    }
  });
});
