import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

interface Operation {
  security?: unknown[];
  responses?: Record<string, { description?: string }>;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
}
interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes): each line is a node,
 * its depth given by the indentation, its path the parent's path plus its own segment.
 */
function registeredRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) throw new Error(`unexpected route tree line: ${line}`);
    const depth = node[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + node[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// Not part of the API: the description itself (with its UI) and the load balancer's probe.
const NOT_API = (r: { method: string; url: string }) =>
  r.url === '/api/docs' || r.url.startsWith('/api/docs/') || r.url === '/health';

/** The route table does not depend on the database: one backend is enough. */
describe('OpenAPI description', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp('pglite', { seedDemo: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    // HEAD is answered by Fastify for every GET; OpenAPI describes the GET
    routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('reads the route table (sanity check of the reader)', () => {
    expect(routes).toContainEqual({ method: 'POST', url: '/sca/api/v1/auth/login' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/amostras/coletadas/:idAgrupador' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/v1/amostras/coletadas/:idAgrupador' });
    expect(routes).toContainEqual({ method: 'GET', url: '/broker/rest/public/cep' });
    expect(routes.length).toBeGreaterThan(30);
  });

  it('lists every route the app registered, with its method', () => {
    const api = routes.filter((r) => !NOT_API(r));
    // everything outside the docs and the probe is an API route under one of the documented prefixes
    for (const r of api) expect(r.url, `${r.method} ${r.url}`).toMatch(/^\/(api|sca\/api|public|broker)\//);
    const undocumented = api
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('describes no route the app does not have', () => {
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const stale = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .map((m) => `${m} ${p}`)
        .filter((op) => !registered.has(op)),
    );
    expect(stale).toEqual([]);
  });

  it('declares a success answer for every operation', () => {
    const without = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.keys(op.responses ?? {}).some((status) => /^2\d\d$/.test(status)))
        .map(([m]) => `${m} ${p}`),
    );
    expect(without).toEqual([]);
  });

  it('describes the error answers and the headers every route shares', () => {
    const edit = doc.paths['/api/v1/amostras/coletadas/{idAgrupador}']!.put!;
    expect(Object.keys(edit.responses!)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '412', '500']),
    );
    expect(edit.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'if-match' }),
        expect.objectContaining({ in: 'header', name: 'accept-language' }),
      ]),
    );
    // a public route without input: no 400, 401, 403 or 404 to document
    const health = doc.paths['/sca/api/v1/i18n']?.get ?? doc.paths['/broker/rest/public/cep']!.get!;
    expect(Object.keys(health.responses!)).not.toContain('401');
    // every operation says how it fails and in which language
    const without = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.responses?.['500'] || !op.parameters?.some((x) => x.name === 'accept-language'))
        .map(([m]) => `${m} ${p}`),
    );
    expect(without).toEqual([]);
  });

  it("says under each status the codes a route may answer, and the upload's multipart fields", () => {
    const described = (path: string, method: string, status: number) =>
      doc.paths[path]?.[method]?.responses?.[String(status)]?.description ?? '';
    // the idempotent creation's refusals, which a client's retry depends on
    expect(described('/api/v1/amostras/coletadas', 'post', 409)).toContain('SAMPLE_GROUP_EXISTS, CONFLICT');
    expect(described('/api/v1/amostras/coletadas', 'post', 413)).toContain('PAYLOAD_TOO_LARGE');
    expect(described('/api/v1/amostras/coletadas', 'post', 415)).toContain('UNSUPPORTED_MEDIA_TYPE');
    expect(described('/api/v1/amostras/rejeitar/{idAmostra}', 'put', 409)).toContain('SAMPLE_WRONG_STATE');
    // a route open to any session still refuses a session of another system, or another company's data
    expect(described('/api/v1/localizacoes', 'get', 403)).not.toBe('');
    // a 404 without a path parameter
    expect(described('/api/v1/laudos', 'get', 404)).toContain('SAMPLE_NONEXISTENT');
    expect(described('/broker/rest/public/cep', 'get', 404)).toContain('CEP_NOT_FOUND');
    // the login is public, and still refuses
    expect(described('/sca/api/v1/auth/login', 'post', 401)).toContain('INVALID_CREDENTIALS');
    expect(described('/sca/api/v1/auth/login', 'post', 403)).toContain('ACCOUNT_BLOCKED');
    expect(described('/sca/api/v1/auth/login', 'post', 429)).toContain('Retry-After');
    const upload = doc.paths['/api/v1/arquivos']!.post!;
    const multipart = upload.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(multipart?.properties ?? {})).toEqual(['idArquivo', 'idTipoArquivo', 'arquivo']);
    expect(multipart?.required).toEqual(['idTipoArquivo', 'arquivo']);
    expect(described('/api/v1/arquivos', 'post', 409)).toContain('FILE_ID_CONFLICT');
    expect(described('/api/v1/arquivos', 'post', 413)).toContain('FILE_TOO_LARGE');
  });

  it('marks exactly the routes that answer without a session as needing no Auth-Token', async () => {
    expect(doc.security).toEqual([{ authToken: [] }]);
    const mismatched: string[] = [];
    for (const r of routes.filter((route) => !NOT_API(route))) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) continue; // reported by the test above
      const documentedPublic = Array.isArray(op.security) && op.security.length === 0;
      const url = r.url.replace(/:\w+/g, '1');
      const res = await t.app.inject({ method: r.method as 'GET', url });
      const answersWithoutSession = res.statusCode !== 401;
      if (documentedPublic !== answersWithoutSession)
        mismatched.push(
          `${r.method} ${r.url}: documented ${documentedPublic ? 'public' : 'with token'}, answered ${res.statusCode}`,
        );
    }
    expect(mismatched).toEqual([]);
  });
});
