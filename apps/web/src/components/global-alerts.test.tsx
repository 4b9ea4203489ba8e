import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { clearErrors, pushError } from '../stores/alerts';
import { GlobalAlerts } from './global-alerts';

describe('GlobalAlerts', () => {
  afterEach(() => {
    clearErrors();
    vi.restoreAllMocks();
  });

  it('scrolls up to a new error out of sight, and not to one in sight', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let top = -800; // the user is far down the page
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    renderWithProviders(<GlobalAlerts />);
    act(() => pushError('Erro ao baixar arquivo'));
    expect(screen.getByText('Erro ao baixar arquivo')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    scrollTo.mockClear();
    top = 80;
    act(() => pushError('Erro no servidor'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
