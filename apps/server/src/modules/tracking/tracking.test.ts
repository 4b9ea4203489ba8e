import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODIGOS_LIVRES, DEMO_EMPRESA, DEMO_PRODUTO } from '../../db/seed/demo-ids.ts';
import { BACKENDS, authHeader, createTestApp, loginAs, type TestApp } from '../../../test/helper.ts';

describe.each(BACKENDS)('tracking info (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await loginAs(t.app, 'amostrador')).token;
  });
  afterAll(() => t.close());
  const get = (codigo: string, auth = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/amostras/rastreamentos/${codigo}`,
      headers: auth ? authHeader(token) : {},
    });

  it('answers only who fills in a sample form: not suppliers or retail staff', async () => {
    for (const who of ['fornecedor', 'varejo']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/amostras/rastreamentos/${DEMO_CODIGOS_LIVRES.tomate}`,
        headers: authHeader((await loginAs(t.app, who)).token),
      });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await get(DEMO_CODIGOS_LIVRES.tomate, false)).statusCode).toBe(401);
  });

  it('answers a free code with its product, links in order and no sample', async () => {
    const res = await get(DEMO_CODIGOS_LIVRES.tomate);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.produto).toEqual({
      nome: 'Tomate',
      idTipoProduto: 1,
      idProdutoProcessado: null,
      idProduto: DEMO_PRODUTO.tomate,
    });
    expect(data.idAmostra).toBeNull();
    expect(data.elos[0]).toMatchObject({ idElo: expect.any(Number), tipoElo: 'origem' });
    expect(data.origem).toBe(data.elos[0].nome.split(';')[0]);
    expect(data.erros).toEqual([]);
  });

  it("answers the code's supplier and the company of each link that is one, with usuarioPlataforma", async () => {
    const data = (await get(DEMO_CODIGOS_LIVRES.tomate)).json().data;
    expect(data.fornecedor).toEqual({
      idDistribuidor: DEMO_EMPRESA.fornecedor,
      nome: 'Vale Verde Hortifruti Ltda',
      usuarioPlataforma: true,
    });
    // the origin of this chain is Sítio Boa Vista, a company that does not use the platform
    expect(data.elos[0]).toMatchObject({
      tipoElo: 'origem',
      idEmpresa: DEMO_EMPRESA.sitioBoaVista,
      usuarioPlataforma: false,
    });
    const distribuidor = data.elos.find((e: { tipoElo: string }) => e.tipoElo === 'distribuidor');
    expect(distribuidor).toMatchObject({ idEmpresa: DEMO_EMPRESA.fornecedor, usuarioPlataforma: true });
    const varejo = data.elos.find((e: { tipoElo: string }) => e.tipoElo === 'varejo');
    expect(varejo).toMatchObject({ idEmpresa: null, usuarioPlataforma: null });

    // the demo code whose supplier is not a platform user
    const batata = (await get(DEMO_CODIGOS_LIVRES.batata)).json().data;
    expect(batata.fornecedor).toEqual({
      idDistribuidor: DEMO_EMPRESA.distribuidoraNorte,
      nome: 'Distribuidora Horti Norte Ltda',
      usuarioPlataforma: false,
    });
  });

  it('flags a processed product with multiple inputs and a product other than the scheduled one', async () => {
    const data = (
      await get(`${DEMO_CODIGOS_LIVRES.processadoMultiplosInsumos}?idProduto=${DEMO_PRODUTO.tomate}`)
    ).json().data;
    expect(data.produto).toMatchObject({ idProduto: DEMO_PRODUTO.molhoTomate, idTipoProduto: 2 });
    expect(data.elos.filter((e: { tipoElo: string }) => e.tipoElo === 'origem')).toHaveLength(2);
    expect(data.erros).toHaveLength(2);
  });

  it('answers the sample that already uses a code', async () => {
    const used = await t.handle.db
      .selectFrom('sara.amostra as a')
      .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
      .select(['a.codigoRastreamento', 'a.idAmostra'])
      .where('a.codigoRastreamento', 'is not', null)
      .where('g.ativo', '=', true)
      .where('a.situacao', '<>', 'rejeitada')
      .orderBy('a.idAmostra', 'desc')
      .executeTakeFirstOrThrow();
    const data = (await get(used.codigoRastreamento!)).json().data;
    expect(data.idAmostra).toBe(used.idAmostra);
  });

  it('answers 404 for an unknown code and 401 without a session', async () => {
    const res = await get('XX000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'TRACKING_NOT_FOUND',
      message: 'Código de rastreamento XX000000 não encontrado.',
    });
    expect((await get(DEMO_CODIGOS_LIVRES.tomate, false)).statusCode).toBe(401);
  });
});
