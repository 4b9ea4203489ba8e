import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/access.ts';
import { BACKENDS, freshPostgres } from '../test/helper.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOGIN = '/sca/api/v1/auth/login';
// a first start migrates and seeds: slow on a busy two-core machine
const FIRST_START_MS = 120_000;

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  [key: string]: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server (`node --import tsx apps/server/src/main.ts`) as a child process, its JSON log collected. */
function startServer(env: Record<string, string>) {
  // a clean environment: the runner's DATABASE_URL, PORT... must not reach the child
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent-web-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const log: LogLine[] = [];
  let stderr = '';
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      log.push(JSON.parse(line) as LogLine);
    } catch {
      log.push({ msg: line });
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  /** The first log line matching, waiting for it while the process runs. */
  async function waitForLog(match: (line: LogLine) => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = log.find(match);
      if (line) return line;
      if (!running()) throw new Error(`server exited before ${what}; stderr:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms; stderr:\n${stderr}`);
      await sleep(50);
    }
  }

  async function waitForExit(timeoutMs: number) {
    const timeout = sleep(timeoutMs).then(() => 'timeout' as const);
    const result = await Promise.race([exited, timeout]);
    if (result === 'timeout') throw new Error(`server still running ${timeoutMs} ms after SIGTERM`);
    return result;
  }

  /** Waits for the ready line; answers the port the server listens on. */
  async function ready(timeoutMs = FIRST_START_MS) {
    const listening = await waitForLog((l) => /^Server listening at /.test(l.msg ?? ''), timeoutMs, 'listening');
    const readyLine = await waitForLog((l) => l.msg === 'SARA is ready', timeoutMs, 'ready line');
    return { port: Number(new URL(listening.msg!.replace('Server listening at ', '')).port), readyLine };
  }

  return { child, log, stderr: () => stderr, waitForLog, waitForExit, ready };
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  // only the children this file spawned, by their own handle
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sara-main-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** True once a new connection to the port is refused (the server stopped listening). */
async function refusedWithin(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(undefined));
      });
      req.on('error', (err) => resolve(err));
    });
    if (error?.code === 'ECONNREFUSED') return true;
    await sleep(100);
  }
  return false;
}

describe.each(BACKENDS)('the server process (%s)', (backend) => {
  it(
    'on SIGTERM stops taking connections, finishes the request under way and exits 0; a restart finds its data',
    async () => {
      const pgDb = backend === 'postgres' ? await freshPostgres() : undefined;
      if (pgDb) cleanups.push(() => pgDb.drop());
      const env = {
        DATA_DIR: tempDataDir(),
        SEED_DEMO: 'true',
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      };
      const first = startServer(env);
      const { port, readyLine } = await first.ready();
      expect(readyLine).toMatchObject({ database: backend, seeded: true, url: `http://localhost:${port}` });

      // a login whose body is still arriving when the signal comes, on a connection kept alive as a browser does
      const agent = new http.Agent({ keepAlive: true });
      cleanups.push(() => agent.destroy());
      const body = JSON.stringify({ username: 'gestor', password: DEMO_PASSWORD, systemId: 59, keepConnected: false });
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: LOGIN,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, 10));
      await first.waitForLog((l) => l.msg === 'incoming request' && l.req?.url === LOGIN, 30_000, 'the login request');

      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      await first.waitForLog((l) => l.msg === 'shutting down', 30_000, 'the shutdown line');
      expect(await refusedWithin(port, 30_000), 'new connections refused while shutting down').toBe(true);

      req.end(body.slice(10));
      const res = await answer;
      expect(res.status, res.body).toBe(200);
      expect(JSON.parse(res.body).data).toMatchObject({ token: expect.any(String), user: { username: 'gestor' } });

      // the 10 s safety timer of main.ts exits with 1: 0 means everything closed by itself
      expect(await first.waitForExit(30_000)).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(30_000);
      expect(first.stderr()).toBe('');

      // the database was closed cleanly: a second start reads it, migrates and seeds nothing, and stops as cleanly
      const second = startServer(env);
      const again = await second.ready();
      expect(again.readyLine).toMatchObject({ database: backend, migrations: 0, seeded: false });
      second.child.kill('SIGTERM');
      expect(await second.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    },
    4 * FIRST_START_MS,
  );
});

describe('the server process with a bad setting', () => {
  it('refuses to start, naming the variable, without a stack trace and before touching DATA_DIR', async () => {
    const dataDir = path.join(tempDataDir(), 'never-made');
    const server = startServer({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await server.waitForExit(60_000)).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toMatch(/^Invalid configuration:\n {2}PORT: expected a whole number from 0 to 65535\n$/);
    expect(server.log).toEqual([]);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('says a taken port in one line, before making the database', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as { port: number }).port;
      const dataDir = path.join(tempDataDir(), 'never-made');
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.waitForExit(60_000)).toEqual({ code: 1, signal: null });
      expect(server.stderr()).toBe(
        `Port ${port} is in use by another program: stop it, or start SARA on another port (PORT=3001 npm start).\n`,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      taken.close();
    }
  });
});
