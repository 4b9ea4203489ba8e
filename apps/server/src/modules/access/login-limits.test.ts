import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/access.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

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
