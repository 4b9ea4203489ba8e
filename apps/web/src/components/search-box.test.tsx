import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderBox() {
    const onSearch = vi.fn();
    render(
      <AppProvider>
        <SearchBox onSearch={onSearch} label="Buscar amostra..." />
      </AppProvider>,
    );
    return { onSearch, input: screen.getByRole('searchbox', { name: 'Buscar amostra...' }) };
  }

  it('searches once typing pauses for 1000 ms', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'alf' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(input, { target: { value: 'alface' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('alface');
  });

  it('searches the empty text at once when cleared', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'alface' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).toHaveBeenCalledOnce();
    expect((input as HTMLInputElement).value).toBe('');
    // the button is gone with the text: the focus is back in the field
    expect(document.activeElement).toBe(input);
  });

  it("takes no more than the lists' search limit (100), which the server would refuse", () => {
    const { input } = renderBox();
    expect((input as HTMLInputElement).maxLength).toBe(100);
    expect(screen.queryByText('Limite de 100 caracteres atingido.')).toBeNull();
    // a longer paste is cut by the browser: the box says so
    fireEvent.change(input, { target: { value: 'x'.repeat(100) } });
    expect(screen.getByText('Limite de 100 caracteres atingido.')).toBeTruthy();
  });
});
