import crypto from 'node:crypto';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/access.ts';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';

/** A stored value in every spelling a token could hide in: text, hex, base64, base64url. */
function spellings(value: unknown): string[] {
  if (value instanceof Uint8Array) {
    const bytes = Buffer.from(value);
    return [bytes.toString('utf8'), bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
  }
  return [String(value)];
}

/** What the database keeps of passwords and sessions: hashes only (DESIGN.md section 3). */
describe.each(BACKENDS)('credential storage (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const passwordHashOf = async (username: string) =>
    (
      await t.handle.db
        .selectFrom('access.usuario')
        .select('senhaHash')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).senhaHash;

  it('keeps each password as an argon2id hash that verifies, never the password itself', async () => {
    await createUser(t.handle.db, { username: 'cofre.um' });
    await createUser(t.handle.db, { username: 'cofre.dois' });
    for (const username of [...DEMO_USERS.map((u) => u.username), 'cofre.um', 'cofre.dois']) {
      const stored = await passwordHashOf(username);
      expect(stored, username).toMatch(/^\$argon2id\$v=19\$(?:[mtp]=\d+,?){3}\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(stored).not.toContain(DEMO_PASSWORD);
      expect(await argon2.verify(stored, DEMO_PASSWORD)).toBe(true);
      expect(await argon2.verify(stored, 'Sara@2027')).toBe(false);
    }
    // salted: the same password hashed twice gives two different values
    expect(await passwordHashOf('cofre.um')).not.toBe(await passwordHashOf('cofre.dois'));
  });

  it('keeps only the SHA-256 of a session token; the token is nowhere in the table', async () => {
    const { token, user } = await loginAs(t.app, 'fornecedor');
    const sessions = await t.handle.db
      .selectFrom('access.sessao')
      .selectAll()
      .where('idUsuario', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    const expected = crypto.createHash('sha256').update(token).digest();
    expect(Buffer.from(sessions[0]!.tokenHash).equals(expected)).toBe(true);

    const tokenBytes = Buffer.from(token, 'base64url');
    const everything = await t.handle.db.selectFrom('access.sessao').selectAll().execute();
    for (const row of everything) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue;
        for (const text of spellings(value)) expect(text, `access.sessao.${column}`).not.toContain(token);
        if (value instanceof Uint8Array) expect(Buffer.from(value).equals(tokenBytes), column).toBe(false);
      }
    }
  });

  it('does not take the stored hash for a token', async () => {
    const { token, user } = await loginAs(t.app, 'varejo');
    const { tokenHash } = await t.handle.db
      .selectFrom('access.sessao')
      .select('tokenHash')
      .where('idUsuario', '=', user.id)
      .executeTakeFirstOrThrow();
    const hash = Buffer.from(tokenHash);
    for (const stolen of [hash.toString('hex'), hash.toString('base64'), hash.toString('base64url')]) {
      const res = await t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers: authHeader(stolen) });
      expect(res.statusCode).toBe(401);
    }
    const me = await t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain('argon2');
    expect(me.body).not.toContain(hash.toString('hex'));
  });
});
