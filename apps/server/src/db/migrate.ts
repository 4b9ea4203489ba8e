import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the ordered SQL files of db/migrations that are not yet recorded, each in its own
 * transaction, on PGlite and PostgreSQL alike. An advisory lock keeps two starting servers apart.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(590059)`.execute(conn);
    try {
      await sql`create table if not exists public.schema_migrations (
        name text primary key, applied_at timestamptz not null default now())`.execute(conn);
      const done = new Set(
        (await sql<{ name: string }>`select name from public.schema_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        await conn.transaction().execute(async (tx) => {
          await sql.raw(text).execute(tx);
          await sql`insert into public.schema_migrations (name) values (${file})`.execute(tx);
        });
        applied.push(file);
      }
    } finally {
      await sql`select pg_advisory_unlock(590059)`.execute(conn);
    }
  });
  return applied;
}
