import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { buildApp, type App } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/access.ts';

export type Backend = 'pglite' | 'postgres';

/** The backends every integration test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: App;
  handle: DbHandle;
  backend: Backend;
  close(): Promise<void>;
}

/** A fresh database of its own (dropped on close) on the PostgreSQL server of DATABASE_URL. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `sara_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The real app on a real, freshly migrated and seeded database. */
export async function createTestApp(
  backend: Backend,
  options: { seedDemo?: boolean; extraRoutes?: (app: App) => void; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const pgDb = backend === 'postgres' ? await freshPostgres() : undefined;
  const config = loadConfig({
    DATABASE_URL: pgDb?.url,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent-web-dist',
    ...options.env,
  });
  // dropping the test database at the end cuts idle connections on purpose
  const handle = await openDb({ url: pgDb?.url, poolSize: 5, onIdleError: () => {} });
  await prepareDatabase(handle.db, { seedDemo: options.seedDemo ?? true });
  const app = await buildApp({ config, db: handle.db, logger: false });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    handle,
    backend,
    async close() {
      await app.close();
      await handle.close();
      await pgDb?.drop();
    },
  };
}

/** Logs a demo user in through the API; answers the token and the session data. */
export async function loginAs(app: App, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/sca/api/v1/auth/login',
    payload: { username, password, systemId: 59, keepConnected: false },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token: string; user: { id: number }; features: string[] };
  return data;
}

export const authHeader = (token: string) => ({ 'auth-token': token });

/**
 * Factory: a confirmed, active SARA user holding the given features directly, with a grouper of its own
 * unless one is given (`null`: none, and no login).
 */
/** Groupers of the users createUser makes, above any id of the demo data and the tests' own. */
const OWN_GROUPER_BASE = 5_000_000;

export async function createUser(
  db: DbHandle['db'],
  values: { username: string; features?: string[]; idAgrupadorUsuario?: number | null; nome?: string },
) {
  const { hashPassword } = await import('../src/modules/access/service.ts');
  const { idUsuario } = await db
    .insertInto('access.usuario')
    .values({
      nome: values.nome ?? `Usuário ${values.username}`,
      username: values.username,
      email: `${values.username}@teste.local`,
      telefoneDdi: null,
      telefone: null,
      pais: 'BR',
      senhaHash: await hashPassword(DEMO_PASSWORD),
      emailConfirmado: true,
      idCliente: null,
      idAgrupadorUsuario: values.idAgrupadorUsuario === undefined ? null : values.idAgrupadorUsuario,
      motivoInativacao: null,
      bloqueadoEm: null,
      ultimoAcesso: null,
    })
    .returning('idUsuario')
    .executeTakeFirstOrThrow();
  // a grouper no company holds yet: the collector bootstrap gives the user a company of its own
  if (values.idAgrupadorUsuario === undefined)
    await db
      .updateTable('access.usuario')
      .set({ idAgrupadorUsuario: OWN_GROUPER_BASE + idUsuario })
      .where('idUsuario', '=', idUsuario)
      .execute();
  await db.insertInto('access.usuarioSistema').values({ idUsuario, idSistema: 59, idGrupoHorario: null }).execute();
  if (values.features?.length) {
    const ids = await db
      .selectFrom('access.funcionalidade')
      .select('idFuncionalidade')
      .where('idSistema', '=', 59)
      .where('token', 'in', values.features)
      .execute();
    await db
      .insertInto('access.usuarioFuncionalidade')
      .values(ids.map((f) => ({ idUsuario, idFuncionalidade: f.idFuncionalidade })))
      .execute();
  }
  return idUsuario;
}
