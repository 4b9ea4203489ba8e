import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@sara/domain/features';
import { DEMO_USERS } from './seed/access.ts';
import { BACKENDS, createTestApp, loginAs, type TestApp } from '../../test/helper.ts';

const README = path.resolve(import.meta.dirname, '../../../../README.md');

/**
 * The "Demo users" table of the README, read at test time so the README and the seed cannot drift.
 * The README abbreviates features of one prefix: `amostraAgendada.adicionar/editar/finalizar` stands
 * for three features; a parenthesis is a remark (`sara.admin (passes every check)`).
 */
function readmeDemoUsers(markdown: string): Map<string, string[]> {
  const section = /^## Demo users\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  if (!section) throw new Error('README has no "## Demo users" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, separator, ...body] = rows;
  if (header?.[0] !== 'user' || !header[2]?.startsWith('features') || !separator?.every((c) => /^-+$/.test(c)))
    throw new Error(`README "Demo users" table has an unexpected header: ${JSON.stringify(header)}`);
  return new Map(
    body.map(([user, , features]) => [
      user!.replace(/`/g, ''),
      features!
        .replace(/\([^)]*\)/g, '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
        .flatMap((f) => {
          const [first, ...rest] = f.split('/');
          const prefix = first!.slice(0, first!.lastIndexOf('.') + 1);
          return [first!, ...rest.map((suffix) => prefix + suffix)];
        }),
    ]),
  );
}

describe('the README demo users table reader', () => {
  it('expands abbreviations and drops remarks', () => {
    const table = readmeDemoUsers(
      [
        '## Demo users',
        '',
        '| user | role | features (system 59) |',
        '| --- | --- | --- |',
        '| `admin` | administrator | sara.admin (passes every check) |',
        '| `x` | sampler | perfil.amostrador, amostraAgendada.adicionar/editar/finalizar, historico |',
        '',
        '## Configuration',
        '| a | b | c |',
      ].join('\n'),
    );
    expect([...table]).toEqual([
      ['admin', ['sara.admin']],
      [
        'x',
        [
          'perfil.amostrador',
          'amostraAgendada.adicionar',
          'amostraAgendada.editar',
          'amostraAgendada.finalizar',
          'historico',
        ],
      ],
    ]);
  });
});

describe.each(BACKENDS)('demo users match the README (%s)', (backend) => {
  let t: TestApp;
  const readme = readmeDemoUsers(fs.readFileSync(README, 'utf8'));
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('lists exactly the seeded demo users, each feature a known one', () => {
    expect([...readme.keys()].sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    const known = new Set<string>(Object.values(FEATURES));
    for (const [user, features] of readme) {
      expect(
        features.filter((f) => !known.has(f)),
        user,
      ).toEqual([]);
      expect(new Set(features).size, `${user} lists a feature twice`).toBe(features.length);
    }
  });

  it('gives each demo user, logged in with the demo password, exactly the features the README lists', async () => {
    for (const [user, features] of readme) {
      const session = await loginAs(t.app, user);
      expect([...session.features].sort(), user).toEqual([...features].sort());
    }
  });
});
