import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { useSnackbar } from './snackbar-provider';

function Trigger() {
  const { showSnackbar } = useSnackbar();
  return <button onClick={() => showSnackbar('Amostra salva com sucesso.')}>Salvar</button>;
}

describe('SnackbarProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message that hides after 6000 ms', () => {
    render(
      <AppProvider>
        <Trigger />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert').textContent).toContain('Amostra salva com sucesso.');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // the exit transition
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
