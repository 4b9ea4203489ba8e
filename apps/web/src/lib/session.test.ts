import { afterEach, describe, expect, it } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { FILTER_STORAGE_KEYS, HISTORY_QUERY_STORAGE_KEY } from '@sara/domain/lists';
import { endSession, startSession } from './session';

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
});
