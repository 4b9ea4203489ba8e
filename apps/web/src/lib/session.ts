import type { SessionData } from '@sara/domain/access';
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

/** The stored session when it is well formed and not expired. */
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
    return valid && isSessionLive(session as SessionData) ? (session as SessionData) : null;
  } catch {
    return null;
  }
}

const sessionStore = createStore<SessionState>({ session: readStoredSession(), endedBy: null });

/** The live session, if any. */
export function getSession(): SessionData | null {
  const { session } = sessionStore.get();
  return session && isSessionLive(session) ? session : null;
}

export function startSession(session: SessionData): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  sessionStore.set({ session, endedBy: null });
}

export function endSession(reason: SessionEnd): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  sessionStore.set({ session: null, endedBy: reason });
}

export function useSessionState(): SessionState {
  return useStore(sessionStore);
}
