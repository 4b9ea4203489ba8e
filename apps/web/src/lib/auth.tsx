import { createContext, useCallback, useContext } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionData } from '@sara/domain/access';
import { ROUTES } from '@sara/domain/menu';
import { api, type FetchOptions } from '../api/client';
import { endSession, getSession, isSessionUsable, useSessionState } from './session';
import { useOnlineStatus } from '../hooks/use-online-status';

/** The query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirectTo';

/** Only paths inside the app are followed after login (never another site, never the bootstrap itself). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !/^\/app(\/|$|\?)/.test(value)) return null;
  return value.startsWith(ROUTES.loadInit('')) ? null : value;
}

/** The app's entry points: returning to them is the default, so they are not carried along. */
const ENTRY_PATHS = new Set(['/app', '/app/', ROUTES.home]);

function withRedirect(path: string, origin: string | null | undefined): string {
  const target = safeRedirect(origin);
  return target && !ENTRY_PATHS.has(target) ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}

/** The login route, remembering where the user was going. */
export function loginPath(origin?: string | null): string {
  return withRedirect(ROUTES.login, origin);
}

/** The bootstrap route that follows a login, passing the remembered origin on. */
export function loadInitPath(idScaUsuario: number, origin?: string | null): string {
  return withRedirect(ROUTES.loadInit(idScaUsuario), origin);
}

/** GET /sca/api/v1/auth/me: the session of a token (the stored one, or one from a login link). */
export function getMe(token: string, options?: FetchOptions): Promise<SessionData> {
  return api.get<SessionData>('/sca/api/v1/auth/me', { ...options, token });
}

/** Ends the session here at once, then tells the server (POST /sca/api/v1/auth/logout); a failure there is ignored. */
export function logout(): void {
  const token = getSession()?.token;
  endSession('logout');
  if (token) api.post('/sca/api/v1/auth/logout', { token, silent: true }).catch(() => undefined);
}

/** Logout for components: also forgets the cached answers of the user who leaves. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    logout();
    queryClient.clear();
  }, [queryClient]);
}

const SessionContext = createContext<SessionData | null>(null);

/** The session inside the app routes (below `ProtectedRoute`). */
export function useSession(): SessionData {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available inside ProtectedRoute');
  return session;
}

/**
 * Guards the app routes: without a live session the user goes to login, which returns to the page
 * asked for; after a logout, to a plain login.
 */
export function ProtectedRoute() {
  const { session, endedBy } = useSessionState();
  const location = useLocation();
  // checked again when the connection comes back: a session that ended while offline asks for a login
  useOnlineStatus();
  if (!session || !isSessionUsable(session)) {
    const origin = endedBy === 'logout' ? null : `${location.pathname}${location.search}`;
    return <Navigate to={loginPath(origin)} replace />;
  }
  return (
    <SessionContext value={session}>
      <Outlet />
    </SessionContext>
  );
}
