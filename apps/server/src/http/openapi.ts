import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode } from '@sara/domain/errors';

/**
 * The OpenAPI description of a route, with what every route shares and the zod schemas do not say:
 * the error answers it may give, the Accept-Language header of their messages, If-Match where an
 * edit reads it. Documentation only: the transform does not change how a request is validated.
 */
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown>;

const errorAnswer = (description: string): Schema => ({
  description,
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERRORS) },
        message: { type: 'string', description: 'In the language of Accept-Language (pt-BR, en, es).' },
        details: {
          type: 'object',
          description:
            'For VALIDATION: `errors [{ path, message }]`, one per refused field; a refusal of one named ' +
            'field otherwise (COMPANY_PRODUCT_EXISTS, FILE_MISSING): `path`.',
          additionalProperties: true,
        },
      },
    },
  },
});

const ACCEPT_LANGUAGE = {
  type: 'string',
  description: 'Language of error messages: pt-BR (default), en or es; q-values are weighed.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads If-Match: an edit refused with 412 when the group changed since it was read. */
    ifMatch?: boolean;
    /** Error codes the route may answer beyond the ones every route of its kind does (documented by status). */
    errors?: readonly ErrorCode[];
    /** The body's description where no zod schema validates it (a multipart upload, read part by part). */
    documentedBody?: Record<string, unknown>;
  }
}

/** What an error status means where a route's own codes (config.errors) bring it. */
const STATUS_MEANING: Record<number, string> = {
  400: 'The request is refused.',
  401: 'Wrong username or password.',
  403: 'Not allowed.',
  404: 'Not found, or not within what the user may read.',
  409: 'The write conflicts with what is stored; nothing was changed.',
  412: 'The group changed since it was read; nothing was changed.',
  413: 'Too large.',
  429: 'Too many attempts: Retry-After says in how many seconds to try again.',
};

const IF_MATCH = {
  type: 'string',
  description: 'The `versao` of the group as read, quoted ("<versao>"); without it the edit goes through.',
};

export function describeRoute(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const schema = { ...(out.schema as Schema) };
  const auth = input.route.config?.auth;
  const isPublic = auth === 'public';
  const ifMatch = input.route.config?.ifMatch === true;

  const headers = (schema.headers as Schema | undefined) ?? { type: 'object', properties: {} };
  schema.headers = {
    ...headers,
    properties: {
      ...(headers.properties as Schema),
      'accept-language': ACCEPT_LANGUAGE,
      ...(ifMatch ? { 'if-match': IF_MATCH } : {}),
    },
  };

  const own = input.route.config?.errors ?? [];
  if (input.route.config?.documentedBody) schema.body = input.route.config.documentedBody;
  const hasBody = Boolean(schema.body);
  const takesInput = hasBody || Boolean(schema.querystring || schema.params);
  const errors: [status: number, description: string, applies: boolean][] = [
    [400, 'A field is missing or invalid (VALIDATION names each), or the body is malformed.', takesInput],
    [401, 'No session, or the session expired (Auth-Token).', !isPublic],
    [
      403,
      Array.isArray(auth)
        ? 'The user lacks every feature the route needs, or the session is of another system.'
        : 'The session is of another system.',
      !isPublic,
    ],
    [404, 'Not found, or not within what the user may read.', Boolean(schema.params)],
    [412, 'The group changed since it was read (If-Match); nothing was changed.', ifMatch],
    [413, 'The body is larger than the server takes (PAYLOAD_TOO_LARGE).', hasBody],
    [415, 'The body is not JSON (UNSUPPORTED_MEDIA_TYPE); the file upload takes multipart/form-data.', hasBody],
    [500, 'Server error.', true],
  ];
  // the route's own codes, said under their status (with its shared meaning when no other rule brings it)
  const codesOf = (status: number) => own.filter((code) => ERRORS[code].status === status);
  for (const status of new Set(own.map((code) => ERRORS[code].status))) {
    const codes = `Codes: ${codesOf(status).join(', ')}.`;
    const shared = errors.find(([s, , applies]) => s === status && applies);
    if (shared) shared[1] = `${shared[1]} ${codes}`;
    else errors.push([status, `${STATUS_MEANING[status] ?? 'Refused.'} ${codes}`, true]);
  }
  const response = { ...((schema.response as Schema | undefined) ?? {}) };
  // only the routes answering a file declare no body schema
  if (!Object.keys(response).some((status) => /^2\d\d$/.test(status)))
    response[200] = {
      description: "The file's bytes, with its own Content-Type (a PDF or an image).",
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  for (const [status, description, applies] of errors) if (applies) response[status] ??= errorAnswer(description);
  schema.response = response;

  return { ...out, schema: isPublic ? { ...schema, security: [] } : schema };
}
