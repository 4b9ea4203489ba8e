import type { SessionData, SessionUser } from '@sara/domain/access';
import { startSession } from '../lib/session';

/** Starts an hour-long session holding `features`: the sampler Amanda (user 7) unless `user` says otherwise. */
export function signIn(features: string[], user: Partial<SessionUser> = {}): void {
  startSession({
    token: 't',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: { id: 7, name: 'Amanda', username: 'amostrador', email: 'a@x', ...user },
    features,
  } as SessionData);
}
