import { describe, expect, it } from 'vitest';
import { resolveLocale } from './service.ts';

describe('resolveLocale', () => {
  it('takes the first supported language, pt-BR when none is', () => {
    expect(resolveLocale('en-US,en;q=0.9')).toBe('en');
    expect(resolveLocale('es')).toBe('es');
    expect(resolveLocale('fr-FR, de')).toBe('pt-BR');
    expect(resolveLocale(undefined)).toBe('pt-BR');
  });

  it('weighs the languages by their q-values, keeping the order among equals', () => {
    expect(resolveLocale('en;q=0.1, es;q=0.9')).toBe('es');
    expect(resolveLocale('fr, en;q=0.5, pt-BR;q=0.8')).toBe('pt-BR');
    expect(resolveLocale('es, en')).toBe('es');
    // q=0 refuses a language
    expect(resolveLocale('en;q=0, es;q=0.2')).toBe('es');
  });
});
