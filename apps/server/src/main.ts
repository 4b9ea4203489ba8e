import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDb } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/access.ts';

/** Whether the port can be listened on; asked before the database is opened, migrated and seeded. */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
const portTaken = (port: number) =>
  `Port ${port} is in use by another program: stop it, or start SARA on another port (PORT=3001 npm start).`;

const startedAt = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // the message names each bad variable; a stack trace would only hide it
  console.error((err as Error).message);
  process.exit(1);
}
if (config.PORT !== 0 && !(await portFree(config.PORT, config.HOST))) {
  console.error(portTaken(config.PORT));
  process.exit(1);
}
if (!config.DATABASE_URL) fs.mkdirSync(config.DATA_DIR, { recursive: true });
// until the app's logger exists, a lost idle database connection is reported on stderr
let onIdleError = (err: Error) =>
  console.error(JSON.stringify({ level: 40, msg: 'idle database connection lost', err: err.message }));
const handle = await openDb({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  onIdleError: (err) => onIdleError(err),
});
const { applied, seeded } = await prepareDatabase(handle.db, { seedDemo: config.SEED_DEMO });
const app = await buildApp({ config, db: handle.db });
onIdleError = (err) => app.log.warn({ err }, 'idle database connection lost');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await handle.close();
  } finally {
    clearTimeout(timer);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  // taken between the check above and now
  if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
  console.error(portTaken(config.PORT));
  await handle.close();
  process.exit(1);
}
const url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
app.log.info(
  {
    database: handle.kind,
    migrations: applied.length,
    seeded,
    startupMs: Math.round(performance.now() - startedAt),
    url,
  },
  'SARA is ready',
);
// a person at a terminal gets one plain line among the JSON logs: where to go, and who to log in as
if (process.stdout.isTTY) {
  const demo = config.SEED_DEMO
    ? ` Demo users: ${DEMO_USERS.map((u) => u.username).join(', ')} (password ${DEMO_PASSWORD}).`
    : '';
  console.log(`\nSARA is ready at ${url}.${demo}\n`);
}
