import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, loginAs, type TestApp } from '../test/helper.ts';

/** The Android app's pages (origin https://localhost) call the API across origins when CORS_ORIGINS names them. */
describe('calls from the Android app (CORS)', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { CORS_ORIGINS: 'https://localhost' } });
    plain = await createTestApp('pglite', { seedDemo: false });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/laboratorios',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'auth-token,accept-language',
      },
    });

  it('lets a named origin send the session token and read the answer', async () => {
    const res = await preflight(t, 'https://localhost');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Auth-Token/);
    // an edit's version travels as If-Match (docs/decisions/0007)
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/If-Match/);
    const { token } = await loginAs(t.app, 'amostrador');
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v1/laboratorios',
      headers: { ...authHeader(token), origin: 'https://localhost' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe('https://localhost');
  });

  it('says nothing to another origin, nor to any origin when none is configured', async () => {
    expect((await preflight(t, 'https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(plain, 'https://localhost')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
