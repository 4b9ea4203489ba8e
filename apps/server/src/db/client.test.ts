import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { openDb, PLAN_PER_CALL, statementName } from './client.ts';

// A PostgreSQL restart or failover cuts idle pooled connections: the server must survive and reconnect.
describe.skipIf(!process.env.DATABASE_URL)('database connections (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { seedDemo: false });
  });
  afterAll(() => t.close());

  it('keeps answering after the server terminates its idle connections', async () => {
    const ask = () => t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?tags=acesso&lang=en' });
    await Promise.all([ask(), ask(), ask()]); // several idle connections in the pool
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.handle.db);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]!.db],
    );
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    expect((await ask()).statusCode).toBe(200);
  });

  it('prepares a statement with parameters once, but plans one that ends with PLAN_PER_CALL for its values', async () => {
    const handle = await openDb({ url: process.env.DATABASE_URL, poolSize: 1 });
    try {
      const names = async () =>
        (
          await sql<{ name: string }>`select name from pg_prepared_statements where ${1} = 1`.execute(handle.db)
        ).rows.map((r) => r.name);
      const prepared = sql<{ n: number }>`select ${2}::int as n`.compile(handle.db);
      const perCall = sql<{ n: number }>`select ${3}::int as n${sql.raw(PLAN_PER_CALL)}`.compile(handle.db);
      expect((await handle.db.executeQuery(prepared)).rows).toEqual([{ n: 2 }]);
      expect((await handle.db.executeQuery(perCall)).rows).toEqual([{ n: 3 }]);
      const held = await names();
      expect(held).toContain(statementName(prepared.sql));
      expect(held).not.toContain(statementName(perCall.sql));
    } finally {
      await handle.close();
    }
  });

  it('replaces a connection after its uses: what it prepared does not grow for good', async () => {
    const handle = await openDb({ url: process.env.DATABASE_URL, poolSize: 1 });
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid, ${1}::int as one`.execute(handle.db)).rows[0]!.pid;
      const first = await backend();
      const prepared = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where ${1} = 1`.execute(handle.db);
      expect(prepared.rows[0]!.n).toBeGreaterThan(0);
      for (let use = 2; use < 5000; use++) expect(await backend()).toBe(first);
      expect(await backend()).not.toBe(first);
    } finally {
      await handle.close();
    }
  });
});
