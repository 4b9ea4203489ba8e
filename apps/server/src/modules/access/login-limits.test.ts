import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/access.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { MAX_WAITING_PASSWORD_CHECKS } from './service.ts';

/** Logins a minute per username and address; the limiter keeps its counts in memory, whatever the database. */
describe('login limits', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await createTestApp('pglite', {
      env: { LOGIN_ATTEMPTS_PER_MINUTE: '3', LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '12' },
    });
    proxied = await createTestApp('pglite', { env: { LOGIN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  const login = (t: TestApp, username: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/login',
      headers,
      payload: { username, password: DEMO_PASSWORD, systemId: 59 },
    });

  it('answers a burst at one account 429 in the user language, and other accounts go on', async () => {
    for (let i = 0; i < 3; i++) expect((await login(plain, 'gestor')).statusCode).toBe(200);
    const refused = await login(plain, 'GESTOR', { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment.',
    });
    expect((await login(plain, 'fornecedor')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    for (let i = 0; i < 3; i++) await login(plain, 'varejo', { 'x-forwarded-for': `10.0.0.${i}` });
    // a header anyone can write does not make a new client
    expect((await login(plain, 'varejo', { 'x-forwarded-for': '10.0.0.9' })).statusCode).toBe(429);
    // behind one proxy, its X-Forwarded-For names the client
    for (let i = 0; i < 3; i++) await login(proxied, 'varejo', { 'x-forwarded-for': '10.0.0.1' });
    expect((await login(proxied, 'varejo', { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(429);
    expect((await login(proxied, 'varejo', { 'x-forwarded-for': '10.0.0.2' })).statusCode).toBe(200);
  });

  it('answers 429 to guesses spread over many usernames from one address', async () => {
    const address = { 'x-forwarded-for': '10.9.9.9' };
    // the earlier tests of this app spent some of the address's minute; the rest passes, then 429
    const answers: number[] = [];
    for (let i = 0; i < 14; i++) answers.push((await login(plain, `ninguem${i}`, address)).statusCode);
    expect(answers).toContain(401);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('password checks waiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  it('answers 429 at once past a line of checks, counting no failure against the accounts', async () => {
    // a flood at once from many addresses, each under its own limits: two run, a few wait, the rest are refused
    const flood = await Promise.all(
      Array.from({ length: MAX_WAITING_PASSWORD_CHECKS + 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/sca/api/v1/auth/login',
          remoteAddress: `10.1.${i >> 8}.${i & 255}`,
          payload: { username: i % 2 ? `ninguem${i}` : 'amostrador', password: 'errada-1!', systemId: 59 },
        }),
      ),
    );
    const codes = flood.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(28);
    expect(codes.filter((c) => c !== 429).every((c) => c === 401 || c === 403)).toBe(true);
    const refused = flood.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // only the checked guesses count against the account
    const checked = flood.filter((r, i) => i % 2 === 0 && r.statusCode !== 429).length;
    const { tentativasFalhas } = await t.handle.db
      .selectFrom('access.usuario')
      .select('tentativasFalhas')
      .where('username', '=', 'amostrador')
      .executeTakeFirstOrThrow();
    expect(tentativasFalhas).toBe(checked);
    // once the line is gone, the real user gets in
    const real = await t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/login',
      payload: { username: 'gestor', password: DEMO_PASSWORD, systemId: 59 },
    });
    expect(real.statusCode).toBe(200);
  });
});
