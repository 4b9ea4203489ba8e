import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/client.ts';

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('access.usuario')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, idUsuario: number) {
  return db.selectFrom('access.usuario').selectAll().where('idUsuario', '=', idUsuario).executeTakeFirst();
}

export function findSystemAccess(db: Db, idUsuario: number, idSistema: number) {
  return db
    .selectFrom('access.usuarioSistema')
    .selectAll()
    .where('idUsuario', '=', idUsuario)
    .where('idSistema', '=', idSistema)
    .executeTakeFirst();
}

/** A time window of access (part C), Brasilia time: weekday 0 (Sunday) to 6, 'HH:MM[:SS]'. */
export interface TimeWindow {
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
}

export function listWindows(db: Db, idGrupoHorario: number) {
  return db.selectFrom('access.janelaHorario').selectAll().where('idGrupoHorario', '=', idGrupoHorario).execute();
}

/** The feature tokens a user holds in a system, through groups and granted directly, as a subquery. */
function featureTokens(db: Db, idUsuario: Expression<number>, idSistema: Expression<number>) {
  return db
    .selectFrom('access.funcionalidade as f')
    .select('f.token')
    .where('f.idSistema', '=', idSistema)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('access.usuarioFuncionalidade as uf')
            .select(sql`1`.as('one'))
            .whereRef('uf.idFuncionalidade', '=', 'f.idFuncionalidade')
            .where('uf.idUsuario', '=', idUsuario),
        ),
        eb.exists(
          eb
            .selectFrom('access.grupoFuncionalidade as gf')
            .innerJoin('access.usuarioGrupo as ug', 'ug.idGrupo', 'gf.idGrupo')
            .select(sql`1`.as('one'))
            .whereRef('gf.idFuncionalidade', '=', 'f.idFuncionalidade')
            .where('ug.idUsuario', '=', idUsuario),
        ),
      ]),
    );
}

export async function listUserFeatures(db: Db, idUsuario: number, idSistema: number): Promise<string[]> {
  const rows = await featureTokens(db, sql.val(idUsuario), sql.val(idSistema)).orderBy('f.token').execute();
  return rows.map((r) => r.token);
}

export async function recordFailedLogin(db: Db, idUsuario: number) {
  const row = await db
    .updateTable('access.usuario')
    .set((eb) => ({ tentativasFalhas: eb('tentativasFalhas', '+', 1) }))
    .where('idUsuario', '=', idUsuario)
    .returning('tentativasFalhas')
    .executeTakeFirstOrThrow();
  return row.tentativasFalhas;
}

/**
 * A right password counts only while the account is open, checked and reset in one statement: a
 * burst of guesses all read 'not blocked' before any was checked, and one right guess among them
 * must not pass once the wrong ones blocked it. False: blocked (or about to be) meanwhile.
 */
export async function acceptPassword(db: Db, idUsuario: number, maxFailures: number): Promise<boolean> {
  const row = await db
    .updateTable('access.usuario')
    .set({ tentativasFalhas: 0 })
    .where('idUsuario', '=', idUsuario)
    .where('bloqueadoEm', 'is', null)
    .where('tentativasFalhas', '<', maxFailures)
    .returning('idUsuario')
    .executeTakeFirst();
  return row !== undefined;
}

export function blockUser(db: Db, idUsuario: number) {
  return db.updateTable('access.usuario').set({ bloqueadoEm: new Date() }).where('idUsuario', '=', idUsuario).execute();
}

/** Ends a block that has run its time, with its failure count; a block written since stays. */
export function unblockUser(db: Db, idUsuario: number, bloqueadoEm: Date) {
  return db
    .updateTable('access.usuario')
    .set({ bloqueadoEm: null, tentativasFalhas: 0 })
    .where('idUsuario', '=', idUsuario)
    .where('bloqueadoEm', '=', bloqueadoEm)
    .execute();
}

/** The last access of a login that passed (its failure count was reset by acceptPassword). */
export function recordSuccessfulLogin(db: Db, idUsuario: number) {
  return db
    .updateTable('access.usuario')
    .set({ ultimoAcesso: new Date() })
    .where('idUsuario', '=', idUsuario)
    .execute();
}

export function insertSession(
  db: Db,
  values: {
    tokenHash: Buffer;
    idUsuario: number;
    idSistema: number;
    manterConectado: boolean;
    expiraEm: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  return db.insertInto('access.sessao').values(values).returning(['idSessao', 'expiraEm']).executeTakeFirstOrThrow();
}

/** A live session (not ended, not expired) with its user and the user's features, in one query. */
export function findLiveSession(db: Db, tokenHash: Buffer) {
  return (
    db
      .selectFrom('access.sessao as s')
      .innerJoin('access.usuario as u', 'u.idUsuario', 's.idUsuario')
      // the access to the system the session was opened for, and its time windows: checked on every
      // request as at login (part C section 6), or a session outlives an access taken away
      .leftJoin('access.usuarioSistema as us', (join) =>
        join.onRef('us.idUsuario', '=', 'u.idUsuario').onRef('us.idSistema', '=', 's.idSistema'),
      )
      .select(['s.idSessao', 's.idSistema', 's.expiraEm', 'u.idUsuario', 'u.nome', 'u.username', 'u.email', 'u.ativo'])
      .select((eb) => eb('us.idUsuario', 'is not', null).as('acessoSistema'))
      .select((eb) =>
        sql<string[]>`array(${featureTokens(db, eb.ref('u.idUsuario'), eb.ref('s.idSistema')).orderBy('f.token')})`.as(
          'features',
        ),
      )
      .select(
        sql<TimeWindow[] | null>`case when us."idGrupoHorario" is null then null else coalesce((
        select json_agg(json_build_object('diaSemana', j."diaSemana", 'horaInicio', j."horaInicio", 'horaFim', j."horaFim"))
        from access."janelaHorario" j where j."idGrupoHorario" = us."idGrupoHorario"), '[]'::json) end`.as('janelas'),
      )
      .where('s.tokenHash', '=', tokenHash)
      .where('s.encerradaEm', 'is', null)
      .where('s.expiraEm', '>', new Date())
      .executeTakeFirst()
  );
}

export function endSession(db: Db, idSessao: number, motivo: string) {
  return db
    .updateTable('access.sessao')
    .set({ encerradaEm: new Date(), motivoEncerramento: motivo })
    .where('idSessao', '=', idSessao)
    .where('encerradaEm', 'is', null)
    .execute();
}
