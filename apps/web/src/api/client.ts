import i18next from 'i18next';
import { endSession, getSession } from '../lib/session';
import { pushError } from '../stores/alerts';

/** Base address of the API: VITE_API_URL, or the origin the app is served from. */
const BASE_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/** The catalogue keys of the messages the client gives a failed call (part A section 8). */
export const API_MESSAGES = {
  noConnection: 'sara2g.erro.sem_conexao',
  server: 'sara2g.erro.servidor',
  unreadable: 'sara2g.erro.processar_resposta',
} as const;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** Query parameters; empty values are left out, arrays are repeated. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as Auth-Token instead of the session's (the token of a login link, the logout of an ended session). */
  token?: string;
  /** Keeps the error out of the shared error list: the caller shows or logs it. */
  silent?: boolean;
  /**
   * A 401 leaves the session as it is: a send in the background (the outbox) must not take the user
   * off the screen they are filling in; their own next request ends the session.
   */
  keepSession?: boolean;
  /**
   * The version of the group the caller read (SampleGroupView.versao), sent as If-Match: the server
   * refuses an edit of a group someone changed since (412) instead of undoing their change.
   */
  ifMatch?: string;
  signal?: AbortSignal;
}

/**
 * How long a call may wait for its answer. A connection that hangs (a weak signal in the field) is
 * then treated as no connection: a save is kept on the device and sent again later, which the
 * server answers once (idempotent by idAgrupador), instead of 'Salvando...' staying up for good.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A photo upload may take longer on a slow connection. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The caller's signal, if any, joined with a time limit; `done` clears the timer once answered.
 * (By hand rather than AbortSignal.any/timeout, which older Android WebViews lack.)
 */
export function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** What callers of endpoint functions may pass through. */
export type FetchOptions = Pick<RequestOptions, 'silent' | 'signal' | 'keepSession'>;

/** A failed call. `status` 0 means no HTTP answer came back (no connection, server unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The server's parsed error answer, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field errors of a refusal (`error.details.errors: [{path, message}]`), paths dot-joined. */
  get fieldErrors(): { path: string; message: string }[] {
    const error = isRecord(this.body) ? this.body.error : undefined;
    const details = isRecord(error) ? error.details : undefined;
    const list = isRecord(details) && Array.isArray(details.errors) ? (details.errors as unknown[]) : [];
    return list.flatMap((e) => {
      const { path, message } = (isRecord(e) ? e : {}) as { path?: unknown; message?: unknown };
      const joined = Array.isArray(path) ? path.join('.') : path;
      return typeof joined === 'string' && typeof message === 'string' ? [{ path: joined, message }] : [];
    });
  }
}

export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0;
}

/**
 * No answer from our server: no connection, or a page another machine answered in its place (a
 * gateway's 502/503/504 while the server restarts, a Wi-Fi login page, a proxy's 403 or 404). Every
 * answer of ours is JSON and every refusal of ours carries its code (decision 0015): a read answers
 * from the device's copy, as offline, rather than take such a page for the server's word. A proxy's
 * refusal of the request itself (413 too large, 431, 400) and a bare 500 are not counted.
 */
export function isServerOutOfReach(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return true;
  const { status } = error;
  const passing = status < 300 || [401, 403, 404, 407, 408, 429, 502, 503, 504].includes(status);
  return !error.code && passing;
}

/** The server refused the session's token (it expired or was revoked): a login is needed. */
export function isSessionRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${BASE_URL}${path}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Joins the messages of a list whose items are texts or objects carrying `key`. */
function joinMessages(list: unknown, key: string): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const messages = list
    .map((item) => nonBlank(item) ?? (isRecord(item) ? nonBlank(item[key]) : undefined))
    .filter((m): m is string => m !== undefined);
  return messages.length ? messages.join('\n') : undefined;
}

/**
 * The message of an error body, in the catalogue's order (spec part A section 8): errosArquivos
 * (all joined), errors, error.details.errors (the first), details, error.message, error as text.
 */
function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body.error;
  const details = isRecord(error) && isRecord(error.details) ? error.details : undefined;
  const firstFieldError = Array.isArray(details?.errors) ? (details.errors[0] as unknown) : undefined;
  return (
    joinMessages(body.errosArquivos, 'mensagem') ??
    joinMessages(body.errors, 'message') ??
    (isRecord(firstFieldError) ? nonBlank(firstFieldError.message) : undefined) ??
    nonBlank(body.details) ??
    joinMessages(body.details, 'message') ??
    (isRecord(error) ? nonBlank(error.message) : undefined) ??
    nonBlank(error)
  );
}

/** A body as JSON, or that it is none (a proxy's page, a cut answer). */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The user-facing message of a failed call: `status` 0 when no HTTP answer came back. */
export function errorMessage(status: number, bodyText: string): string {
  if (status === 0) return i18next.t(API_MESSAGES.noConnection);
  if (status === 500) return i18next.t(API_MESSAGES.server);
  const parsed = parseJson(bodyText);
  return (parsed.ok && messageFromBody(parsed.value)) || i18next.t(API_MESSAGES.unreadable);
}

export function errorCode(bodyText: string): string | undefined {
  const parsed = parseJson(bodyText);
  const error = parsed.ok && isRecord(parsed.value) ? parsed.value.error : undefined;
  return isRecord(error) ? nonBlank(error.code) : undefined;
}

/**
 * Ends the session when the server refused its own token (401: it expired or was revoked), the answer
 * to a call made with `token`; a refused token of another (a login link's) leaves the session alone.
 */
export function endRefusedSession(status: number, token: string | undefined, why?: string): boolean {
  if (status !== 401 || token === undefined || token !== getSession()?.token) return false;
  endSession('unauthorized', why);
  return true;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent) pushError(error.message);
  throw error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? getSession()?.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language,
  };
  if (token) headers['Auth-Token'] = token;
  if (options.ifMatch) headers['If-Match'] = `"${options.ifMatch}"`;
  const limit = withTimeout(options.signal, REQUEST_TIMEOUT_MS);
  const init: RequestInit = { method, headers, signal: limit.signal };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), init);
    text = response.status === 204 ? '' : await response.text();
  } catch (cause) {
    // the caller's own abort is theirs; no answer, or none in time, is no connection
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(0, errorMessage(0, '')), options);
  } finally {
    limit.done();
  }

  if (!response.ok) {
    const message = errorMessage(response.status, text);
    // the login page the user goes to says why the session ended: not said twice
    const ended = !options.keepSession && endRefusedSession(response.status, token, message);
    const parsed = parseJson(text);
    const body = parsed.ok ? parsed.value : undefined;
    return fail(
      new ApiError(response.status, message, errorCode(text), body),
      ended ? { ...options, silent: true } : options,
    );
  }
  if (!text) return undefined as T;
  const parsed = parseJson(text);
  if (!parsed.ok) return fail(new ApiError(response.status, i18next.t(API_MESSAGES.unreadable)), options);
  return (isRecord(parsed.value) && 'data' in parsed.value ? parsed.value.data : parsed.value) as T;
}

/** The API client: JSON in and out, Auth-Token and Accept-Language sent, `data` unwrapped. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
