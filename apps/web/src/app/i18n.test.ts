import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n';

describe('the language before any choice', () => {
  it("is the first of the browser's languages the app speaks", () => {
    expect(browserLanguage(['es-AR', 'en'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLanguage(['pt-PT'])).toBe('pt-BR');
    expect(browserLanguage(['pt-BR', 'es'])).toBe('pt-BR');
  });

  it('is none when the browser speaks none of them (the app then starts in Portuguese)', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
