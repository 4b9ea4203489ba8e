import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';

/** Renders inside the app's providers and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return render(ui, { wrapper });
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's refusal of the session's token (401 with its code), as on a send after the session ended. */
export const sessionRefused = (): Response =>
  jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada ou inválida.' } }, 401);

/** The URL, options and headers of the `index`-th call of a stubbed fetch. */
export function requestOf(fetchMock: { mock: { calls: unknown[][] } }, index = 0) {
  const [url, init = {}] = (fetchMock.mock.calls[index] ?? []) as [string, RequestInit?];
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}
