import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@sara/domain/features';
import { DEMO_USERS } from '../db/seed/access.ts';
import { BACKENDS, authHeader, createTestApp, loginAs, type TestApp } from '../../test/helper.ts';

/**
 * The permission mechanism every route relies on, with real sessions of the demo users:
 * 401 without a live session, 403 without the feature, any feature of a list passes,
 * sara.admin passes everything. Probe routes are added to the real app for this test only.
 */
describe.each(BACKENDS)('route permissions (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(backend, {
      extraRoutes(app) {
        app.get('/api/v1/probe/management', { config: { auth: [FEATURES.amostraGerenciamento] } }, async () => ({
          data: 'ok',
        }));
        app.get('/api/v1/probe/any', { config: { auth: [FEATURES.contestar, FEATURES.avaliar] } }, async () => ({
          data: 'ok',
        }));
        app.get('/api/v1/probe/undeclared', async () => ({ data: 'ok' }));
        app.get('/api/v1/probe/public', { config: { auth: 'public' } }, async () => ({ data: 'ok' }));
      },
    });
    for (const u of DEMO_USERS) tokens[u.username] = (await loginAs(t.app, u.username)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });

  it('answers 401 without a session, on declared and undeclared routes alike', async () => {
    for (const url of ['/api/v1/probe/management', '/api/v1/probe/any', '/api/v1/probe/undeclared']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await get('/api/v1/probe/public')).statusCode).toBe(200);
  });

  it('answers 403 to each role lacking the feature, 200 to those holding it', async () => {
    const expected: Record<string, number> = { admin: 200, gestor: 200, amostrador: 403, fornecedor: 403, varejo: 403 };
    for (const [user, status] of Object.entries(expected)) {
      const res = await get('/api/v1/probe/management', tokens[user]);
      expect(res.statusCode, user).toBe(status);
      if (status === 403)
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação.' });
    }
  });

  it('passes a list when any one feature matches', async () => {
    // fornecedor holds contestar, varejo and gestor hold avaliar, amostrador neither
    const expected: Record<string, number> = { admin: 200, gestor: 200, amostrador: 403, fornecedor: 200, varejo: 200 };
    for (const [user, status] of Object.entries(expected)) {
      expect((await get('/api/v1/probe/any', tokens[user])).statusCode, user).toBe(status);
    }
  });

  it('lets sara.admin through every check although it holds no other feature', async () => {
    const me = await get('/sca/api/v1/auth/me', tokens.admin);
    expect(me.json().data.features).toEqual([FEATURES.admin]);
    expect((await get('/api/v1/probe/management', tokens.admin)).statusCode).toBe(200);
  });
});
