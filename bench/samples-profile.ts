/**
 * Where a sample registration spends its time: runs the app in this process (app.inject, no
 * network) on a fresh PostgreSQL database (BENCH_DATABASE_URL), registers groups one at a time as
 * bench/samples.ts does (3 photo uploads, then one POST of a 3-item group) and prints, per route,
 * the statements run per call and their time as the driver sees it (round trip included), and the
 * time per registration by 250 (does it grow with the data?). Not a throughput figure: see
 * bench/samples.ts.
 *
 *   node --import tsx bench/samples-profile.ts        (PROFILE_GROUPS, default 200)
 */
import crypto from 'node:crypto';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { statementName } from '../apps/server/src/db/client.ts'; // and the type parsers the app relies on
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { BENCH_PHOTO, collectedGroupBody, freshPostgres, postgresReachable } from './lib.ts';

const GROUPS = Number(process.env.PROFILE_GROUPS ?? 200);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// statements per route: count and time, collected by the Kysely log hook
let route = 'setup';
const stats = new Map<string, Map<string, { n: number; ms: number }>>();
function log(event: { level: string; query: { sql: string }; queryDurationMillis: number; error?: unknown }) {
  if (event.level === 'error') console.error(event.error, event.query.sql);
  const sql = event.query.sql.replace(/\$\d+/g, '?').replace(/(\(\?(, \?)*\))(, \(\?(, \?)*\))+/g, '$1, ...');
  const key = sql.length > 110 ? `${sql.slice(0, 110)}…` : sql;
  const r = stats.get(route) ?? new Map();
  stats.set(route, r);
  const s = r.get(key) ?? { n: 0, ms: 0 };
  s.n++;
  s.ms += event.queryDurationMillis;
  r.set(key, s);
}

if (!(await postgresReachable(PG_BASE))) throw new Error(`PostgreSQL not reachable at ${PG_BASE}`);
const pgDb = await freshPostgres(PG_BASE);
const pool = new pg.Pool({ connectionString: pgDb.url, max: 20 });
// as the app's pool does (apps/server/src/db/client.ts): parameterised statements prepared once per
// connection under a name of their text
const prepared: PostgresPool = {
  async connect() {
    const client = await pool.connect();
    const query = (text: string, values?: unknown[]) =>
      values && values.length > 0 ? client.query({ name: statementName(text), text, values }) : client.query(text);
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  },
  end: () => pool.end(),
};
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: prepared }), log });
try {
  await prepareDatabase(db, { seedDemo: true });
  const app = await buildApp({
    config: loadConfig({ DATABASE_URL: pgDb.url, LOG_LEVEL: 'error', WEB_DIST: '/nonexistent' }),
    db,
  });
  await app.ready();

  const login = await app.inject({
    method: 'POST',
    url: '/sca/api/v1/auth/login',
    payload: { username: 'amostrador', password: 'Sara@2026', systemId: 59 },
  });
  const { token, user } = login.json().data as { token: string; user: { id: number } };
  await app.inject({ method: 'POST', url: `/api/v1/coletores/usuario/${user.id}`, headers: { 'auth-token': token } });

  function multipart(idArquivo: string) {
    const boundary = `----sara${crypto.randomBytes(8).toString('hex')}`;
    const head = (name: string, v: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(head('idArquivo', idArquivo) + head('idTipoArquivo', '2')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      BENCH_PHOTO,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'auth-token': token } };
  }

  const wall = new Map<string, number>();
  async function timed<T>(name: string, f: () => Promise<T>): Promise<T> {
    route = name;
    const t0 = performance.now();
    const r = await f();
    wall.set(name, (wall.get(name) ?? 0) + performance.now() - t0);
    return r;
  }

  async function register() {
    const photos: string[] = [];
    for (let i = 0; i < 3; i++) {
      const idArquivo = crypto.randomUUID();
      const res = await timed('POST /api/v1/arquivos', () =>
        app.inject({ method: 'POST', url: '/api/v1/arquivos', ...multipart(idArquivo) }),
      );
      if (res.statusCode !== 201) throw new Error(res.body);
      photos.push(idArquivo);
    }
    const idAgrupador = crypto.randomUUID();
    const items = collectedGroupBody(idAgrupador, photos);
    const res = await timed('POST /api/v1/amostras/coletadas', () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/amostras/coletadas',
        payload: items,
        headers: { 'auth-token': token },
      }),
    );
    if (res.statusCode !== 201) throw new Error(res.body);
  }

  for (let i = 0; i < 20; i++) await register(); // warm-up
  stats.clear();
  wall.clear();
  const windows: number[] = [];
  for (let i = 0; i < GROUPS; i++) {
    const t0 = performance.now();
    await register();
    const w = Math.floor(i / 250);
    windows[w] = (windows[w] ?? 0) + performance.now() - t0;
  }

  console.log(`${GROUPS} registrations, one at a time, PostgreSQL`);
  console.log(
    `ms per registration by 250: ${windows.map((t, w) => (t / Math.min(250, GROUPS - w * 250)).toFixed(1)).join(' ')}\n`,
  );
  for (const [name, r] of stats) {
    const calls = name.includes('arquivos') ? GROUPS * 3 : GROUPS;
    const total = [...r.values()].reduce((a, s) => a + s.ms, 0);
    const n = [...r.values()].reduce((a, s) => a + s.n, 0);
    console.log(
      `${name}: ${(wall.get(name)! / calls).toFixed(2)} ms per call, ${(n / calls).toFixed(1)} statements, ` +
        `${(total / calls).toFixed(2)} ms of them in the database`,
    );
    for (const [sql, s] of [...r.entries()].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`  ${(s.n / calls).toFixed(1)}x ${(s.ms / s.n).toFixed(3)} ms  ${sql}`);
    }
  }
  await app.close();
} finally {
  await db.destroy();
  await pgDb.drop();
}
