import type { SessionData } from '@sara/domain/access';
import {
  FILTER_STORAGE_KEYS,
  FILTERS_OWNER_STORAGE_KEY,
  HISTORY_QUERY_STORAGE_KEY,
  PAGE_STORAGE_KEYS,
} from '@sara/domain/lists';
import { createStore, useStore } from './create-store';
import { tabStorage } from './tab-storage';

/** Where the last session is kept, so a returning user (or one offline) skips the form. */
export const SESSION_STORAGE_KEY = 'sara.session';

/**
 * Why a session ended: the user logged out, the server refused its token (401), or the user logged
 * out in another tab of this browser (the same session: the device no longer keeps it).
 */
export type SessionEnd = 'logout' | 'unauthorized' | 'elsewhere';

export interface SessionState {
  session: SessionData | null;
  endedBy: SessionEnd | null;
  /** The server's words for a refused session ('Acesso fora do horário permitido.'), for the login page. */
  endedWhy?: string;
}

export function isSessionLive(session: SessionData, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) > now;
}

/**
 * How long after its end a session still opens the app while the device has no connection: a sampler
 * whose 12 hours run out in the field goes on registering and finalizing on the device (decision 0004).
 * Nothing reaches the server with it: online, the app asks for a login first, and the writes kept
 * meanwhile wait for their user's next login.
 */
export const OFFLINE_GRACE_MS = 7 * 24 * 3_600_000;

/** A live session; or, without a connection, one that ended less than OFFLINE_GRACE_MS ago. */
export function isSessionUsable(session: SessionData, now = Date.now()): boolean {
  if (isSessionLive(session, now)) return true;
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return offline && Date.parse(session.expiresAt) + OFFLINE_GRACE_MS > now;
}

/** The stored session when it is well formed and usable (isSessionUsable). */
export function readStoredSession(): SessionData | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<SessionData>;
    const valid =
      typeof session.token === 'string' &&
      typeof session.expiresAt === 'string' &&
      typeof session.user?.id === 'number' &&
      Array.isArray(session.features);
    return valid && isSessionUsable(session as SessionData) ? (session as SessionData) : null;
  } catch {
    return null;
  }
}

/** Whose session this tab has, or had last (kept per tab, through a reload). */
const TAB_USER_STORAGE_KEY = 'sara.tabUser';

export interface TabUser {
  id: number;
  name: string;
  username: string;
}

/**
 * The user whose session this tab has or had last, if any. Another user's session kept on the device
 * (a login in another tab) is not this tab's without a word: entered silently after the first user's
 * ended, or at a reload, what the first user registered next went to the second's account.
 */
export function userOfTab(): TabUser | null {
  try {
    const kept = JSON.parse(tabStorage.get(TAB_USER_STORAGE_KEY) ?? 'null') as Partial<TabUser> | null;
    const { id, name, username } = kept ?? {};
    return typeof id === 'number' ? { id, name: String(name ?? ''), username: String(username ?? '') } : null;
  } catch {
    return null;
  }
}

function rememberTabUser({ user: { id, name, username } }: SessionData): void {
  tabStorage.set(TAB_USER_STORAGE_KEY, JSON.stringify({ id, name, username }));
}

/**
 * The session kept on the device when it is another user's than this tab's (logged in meanwhile in
 * another tab): a tab does not open on it, and the login page asks before entering it.
 */
export interface OtherUsersSession {
  kept: SessionData;
  tabUser: TabUser;
}

export function otherUsersSession(): OtherUsersSession | null {
  const kept = readStoredSession();
  const tabUser = userOfTab();
  return kept && tabUser && tabUser.id !== kept.user.id ? { kept, tabUser } : null;
}

/** The session a tab opens on: the one kept on the device, unless it is another user's than the tab's. */
const openingSession = (): SessionData | null => (otherUsersSession() ? null : readStoredSession());

const sessionStore = createStore<SessionState>({ session: openingSession(), endedBy: null });

/** The usable session, if any (offline, one that ended lately: isSessionUsable). */
export function getSession(): SessionData | null {
  const { session } = sessionStore.get();
  return session && isSessionUsable(session) ? session : null;
}

/**
 * The lists remember their filters on the device; they are the user's own. A session of another
 * user (a shared phone or office computer) starts with none: the last user's filters would narrow
 * the list silently, with values the new user may not even be offered.
 */
function forgetOtherUsersFilters(idUsuario: number): void {
  try {
    if (localStorage.getItem(FILTERS_OWNER_STORAGE_KEY) === String(idUsuario)) return;
    for (const key of Object.values(FILTER_STORAGE_KEYS)) localStorage.removeItem(key);
    sessionStorage.removeItem(HISTORY_QUERY_STORAGE_KEY);
    for (const key of Object.values(PAGE_STORAGE_KEYS)) sessionStorage.removeItem(key);
    localStorage.setItem(FILTERS_OWNER_STORAGE_KEY, String(idUsuario));
  } catch {
    // storage refused: nothing is remembered either
  }
}

export function startSession(session: SessionData): void {
  forgetOtherUsersFilters(session.user.id);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  rememberTabUser(session);
  sessionStore.set({ session, endedBy: null });
}

/** The token of a kept session's text, whatever its state. */
function tokenOf(raw: string | null): string | undefined {
  try {
    return (JSON.parse(raw ?? 'null') as { token?: string } | null)?.token;
  } catch {
    return undefined;
  }
}

/** The token of the session kept on the device, whatever its state. */
const storedToken = (): string | undefined => tokenOf(localStorage.getItem(SESSION_STORAGE_KEY));

/** Back to the state of an app just opened without a session: no session, none ended (tests). */
export function resetSessionState(): void {
  endSession('logout');
  sessionStore.set({ session: null, endedBy: null });
}

/**
 * Ends this tab's session. The device forgets it only if it is the one kept there (or none live is): a
 * tab still on a session ended elsewhere (logged out and in again in another tab) must not log that
 * other tab out.
 */
export function endSession(reason: SessionEnd, why?: string): void {
  const current = sessionStore.get().session;
  if (storedToken() === current?.token || readStoredSession() === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  sessionStore.set({ session: null, endedBy: reason, ...(why && { endedWhy: why }) });
}

/**
 * The session kept on the device changed in another tab. A logout there ends this tab's session too
 * when it is the same one (a shared office computer: the next person must not find the last one's
 * screens open). A login there is this tab's too when it has no session of another user: a tab without
 * one (unless another user's ended in it), or one of the same user that the other tab's login replaced.
 */
function followStoredSession(removed: string | null | undefined): void {
  const stored = readStoredSession();
  const current = sessionStore.get().session;
  if (!stored) {
    // only the session that was removed: a tab still on another user's (kept in memory) goes on
    if (current && storedToken() === undefined && (removed === undefined || removed === current.token)) {
      endSession('elsewhere');
    }
    return;
  }
  if (stored.token === current?.token) return;
  const owner = current?.user.id ?? userOfTab()?.id;
  if (owner !== undefined && owner !== stored.user.id) return;
  rememberTabUser(stored);
  sessionStore.set({ session: stored, endedBy: null });
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // the token the other tab removed (a storage cleared whole: any)
    if (event.key === SESSION_STORAGE_KEY) followStoredSession(tokenOf(event.oldValue) ?? null);
    else if (event.key === null) followStoredSession(undefined);
  });
}

/**
 * Calls `listener` as a session of another user than the last one starts in this tab (a login after a
 * session ended, or the choice of another user's kept session), before any screen renders with it: the
 * answers the app keeps in memory are the last user's.
 */
export function onOtherUser(listener: () => void): () => void {
  let last = sessionStore.get().session?.user.id;
  return sessionStore.subscribe(() => {
    const id = sessionStore.get().session?.user.id;
    if (id === undefined) return;
    if (last !== undefined && id !== last) listener();
    last = id;
  });
}

export function useSessionState(): SessionState {
  return useStore(sessionStore);
}
