import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import { APP_VERSION, type Locale } from '@sara/domain/constants';
import { ERRORS, type ErrorCode } from '@sara/domain/errors';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { AppError, isDataException } from './errors.ts';
import { fieldError, requestTexts, type ZodIssue } from './http/validation.ts';
import authPlugin from './http/auth.ts';
import { describeRoute } from './http/openapi.ts';
import { resolveLocale, Translator } from './modules/i18n/service.ts';
import i18nRoutes from './modules/i18n/routes.ts';
import accessRoutes from './modules/access/routes.ts';
import referenceRoutes from './modules/reference/routes.ts';
import collectorRoutes from './modules/collectors/routes.ts';
import integrationRoutes from './modules/integration/routes.ts';
import samplesRoutes from './modules/samples/routes.ts';
import placesRoutes from './modules/places/routes.ts';
import filesRoutes from './modules/files/routes.ts';
import { schedulePurge } from './modules/files/purge.ts';
import trackingRoutes from './modules/tracking/routes.ts';
import { forgetCounts } from './modules/lists/service.ts';
import listsRoutes from './modules/lists/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    i18n: Translator;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: boolean | object;
}

/** Maps Fastify's own errors (body parsing, limits) to the catalogue. */
function fastifyErrorCode(err: FastifyError): ErrorCode | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'MALFORMED_BODY';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    // paths no route takes: a parameter past the router's 100 characters, a malformed escape ('%zz'),
    // a name too long for the file system of the web files
    case 'FST_ERR_MAX_PARAM_LENGTH':
    case 'FST_ERR_BAD_URL':
    case 'FST_STATIC_FORBIDDEN_PATH':
      return 'ROUTE_NOT_FOUND';
  }
  if (err instanceof SyntaxError || err.statusCode === 400) return 'MALFORMED_BODY';
  return undefined;
}

/** Field errors carry catalogue tokens (and their arguments); the answer carries the texts. */
function translateDetails(details: Record<string, unknown>, i18n: Translator, locale: Locale) {
  if (!Array.isArray(details.errors)) return details;
  const errors = (details.errors as { path: string; message: string; args?: Record<string, string | number> }[]).map(
    ({ path, message, args }) => ({ path, message: i18n.t(message, locale, args) }),
  );
  return { ...details, errors };
}

/** Fastify's trustProxy of TRUST_PROXY: the first n hops, or the listed addresses, or none. */
function trustedProxies(
  setting: Config['TRUST_PROXY'],
): string[] | boolean | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** A strict UTF-8 reader: invalid bytes are an error, not U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A field's path in a body: in a body that is a list (the sample writes' items) an element is named
 * as the rules name it, `itens.0.lote`, whichever check refused it.
 */
const bodyPath = (body: unknown, path: string) =>
  Array.isArray(body) ? ['itens', path].filter(Boolean).join('.') : path;

/** The API's paths: everything else is the web app's files and pages. */
const API_PATH = /^\/(sca\/api|api|public\/v\d|broker)\//;

/**
 * The web app's page runs only its own scripts (the session token is in localStorage: a script injected
 * from elsewhere could read it). Styles inline (Emotion writes them), photos as blob: and data: URLs,
 * the QR scanner's worker from a blob: URL; no framing.
 */
const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function buildApp({ config, db, logger }: BuildOptions): Promise<App> {
  const i18n = new Translator(db);
  await i18n.reload();
  /** 404 ROUTE_NOT_FOUND in the API's error shape, in the caller's language. */
  const routeNotFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: {
        code: 'ROUTE_NOT_FOUND',
        message: i18n.t(ERRORS.ROUTE_NOT_FOUND.token, resolveLocale(req.headers['accept-language'])),
      },
    });
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    // the router's own refusals (a parameter past 100 characters, a malformed URL): no route has such a
    // path; said in the API's error shape (Fastify's own answer is an English 414 or 400)
    frameworkErrors: (_err, req, reply) => void routeNotFound(req, reply as unknown as FastifyReply),
    // believed only from the proxies configured: anyone could otherwise write their own X-Forwarded-For
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the API reads JSON (and multipart for files): a text/plain body is refused with 415 as form and XML are
  app.removeContentTypeParser('text/plain');
  // JSON is UTF-8 (RFC 8259): bytes that are not are a malformed body, never text stored with '�' in
  // place of what was sent (Fastify's parser replaces them); another declared charset is refused with 415.
  // The default parser then reads it, with its guard against __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return done(new AppError('UNSUPPORTED_MEDIA_TYPE'));
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      return done(new AppError('MALFORMED_BODY'));
    }
    parseJson(req, text, done);
  });
  // a call without a body (logout, the collector's registration, the lab queue) labelled JSON by a client
  // that sets the header on every request is a call without a body, not malformed JSON
  app.addHook('onRequest', async (req) => {
    const { headers } = req;
    const noBody = headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0';
    if (noBody && /^application\/json\b/i.test(headers['content-type'] ?? '')) delete headers['content-type'];
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('i18n', i18n);

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const locale = resolveLocale(req.headers['accept-language']);
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const error = fieldError(
          v.instancePath,
          { ...v.params, code: v.keyword, message: v.message } as ZodIssue,
          i18n,
          locale,
        );
        return err.validationContext === 'body' ? { ...error, path: bodyPath(req.body, error.path) } : error;
      });
      appError = new AppError('VALIDATION', { details: { in: err.validationContext, errors } });
    } else if (isDataException(err)) {
      appError = new AppError('VALIDATION');
    } else {
      const code = isResponseSerializationError(err) ? undefined : fastifyErrorCode(err as FastifyError);
      appError = new AppError(code ?? 'INTERNAL');
    }
    if (appError.status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ code: appError.code }, 'request refused');
    return reply.status(appError.status).send({
      error: {
        code: appError.code,
        message: i18n.t(appError.token, locale, appError.args),
        ...(appError.details ? { details: translateDetails(appError.details, i18n, locale) } : {}),
      },
    });
  });

  // Answers of 1 KiB and more in brotli or gzip, as the client accepts: on a phone's slow connection the
  // lists are a fifth of their size or less (the states and municipalities: 724 KiB of JSON, 145 KiB).
  // Photos and PDFs are compressed already and are sent as they are; the web app's build files are
  // compressed when built and served from their .br and .gz copies (preCompressed below).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'SARA API',
        version: APP_VERSION,
        description:
          'Laboratory sample collection and follow-up (system 59) and the suite access service. Send the session token ' +
          'in the `Auth-Token` header. Success answers wrap their payload in `data`; errors are ' +
          '`{ error: { code, message, details } }` with the message in the language of `Accept-Language`.',
      },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'Auth-Token' } } },
      security: [{ authToken: [] }],
    },
    // with the answers every route shares; a route declared public (config.auth) needs no Auth-Token
    transform: describeRoute,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // the Android app's pages come from its own origin (https://localhost) and call this server
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Auth-Token', 'Content-Type', 'Accept', 'Accept-Language', 'If-Match'],
      exposedHeaders: ['Content-Disposition'],
      maxAge: 86_400,
    });
  }
  await app.register(authPlugin);
  // limits only where a route asks for one (the login); a limit reached is the API's RATE_LIMITED
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: () => new AppError('RATE_LIMITED') });
  app.addHook('preValidation', async (req) => {
    for (const part of ['body', 'query', 'params'] as const) {
      const checked = requestTexts(req[part]);
      if (checked === 'too-deep') throw new AppError('MALFORMED_BODY');
      if (checked.unstorable.length > 0)
        throw new AppError('VALIDATION', {
          details: {
            in: part === 'query' ? 'querystring' : part,
            errors: checked.unstorable.map((path) => ({
              path: part === 'body' ? bodyPath(req.body, path) : path,
              message: 'sara2g.erro.formato_invalido',
            })),
          },
        });
      req[part] = checked.value;
    }
  });
  // Once closing, an answer still under way tells its client to drop the connection: a connection a browser
  // keeps alive would otherwise hold the shutdown open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('connection', 'close');
    // an API answer is one user's data: no cache on the way keeps it (the session token travels in
    // Auth-Token, which a shared cache does not know to vary on); a file download says its own
    if (API_PATH.test(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // every answer: no type guessing, no framing by another site (clickjacking), no address sent away
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  });
  // a sample or report write answered here empties the management counts kept by this process
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400 && /\/(amostras|laudos)\b/.test(req.url)) forgetCounts();
  });

  await app.register(i18nRoutes);
  await app.register(accessRoutes);
  await app.register(referenceRoutes);
  await app.register(collectorRoutes);
  await app.register(integrationRoutes);
  await app.register(samplesRoutes);
  await app.register(placesRoutes);
  await app.register(filesRoutes);
  schedulePurge(app);
  await app.register(trackingRoutes);
  await app.register(listsRoutes);

  app.get('/health', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));

  // The built web app, with history fallback for its client-side routes.
  const webIndex = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: ['index.html'],
      // the build's .br and .gz copies (apps/web/vite-plugins/precompress.ts), the file itself otherwise
      preCompressed: true,
      // hashed build files never change: cache them for a year; the rest is revalidated
      setHeaders(reply, filePath) {
        // the path is the copy sent: index.html.br names the page as index.html does
        if (/index\.html(\.br|\.gz)?$/.test(filePath)) reply.header('content-security-policy', WEB_CSP);
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PATH.test(req.url);
    // a missing file (e.g. an asset of an older build) is a 404, not the app's page
    const isFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '');
    if (!isApi && !isFile && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', WEB_CSP)
        .sendFile('index.html');
    }
    return routeNotFound(req, reply);
  });

  return app;
}
