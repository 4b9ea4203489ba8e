import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../app/i18n';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { AppProvider } from '../../../app/provider';
import { SESSION_STORAGE_KEY, endSession, getSession, startSession } from '../../../lib/session';
import { jsonResponse, requestOf } from '../../../testing/render';
import { LoginPage } from './login-page';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, queueWrite } from '../../../offline/outbox';

const session: SessionData = {
  token: 'tok-new',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 2, name: 'Gustavo Gestor', username: 'gestor', email: 'gestor@sara.local' },
  features: ['amostra.gerenciamento'],
};

function renderLogin(entry = '/public/login') {
  const router = createMemoryRouter(
    [
      { path: '/public/login', element: <LoginPage /> },
      { path: '/app/main/load-init/:idScaUsuario', element: <p>bootstrap</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const currentPath = (router: ReturnType<typeof renderLogin>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Usuário/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('says that writes kept on the device are sent after a login', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await db.outbox.clear();
    const id = '2b1f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const entry = { idAgrupador: id, method: 'POST' as const, photos: [], itens: [{ idAgrupador: id }] };
    await queueWrite(OUTBOX_KINDS.coletada, entry, 7);
    renderLogin();
    expect((await screen.findByTestId('kept-writes')).textContent).toBe(
      'Há 1 envio guardado neste aparelho: ele é enviado quando quem o fez entrar de novo.',
    );
    await db.outbox.clear();
  });

  it("drops a refusal's message when another language is chosen (it came in the language of then)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Usuário e/ou senha inválidos.' } }, 401),
      ),
    );
    renderLogin();
    fillAndSubmit('gestor', 'errada');
    expect((await screen.findByRole('alert')).textContent).toContain('Usuário e/ou senha inválidos.');
    await act(() => i18n.changeLanguage('es'));
    try {
      await waitFor(() => expect(screen.queryByText('Usuário e/ou senha inválidos.')).toBeNull());
    } finally {
      await act(() => i18n.changeLanguage('pt-BR'));
    }
  });

  it('flags empty fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Usuário e/ou senha inválidos.' } }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await screen.findByRole('button', { name: 'Entrar' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manter-me conectado' }));
    fillAndSubmit('gestor', 'errada');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Usuário e/ou senha inválidos.');
    const { url, init } = requestOf(fetchMock);
    expect(url).toBe('/sca/api/v1/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'gestor',
      password: 'errada',
      keepConnected: true,
      systemId: 59,
    });
    expect(getSession()).toBeNull();
  });

  it('stores the session and goes to the bootstrap, carrying the remembered origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: session })),
    );
    const router = renderLogin('/public/login?redirectTo=%2Fapp%2Famostra%2Flist');
    await screen.findByRole('button', { name: 'Entrar' });
    fillAndSubmit('gestor', 'Sara@2026');
    await screen.findByText('bootstrap');
    expect(currentPath(router)).toBe('/app/main/load-init/2?redirectTo=%2Fapp%2Famostra%2Flist');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
  });

  it('toggles the password visibility', async () => {
    renderLogin();
    const password = await screen.findByLabelText(/^Senha/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('logs in with the token of a login link', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: session }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin('/public/login?token=link-token');
    await screen.findByText('bootstrap');
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe('/sca/api/v1/auth/me');
    expect(headers['Auth-Token']).toBe('link-token');
    expect(currentPath(router)).toBe('/app/main/load-init/2');
  });

  it("asks before a login link replaces another account's session on the device", async () => {
    const current = { ...session, token: 'stored', user: { ...session.user, id: 7, name: 'Amanda Amostradora' } };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse({
        data: new Headers(init?.headers).get('Auth-Token') === 'stored' ? current : session,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin('/public/login?token=link-token');
    const ask = await screen.findByTestId('link-other-account');
    expect(ask.textContent).toContain(
      'Você está conectado como Amanda Amostradora. Este link entra como Gustavo Gestor.',
    );
    // nothing entered yet: the device's session is still the user's
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('stored');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar como Amanda Amostradora' }));
    await screen.findByText('bootstrap');
    expect(currentPath(router)).toBe('/app/main/load-init/7');
    expect(getSession()?.token).toBe('stored');
  });

  it('enters the link of another account once the user chooses it', async () => {
    const current = { ...session, token: 'stored', user: { ...session.user, id: 7, name: 'Amanda Amostradora' } };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: session })),
    );
    const router = renderLogin('/public/login?token=link-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar como Gustavo Gestor' }));
    await screen.findByText('bootstrap');
    expect(currentPath(router)).toBe('/app/main/load-init/2');
    expect(getSession()?.token).toBe('tok-new');
  });

  it('enters a link of the account signed in without asking', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, token: 'stored' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: session })),
    );
    renderLogin('/public/login?token=link-token');
    await screen.findByText('bootstrap');
    expect(screen.queryByTestId('link-other-account')).toBeNull();
  });

  it('shows why a login link was refused, with the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada ou inválida.' } }, 401),
      ),
    );
    renderLogin('/public/login?token=old');
    expect((await screen.findByRole('alert')).textContent).toContain('Sessão expirada ou inválida.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it("says why the server ended this tab's session, and asks only for its user's password", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: session })),
    );
    const amanda = { id: 7, name: 'Amanda Amostradora', username: 'amostrador' };
    startSession({ ...session, token: 'amanda', user: { ...session.user, ...amanda } });
    act(() => endSession('unauthorized', 'Acesso fora do horário permitido.'));
    renderLogin('/public/login?redirectTo=%2Fapp%2Fcoleta%2Fcoletada%2Fadd');
    expect((await screen.findByTestId('session-refused')).textContent).toBe(
      'Acesso fora do horário permitido. O que você preencheu ficou guardado neste aparelho.',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Usuário/).value).toBe('amostrador');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Senha/));
  });

  describe("another user's session kept on the device, after this tab's user's ended", () => {
    const amanda = { id: 7, name: 'Amanda Amostradora', username: 'amostrador' };
    const keptOfOther = () => {
      sessionStorage.setItem('sara.tabUser', JSON.stringify(amanda));
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, token: 'stored' }));
    };

    it("asks no more once the other user's session ended in another tab: only this tab's user is left", async () => {
      keptOfOther();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ data: session })),
      );
      renderLogin('/public/login');
      await screen.findByTestId('session-other-user');
      // Gustavo logs out in another tab: the device keeps no session
      localStorage.removeItem(SESSION_STORAGE_KEY);
      act(() => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY })));
      expect((await screen.findByLabelText<HTMLInputElement>(/Usuário/)).value).toBe('amostrador');
      expect(screen.queryByTestId('session-other-user')).toBeNull();
    });

    it('is not entered without asking; the user logs in again as themself', async () => {
      keptOfOther();
      const fetchMock = vi.fn(async () => jsonResponse({ data: session }));
      vi.stubGlobal('fetch', fetchMock);
      const router = renderLogin('/public/login?redirectTo=%2Fapp%2Fcoleta%2Fhistorico');
      const ask = await screen.findByTestId('session-other-user');
      expect(ask.textContent).toContain(
        'A sessão de Amanda Amostradora terminou nesta aba. Este aparelho está conectado como Gustavo Gestor.',
      );
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Entrar como Amanda Amostradora' }));
      expect((await screen.findByLabelText<HTMLInputElement>(/Usuário/)).value).toBe('amostrador');
      // the button pressed is gone: the focus goes on to what is left to type, not to the page's top
      expect(document.activeElement).toBe(screen.getByLabelText(/^Senha/));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(currentPath(router)).toBe('/public/login?redirectTo=%2Fapp%2Fcoleta%2Fhistorico');
    });

    it("enters the other user's session once chosen, from a tab whose own user's answers are dropped", async () => {
      // this tab's user was signed in here (the app's answers are hers) until her session ended
      startSession({ ...session, token: 'amanda', user: { ...session.user, ...amanda } });
      keptOfOther();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ data: session })),
      );
      const router = renderLogin();
      fireEvent.click(await screen.findByRole('button', { name: 'Continuar como Gustavo Gestor' }));
      await screen.findByText('bootstrap');
      expect(currentPath(router)).toBe('/app/main/load-init/2');
      expect(getSession()?.token).toBe('tok-new');
    });
  });

  describe('fast login of the stored user', () => {
    it('validates the stored session and skips the form', async () => {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, token: 'stored' }));
      const fetchMock = vi.fn(async () => jsonResponse({ data: session }));
      vi.stubGlobal('fetch', fetchMock);
      const router = renderLogin();
      await screen.findByText('bootstrap');
      expect(requestOf(fetchMock).headers['Auth-Token']).toBe('stored');
      expect(currentPath(router)).toBe('/app/main/load-init/2');
      expect(getSession()?.token).toBe('tok-new');
    });

    it('accepts the stored session offline', async () => {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      renderLogin();
      await screen.findByText('bootstrap');
      expect(getSession()).toEqual(session);
    });

    it('shows the form when the stored session is refused, and why', async () => {
      // the app opened on the session kept on the device
      startSession(session);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401)),
      );
      renderLogin();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy());
      // said once, as the server said it, with what became of the user's work
      expect(screen.getByRole('alert').textContent).toBe(
        'Sessão expirada. O que você preencheu ficou guardado neste aparelho.',
      );
    });

    it('ignores an expired stored session', async () => {
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ ...session, expiresAt: new Date(Date.now() - 1000).toISOString() }),
      );
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      renderLogin();
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
