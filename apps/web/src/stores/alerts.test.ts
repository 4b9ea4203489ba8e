import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearAlertsOlderThan, clearErrors, dismissInfo, pushError, showInfo, useAlerts } from './alerts';

describe('the shared error list', () => {
  afterEach(() => {
    clearErrors();
    dismissInfo();
    vi.useRealTimers();
  });

  it('drops the errors shown before a screen change, and keeps one shown as it happened', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAlerts());
    act(() => pushError('Amostra rejeitada.'));
    act(() => vi.advanceTimersByTime(5_000));
    act(() => pushError('Sessão expirada.'));
    act(() => clearAlertsOlderThan(1_000));
    expect(result.current.errors.map((e) => e.message)).toEqual(['Sessão expirada.']);
  });

  it('does not repeat a message already shown', () => {
    const { result } = renderHook(() => useAlerts());
    act(() => {
      pushError('Sem conexão.');
      pushError('Sem conexão.');
    });
    expect(result.current.errors).toHaveLength(1);
  });

  it('drops an info alert of an earlier screen too, and counts each one shown', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAlerts());
    act(() => showInfo('Erro ao baixar arquivo'));
    const first = result.current.infoId;
    act(() => showInfo('Erro ao baixar arquivo'));
    expect(result.current.infoId).toBe(first + 1);
    act(() => clearAlertsOlderThan(1_000));
    expect(result.current.info).toBe('Erro ao baixar arquivo');
    act(() => vi.advanceTimersByTime(5_000));
    act(() => clearAlertsOlderThan(1_000));
    expect(result.current.info).toBeNull();
  });
});
