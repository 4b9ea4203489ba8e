import { useEffect } from 'react';

/**
 * Logs the failure of a call whose errors the specification only logs (part B section 8: list,
 * filter, deletion and download errors): to the console, never to the shared error list.
 */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what}:`, error);
  }, [error, what]);
}
