import crypto from 'node:crypto';
import argon2 from 'argon2';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { TIME_ZONE } from '@sara/domain/constants';
import { ERRORS } from '@sara/domain/errors';
import type { LoginBody, SessionData } from '@sara/domain/access';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repository.ts';
import type { TimeWindow } from './repository.ts';

/** Failed logins in a row after which the account is blocked. */
export const MAX_FAILED_LOGINS = 5;

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verified against when the user does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

/**
 * Password checks running at once. Each takes one of libuv's four threads (and 64 MiB) for tens of
 * milliseconds, threads that file reads (the web app's files) need too: a flood of logins waits here,
 * in order, instead of stalling everything else.
 */
const passwordChecks = pLimit(2);

/**
 * Checks that may wait their turn. Past them a login is answered 429 at once: a check takes 0.1 to
 * 0.25 s of a thread, so a longer line would keep a real user's login waiting for tens of seconds
 * behind a flood spread over addresses, each under its own limit.
 */
export const MAX_WAITING_PASSWORD_CHECKS = 32;

/** The client of a login, and whether it has hung up (its check is then not worth a thread). */
export interface LoginClient {
  ip: string | null;
  userAgent: string | null;
  gone?: () => boolean;
}

/**
 * argon2 verification, at most two at once (passwordChecks); false for a wrong password or a bad hash.
 * A full line, or a client gone while its check waited, is RATE_LIMITED, never a wrong password: it
 * counts no failure against the account.
 */
async function checkPassword(hash: string, password: string, client: LoginClient): Promise<boolean> {
  if (passwordChecks.pendingCount >= MAX_WAITING_PASSWORD_CHECKS) throw new AppError('RATE_LIMITED');
  return passwordChecks(() => {
    if (client.gone?.()) throw new AppError('RATE_LIMITED');
    return argon2.verify(hash, password).catch(() => false);
  });
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

const BRASILIA_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 Sunday) and HH:MM of `now` in Brasilia. */
function brasiliaClock(now: Date): { day: number; time: string } {
  const parts = Object.fromEntries(BRASILIA_CLOCK.formatToParts(now).map((p) => [p.type, p.value]));
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day, time: `${parts.hour}:${parts.minute}` };
}

/** Is `now` inside one of the windows? Windows are in Brasilia time. */
export function insideWindows(windows: readonly TimeWindow[], now = new Date()): boolean {
  const { day, time } = brasiliaClock(now);
  return windows.some((w) => w.diaSemana === day && w.horaInicio.slice(0, 5) <= time && time <= w.horaFim.slice(0, 5));
}

/**
 * The message of an access outside the windows: with the next window's day and hours, so a sampler
 * refused at night knows when the app opens again; the bare message when the user has no window at all.
 */
export function outsideHoursMessage(
  windows: readonly TimeWindow[],
  now = new Date(),
): { token: string; args?: Record<string, string> } {
  const { day, time } = brasiliaClock(now);
  let next: { inDays: number; window: TimeWindow } | undefined;
  for (const window of windows) {
    const start = window.horaInicio.slice(0, 5);
    // days from today to its next start: today only if it starts later; a week on for today's earlier one
    let inDays = (window.diaSemana - day + 7) % 7;
    if (inDays === 0 && start <= time) inDays = 7;
    if (!next || inDays < next.inDays || (inDays === next.inDays && start < next.window.horaInicio.slice(0, 5))) {
      next = { inDays, window };
    }
  }
  if (!next) return { token: ERRORS.OUTSIDE_PERMITTED_HOURS.token };
  // a week on: the same weekday as today, said as next week's so it does not read as today
  const dia =
    next.inDays === 0
      ? 'acesso.dia.hoje'
      : next.inDays === 1
        ? 'acesso.dia.amanha'
        : `acesso.dia.${next.inDays === 7 ? 'proxima.' : ''}${next.window.diaSemana}`;
  return {
    token: 'acesso.erro.fora_horario_proximo',
    args: { dia, inicio: next.window.horaInicio.slice(0, 5), fim: next.window.horaFim.slice(0, 5) },
  };
}

export interface AuthContext {
  sessionId: number;
  /** The system the session was opened for; SARA's routes need 59. */
  systemId: number;
  token: string;
  expiresAt: Date;
  user: { id: number; name: string; username: string; email: string };
  features: Set<string>;
  /** The user's time windows in the session's system, or null when access is not limited to hours. */
  windows: readonly TimeWindow[] | null;
}

/**
 * Why a live session opens nothing now, as a login would be refused: the user's access to the system
 * was taken away, or the time is outside their windows (part C section 6). The session is not ended:
 * the next window, or the access given back, opens it again.
 */
export interface AccessRefusal {
  refused: 'NO_SYSTEM_ACCESS' | 'OUTSIDE_PERMITTED_HOURS';
  /** What the user is told: the code's catalogue message, or a more precise one (the next window). */
  message: { token: string; args?: Record<string, string> };
}

async function checkSystemAccess(db: Db, idUsuario: number, idSistema: number) {
  const access = await repo.findSystemAccess(db, idUsuario, idSistema);
  if (!access) throw new AppError('NO_SYSTEM_ACCESS');
  if (access.idGrupoHorario !== null) {
    const windows = await repo.listWindows(db, access.idGrupoHorario);
    // one moment for both: a refusal at 07:59:59.999 must not name the 08:00 window as next week's
    const now = new Date();
    if (!insideWindows(windows, now)) throw new AppError('OUTSIDE_PERMITTED_HOURS', outsideHoursMessage(windows, now));
  }
}

/**
 * Wrong guesses at usernames that do not exist, counted as an account's are, in memory: without them an
 * account would be told from a name that is none by its block after five guesses (ACCOUNT_BLOCKED only
 * for the real one). A name's count lasts as an account's, until its block has run its time; past the
 * cap the least recent names go.
 */
const unknownNamesByDb = new WeakMap<Db, LRUCache<string, { failures: number; blockedAt: number | null }>>();

/** The count of a name that is no account (per database); a new one once its block has run its time. */
function unknownName(db: Db, username: string, blockMs: number) {
  let names = unknownNamesByDb.get(db);
  if (!names) unknownNamesByDb.set(db, (names = new LRUCache({ max: 50_000 })));
  const key = username.toLowerCase();
  let entry = names.get(key);
  if (!entry || (entry.blockedAt !== null && Date.now() - entry.blockedAt >= blockMs)) {
    entry = { failures: 0, blockedAt: null };
    names.set(key, entry);
  }
  return entry;
}

export async function login(db: Db, config: Config, body: LoginBody, client: LoginClient): Promise<SessionData> {
  const user = await repo.findUserByUsername(db, body.username);
  if (!user) {
    const guesses = unknownName(db, body.username, config.LOGIN_BLOCK_MINUTES * 60_000);
    // as a blocked account answers: at once, no password checked
    if (guesses.blockedAt === null) {
      dummyHash ??= hashPassword('not-a-real-password-1!');
      await checkPassword(await dummyHash, body.password, client);
      guesses.failures += 1;
      if (guesses.failures >= MAX_FAILED_LOGINS) guesses.blockedAt = Date.now();
    }
    throw new AppError(guesses.blockedAt === null ? 'INVALID_CREDENTIALS' : 'ACCOUNT_BLOCKED');
  }
  // a block ends by itself: kept for good, anyone could lock any account out with five guesses
  if (user.bloqueadoEm) {
    if (Date.now() - user.bloqueadoEm.getTime() < config.LOGIN_BLOCK_MINUTES * 60_000) {
      throw new AppError('ACCOUNT_BLOCKED');
    }
    await repo.unblockUser(db, user.idUsuario, user.bloqueadoEm);
  }
  const valid = await checkPassword(user.senhaHash, body.password, client);
  if (!valid) {
    const failures = await repo.recordFailedLogin(db, user.idUsuario);
    if (failures >= MAX_FAILED_LOGINS) {
      await repo.blockUser(db, user.idUsuario);
      throw new AppError('ACCOUNT_BLOCKED');
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await repo.acceptPassword(db, user.idUsuario, MAX_FAILED_LOGINS))) throw new AppError('ACCOUNT_BLOCKED');
  if (!user.ativo) {
    if (user.motivoInativacao === 'inatividade') throw new AppError('DEACTIVATED_INACTIVITY');
    if (user.motivoInativacao === 'moderacao') throw new AppError('DEACTIVATED_MODERATION');
    if (user.motivoInativacao === 'inadimplencia') throw new AppError('CONTRACT_PROBLEM');
    throw new AppError('USER_INACTIVE');
  }
  if (!user.emailConfirmado) throw new AppError('EMAIL_NOT_CONFIRMED');
  await checkSystemAccess(db, user.idUsuario, body.systemId);
  // part C section 6: no access without a grouper (the client whose company the user's data belongs to)
  if (user.idAgrupadorUsuario === null) throw new AppError('USER_WITHOUT_GROUPER');

  const token = crypto.randomBytes(32).toString('base64url');
  const lifetimeMs = body.keepConnected ? config.SESSION_LONG_DAYS * 86_400_000 : config.SESSION_HOURS * 3_600_000;
  const session = await repo.insertSession(db, {
    tokenHash: hashToken(token),
    idUsuario: user.idUsuario,
    idSistema: body.systemId,
    manterConectado: body.keepConnected,
    expiraEm: new Date(Date.now() + lifetimeMs),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await repo.recordSuccessfulLogin(db, user.idUsuario);
  return {
    token,
    expiresAt: new Date(session.expiraEm).toISOString(),
    user: { id: user.idUsuario, name: user.nome, username: user.username, email: user.email },
    features: await repo.listUserFeatures(db, user.idUsuario, body.systemId),
  };
}

/**
 * Live sessions seen in the last few seconds, by token hash (docs/decisions/0011): a screen sends
 * its requests in bursts, and each would otherwise look the session up again. Logout through this
 * process forgets it at once; a session ended elsewhere (another process, an administrator) or a
 * change of the user's features shows here within SESSION_CACHE_MS. Unknown tokens are not kept.
 */
export const SESSION_CACHE_MS = 5_000;
const liveSessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: SESSION_CACHE_MS });
const cacheKey = (token: string) => hashToken(token).toString('base64');

/** Forgets every kept session (tests that change sessions or users straight in the database). */
export function forgetSessions() {
  liveSessions.clear();
}

/**
 * The session behind a token; undefined when it is unknown, ended, expired or its user inactive; a
 * refusal when it is live but its user may not use the system now.
 */
export async function authenticate(db: Db, token: string): Promise<AuthContext | AccessRefusal | undefined> {
  if (!token || token.length > 200) return undefined;
  const key = cacheKey(token);
  let auth = liveSessions.get(key);
  if (!auth || auth.expiresAt.getTime() <= Date.now()) {
    const row = await repo.findLiveSession(db, hashToken(token));
    if (!row || !row.ativo) return undefined;
    if (!row.acessoSistema) return { refused: 'NO_SYSTEM_ACCESS', message: { token: ERRORS.NO_SYSTEM_ACCESS.token } };
    auth = {
      sessionId: row.idSessao,
      systemId: row.idSistema,
      token,
      expiresAt: new Date(row.expiraEm),
      user: { id: row.idUsuario, name: row.nome, username: row.username, email: row.email },
      features: new Set(row.features),
      windows: row.janelas,
    };
    liveSessions.set(key, auth);
  }
  // the clock, not the cache, decides: a window closes at its minute
  const now = new Date();
  if (auth.windows && !insideWindows(auth.windows, now)) {
    return { refused: 'OUTSIDE_PERMITTED_HOURS', message: outsideHoursMessage(auth.windows, now) };
  }
  return auth;
}

export function sessionData(auth: AuthContext): SessionData {
  return {
    token: auth.token,
    expiresAt: auth.expiresAt.toISOString(),
    user: auth.user,
    features: [...auth.features].sort(),
  };
}

export async function logout(db: Db, auth: AuthContext) {
  await repo.endSession(db, auth.sessionId, 'logout');
  liveSessions.delete(cacheKey(auth.token));
}

/** What other modules may know of a user of the access service. */
export async function findUserProfile(db: Db, idUsuario: number) {
  const user = await repo.findUserById(db, idUsuario);
  if (!user) return undefined;
  return { id: user.idUsuario, name: user.nome, email: user.email, idAgrupadorUsuario: user.idAgrupadorUsuario };
}
