import { useQuery } from '@tanstack/react-query';
import { getMe } from '../../../lib/auth';
import { startSession } from '../../../lib/session';

/**
 * GET /sca/api/v1/auth/me once the app opens with a stored session: keeps the session's features
 * current, and a token the server no longer accepts (logged out elsewhere, revoked, expired) ends
 * the session through the client's 401 handling, which sends the user to login. Skipped offline,
 * where the stored session stands until it expires.
 */
export function useSessionCheck(token: string, online: boolean) {
  return useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: async ({ signal }) => {
      const session = await getMe(token, { signal });
      startSession(session);
      return session;
    },
    enabled: online,
    staleTime: Infinity,
  });
}
