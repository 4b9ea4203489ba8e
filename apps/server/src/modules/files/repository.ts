import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { AWAITING_INTERNAL, scopeConditions, type ListScope } from '../lists/scope.ts';

export interface NewFile {
  idArquivo: string;
  nome: string;
  idTipoArquivo: 1 | 2;
  contentType: string;
  tamanho: number;
  sha256: string;
  conteudo: Uint8Array;
  idUsuario: number;
}

/** Stores a file unless its id exists; answers whether it was inserted (concurrent retries insert one). */
export async function insertFile(db: Db, file: NewFile): Promise<boolean> {
  const row = await db
    .insertInto('sara.arquivo')
    .values(file)
    .onConflict((oc) => oc.column('idArquivo').doNothing())
    .returning('idArquivo')
    .executeTakeFirst();
  return row !== undefined;
}

export function findFileInfo(db: Db, idArquivo: string) {
  return db
    .selectFrom('sara.arquivo')
    .select(['idArquivo', 'nome', 'idTipoArquivo', 'contentType', 'tamanho', 'sha256'])
    .where('idArquivo', '=', idArquivo)
    .executeTakeFirst();
}

export function findFileContent(db: Db, idArquivo: string) {
  return db
    .selectFrom('sara.arquivo')
    .select(['nome', 'contentType', 'tamanho', 'sha256', 'conteudo'])
    .where('idArquivo', '=', idArquivo)
    .executeTakeFirst();
}

/** Who reads a file: the user, the samples they see, and whether reports are theirs to see. */
export interface FileReader {
  idUsuario: number;
  scope: ListScope;
  /** May see report PDFs (management or laudo.visualizar). */
  reports: boolean;
  /** Sees them also while they await the internal team (management). */
  awaitingReports: boolean;
}

/**
 * A sample the reader sees, `s` being sara.amostra: the group screens read its group (readsGroup in
 * SQL: a sampler the groups they collect or registered, other users their company's), or the item is
 * in the reader's lists (the supplier's and the retail chain's samples, scopeConditions).
 */
function sampleSeen(reader: FileReader) {
  if (reader.scope.kind === 'all' && !reader.scope.hideAwaitingInternal) return sql`true`;
  const me = reader.scope.me;
  const groupRead =
    reader.scope.kind === 'collector'
      ? sql`(g."idPessoaColetor" = ${reader.scope.idPessoa} or g."idPessoaCadastrante" = ${reader.scope.idPessoa})`
      : sql`(g."idEmpresa" = ${me?.idEmpresa ?? null} or cad."idEmpresa" = ${me?.idEmpresa ?? null})`;
  const byGroup =
    me == null
      ? sql`false`
      : sql`exists (select 1 from sara.agrupador g left join sara.pessoa cad on cad."idPessoa" = g."idPessoaCadastrante"
          where g."idAgrupador" = s."idAgrupador" and ${groupRead})`;
  const inLists = sql`exists (select 1 from sara."amostraLista" l where l."idAmostra" = s."idAmostra"
    and ${sql.join([sql`true`, ...scopeConditions(reader.scope, 'l')], sql` and `)})`;
  return sql`(${byGroup} or ${inLists})`;
}

/**
 * Whether the reader may download the file: they uploaded it, or it is a photo, a report PDF, a
 * contestation attachment or an action plan file of a sample they see. A report PDF also needs the
 * report feature, and waits for the internal team's approval unless the reader is management, who
 * alone also reads a report that team refused (spec part B sections 4 and 6: the lists withhold the
 * same file; refusedReportHidden).
 */
export async function isFileReadable(db: Db, idArquivo: string, reader: FileReader): Promise<boolean> {
  const seen = sampleSeen(reader);
  const { rows } = await sql<{ ok: boolean }>`
    select exists (
      select 1 from sara.arquivo a where a."idArquivo" = ${idArquivo} and (
        a."idUsuario" = ${reader.idUsuario}
        or exists (select 1 from sara."amostraArquivo" x join sara.amostra s on s."idAmostra" = x."idAmostra"
          where x."idArquivo" = a."idArquivo" and ${seen})
        or (${reader.reports} and exists (
          select 1 from sara."revisaoLaudoArquivo" x
          join sara."revisaoLaudo" r on r."idRevisaoLaudo" = x."idRevisaoLaudo"
          join sara.laudo d on d."idLaudo" = r."idLaudo"
          join sara.amostra s on s."idAmostra" = d."idAmostra"
          where x."idArquivo" = a."idArquivo"
            and (${reader.awaitingReports} or (s."statusSistema" is distinct from ${AWAITING_INTERNAL}
              and d.status is distinct from 'reprovado')) and ${seen}))
        or exists (select 1 from sara."contestacaoLaudoMensagemArquivo" x
          join sara."contestacaoLaudoMensagem" m on m."idContestacaoLaudoMensagem" = x."idContestacaoLaudoMensagem"
          join sara."contestacaoLaudo" c on c."idContestacaoLaudo" = m."idContestacaoLaudo"
          join sara.laudo d on d."idLaudo" = c."idLaudo"
          join sara.amostra s on s."idAmostra" = d."idAmostra"
          where x."idArquivo" = a."idArquivo" and ${seen})
        or exists (select 1 from sara."planoAcaoArquivo" x
          join sara."planoAcao" p on p."idPlanoAcao" = x."idPlanoAcao"
          join sara.laudo d on d."idLaudo" = p."idLaudo"
          join sara.amostra s on s."idAmostra" = d."idAmostra"
          where x."idArquivo" = a."idArquivo" and ${seen})
      )
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
}

/** The tables that link a file to what it belongs to (photos, report PDFs, contestation and plan attachments). */
const FILE_LINKS = [
  'sara.amostraArquivo',
  'sara.revisaoLaudoArquivo',
  'sara.contestacaoLaudoMensagemArquivo',
  'sara.planoAcaoArquivo',
] as const;

/**
 * Deletes up to `limit` files uploaded more than `days` days ago that nothing links to (a photo whose
 * group was never sent, or was removed from its item by an edit); answers how many. Rows another
 * transaction holds are skipped, to be taken at the next run.
 */
export async function deleteUnlinkedFiles(db: Db, days: number, limit: number): Promise<number> {
  const rows = await db
    .deleteFrom('sara.arquivo')
    .where('idArquivo', 'in', (eb) =>
      eb
        .selectFrom('sara.arquivo as f')
        .select('f.idArquivo')
        .where('f.dataCriacao', '<', sql<Date>`now() - make_interval(days => ${days})`)
        .where((w) =>
          w.and(
            FILE_LINKS.map((table) =>
              w.not(
                w.exists(w.selectFrom(table).select('idArquivo').whereRef(`${table}.idArquivo`, '=', 'f.idArquivo')),
              ),
            ),
          ),
        )
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('idArquivo')
    .execute();
  return rows.length;
}
