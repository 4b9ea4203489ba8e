import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('covers the screen with a progress indicator and the message', () => {
    render(
      <AppProvider>
        <LoadingOverlay open message="Salvando amostra..." />
      </AppProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Salvando amostra...' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Salvando amostra...');
  });

  it('names the indicator "Carregando..." without a message', () => {
    render(
      <AppProvider>
        <LoadingOverlay open />
      </AppProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when closed', () => {
    render(
      <AppProvider>
        <LoadingOverlay open={false} message="Salvando amostra..." />
      </AppProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
