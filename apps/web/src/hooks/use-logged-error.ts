import { useEffect } from 'react';
import { isNetworkError } from '../api/client';

/**
 * Logs the failure of a call whose errors the specification only logs (part B section 8: list,
 * filter, deletion and download errors): to the console, never to the shared error list.
 */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (!error) return;
    // no connection is the app's ordinary offline state: a warning, not an error with its stack
    if (isNetworkError(error)) console.warn(`${what}: no connection`);
    else console.error(`${what}:`, error);
  }, [error, what]);
}
