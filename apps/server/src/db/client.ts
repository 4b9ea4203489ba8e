import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Type OIDs parsed the same way on both drivers, so results never depend on the backend:
// date and timestamp stay as text (the wire format of the spec has no time zone),
// timestamptz becomes a Date, int8 and numeric become numbers.
const OID = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114 } as const;
const asText = (v: string) => v;

pg.types.setTypeParser(OID.int8, (v) => Number(v));
pg.types.setTypeParser(OID.numeric, (v) => Number(v));
pg.types.setTypeParser(OID.date, asText);
pg.types.setTypeParser(OID.timestamp, (v) => v.replace(' ', 'T'));

/** PGlite has one connection; this pool hands it out to one holder at a time. */
function pglitePool(client: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  const connection: PostgresPoolClient = {
    async query(sql: string, parameters: ReadonlyArray<unknown>) {
      // Without parameters use the simple protocol, which also runs multi-statement scripts
      // (migrations), as node-postgres does.
      const result =
        parameters.length === 0
          ? ((await client.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
          : await client.query(sql, parameters as unknown[]);
      const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
      return { command, rowCount: result.affectedRows ?? 0, rows: result.rows } as never;
    },
    release() {},
  } as unknown as PostgresPoolClient;
  return {
    connect() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const ready = queue.then(() => ({ ...connection, release }));
      queue = queue.then(() => held);
      return ready;
    },
    async end() {
      await queue;
      await client.close();
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm, unaccent },
    parsers: {
      [OID.int8]: (v: string) => Number(v),
      [OID.numeric]: (v: string) => Number(v),
      [OID.date]: asText,
      [OID.timestamp]: (v: string) => v.replace(' ', 'T'),
    },
  });
}

const statementNames = new LRUCache<string, string>({ max: 2_000 });

/** The name of a statement's server-side prepared form: the same text, the same name (kept: a hash per query shows). */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `k${crypto.createHash('sha1').update(sql).digest('hex')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Ends a statement whose best plan depends on its values, which is planned for them on every call
 * rather than prepared: after five calls PostgreSQL may keep one generic plan for any value, and a
 * text search's generic plan read a 2-letter word through the trigram index (every entry: 4 s).
 */
export const PLAN_PER_CALL = '\n/* planned per call */';

/**
 * node-postgres with every parameterised statement prepared once per connection under a name of
 * its text: PostgreSQL then plans a list query once instead of on every request (planning a page
 * of the management table cost more than running it). Statements without parameters keep the
 * simple protocol (migrations are multi-statement scripts); cursors pass through, and so do the
 * statements marked with PLAN_PER_CALL.
 */
function preparedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const query = (...args: unknown[]) => {
        const [text, values] = args as [unknown, unknown[] | undefined];
        if (typeof text !== 'string' || !values || values.length === 0 || text.includes(PLAN_PER_CALL))
          return (client.query as (...a: unknown[]) => unknown)(...args);
        return client.query({ name: statementName(text), text, values });
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/**
 * Opens the database: a real PostgreSQL when a URL is given, otherwise the embedded PGlite
 * in `pgliteDir` (in memory when that is undefined, as tests do).
 */
export async function openDb(options: {
  url?: string;
  pgliteDir?: string;
  poolSize?: number;
  /** Told when an idle pooled connection fails (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
}): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // PostgreSQL keeps each statement a connection prepared (about 90 KB with its plans) until the
      // connection ends, and the list filters make thousands of distinct texts: a busy connection would
      // grow for good. A connection is replaced after 10 minutes or 5,000 uses; it prepares again.
      maxLifetimeSeconds: 600,
      maxUses: 5000,
    });
    // An idle client can be cut by the server (restart, failover, a dropped database). Without a
    // listener that error would crash the process; the pool replaces the client on next use.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const client = await openPglite(options.pgliteDir);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(client) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export { pgliteTypes };
