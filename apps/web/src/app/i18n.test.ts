import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushError, showInfo, useAlerts } from '../stores/alerts';
import { browserLanguage, i18n } from './i18n';

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

describe('changing the language', () => {
  it('drops the alerts on screen, written in the language left', async () => {
    const { result } = renderHook(() => useAlerts());
    act(() => {
      pushError('Sem conexão com a internet');
      showInfo('Amostra rejeitada.');
    });
    expect(result.current.errors).toHaveLength(1);
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.errors).toHaveLength(0);
    expect(result.current.info).toBeNull();
    await act(() => i18n.changeLanguage('pt-BR'));
  });
});
