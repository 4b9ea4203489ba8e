import type { Db } from '../../db/client.ts';

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
