import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ProtectedRoute } from './auth';
import type { SessionData } from '@sara/domain/access';
import { FILTER_STORAGE_KEYS, HISTORY_QUERY_STORAGE_KEY } from '@sara/domain/lists';
import {
  OFFLINE_GRACE_MS,
  SESSION_STORAGE_KEY,
  endSession,
  getSession,
  onOtherUser,
  readStoredSession,
  startSession,
} from './session';

const session = (id: number) =>
  ({
    token: `t${id}`,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    user: { id },
    features: [],
  }) as unknown as SessionData;

function LoginAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="login">{`${pathname}${search}`}</p>;
}

/** A screen at `path` behind the app's guard, saying `text`, and the login page as `login`. */
function renderGuarded(path: string, text: string, login: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path={path} element={<p>{text}</p>} />
        </Route>
        <Route path="/public/login" element={login} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    endSession('logout');
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps a user's remembered filters across their sessions, and drops them for another user", () => {
    startSession(session(1));
    localStorage.setItem(FILTER_STORAGE_KEYS.mySamples, '{"status":"laudo_sem_problema"}');
    localStorage.setItem(FILTER_STORAGE_KEYS.management, '{"busca":"tomate"}');
    sessionStorage.setItem(HISTORY_QUERY_STORAGE_KEY, 'busca=morango');
    endSession('logout');

    startSession(session(1));
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)).not.toBeNull();

    endSession('logout');
    startSession(session(2));
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.mySamples)).toBeNull();
    expect(localStorage.getItem(FILTER_STORAGE_KEYS.management)).toBeNull();
    expect(sessionStorage.getItem(HISTORY_QUERY_STORAGE_KEY)).toBeNull();
  });

  it("ends a tab's session without logging out the session another tab started since", () => {
    startSession(session(1));
    // another tab logged out and in again: the device keeps its newer session
    const newer = { ...session(1), token: 'newer' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(newer));
    endSession('unauthorized');
    expect(getSession()).toBeNull();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('newer');
    // this tab's own session is forgotten on the device
    startSession(session(1));
    endSession('logout');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("takes another tab's login when it has none, or one of the same user, never another user's", () => {
    endSession('unauthorized');
    const login = { ...session(1), token: 'from-tab-2' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(login));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()?.token).toBe('from-tab-2');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session(2), token: 'other-user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()?.token).toBe('from-tab-2');
  });

  it("never takes another user's login in another tab after this tab's user's session ended", () => {
    startSession(session(1));
    endSession('unauthorized');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session(2), token: 'other-user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()).toBeNull();
    // the same user's login there is this tab's too
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session(1), token: 'again' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(getSession()?.token).toBe('again');
  });

  it('ends with a logout in another tab of the same session, keeping the screen to come back to', () => {
    startSession(session(1));
    renderGuarded('/app/coleta/historico', 'history', <LoginAddress />);
    expect(screen.getByText('history')).toBeTruthy();
    const removed = localStorage.getItem(SESSION_STORAGE_KEY);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue: removed })));
    expect(getSession()).toBeNull();
    expect(screen.getByTestId('login').textContent).toBe('/public/login?redirectTo=%2Fapp%2Fcoleta%2Fhistorico');
  });

  it("goes on when another tab logs out another user's session than this tab's", () => {
    startSession(session(1));
    // another tab logged in as user 2 (not taken here), then out
    const other = JSON.stringify(session(2));
    localStorage.setItem(SESSION_STORAGE_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: other }));
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue: other }));
    expect(getSession()?.user.id).toBe(1);
  });

  it("opens a tab again (a reload) on its own user's session, not another user's kept since", async () => {
    startSession(session(1));
    // another tab logs in as user 2: the device keeps user 2's session
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(2)));
    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.getSession()).toBeNull();
    expect(reloaded.userOfTab()?.id).toBe(1);
    // a new tab (no user of its own yet) opens on the device's session
    sessionStorage.clear();
    vi.resetModules();
    expect((await import('./session')).getSession()?.user.id).toBe(2);
  });

  it("says when another user's session starts, not the same user's again", () => {
    startSession(session(1));
    const listener = vi.fn();
    const stop = onOtherUser(listener);
    endSession('unauthorized');
    startSession({ ...session(1), token: 'again' });
    expect(listener).not.toHaveBeenCalled();
    endSession('unauthorized');
    startSession(session(2));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('goes on offline with a session that ended lately, and asks for a login when the connection is back', () => {
    const ended = { ...session(5), expiresAt: new Date(Date.now() - 3600_000).toISOString() };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(ended));
    expect(readStoredSession()).toBeNull();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(readStoredSession()?.user.id).toBe(5);
    // not one that ended long ago
    const old = { ...ended, expiresAt: new Date(Date.now() - OFFLINE_GRACE_MS - 60_000).toISOString() };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(old));
    expect(readStoredSession()).toBeNull();

    startSession(ended);
    expect(getSession()?.user.id).toBe(5);
    renderGuarded('/app/coleta/coletada/add', 'collection', <p>login</p>);
    expect(screen.getByText('collection')).toBeTruthy();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('login')).toBeTruthy();
    expect(getSession()).toBeNull();
  });
});
