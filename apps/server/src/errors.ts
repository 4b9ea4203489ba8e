import { ERRORS, type ErrorCode, type FieldError } from '@sara/domain/errors';

/**
 * A named error with a stable code from the domain catalogue. The error handler turns it into
 * `{ error: { code, message, details } }` with the message in the user's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  /** Values for the {{placeholders}} of the message. */
  readonly args: Record<string, string | number> | undefined;
  /** Overrides the catalogue token of the code (e.g. a more precise message of the same kind). */
  readonly token: string;

  constructor(
    code: ErrorCode,
    options: { details?: Record<string, unknown>; args?: Record<string, string | number>; token?: string } = {},
  ) {
    super(code);
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.args = options.args;
    this.token = options.token ?? ERRORS[code].token;
  }
}

/** A 400 with the body's field errors in details.errors; the messages are translation tokens. */
export function validationError(errors: FieldError[]): AppError {
  return new AppError('VALIDATION', { details: { in: 'body', errors } });
}
export const notFound = (token?: string) => new AppError('NOT_FOUND', token ? { token } : {});
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthenticated = () => new AppError('UNAUTHENTICATED');

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range, a NUL byte in a text,
 * a malformed date...): the input was bad, so a 400, never a 500. The statement failed, so its
 * transaction wrote nothing.
 */
export function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
