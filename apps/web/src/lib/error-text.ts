import i18next from 'i18next';
import { ApiError } from '../api/client';

/** An error's message for a log line (as the browser or the server wrote it). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const ERROR_TEXTS = {
  unexpected: 'sara2g.ui.erro.inesperado',
  deviceFull: 'sara2g.ui.erro.aparelho_sem_espaco',
  deviceStorage: 'sara2g.ui.erro.aparelho_armazenamento',
} as const;

/**
 * An error as the user reads it: the server's message (already in their language, or the client's
 * 'Sem conexão com a internet' and the like); anything else, a browser's or the code's own error in
 * English, is said as an unexpected error through the catalogue (its text goes to the log).
 */
export function userErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error('Unexpected error:', error);
  return i18next.t(ERROR_TEXTS.unexpected);
}

/** Whether the device's storage refused a write for lack of space (Dexie keeps the browser's name, or wraps it). */
const isQuota = (error: unknown): boolean => {
  const e = error as { name?: unknown; inner?: { name?: unknown } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};

/** Why the device could not keep something, for the `{{erro}}` of the device's messages. */
export const deviceErrorText = (error: unknown): string =>
  i18next.t(isQuota(error) ? ERROR_TEXTS.deviceFull : ERROR_TEXTS.deviceStorage);
