import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { ROUTES } from '@sara/domain/menu';
import { ProtectedRoute } from '../lib/auth';
import { endSession, getSession, startSession } from '../lib/session';
import { db } from '../offline/db';
import { OUTBOX_KINDS, queueWrite } from '../offline/outbox';
import { jsonResponse } from '../testing/render';
import { AppProvider } from './provider';
import { routes } from './router';

const session: SessionData = {
  token: 'tok',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 2, name: 'Gustavo Gestor', username: 'gestor', email: 'gestor@sara.local' },
  features: ['amostra.gerenciamento'],
};

function renderRoutes(entry: string, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [entry] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const path = (router: ReturnType<typeof renderRoutes>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** A protected page standing for the screens still to come. */
const withSecretPage: RouteObject[] = [
  { path: '/public/login', element: <p>login</p> },
  { path: '/app', element: <ProtectedRoute />, children: [{ path: 'secret', element: <p>secret</p> }] },
];

describe('routing', () => {
  it('has a screen for every address the app builds (ROUTES), none falling to the catch-all', () => {
    const id = '0b6c3f0e-8d4e-4a43-9f7c-1d2e3f4a5b6c';
    const built = Object.values(ROUTES).map((route) =>
      typeof route === 'string' ? route : (route as (a: string, b: string) => string)(id, '7'),
    );
    for (const address of built) {
      const matched = matchRoutes(routes, address.replace(/\/$/, ''));
      expect(matched?.at(-1)?.route.path, address).not.toBe('*');
    }
  });

  it('sends a visitor without a session to login, remembering the page asked for', async () => {
    const router = renderRoutes('/app/secret?aba=2', withSecretPage);
    await screen.findByText('login');
    expect(path(router)).toBe('/public/login?redirectTo=%2Fapp%2Fsecret%3Faba%3D2');
  });

  it('opens the new collection form for an add address whose action has no group to open', async () => {
    startSession({ ...session, features: ['amostraColetada.adicionar'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: [] })),
    );
    const { CollectionRoute } = await import('../features/collection/components/collection-route');
    const router = renderRoutes('/app/coleta/coletada/add/view?calledBy=gerenciamento_amostra', [
      {
        element: <ProtectedRoute />,
        children: [{ path: '/app/coleta/coletada/add/:actionScreen?', element: <CollectionRoute /> }],
      },
    ]);
    await waitFor(() => expect(path(router)).toBe('/app/coleta/coletada/add?calledBy=gerenciamento_amostra'));
  });

  it.each([
    [['amostra.adicionar'], '/app/coleta/coletada/add'],
    [['amostraColetada.adicionar'], '/app/coleta/coletada/add'],
    [['amostra.visualizar'], '/app/main'],
  ])('lets %j register a collection (%s)', async (features, landing) => {
    startSession({ ...session, features });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: [] })),
    );
    const { CollectionRoute } = await import('../features/collection/components/collection-route');
    const router = renderRoutes('/app/coleta/coletada/add', [
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/app/coleta/coletada/add/:actionScreen?', element: <CollectionRoute /> },
          { path: '/app/main', element: <p>início</p> },
        ],
      },
    ]);
    await waitFor(() => expect(path(router)).toBe(landing));
  });

  it("opens a finalize address's view action as the scheduled view, which changes nothing", async () => {
    startSession({ ...session, features: ['amostraAgendada.finalizar'] });
    const { FinalizeRoute } = await import('../features/collection/components/collection-route');
    const id = '0b6c3f0e-8d4e-4a43-9f7c-1d2e3f4a5b6c';
    const router = renderRoutes(`/app/coleta/agendada/finalize/${id}/view`, [
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/app/coleta/agendada/finalize/:idAgrupador/:actionScreen', element: <FinalizeRoute /> },
          { path: '/app/amostra/agendada/view/:idAgrupador', element: <p>vista agendada</p> },
        ],
      },
    ]);
    await screen.findByText('vista agendada');
    expect(path(router)).toBe(`/app/amostra/agendada/view/${id}`);
  });

  it('opens an app page with a live session', async () => {
    startSession(session);
    renderRoutes('/app/secret', withSecretPage);
    expect(await screen.findByText('secret')).toBeTruthy();
  });

  it('goes to a plain login after a logout, and back with the origin when the session is refused', async () => {
    startSession(session);
    const router = renderRoutes('/app/secret', withSecretPage);
    await screen.findByText('secret');
    act(() => endSession('logout'));
    await screen.findByText('login');
    expect(path(router)).toBe('/public/login');

    act(() => startSession(session));
    await act(() => router.navigate('/app/secret'));
    act(() => endSession('unauthorized'));
    await screen.findByText('login');
    expect(path(router)).toBe('/public/login?redirectTo=%2Fapp%2Fsecret');
  });

  it.each(['/', '/app', '/app/main', '/public'])('takes %s to login without a session', async (entry) => {
    const router = renderRoutes(entry);
    await screen.findByRole('button', { name: 'Entrar' });
    expect(path(router)).toBe('/public/login');
  });

  it.each(['/qualquer/caminho', '/app/nao/existe', '/app/amostra/10/detalhes/extra'])(
    'sends the unknown path %s to a plain login (spec part B section 2)',
    async (entry) => {
      const router = renderRoutes(entry);
      await screen.findByRole('button', { name: 'Entrar' });
      expect(path(router)).toBe('/public/login');
    },
  );

  it('sends a visitor without a session from a screen not built yet to login, remembering it', async () => {
    const router = renderRoutes('/app/laudo/add');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(path(router)).toBe('/public/login?redirectTo=%2Fapp%2Flaudo%2Fadd');
  });

  /** The server of the shell's start: the session check and the cities list. */
  function stubShellServer(me: () => Response) {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/sca/api/v1/auth/me') ? me() : jsonResponse({ data: { estados: [], municipios: [] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  describe('screens of the specification not built yet (docs/decisions/0012)', () => {
    function enter(features: string[], entry: string) {
      const live = { ...session, features };
      startSession(live);
      stubShellServer(() => jsonResponse({ data: live }));
      return renderRoutes(entry);
    }
    const UNAVAILABLE = 'Esta tela ainda não está disponível nesta versão do SARA.';

    it.each([
      ['/app/amostra/10/detalhes', 'laudo.visualizar', 'Detalhes do laudo'],
      // named as the button that opens it names it for the user
      ['/app/amostra/contestacao/70', 'visualizarContestacao', 'Ver contestação'],
      ['/app/amostra/contestacao/70', 'contestar', 'Contestar laudo'],
      ['/app/laudo/add', 'laudo.adicionar', 'Cadastrar laudo'],
      ['/app/comunicacao', 'configuracoes.comunicacao', 'Comunicação'],
      ['/app/amostra/10/planoAcao/3', 'avaliar', 'Resolução do plano de ação'],
    ])('%s says so inside the app shell, never on the login page', async (entry, feature, title) => {
      const router = enter(['listagem', feature], entry);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Navegação inferior' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      expect(path(router)).toBe(entry);
      expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/app/main');
    });

    it('goes back to the page the user came from, or home when the visit started there', async () => {
      const router = enter(['listagem', 'laudo.visualizar'], '/app/main');
      await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
      await act(() => router.navigate('/app/amostra/10/detalhes'));
      await screen.findByText(UNAVAILABLE);
      fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
      await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
      expect(path(router)).toBe('/app/main');
    });

    it('goes home from the first page of a visit', async () => {
      const router = enter(['listagem', 'contestar'], '/app/amostra/contestacao/70');
      await screen.findByText(UNAVAILABLE);
      fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
      await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
      expect(path(router)).toBe('/app/main');
    });

    it('sends home who lacks the feature of the screen, as every gated route does', async () => {
      const router = enter(['listagem'], '/app/amostra/10/detalhes');
      await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
      expect(path(router)).toBe('/app/main');
      expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    });
  });

  describe('app shell', () => {
    it('shows the home page with a live session, refreshing its features', async () => {
      startSession(session);
      const fetchMock = stubShellServer(() => jsonResponse({ data: { ...session, features: ['listagem'] } }));
      renderRoutes('/app/main');
      expect(await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Navegação inferior' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeTruthy();
      await waitFor(() => expect(getSession()?.features).toEqual(['listagem']));
      const urls = fetchMock.mock.calls.map(([url]) => url).sort();
      expect(urls).toEqual(['/api/v1/municipios', '/sca/api/v1/auth/me']);
    });

    it("says the user's writes still on the device before logging out, and keeps them", async () => {
      await db.outbox.clear();
      startSession(session);
      await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: 'x', method: 'POST', itens: [], photos: [] });
      // the server cannot take the write now: it stays waiting
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url.startsWith('/sca/api/v1/auth/me')
            ? jsonResponse({ data: session })
            : url.startsWith('/api/v1/amostras')
              ? jsonResponse({ error: { code: 'INTERNAL', message: 'busy' } }, 503)
              : jsonResponse({ data: { estados: [], municipios: [] } }),
        ),
      );
      const router = renderRoutes('/app/main');
      await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
      const nav = screen.getByRole('navigation', { name: 'Navegação inferior' });
      fireEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText('Há 1 envio guardado neste aparelho que ainda não chegou ao servidor.'),
      ).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(getSession()).not.toBeNull();
      fireEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair' }));
      await screen.findByRole('button', { name: 'Entrar' });
      expect(path(router)).toBe('/public/login');
      expect(await db.outbox.count()).toBe(1);
      await db.outbox.clear();
    });

    it('says offline that logging in again needs a connection, and the login page says it too', async () => {
      await db.outbox.clear();
      startSession(session);
      stubShellServer(() => jsonResponse({ data: session }));
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        const router = renderRoutes('/app/main');
        await screen.findByRole('heading', { name: 'Bem-vindo ao SARA' });
        const nav = screen.getByRole('navigation', { name: 'Navegação inferior' });
        fireEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
        const dialog = await screen.findByRole('dialog');
        expect(
          within(dialog).getByText('Você está sem conexão: para entrar de novo será preciso internet.'),
        ).toBeTruthy();
        // nothing waits: no line about kept writes
        expect(within(dialog).queryByText(/envio\(s\) guardado\(s\)/)).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(getSession()).not.toBeNull();
        fireEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair' }));
        await screen.findByRole('button', { name: 'Entrar' });
        expect(path(router)).toBe('/public/login');
        expect(screen.getByText('Você está sem conexão. Para entrar é preciso internet.')).toBeTruthy();
      } finally {
        offline.mockRestore();
      }
    });

    it('sends the user to login when the server no longer accepts the stored session', async () => {
      startSession(session);
      stubShellServer(() =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada ou inválida.' } }, 401),
      );
      const router = renderRoutes('/app/main');
      await screen.findByRole('button', { name: 'Entrar' });
      expect(path(router)).toBe('/public/login');
      expect(getSession()).toBeNull();
      // said once, by the login page, with what became of the user's work
      expect(screen.getAllByText(/Sessão expirada ou inválida\./)).toHaveLength(1);
      expect(screen.getByTestId('session-refused').textContent).toContain('ficou guardado neste aparelho');
    });
  });
});
