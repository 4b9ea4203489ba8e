/**
 * Sample-write benchmark (issue 3): a collector registers collected groups of 3 items with 3 photos
 * through HTTP, as the app does (3 photo uploads, then one POST /api/v1/amostras/coletadas), with 16
 * concurrent clients, on PostgreSQL and on PGlite. Prints and writes groups per second and latency
 * percentiles of the whole registration to bench/results/samples.{json,md}.
 *
 *   node --import tsx bench/samples.ts        (BENCH_SECONDS, default 15, after BENCH_WARMUP_SECONDS, default 5;
 *                                              BENCH_ONLY postgres|pglite)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_PHOTO,
  collectedGroupBody,
  cpuMeter,
  freshPostgres,
  postgresReachable,
  startServer,
  stop,
  writeResults,
} from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// the same load first, not counted: a long-running server has compiled its hot code and its
// database connections have their plans cached (the first seconds cost up to twice as much CPU)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONCURRENCY = 16;
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function session(url: string) {
  const res = await fetch(`${url}/sca/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'amostrador', password: 'Sara@2026', systemId: 59 }),
  });
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  await fetch(`${url}/api/v1/coletores/usuario/${data.user.id}`, {
    method: 'POST',
    headers: { 'auth-token': data.token },
  });
  return data.token;
}

/**
 * HTTP as a light load generator: node:http on kept-alive connections and bodies built from bytes,
 * so the client takes as little of the two cores as it can (fetch and FormData cost about as much
 * CPU per request as the server's work). The bytes on the wire are what the app sends.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 4 });

function send(url: string, method: string, headers: http.OutgoingHttpHeaders, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, 'content-length': body.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const BOUNDARY = 'sara-bench-boundary-7d1f';
const photoTail = Buffer.concat([
  Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="idTipoArquivo"\r\n\r\n2` +
      `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  ),
  BENCH_PHOTO,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const photoHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="idArquivo"\r\n\r\n`;

async function upload(url: string, token: string): Promise<string> {
  const idArquivo = crypto.randomUUID();
  const body = Buffer.concat([Buffer.from(photoHead + idArquivo), photoTail]);
  const res = await send(
    `${url}/api/v1/arquivos`,
    'POST',
    { 'auth-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  );
  if (res.status !== 201) throw new Error(`upload ${res.status} ${res.body}`);
  return idArquivo;
}

/** One registration as the app does it; answers its duration in ms. */
async function registerGroup(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const photos = await Promise.all([upload(url, token), upload(url, token), upload(url, token)]);
  const idAgrupador = crypto.randomUUID();
  const items = collectedGroupBody(idAgrupador, photos);
  const res = await send(
    `${url}/api/v1/amostras/coletadas`,
    'POST',
    { 'auth-token': token, 'content-type': 'application/json' },
    Buffer.from(JSON.stringify(items)),
  );
  if (res.status !== 201) throw new Error(`register ${res.status} ${res.body}`);
  return performance.now() - t0;
}

const pct = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;

async function run(kind: 'pglite' | 'postgres', port: number) {
  const dataDir = path.join(os.tmpdir(), `sara-bench-samples-${kind}-${Date.now()}`);
  const pgDb = kind === 'postgres' ? await freshPostgres(PG_BASE) : undefined;
  const { child, url } = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    // PGlite's run must not inherit a DATABASE_URL of the shell (empty counts as unset)
    DATABASE_URL: pgDb ? pgDb.url : '',
  });
  try {
    const token = await session(url);
    await registerGroup(url, token);
    /** CONCURRENCY collectors registering for `seconds`; `record` gets each registration's duration. */
    const load = async (seconds: number, record: (ms: number) => void) => {
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end) {
            try {
              record(await registerGroup(url, token));
            } catch (e) {
              errors++;
              if (errors < 3) console.error(e);
            }
          }
        }),
      );
    };
    const durations: number[] = [];
    let errors = 0;
    await load(WARMUP_SECONDS, () => {});
    errors = 0;
    // a database in service has statistics; a fresh one has none until autovacuum's first ANALYZE, a
    // minute in, and until then its foreign-key checks' cached plans read agrupador sequentially
    await pgDb?.analyze();
    const cpu = cpuMeter(child.pid!, kind === 'postgres');
    const t0 = performance.now();
    await load(SECONDS, (ms) => durations.push(ms));
    const elapsed = (performance.now() - t0) / 1000;
    const used = cpu();
    const perGroup = (ms: number) => Math.round((ms / Math.max(1, durations.length)) * 100) / 100;
    durations.sort((a, b) => a - b);
    return {
      kind,
      groups: durations.length,
      errors,
      groupsPerSec: Math.round((durations.length / elapsed) * 10) / 10,
      p50ms: pct(durations, 50),
      p95ms: pct(durations, 95),
      p99ms: pct(durations, 99),
      cpuMsPerGroup: {
        server: perGroup(used.server),
        database: perGroup(used.database),
        client: perGroup(used.client),
      },
    };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
// BENCH_ONLY=postgres or pglite runs one side (the results files then hold that side alone)
const only = process.env.BENCH_ONLY;
if (only !== 'pglite' && (await postgresReachable(PG_BASE))) results.push(await run('postgres', 3294));
if (only !== 'postgres') results.push(await run('pglite', 3295));
const md = `# Sample-write benchmark (${new Date().toISOString().slice(0, 10)})

${os.cpus().length} cores, Node ${process.version}. ${CONCURRENCY} concurrent collectors, ${SECONDS} s each after ${WARMUP_SECONDS} s of the same load not counted. One registration =
3 photo uploads (1024x768 JPEG, ${Math.round(BENCH_PHOTO.length / 1024)} KiB each, about 60 KiB of it incompressible as a real photo's: bench/lib.ts) + POST of a 3-item RAMA group; latency is the whole registration.
The load generator is node:http in this process. CPU per group: ms of CPU the server process, every PostgreSQL
process (PGlite runs inside the server) and the load generator spent per registered group; the two cores give 2,000 ms
of CPU a second, so groups/s can be at most 2,000 / their sum.

| database | groups registered | errors | groups/s | p50 (ms) | p95 (ms) | p99 (ms) | CPU ms/group: server | database | load generator |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${results.map((r) => `| ${r.kind} | ${r.groups} | ${r.errors} | ${r.groupsPerSec} | ${r.p50ms} | ${r.p95ms} | ${r.p99ms} | ${r.cpuMsPerGroup.server} | ${r.cpuMsPerGroup.database} | ${r.cpuMsPerGroup.client} |`).join('\n')}
`;
writeResults(
  'samples',
  {
    date: new Date().toISOString(),
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    results,
  },
  md,
);
console.log(md);
