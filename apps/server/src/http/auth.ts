import fp from 'fastify-plugin';
import { SYSTEM_ID } from '@sara/domain/constants';
import { hasFeature, type Feature } from '@sara/domain/features';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type AccessRefusal, type AuthContext } from '../modules/access/service.ts';
import { AppError } from '../errors.ts';

/**
 * What a route needs, declared in its `config.auth`:
 * - 'public': anyone;
 * - 'session': a live session;
 * - a list of features: a live session holding any of them (`sara.admin` passes every list).
 * Routes under /api and /sca/api that declare nothing need a session: secure by default.
 */
export type RouteAuth = 'public' | 'session' | readonly Feature[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why the request's live session opens nothing now (access taken away, outside its hours). */
    authRefusal: AccessRefusal | null;
  }
}

export const AUTH_HEADER = 'auth-token';

/** The session of a request, or a 401. */
export function requireAuth(req: FastifyRequest): AuthContext {
  // a refusal says why, as its login would; a 401 all the same: the app keeps what the user does for
  // after the next login, as for a session that ended
  if (!req.auth) throw new AppError('UNAUTHENTICATED', req.authRefusal?.message ?? {});
  return req.auth;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authRefusal', null);

  app.addHook('onRequest', async (req) => {
    const header = req.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return;
    const found = await authenticate(app.db, token);
    if (found && 'refused' in found) req.authRefusal = found;
    else req.auth = found ?? null;
  });

  app.addHook('preValidation', async (req) => {
    const url = req.routeOptions.url ?? '';
    const declared = req.routeOptions.config.auth;
    const isApi = /^\/(sca\/)?api\//.test(url) && !url.startsWith('/api/docs');
    const rule: RouteAuth | undefined = declared ?? (isApi ? 'session' : undefined);
    if (!rule || rule === 'public') return;
    const auth = requireAuth(req);
    // a session of another system of the suite does not open SARA's own routes
    if (!url.startsWith('/sca/') && auth.systemId !== SYSTEM_ID) throw new AppError('FORBIDDEN');
    if (rule !== 'session' && !hasFeature(auth.features, rule)) throw new AppError('FORBIDDEN');
  });
});
