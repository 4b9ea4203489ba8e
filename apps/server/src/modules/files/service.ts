import crypto from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sniff } from './magic.ts';
import * as repo from './repository.ts';

/**
 * Files (spec part A section 7 "Files"; DESIGN.md section 2). Stored in sara.arquivo with their
 * SHA-256; the type is read from the bytes and must match idTipoArquivo (1 pdf, 2 image).
 */

/** Largest photo or PDF accepted: 10 MB (a camera photo of the app is 1024x768 at quality 50, far less). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024;

/** The formats each idTipoArquivo takes, named as in any language (the message around them is translated). */
const TYPE_NAMES = { 1: 'PDF', 2: 'JPEG, PNG, WebP' } as const;

export interface Upload {
  idArquivo?: string;
  idTipoArquivo: 1 | 2;
  filename: string | undefined;
  bytes: Uint8Array;
  idUsuario: number;
}

/** The stored name: the sent name without folders, with the extension of the detected type. */
function storedName(filename: string | undefined, extension: string): string {
  const base = path.basename((filename ?? '').replaceAll('\\', '/'));
  // cut by characters, never inside one (an emoji is two UTF-16 units)
  const stem =
    [
      ...[...base.replace(/\.[^.]*$/, '')]
        // control characters, quotes, and the replacement character a name's bytes that were not UTF-8 became
        .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '"' && c !== '\uFFFD')
        .join('')
        .trim(),
    ]
      .slice(0, 200)
      .join('') || 'arquivo';
  return `${stem}.${extension}`;
}

const present = (f: { idArquivo: string; nome: string; idTipoArquivo: number; tamanho: number }) => ({
  idArquivo: f.idArquivo,
  nome: f.nome,
  idTipoArquivo: f.idTipoArquivo,
  url: `/api/v1/arquivos/${f.idArquivo}`,
  tamanho: f.tamanho,
});

/**
 * Stores an upload. The same idArquivo sent again with the same bytes answers the stored file
 * (an offline retry); with other bytes it is a conflict.
 */
export async function storeFile(db: Db, upload: Upload) {
  if (upload.bytes.length === 0) throw new AppError('FILE_MISSING', { details: { path: 'arquivo' } });
  const kind = sniff(upload.bytes);
  if (!kind || kind.idTipoArquivo !== upload.idTipoArquivo) {
    throw new AppError('FILE_TYPE_MISMATCH', {
      args: { tipo: TYPE_NAMES[upload.idTipoArquivo] },
      details: { path: 'arquivo' },
    });
  }
  const file = {
    idArquivo: upload.idArquivo ?? crypto.randomUUID(),
    nome: storedName(upload.filename, kind.extension),
    idTipoArquivo: upload.idTipoArquivo,
    contentType: kind.contentType,
    tamanho: upload.bytes.length,
    sha256: crypto.createHash('sha256').update(upload.bytes).digest('hex'),
    conteudo: upload.bytes,
    idUsuario: upload.idUsuario,
  };
  if (await repo.insertFile(db, file)) return present(file);
  const existing = await repo.findFileInfo(db, file.idArquivo);
  if (!existing || existing.sha256 !== file.sha256) throw new AppError('FILE_ID_CONFLICT');
  return present(existing);
}

/** A file the reader may download (repo.isFileReadable); any other id is 'not found', existing or not. */
export async function readFile(db: Db, idArquivo: string, reader: repo.FileReader) {
  if (!(await repo.isFileReadable(db, idArquivo, reader))) throw new AppError('FILE_NOT_FOUND');
  const file = await repo.findFileContent(db, idArquivo);
  if (!file?.conteudo) throw new AppError('FILE_NOT_FOUND');
  return { ...file, conteudo: Buffer.from(file.conteudo.buffer, file.conteudo.byteOffset, file.conteudo.byteLength) };
}
