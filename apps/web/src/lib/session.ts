import type { SessionData } from '@sara/domain/access';
import {
  FILTER_STORAGE_KEYS,
  FILTERS_OWNER_STORAGE_KEY,
  HISTORY_QUERY_STORAGE_KEY,
  PAGE_STORAGE_KEYS,
} from '@sara/domain/lists';
import { createStore, useStore } from './create-store';

/** Where the last session is kept, so a returning user (or one offline) skips the form. */
export const SESSION_STORAGE_KEY = 'sara.session';

/** Why a session ended: the user logged out, or the server refused its token (401). */
export type SessionEnd = 'logout' | 'unauthorized';

export interface SessionState {
  session: SessionData | null;
  endedBy: SessionEnd | null;
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

const sessionStore = createStore<SessionState>({ session: readStoredSession(), endedBy: null });

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
  sessionStore.set({ session, endedBy: null });
}

/** The token of the session kept on the device, whatever its state. */
function storedToken(): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { token?: string } | null)?.token;
  } catch {
    return undefined;
  }
}

/**
 * Ends this tab's session. The device forgets it only if it is the one kept there (or none live is): a
 * tab still on a session ended elsewhere (logged out and in again in another tab) must not log that
 * other tab out.
 */
export function endSession(reason: SessionEnd): void {
  const own = sessionStore.get().session?.token;
  if (storedToken() === own || readStoredSession() === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  sessionStore.set({ session: null, endedBy: reason });
}

/**
 * A login in another tab is this tab's too when it has no session, or one of the same user that the
 * other tab's login replaced: one person, one device (their forms are kept under their user).
 */
function adoptStoredSession(): void {
  const stored = readStoredSession();
  const current = sessionStore.get().session;
  if (!stored || stored.token === current?.token) return;
  if (current && current.user.id !== stored.user.id) return;
  sessionStore.set({ session: stored, endedBy: null });
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) adoptStoredSession();
  });
}

export function useSessionState(): SessionState {
  return useStore(sessionStore);
}
