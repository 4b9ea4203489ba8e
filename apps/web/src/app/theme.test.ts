import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('theme', () => {
  it("names the Autocomplete's open button by its action in every language", () => {
    const openText = (locale: 'pt-BR' | 'en' | 'es') =>
      createAppTheme(locale).components?.MuiAutocomplete?.defaultProps?.openText ?? 'Open'; // MUI's own default
    expect(openText('es')).toBe('Abrir');
    expect(openText('pt-BR')).toBe('Abrir');
    expect(openText('en')).toBe('Open');
  });
});
