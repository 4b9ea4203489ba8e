/**
 * Management table benchmark (GET /api/v1/amostras/gerenciamento) on the volume data of
 * bench/data.ts: representative queries (default view, every sort column, common and rare
 * word search, combined filters, a deep page), each through HTTP on the real server with
 * autocannon and, for comparison, the very SQL of the route (readManagementPage and the count of
 * managementQueries, as the route runs them) straight through node-postgres, both at 16 concurrent clients.
 * Targets: HTTP p95 <= 25 ms and HTTP p95 / SQL p95 <= 1.3. Each measure also gives the CPU per
 * request of the server, PostgreSQL and this process; and the first query's page statement is served
 * by a bare node:http server (bench/floor-server.ts) under the same load: the floor of the ratio.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sara_bench npm run bench:management
 *   (BENCH_SECONDS per query and side, default 5; BENCH_ONLY=name,name to run some queries;
 *   BENCH_CONNECTIONS, default 16: other values or BENCH_ONLY write management-c<N>.{json,md})
 *
 * Writes bench/results/management.{json,md} and the query plans to management-explain.md.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import type { CompiledQuery } from 'kysely';
import { managementQuerySchema, type ManagementQuery, type ManagementPage } from '@sara/domain/lists';
import { openDb, statementName } from '../apps/server/src/db/client.ts';
import { FEATURES } from '@sara/domain/features';
import {
  boundedWalkQuery,
  managementQueries,
  readManagementPage,
  type Run,
} from '../apps/server/src/modules/lists/management-query.ts';
import { scopeOf } from '../apps/server/src/modules/lists/scope.ts';
import { SEARCH_WORDS } from './data.ts';
import { ROOT, cpuMeter, startNode, startServer, stop, writeResults } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Runs at another concurrency (BENCH_CONNECTIONS) or on some queries (BENCH_ONLY) go to their own files. */
const RESULTS = CONNECTIONS === 16 && !process.env.BENCH_ONLY ? 'management' : `management-c${CONNECTIONS}`;
const PORT = 3296;
const TARGET_P95_MS = 25;
const TARGET_RATIO = 1.3;
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('bench:management needs the volume database: DATABASE_URL=postgres://... (see npm run bench:data)');
  process.exit(1);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const QUERIES: { name: string; query: ManagementQuery }[] = [
  { name: 'default view (coletada, dataColeta desc)', query: { situacao: 'coletada' } },
  { name: 'all, dataColeta desc', query: {} },
  { name: 'codigoRastreamento asc', query: { ordenarPor: 'codigoRastreamento', direcao: 'asc' } },
  { name: 'produto asc', query: { ordenarPor: 'produto', direcao: 'asc' } },
  { name: 'fornecedor desc', query: { ordenarPor: 'fornecedor', direcao: 'desc' } },
  { name: 'analisada, dataLaudo desc', query: { situacao: 'analisada', ordenarPor: 'dataLaudo', direcao: 'desc' } },
  { name: 'localAmostra asc', query: { ordenarPor: 'localAmostra', direcao: 'asc' } },
  { name: 'varejo asc', query: { ordenarPor: 'varejo', direcao: 'asc' } },
  { name: 'statusSistema desc', query: { ordenarPor: 'statusSistema', direcao: 'desc' } },
  { name: 'observacao asc', query: { ordenarPor: 'observacao', direcao: 'asc' } },
  { name: `search common word '${SEARCH_WORDS.common}'`, query: { busca: SEARCH_WORDS.common } },
  {
    name: `default view + search common word '${SEARCH_WORDS.common}'`,
    query: { situacao: 'coletada', busca: SEARCH_WORDS.common },
  },
  { name: `search rare word '${SEARCH_WORDS.rare}'`, query: { busca: SEARCH_WORDS.rare } },
  {
    name: 'program 1 + lab 1 + LAUDO_SEM_PROBLEMA + 3 months',
    query: {
      idProgramaAmostra: 1,
      idLaboratorio: 1,
      statusSistema: 'LAUDO_SEM_PROBLEMA',
      dataColetaInicio: day(-400),
      dataColetaFim: day(-310),
    },
  },
  { name: 'tracking code contains', query: { codigoRastreamento: 'HF25000' } },
  { name: 'deep page (pagina=500)', query: { pagina: 500 } },
];

interface Latency {
  /** CPU per request in µs: the server's process (HTTP), every PostgreSQL process, this process. */
  cpuUs?: { server: number; database: number; client: number };
  requests: number;
  perSecond: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number;
}

function summarise(ms: number[], seconds: number, errors: number): Latency {
  const s = [...ms].sort((a, b) => a - b);
  // null: no request completed within the run
  const at = (p: number) =>
    s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 10) / 10 : null;
  return {
    requests: s.length,
    perSecond: Math.round(s.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** CPU per request (µs) of what a measure's run cost each process. */
function perRequest(cpu: { server: number; database: number; client: number }, requests: number) {
  const us = (ms: number) => Math.round((ms * 1000) / Math.max(1, requests));
  return { server: us(cpu.server), database: us(cpu.database), client: us(cpu.client) };
}

/** HTTP: autocannon with 16 connections; latencies taken from every response (exact p95). */
async function http(target: string, token: string, serverPid: number): Promise<Latency> {
  const cpu = cpuMeter(serverPid, true);
  const ms: number[] = [];
  let errors = 0;
  // the callback form returns the instance, whose 'response' events give every latency
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: target, headers: { 'auth-token': token }, connections: CONNECTIONS, duration: SECONDS },
      (err: unknown, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) ms.push(responseTime);
      else errors++;
    });
  });
  const spent = cpu();
  return { ...summarise(ms, SECONDS, errors + result.errors), cpuUs: perRequest(spent, ms.length) };
}

/** Runs a statement prepared under the name the server gives it (apps/server/src/db/client.ts). */
const runOn =
  (pool: pg.Pool): Run =>
  async <R>(c: CompiledQuery<R>) => ({
    rows: (await pool.query({ name: statementName(c.sql), text: c.sql, values: c.parameters as unknown[] }))
      .rows as R[],
  });

/** Direct SQL: the given pieces of the route's work, run together on pooled connections. */
async function direct(work: (() => Promise<unknown>)[], serverPid: number): Promise<Latency> {
  const cpu = cpuMeter(serverPid, true);
  const ms: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await Promise.all(work.map((w) => w()));
          ms.push(performance.now() - t0);
        } catch (e) {
          if (errors++ === 0) console.error(e);
        }
      }
    }),
  );
  const spent = cpu();
  return { ...summarise(ms, SECONDS, errors), cpuUs: perRequest(spent, ms.length) };
}

/** HTTP against bench/floor-server.ts serving one statement (the floor of the HTTP / SQL ratio). */
async function floorRun(page: CompiledQuery): Promise<Latency> {
  const target = `http://127.0.0.1:${PORT + 1}/`;
  const env = { FLOOR_PORT: String(PORT + 1), FLOOR_SQL: page.sql, FLOOR_PARAMS: JSON.stringify(page.parameters) };
  const child = await startNode('bench/floor-server.ts', env, target, 'floor');
  try {
    return await http(target, '', child.pid!);
  } finally {
    await stop(child);
  }
}

const qs = (query: ManagementQuery) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function main() {
  const only = process.env.BENCH_ONLY?.split(',');
  const queries = only ? QUERIES.filter((q) => only.some((o) => q.name.includes(o))) : QUERIES;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sara-bench-management-'));
  const {
    child,
    url: base,
    startMs,
  } = await startServer({ PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: url! });
  const handle = await openDb({ url, poolSize: 1 });
  // 16 clients, each running page and count at once, as the route does on the server's pool of 20.
  const pool = new pg.Pool({ connectionString: url, max: 2 * CONNECTIONS });
  try {
    const login = await fetch(`${base}/sca/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'gestor', password: 'Sara@2026', systemId: 59 }),
    });
    const { data: session } = (await login.json()) as { data: { token: string; user: { id: number } } };
    // gestor's scope, as the route computes it: the management feature sees every item
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);

    const info = (
      await pool.query(
        `select version() as v, current_setting('shared_buffers') as sb, (select count(*) from sara.amostra)::int as n`,
      )
    ).rows[0] as { v: string; sb: string; n: number };
    const machine = {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: info.v.split(' ').slice(0, 2).join(' '),
      loadAverage1m: os.loadavg()[0] ?? 0,
    };

    const rows = [];
    const plans: string[] = [];
    for (const { name, query } of queries) {
      const target = `${base}/api/v1/amostras/gerenciamento?${qs(query)}`;
      const res = await fetch(target, { headers: { 'auth-token': session.token } });
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      const { data } = (await res.json()) as { data: ManagementPage };
      const params = managementQuerySchema.parse(query);
      const run = runOn(pool);
      const { strategy } = await readManagementPage(handle.db, run, scope, params);
      const compiled = managementQueries(handle.db, scope, params, strategy === 'bounded' ? 'walk' : strategy);
      const pageStatement = strategy === 'bounded' ? boundedWalkQuery(handle.db, scope, params)! : compiled.page;
      for (const [kind, c] of [
        ['page', pageStatement],
        ['count', compiled.count],
      ] as const) {
        const plan = await pool.query(`explain (analyze, buffers) ${c.sql}`, c.parameters as unknown[]);
        plans.push(
          `## ${name}: ${kind}\n\n\`\`\`\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
        );
      }
      // the route keeps the count of a filter set (docs/decisions/0010): after the first answer each
      // request runs the page alone, which is what 'SQL page' runs; 'SQL page + count' is a new filter
      const h = await http(target, session.token, child.pid!);
      const page = () => readManagementPage(handle.db, run, scope, params);
      const s = await direct([page], child.pid!);
      const cold = await direct([page, () => run(compiled.count)], child.pid!);
      const ratio = h.p95 !== null && s.p95 !== null ? Math.round((h.p95 / s.p95) * 100) / 100 : null;
      const row = {
        name,
        query,
        strategy,
        total: data.total,
        totalLimitado: data.totalLimitado,
        firstRow: data.itens[0]?.idAmostra ?? null,
        http: h,
        sql: s,
        sqlWithCount: cold,
        ratio,
        meetsP95: h.p95 !== null && h.p95 <= TARGET_P95_MS,
        meetsRatio: ratio !== null && ratio <= TARGET_RATIO,
      };
      rows.push(row);
      console.log(
        `${name}: total ${data.total}${data.totalLimitado ? '+' : ''}, HTTP p50 ${h.p50} p95 ${h.p95} ms (${h.perSecond}/s), SQL page p50 ${s.p50} p95 ${s.p95} ms, page + count p50 ${cold.p50} p95 ${cold.p95} ms, ratio ${ratio}; CPU µs/req HTTP ${JSON.stringify(h.cpuUs)} SQL ${JSON.stringify(s.cpuUs)}`,
      );
    }

    // the floor: the first query's page statement behind a bare node:http server
    const first = rows[0]!;
    const floorPage = managementQueries(handle.db, scope, managementQuerySchema.parse(first.query), 'walk').page;
    const floor = first.strategy === 'walk' ? await floorRun(floorPage) : null;
    const floorRatio = floor?.p95 && first.sql.p95 ? Math.round((floor.p95 / first.sql.p95) * 100) / 100 : null;
    if (floor)
      console.log(
        `floor (${first.name}): HTTP p50 ${floor.p50} p95 ${floor.p95} ms, ratio ${floorRatio}, CPU µs/req ${JSON.stringify(floor.cpuUs)}`,
      );

    const results = {
      date: new Date().toISOString(),
      floor: floor && { query: first.name, http: floor, ratio: floorRatio },
      machine,
      items: info.n,
      settings: { connections: CONNECTIONS, secondsPerRun: SECONDS, serverStartMs: Math.round(startMs) },
      targets: { p95ms: TARGET_P95_MS, ratio: TARGET_RATIO },
      queries: rows,
    };
    const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
    const ms = (v: number | null) => (v === null ? `> ${SECONDS * 1000}` : String(v));
    const cpuOf = (l: Latency, withServer: boolean) =>
      l.cpuUs
        ? withServer
          ? `${l.cpuUs.server} / ${l.cpuUs.database} / ${l.cpuUs.client}`
          : `${l.cpuUs.database} / ${l.cpuUs.client}`
        : '-';
    const md = `# Management table benchmark (${results.date.slice(0, 10)})

GET /api/v1/amostras/gerenciamento as the demo user gestor (management, sees everything) on ${info.n.toLocaleString('en')} sample items
(\`npm run bench:data\`). ${machine.cpus} cores (${machine.cpu}), ${machine.memGiB} GiB, Node ${machine.node}, ${machine.postgres}
(shared_buffers ${info.sb}), machine shared with other work: load average ${machine.loadAverage1m.toFixed(1)} at the start.
${CONNECTIONS} concurrent clients, ${SECONDS} s per query and side. HTTP: autocannon against the real server, the same request
over and over: the route keeps the capped count of a filter set for 30 s (docs/decisions/0010), so after the first answer it
runs the page query alone. SQL page: the route's page read (readManagementPage: a bounded walk first for a text filter,
then the strategy the estimate picks; strategy column) straight through node-postgres, the ratio's denominator. SQL page + count: page and count together, as the route runs them for a filter set it has not counted yet.
Targets: HTTP p95 <= ${TARGET_P95_MS} ms and HTTP p95 / SQL page p95 <= ${TARGET_RATIO}. Latencies in ms.

| query | strategy | total | HTTP p50 | HTTP p95 | HTTP req/s | SQL page p50 | SQL page p95 | ratio | HTTP CPU µs/req: server / PostgreSQL / load | SQL CPU µs/req: PostgreSQL / client | SQL page + count p50 | SQL page + count p95 | p95 <= ${TARGET_P95_MS} | ratio <= ${TARGET_RATIO} |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows
  .map(
    (r) =>
      `| ${r.name} | ${r.strategy} | ${r.total.toLocaleString('en')}${r.totalLimitado ? '+' : ''} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${r.http.perSecond} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${r.ratio ?? '-'} | ${cpuOf(r.http, true)} | ${cpuOf(r.sql, false)} | ${ms(r.sqlWithCount.p50)} | ${ms(r.sqlWithCount.p95)} | ${mark(r.meetsP95)} | ${mark(r.meetsRatio)} |`,
  )
  .join('\n')}

${
  floor
    ? `Floor of the ratio (bench/floor-server.ts): the ${first.name} page statement behind a bare node:http server
(no framework, session or validation; a pool of 20, the statement prepared), the same autocannon load: HTTP p50
${ms(floor.p50)}, p95 ${ms(floor.p95)} ms (${floor.perSecond}/s), ratio ${floorRatio ?? '-'} to the SQL page p95 above; CPU µs per request
(server / PostgreSQL / load) ${cpuOf(floor, true)}.
`
    : ''
}
Query plans (EXPLAIN ANALYZE, BUFFERS, one run each): ${RESULTS}-explain.md.
`;
    writeResults(RESULTS, results, md);
    fs.writeFileSync(
      path.join(ROOT, `bench/results/${RESULTS}-explain.md`),
      `# Management table query plans (${results.date.slice(0, 10)}, ${info.n.toLocaleString('en')} items)\n\n${plans.join('\n')}`,
    );
    console.log(md);
  } finally {
    await pool.end();
    await handle.close();
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
