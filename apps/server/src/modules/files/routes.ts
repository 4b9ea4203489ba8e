import multipart from '@fastify/multipart';
import { z } from 'zod';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { RULE_TOKENS } from '@sara/domain/rules/tokens';
import type { App } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { requireAuth } from '../../http/auth.ts';
import { fieldError } from '../../http/validation.ts';
import { resolveLocale } from '../i18n/service.ts';
import { scopeFor } from '../lists/scope.ts';
import { MAX_FILE_BYTES, MAX_FILE_MB, readFile, storeFile } from './service.ts';

/**
 * Files: photo and PDF upload and download (spec part A section 7 "Files"). Any SARA session may
 * upload; a file is read by who uploaded it and by who sees its sample (repository.isFileReadable).
 */
const tags = ['files'];
const fields = z.object({
  idArquivo: z.uuid().optional(),
  // absent: 'Campo obrigatório', as a form says it, not a number's type error
  idTipoArquivo: z
    .string({ error: (iss) => (iss.input === undefined ? RULE_TOKENS.required : undefined) })
    .pipe(z.enum(['1', '2']))
    .transform((v) => (v === '1' ? 1 : 2) as 1 | 2),
});
const stored = z.object({
  idArquivo: z.string(),
  nome: z.string(),
  idTipoArquivo: z.number(),
  url: z.string(),
  tamanho: z.number(),
});

/** Multipart parser refusals as catalogue errors. */
function multipartError(err: unknown): unknown {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE', { args: { mb: MAX_FILE_MB } });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_FILES_LIMIT':
      return new AppError('FILE_ONE_AT_A_TIME');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('MULTIPART_MALFORMED');
    case undefined:
      // busboy's own refusals carry no code: a body cut short, no boundary, a boundary that never comes
      return new AppError('MULTIPART_MALFORMED');
    default:
      return err;
  }
}

const contentDisposition = (nome: string) =>
  `inline; filename="${nome.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '')}"; filename*=UTF-8''${encodeURIComponent(nome)}`;

export default async function filesRoutes(app: App) {
  const db = app.db;
  // encapsulated: only this plugin's routes parse multipart
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  app.post('/api/v1/arquivos', {
    config: {
      auth: 'session',
      errors: [
        'FILE_MISSING',
        'FILE_ONE_AT_A_TIME',
        'MULTIPART_MALFORMED',
        'FILE_TYPE_MISMATCH',
        'FILE_TOO_LARGE',
        'FILE_ID_CONFLICT',
      ],
      documentedBody: {
        type: 'object',
        required: ['idTipoArquivo', 'arquivo'],
        properties: {
          idArquivo: { type: 'string', format: 'uuid', description: 'Chosen by the client; generated when absent.' },
          idTipoArquivo: { type: 'integer', enum: [1, 2], description: '1 pdf, 2 image (JPEG, PNG, WebP).' },
          arquivo: { type: 'string', format: 'binary', description: 'The file, one per request; at most 10 MB.' },
        },
      },
    },
    schema: {
      tags,
      summary: 'Uploads a photo or PDF (multipart: idArquivo?, idTipoArquivo, arquivo)',
      description:
        'idTipoArquivo 1 pdf, 2 image (JPEG, PNG, WebP), checked against the bytes, never the name; max 10 MB (413). ' +
        'idArquivo (UUID) is generated when absent; the same id with the same bytes answers the stored file, with ' +
        'other bytes 409.',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ data: stored }) },
    },
    handler: async (req, reply) => {
      const auth = requireAuth(req);
      const values: Record<string, string> = {};
      let file: { filename: string; bytes: Buffer } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'arquivo') file = { filename: part.filename, bytes };
          } else if (typeof part.value === 'string') {
            values[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        throw multipartError(err);
      }
      const parsed = fields.safeParse(values);
      if (!parsed.success) {
        const locale = resolveLocale(req.headers['accept-language']);
        const errors = parsed.error.issues.map((i) => fieldError(i.path.join('/'), i, app.i18n, locale));
        throw new AppError('VALIDATION', { details: { in: 'body', errors } });
      }
      if (!file) throw new AppError('FILE_MISSING', { details: { path: 'arquivo' } });
      const data = await storeFile(db, { ...parsed.data, ...file, idUsuario: auth.user.id });
      return reply.status(201).send({ data });
    },
  });

  app.get('/api/v1/arquivos/:id', {
    config: { auth: 'session', errors: ['FILE_NOT_FOUND'] },
    schema: {
      tags,
      summary: 'Downloads a file (its bytes, content type and file name)',
      description:
        'Read by the user who uploaded it and by users who see its sample; a report PDF also needs the report feature and, unless management, an approved report. Any other id answers 404.',
      params: z.object({ id: z.uuid() }),
    },
    handler: async (req, reply) => {
      const auth = requireAuth(req);
      const features = auth.features;
      const file = await readFile(db, req.params.id, {
        idUsuario: auth.user.id,
        scope: await scopeFor(db, auth.user.id, features),
        reports: hasFeature(features, [FEATURES.amostraGerenciamento, FEATURES.laudoVisualizar]),
        awaitingReports: hasFeature(features, [FEATURES.amostraGerenciamento]),
      });
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.tamanho)
          .header('content-disposition', contentDisposition(file.nome))
          .header('etag', `"${file.sha256}"`)
          // the bytes under an id never change
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.conteudo)
      );
    },
  });
}
