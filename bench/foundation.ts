/**
 * Foundation benchmark: the web build `npm start` runs first, start time and memory of the product
 * on a fresh data folder, and
 * throughput/latency of login and GET /api/v1/laboratorios on PGlite and PostgreSQL, next to a
 * bare Fastify hello-world on the same machine. Writes bench/results/foundation.{json,md}.
 *
 *   npm run bench            (PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freshPostgres, postgresReachable, rssMiB, startServer, stop, writeResults, ROOT } from './lib.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  requestsPerSec: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
}

async function load(opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    requestsPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p95ms: r.latency.p97_5,
    p99ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

async function benchBackend(kind: 'pglite' | 'postgres', port: number) {
  const dataDir = path.join(os.tmpdir(), `sara-bench-${kind}-${Date.now()}`);
  const pgDb = kind === 'postgres' ? await freshPostgres(PG_BASE) : undefined;
  const { child, startMs, url } = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    // PGlite's run must not inherit a DATABASE_URL of the shell (empty counts as unset)
    DATABASE_URL: pgDb ? pgDb.url : '',
  });
  try {
    const rssIdle = rssMiB(child.pid!);
    // a second start on the now seeded data (the usual case)
    const body = JSON.stringify({ username: 'gestor', password: 'Sara@2026', systemId: 59, keepConnected: false });
    const login = await load({
      url: `${url}/sca/api/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const token = (
      (await (
        await fetch(`${url}/sca/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).json()) as { data: { token: string } }
    ).data.token;
    const labs = await load({ url: `${url}/api/v1/laboratorios`, headers: { 'auth-token': token } });
    const rssLoaded = rssMiB(child.pid!);
    await stop(child);
    const again = await startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
    const restartMs = again.startMs;
    await stop(again.child);
    return {
      kind,
      firstStartMs: Math.round(startMs),
      restartMs: Math.round(restartMs),
      rssIdleMiB: rssIdle,
      rssAfterLoadMiB: rssLoaded,
      login,
      laboratorios: labs,
    };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

async function benchHello(port: number) {
  const app = Fastify();
  app.get('/hello', async () => ({ data: 'hello' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await load({ url: `http://127.0.0.1:${port}/hello` });
  } finally {
    await app.close();
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { connections: CONNECTIONS, durationSeconds: DURATION },
};
/** `npm start` builds the web app before it starts the server: that build, timed, and what it serves. */
function benchWebBuild() {
  const t0 = performance.now();
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`npm run build failed (${run.status})`);
  const dist = path.join(ROOT, 'apps/web/dist');
  const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(f.parentPath, f.name)).size, 0);
  return { ms: Math.round(performance.now() - t0), files: files.length, MiB: Math.round((bytes / 2 ** 20) * 10) / 10 };
}

results.webBuild = benchWebBuild();
results.helloWorld = await benchHello(3291);
results.pglite = await benchBackend('pglite', 3292);
if (await postgresReachable(PG_BASE)) results.postgres = await benchBackend('postgres', 3293);
else console.warn(`PostgreSQL not reachable at ${PG_BASE}: skipped`);

type B = Awaited<ReturnType<typeof benchBackend>>;
const hello = results.helloWorld as Figures;
const webBuild = results.webBuild as ReturnType<typeof benchWebBuild>;
const rows = (['pglite', 'postgres'] as const)
  .filter((k) => results[k])
  .map((k) => {
    const b = results[k] as B;
    return [
      `| ${k} | ${b.firstStartMs} | ${b.restartMs} | ${b.rssIdleMiB} / ${b.rssAfterLoadMiB} | ${b.login.requestsPerSec} (p50 ${b.login.p50ms} ms, p99 ${b.login.p99ms} ms) | ${b.laboratorios.requestsPerSec} (p50 ${b.laboratorios.p50ms} ms, p99 ${b.laboratorios.p99ms} ms) | ${(b.laboratorios.requestsPerSec / hello.requestsPerSec).toFixed(2)} |`,
    ].join('');
  });
const md = `# Foundation benchmark (${String(results.date).slice(0, 10)})

Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. ${CONNECTIONS} connections, ${DURATION} s per run (autocannon).
Bare Fastify hello-world on the same machine: ${hello.requestsPerSec} req/s (p50 ${hello.p50ms} ms, p99 ${hello.p99ms} ms).
\`npm start\` first builds the web app: ${(webBuild.ms / 1000).toFixed(1)} s (${webBuild.files} files, ${webBuild.MiB} MiB served), then starts the server (the start columns below).

| database | first start, fresh data (ms) | restart (ms) | RSS idle / after load (MiB) | login req/s | GET /api/v1/laboratorios req/s | laboratorios / hello-world |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Login is bound by argon2id (memory-hard by design, 64 MiB and 3 passes per hash), not by the server.
`;
writeResults('foundation', results, md);
console.log(md);
void ROOT;
