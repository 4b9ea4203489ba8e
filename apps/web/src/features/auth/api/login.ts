import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionData } from '@sara/domain/access';
import { api } from '../../../api/client';
import { startSession } from '../../../lib/session';

/** POST /sca/api/v1/auth/login: opens a SARA session; the form shows a refusal itself. */
export async function login(body: LoginBody): Promise<SessionData> {
  const session = await api.post<SessionData>('/sca/api/v1/auth/login', { body, silent: true });
  startSession(session);
  return session;
}

export function useLogin({ onSuccess }: { onSuccess(session: SessionData): void }) {
  return useMutation({ mutationFn: login, onSuccess });
}
