import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPRESA } from '../../db/seed/demo-ids.ts';
import { BACKENDS, authHeader, createTestApp, loginAs, type TestApp } from '../../../test/helper.ts';

describe.each(BACKENDS)('sample PDF (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let item: { idAgrupador: string; idLaboratorio: number; idEmpresa: number };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ['gestor', 'varejo', 'fornecedor']) tokens[u] = (await loginAs(t.app, u)).token;
    // an active group with an item of supplier 'fornecedor', with a tracking code
    item = (await t.handle.db
      .selectFrom('sara.amostra as a')
      .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
      .select(['a.idAgrupador', 'a.idLaboratorio', 'g.idEmpresa'])
      .where('g.ativo', '=', true)
      .where('a.codigoRastreamento', 'is not', null)
      .where('a.idDistribuidor', '=', DEMO_EMPRESA.fornecedor)
      .where('a.idLaboratorio', 'is not', null)
      .orderBy('a.idAmostra')
      .executeTakeFirstOrThrow()) as typeof item;
  });
  afterAll(() => t.close());
  const get = (query: string, who?: string, lab = item.idLaboratorio) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/amostras/pdf/${lab}?${query}`,
      headers: who ? authHeader(tokens[who]!) : {},
    });

  it('answers a PDF named Amostra.pdf for management', async () => {
    const res = await get(`idAgrupador=${item.idAgrupador}&idDistribuidor=0`, 'gestor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Amostra.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThan(0);
  });

  it('lets a supplier print its own items and nobody else see other companies groups', async () => {
    expect((await get(`idAgrupador=${item.idAgrupador}`, 'fornecedor')).statusCode).toBe(200);
    expect((await get(`idAgrupador=${item.idAgrupador}`, 'varejo')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown group or laboratory, 400 for a malformed id, 401 without a session', async () => {
    expect((await get('idAgrupador=00000000-0000-4000-8000-000000000000', 'gestor')).statusCode).toBe(404);
    expect((await get(`idAgrupador=${item.idAgrupador}`, 'gestor', 99)).statusCode).toBe(404);
    expect((await get('idAgrupador=x', 'gestor')).statusCode).toBe(400);
    expect((await get(`idAgrupador=${item.idAgrupador}`)).statusCode).toBe(401);
  });
});
