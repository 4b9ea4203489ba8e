/** File kinds recognised from their first bytes (DESIGN.md section 2: never from the file name). */
export interface FileKind {
  contentType: string;
  extension: string;
  /** idTipoArquivo: 1 pdf, 2 imagem. */
  idTipoArquivo: 1 | 2;
}

const KINDS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', idTipoArquivo: 1 },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', idTipoArquivo: 2 },
  png: { contentType: 'image/png', extension: 'png', idTipoArquivo: 2 },
  webp: { contentType: 'image/webp', extension: 'webp', idTipoArquivo: 2 },
} as const satisfies Record<string, FileKind>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** PDF %PDF-, JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP; undefined otherwise. */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return KINDS.pdf;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS.webp;
  return undefined;
}
