import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearErrors, clearErrorsOlderThan, pushError, useAlerts } from './alerts';

describe('the shared error list', () => {
  afterEach(() => {
    clearErrors();
    vi.useRealTimers();
  });

  it('drops the errors shown before a screen change, and keeps one shown as it happened', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAlerts());
    act(() => pushError('Amostra rejeitada.'));
    act(() => vi.advanceTimersByTime(5_000));
    act(() => pushError('Sessão expirada.'));
    act(() => clearErrorsOlderThan(1_000));
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
});
