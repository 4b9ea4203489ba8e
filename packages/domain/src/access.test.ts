import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPassword, isValidUsername, loginBodySchema, passwordSchema, usernameSchema } from './access.ts';

describe('username', () => {
  it('has 3 to 30 letters, digits, dots and underscores', () => {
    for (const ok of ['ana', 'ana.souza_2', 'a'.repeat(30)]) expect(isValidUsername(ok), ok).toBe(true);
    for (const bad of ['an', 'a'.repeat(31), 'ana souza', 'ana-souza', 'josé', ''])
      expect(isValidUsername(bad), bad).toBe(false);
    expect(usernameSchema.safeParse('x').error?.issues[0]?.message).toBe('acesso.validacao.username');
  });

  it('property: any string of the allowed characters passes iff 3 to 30 long', () => {
    const chars = fc.constantFrom(...'abcXYZ019._'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), (cs) => {
        expect(isValidUsername(cs.join(''))).toBe(cs.length >= 3 && cs.length <= 30);
      }),
    );
  });
});

describe('password', () => {
  it('has 8 to 70 characters with a letter, a digit and one of !@#$%^&*', () => {
    expect(isValidPassword('Senha#12')).toBe(true);
    expect(isValidPassword('a1!' + 'x'.repeat(67))).toBe(true);
    expect(isValidPassword('a1!' + 'x'.repeat(68))).toBe(false);
    expect(isValidPassword('Sen#12')).toBe(false);
    expect(isValidPassword('Senha123')).toBe(false);
    expect(isValidPassword('Senha###')).toBe(false);
    expect(isValidPassword('12345#78')).toBe(false);
    expect(passwordSchema.safeParse('fraca').error?.issues[0]?.message).toBe('acesso.validacao.senha');
  });
});

describe('login body', () => {
  it('needs username and password, defaults system 59 and a short session', () => {
    expect(loginBodySchema.parse({ username: ' ana ', password: 'x' })).toEqual({
      username: 'ana',
      password: 'x',
      systemId: 59,
      keepConnected: false,
    });
    const r = loginBodySchema.safeParse({ username: ' ', password: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'sara2g.ui.txt.campo_obrigatorio',
      'sara2g.ui.txt.campo_obrigatorio',
    ]);
    expect(loginBodySchema.safeParse({ username: 'a', password: 'b', extra: 1 }).success).toBe(false);
  });
});
