import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERRORS } from '@sara/domain/errors';

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
          description: 'For VALIDATION: `errors [{ path, message }]`, one per refused field.',
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
  }
}

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

  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const errors: [status: number, description: string, applies: boolean][] = [
    [400, 'A field is missing or invalid (VALIDATION names each), or the body is malformed.', takesInput],
    [401, 'No session, or the session expired (Auth-Token).', !isPublic],
    [403, 'The user lacks every feature the route needs.', Array.isArray(auth)],
    [404, 'Not found, or not within what the user may read.', Boolean(schema.params)],
    [412, 'The group changed since it was read (If-Match); nothing was changed.', ifMatch],
    [500, 'Server error.', true],
  ];
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
