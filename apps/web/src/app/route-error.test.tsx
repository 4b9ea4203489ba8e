import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { RELOADED_AT_KEY, RouteError, isChunkLoadError, page } from './route-error';
import { routes } from './router';

const goneFile = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/history-page-BMtq3u5Q.js'),
  );

function Broken(): never {
  throw new Error('a bug of the screen');
}

/** A shell (bar and menu) whose screens fail inside it, as the app's routes are laid out. */
const shellRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <>
        <nav>menu do app</nav>
        <Outlet />
      </>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/app/main', element: <p>início</p> },
          { path: '/app/historico', lazy: goneFile },
          { path: '/app/quebrada', element: <Broken /> },
        ],
      },
    ],
  },
];

function renderAt(entry: string) {
  const router = createMemoryRouter(shellRoutes, { initialEntries: [entry] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('a screen that could not open', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("reloads once into the new release when the screen's code file is gone, and says so", async () => {
    renderAt('/app/historico');
    expect(await screen.findByRole('heading', { name: 'Há uma nova versão do SARA' })).toBeTruthy();
    expect(screen.getByText(/Recarregue para abri-la na nova versão/)).toBeTruthy();
    expect(screen.getByText('menu do app')).toBeTruthy();
    // the reload is the screen's effect, which a loaded machine may run after the heading is drawn
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeGreaterThan(0);
  });

  it('does not reload again a moment after it did: the file is gone from the new release too', async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 5_000));
    const user = userEvent.setup();
    renderAt('/app/historico');
    await screen.findByRole('heading', { name: 'Há uma nova versão do SARA' });
    expect(reload).not.toHaveBeenCalled();
    // the user can still ask for it
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows any other failure in the user's words inside the shell, with a reload and a way home", async () => {
    renderAt('/app/quebrada');
    expect(await screen.findByRole('heading', { name: 'Não foi possível abrir esta tela' })).toBeTruthy();
    expect(screen.getByText('menu do app')).toBeTruthy();
    expect(screen.getByText('Os envios guardados neste aparelho não se perdem.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/app/main');
    expect(screen.queryByText(/Hey developer/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("tells a missing file's error from the others", () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("is the app's answer at its root and inside its shell", () => {
    const [root] = routes;
    expect(root!.errorElement).toBeTruthy();
    const app = root!.children!.find((r) => r.path === '/app')!;
    const shell = app.children!.find((r) => !r.path && !r.index)!;
    expect(shell.children).toHaveLength(1);
    expect(shell.children![0]!.errorElement).toBeTruthy();
    expect(shell.children![0]!.children!.some((r) => r.path === 'coleta/historico')).toBe(true);
  });
});
