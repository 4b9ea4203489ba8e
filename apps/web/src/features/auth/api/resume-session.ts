import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionData } from '@sara/domain/access';
import { isNetworkError } from '../../../api/client';
import { getMe } from '../../../lib/auth';
import { readStoredSession, startSession } from '../../../lib/session';

/**
 * Resumes a session without the form (GET /sca/api/v1/auth/me): the token of a login link, or
 * the session stored on the device (the fast login). Offline, a stored session is accepted as it
 * is until it expires.
 */
export async function resumeSession(token: string, stored: SessionData | null): Promise<SessionData> {
  try {
    const session = await getMe(token, { silent: true });
    startSession(session);
    return session;
  } catch (error) {
    if (!stored || !isNetworkError(error)) throw error;
    startSession(stored);
    return stored;
  }
}

/**
 * A login link of another account than the one signed in on this device: it is not entered before the
 * user says so. A link carries a session token; one followed without a word replaced the user's session
 * with whoever's link it was, and what they registered next went to that account.
 */
export interface OtherAccountLink {
  linked: SessionData;
  current: SessionData;
}

export type Resumed = { session: SessionData } | { otherAccount: OtherAccountLink };

async function resume(linkToken: string | null, stored: SessionData | null): Promise<Resumed> {
  if (linkToken === null) return { session: await resumeSession(stored!.token, stored) };
  const linked = await getMe(linkToken, { silent: true });
  if (stored && stored.user.id !== linked.user.id) return { otherAccount: { linked, current: stored } };
  startSession(linked);
  return { session: linked };
}

/**
 * The session resumed from `linkToken`, or else from the stored session (unless `skipStored`); idle
 * when there is neither.
 */
export function useResumeSession(linkToken: string | null, { skipStored = false } = {}) {
  const [stored] = useState(readStoredSession);
  const token = linkToken ?? (skipStored ? null : stored?.token) ?? null;
  return useQuery({
    queryKey: ['auth', 'resume', token],
    queryFn: () => resume(linkToken, stored),
    enabled: token !== null,
    gcTime: 0,
  });
}
