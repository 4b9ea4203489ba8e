import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { deviceErrorText, errorText, userErrorText } from './error-text';

describe('error texts', () => {
  it("says the server's message as it came, and any other error as an unexpected one, in the user's language", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(userErrorText(new ApiError(422, 'Campo obrigatório'))).toBe('Campo obrigatório');
    expect(userErrorText(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'Ocorreu um erro inesperado. Tente de novo.',
    );
    expect(log).toHaveBeenCalledOnce();
    // the log keeps the browser's own words
    expect(errorText(new TypeError('boom'))).toBe('boom');
  });

  it("names a full device apart from any other storage failure, whether Dexie wraps the browser's error or not", () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(deviceErrorText(quota)).toBe('sem espaço livre no aparelho');
    expect(deviceErrorText({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(
      'sem espaço livre no aparelho',
    );
    expect(deviceErrorText(new DOMException('Connection to Indexed Database server lost.', 'UnknownError'))).toBe(
      'o armazenamento do aparelho não respondeu',
    );
  });
});
