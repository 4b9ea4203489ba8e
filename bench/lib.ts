import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { DEMO_EMPRESA, DEMO_LOCAL, DEMO_PRODUTO } from '../apps/server/src/db/seed/demo-ids.ts';
import { makeJpeg } from '../apps/server/src/db/seed/media.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts a TypeScript entry point of the repository (node + tsx) and waits until `readyUrl` answers
 * ok. With BENCH_CPU_PROF=<folder> the process writes a V8 CPU profile there (in `profileSubdir`)
 * when it stops (open it in Chrome's DevTools): where its time went under the benchmark's load.
 */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  profileSubdir = '',
): Promise<ChildProcess> {
  const dir = process.env.BENCH_CPU_PROF && path.join(process.env.BENCH_CPU_PROF, profileSubdir);
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the real server (as npm start does) and waits for /health. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; startMs: number; url: string }> {
  const t0 = performance.now();
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = await startNode('apps/server/src/main.ts', env, `${url}/health`);
  return { child, startMs: performance.now() - t0, url };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

const TICK_MS = 10; // Linux reports process times in clock ticks of 1/100 s (USER_HZ)

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name, which may hold spaces, closed by the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // the process ended
  }
}

/** CPU time (ms) used so far by each PostgreSQL process (postmaster, backends, background workers). */
export function postgresCpuByPid(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        out.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * CPU spent by the server, the database and this process (the load generator) between start()
 * and the returned function's call, in ms. The database's is summed process by process over those
 * alive at the end: a connection closed meanwhile (a pool's idle timeout) takes its own time with
 * it, where a plain total would go down.
 */
export function cpuMeter(serverPid: number, withPostgres: boolean) {
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const start = {
    server: processCpuMs(serverPid),
    database: withPostgres ? postgresCpuByPid() : new Map(),
    client: own(),
  };
  return () => {
    let database = 0;
    if (withPostgres) for (const [pid, ms] of postgresCpuByPid()) database += ms - (start.database.get(pid) ?? 0);
    return {
      server: processCpuMs(serverPid) - start.server,
      database,
      client: Math.round(own() - start.client),
    };
  };
}

/** A fresh database on the local PostgreSQL server, dropped by the returned function. */
export async function freshPostgres(baseUrl: string) {
  const name = `sara_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** ANALYZE, as autovacuum does about a minute into a new database's life. */
    async analyze() {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query('analyze');
      await c.end();
    },
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export function writeResults(name: string, json: unknown, markdown: string) {
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(json, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, `${name}.md`), markdown);
}

/**
 * The photo of every benchmark registration: a 1024x768 JPEG, as the app's camera makes, costing the
 * database what a real one does. A camera photo at quality 50 is about 60 KiB of entropy-coded data
 * that no compression shrinks; the flat generated image (23 KiB) compresses a hundredfold, so it
 * carries a comment segment of 60 KiB of pseudo-random bytes: about 83 KiB on the wire (more than a
 * photo) and about 60 KiB stored once PostgreSQL has compressed what it can (TOAST and WAL as for a photo).
 */
export const BENCH_PHOTO = withNoise(makeJpeg([200, 80, 60], 1024, 768), 60 * 1024);

function withNoise(jpeg: Buffer, pad: number): Buffer {
  const noise = Buffer.alloc(pad);
  let block = crypto.createHash('sha256').update('sara-bench-photo').digest();
  for (let at = 0; at < pad; at += block.length) {
    block.copy(noise, at);
    block = crypto.createHash('sha256').update(block).digest();
  }
  // after SOI: FF FE (comment), its length (with these two bytes), the bytes
  const header = Buffer.from([0xff, 0xfe, (pad + 2) >> 8, (pad + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, noise, jpeg.subarray(2)]);
}

/** The body of one benchmark registration: a collected RAMA group of one item per photo. */
export function collectedGroupBody(idAgrupador: string, photos: readonly string[]) {
  return photos.map((idArquivo, i) => ({
    idAgrupador,
    idLaboratorio: 1,
    infoLaboratorio: { idOrcamento: 1 },
    idProgramaAmostra: 1,
    idLocalAmostra: DEMO_LOCAL.solCuritiba,
    idVarejo: 2,
    dataColeta: '2026-11-20T09:30:00.000',
    responsavelColeta: 'Amanda',
    idProduto: DEMO_PRODUTO.tomate,
    idDistribuidor: DEMO_EMPRESA.fornecedor,
    numeroLacre: `L-${i}`,
    lote: 'A1',
    arquivos: [{ idArquivo }],
  }));
}
