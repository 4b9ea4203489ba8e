import { afterEach, describe, expect, it } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { FILTER_STORAGE_KEYS, HISTORY_QUERY_STORAGE_KEY } from '@sara/domain/lists';
import { SESSION_STORAGE_KEY, endSession, getSession, startSession } from './session';

const session = (id: number) =>
  ({
    token: `t${id}`,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    user: { id },
    features: [],
  }) as unknown as SessionData;

describe('session', () => {
  afterEach(() => {
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
});
