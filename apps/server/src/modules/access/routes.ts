import { z } from 'zod';
import { loginBodySchema } from '@sara/domain/access';
import type { App } from '../../app.ts';
import { requireAuth } from '../../http/auth.ts';
import { windowCounter } from '../../http/window-counter.ts';
import { AppError } from '../../errors.ts';
import { login, logout, sessionData } from './service.ts';

const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.number(), name: z.string(), username: z.string(), email: z.string() }),
  features: z.array(z.string()),
});

export default async function accessRoutes(app: App) {
  const perAddress = windowCounter(app.config.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE, 60_000);
  app.post('/sca/api/v1/auth/login', {
    config: {
      auth: 'public',
      errors: [
        'INVALID_CREDENTIALS',
        'USER_INACTIVE',
        'NO_SYSTEM_ACCESS',
        'OUTSIDE_PERMITTED_HOURS',
        'USER_WITHOUT_GROUPER',
        'EMAIL_NOT_CONFIRMED',
        'ACCOUNT_BLOCKED',
        'DEACTIVATED_INACTIVITY',
        'DEACTIVATED_MODERATION',
        'CONTRACT_PROBLEM',
        'RATE_LIMITED',
      ],
      // guesses at one account from one address: a few a minute pass, a burst is answered 429 before any
      // password is checked (read after the body is parsed, for the username)
      rateLimit: {
        max: app.config.LOGIN_ATTEMPTS_PER_MINUTE,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (req) =>
          `${req.ip}|${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
      },
    },
    // and guesses spread over many accounts from one address (each five lock an account for a while)
    onRequest: async (req) => {
      if (!perAddress.take(req.ip)) throw new AppError('RATE_LIMITED');
    },
    schema: {
      tags: ['access'],
      summary: 'Log in to a system of the suite (SARA is 59)',
      description:
        'An unknown user and a wrong password get the same answer (INVALID_CREDENTIALS). Other refusals: ' +
        'USER_INACTIVE, NO_SYSTEM_ACCESS, OUTSIDE_PERMITTED_HOURS, USER_WITHOUT_GROUPER, EMAIL_NOT_CONFIRMED, ACCOUNT_BLOCKED, ' +
        'DEACTIVATED_INACTIVITY, DEACTIVATED_MODERATION, CONTRACT_PROBLEM. keepConnected gives a long session. ' +
        'More attempts a minute at one username from one address than LOGIN_ATTEMPTS_PER_MINUTE, or from one ' +
        'address than LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE, or while the server has too many passwords to check: ' +
        '429 RATE_LIMITED. Five wrong passwords in a row ' +
        'block the account for LOGIN_BLOCK_MINUTES.',
      body: loginBodySchema,
      response: { 200: z.object({ data: sessionSchema }) },
    },
    handler: async (req) => {
      const data = await login(app.db, app.config, req.body, {
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        gone: () => req.raw.socket?.destroyed ?? false,
      });
      return { data };
    },
  });

  app.get('/sca/api/v1/auth/me', {
    config: { auth: 'session' },
    schema: {
      tags: ['access'],
      summary: 'The session of the Auth-Token header',
      response: { 200: z.object({ data: sessionSchema }) },
    },
    handler: async (req) => ({ data: sessionData(requireAuth(req)) }),
  });

  app.post('/sca/api/v1/auth/logout', {
    config: { auth: 'session' },
    schema: { tags: ['access'], summary: 'End the session of the Auth-Token header', response: { 204: z.null() } },
    handler: async (req, reply) => {
      await logout(app.db, requireAuth(req));
      return reply.code(204).send(null);
    },
  });
}
