import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPRESA, DEMO_LOCAL, DEMO_VAREJO } from '../../db/seed/demo-ids.ts';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';

const SAO_PAULO = { idUf: 35, idMunicipio: 3550308 };
const RIO = { idUf: 33, idMunicipio: 3304557 };

describe.each(BACKENDS)('places, company products and postal codes (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ['amostrador', 'gestor', 'varejo']) tokens[u] = (await loginAs(t.app, u)).token;
    // a collector of Coleta Campo who may register collections but not finalize scheduled ones
    const { idAgrupadorUsuario } = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idAgrupadorUsuario')
      .where('idEmpresa', '=', DEMO_EMPRESA.coletora)
      .executeTakeFirstOrThrow();
    await createUser(t.handle.db, {
      username: 'coletor1',
      features: ['amostraColetada.adicionar'],
      idAgrupadorUsuario,
    });
    tokens.coletor = (await loginAs(t.app, 'coletor1')).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? authHeader(tokens[who]!) : {} });

  const place = (extra: object = {}) => ({
    nome: 'Mercado Central',
    codigoPostal: '01001000',
    ...SAO_PAULO,
    bairro: 'Sé',
    logradouro: 'Praça da Sé',
    numero: '10',
    semNumero: false,
    complemento: null,
    idProgramaAmostra: 2,
    ...extra,
  });

  describe('POST /api/v1/localizacoes', () => {
    it('registers a place of the user company, formatted, with municipality and state names', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ nome: '  Mercado Central  ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        idLocalAmostra: expect.any(Number),
        nome: 'Mercado Central',
        codigoPostal: '01.001-000',
        municipio: 'São Paulo',
        uf: 'SP',
        idUf: 35,
        idEmpresa: DEMO_EMPRESA.coletora,
        tipo: 'outro',
        numero: '10',
        semNumero: false,
      });
    });

    it('takes the state from the municipality when it is left out', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idUf: undefined }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ idUf: 35, uf: 'SP', municipio: 'São Paulo' });
    });

    it('clears the number when there is no number', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ semNumero: true, numero: '99' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ semNumero: true, numero: null });
    });

    it('refuses missing name, state, municipality and program, and a long postal code', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', {
        nome: ' ',
        codigoPostal: '01.001-000-99',
      });
      expect(res.statusCode).toBe(400);
      const paths = res.json().error.details.errors.map((e: { path: string }) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['nome', 'codigoPostal', 'idMunicipio', 'idProgramaAmostra']));
    });

    it("refuses half a postal code, in the user's language, and saves nothing", async () => {
      const before = (await call('GET', '/api/v1/localizacoes', 'coletor')).json().data.length;
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ codigoPostal: '01.001' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        expect.objectContaining({
          path: 'codigoPostal',
          message: 'CEP inválido. Informe 8 dígitos, por exemplo 01.001-000.',
        }),
      ]);
      expect((await call('GET', '/api/v1/localizacoes', 'coletor')).json().data).toHaveLength(before);
    });

    it('reads a body as UTF-8 only: Latin-1 bytes are refused, not stored with replacement characters', async () => {
      const before = (await call('GET', '/api/v1/localizacoes', 'coletor')).json().data.length;
      const latin1 = Buffer.from(JSON.stringify(place({ nome: 'Feira São José' })), 'latin1');
      const send = (contentType: string, payload: Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/localizacoes',
          payload,
          headers: { ...authHeader(tokens.coletor!), 'content-type': contentType, 'accept-language': 'en' },
        });
      const undeclared = await send('application/json', latin1);
      expect(undeclared.statusCode).toBe(400);
      expect(undeclared.json().error.code).toBe('MALFORMED_BODY');
      const declared = await send('application/json; charset=ISO-8859-1', latin1);
      expect(declared.statusCode).toBe(415);
      expect(declared.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      // the default parser's guard still reads the text: a prototype key is a malformed body
      const poisoned = await send('application/json', Buffer.from('{"__proto__":{"admin":true},"nome":"x"}'));
      expect(poisoned.json().error.code).toBe('MALFORMED_BODY');
      expect((await call('GET', '/api/v1/localizacoes', 'coletor')).json().data).toHaveLength(before);

      const utf8 = await send(
        'application/json; charset="utf-8"',
        Buffer.from(JSON.stringify(place({ nome: 'Feira São José' }))),
      );
      expect(utf8.statusCode).toBe(201);
      expect(utf8.json().data.nome).toBe('Feira São José');
    });

    it('needs the retailer for RAMA', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idProgramaAmostra: 1 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: 'idVarejo' })]);
      const ok = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idProgramaAmostra: 1, idVarejo: 1 }));
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a retail chain outside RAMA, which no sample could name, and saves nothing', async () => {
      const before = (await call('GET', '/api/v1/localizacoes', 'coletor')).json().data.length;
      const res = await call(
        'POST',
        '/api/v1/localizacoes',
        'coletor',
        place({ idProgramaAmostra: 1, idVarejo: DEMO_VAREJO.paoECia }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([
        { path: 'idVarejo', message: 'O varejo deve participar do programa RAMA.' },
      ]);
      expect((await call('GET', '/api/v1/localizacoes', 'coletor')).json().data).toHaveLength(before);
    });

    it('refuses a name of invisible characters only or one it cannot store; takes out direction controls', async () => {
      const blank = await call('POST', '/api/v1/localizacoes', 'coletor', place({ nome: '\u200b\u200e' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.details.errors).toEqual([expect.objectContaining({ path: 'nome' })]);
      // a lone surrogate would be stored as '\ufffd'
      const odd = await call('POST', '/api/v1/localizacoes', 'coletor', place({ nome: 'Mercado \ud800' }));
      expect(odd.statusCode).toBe(400);
      expect(odd.json().error.details.errors).toEqual([{ path: 'nome', message: 'Formato inválido.' }]);
      // a right-to-left override showed 'abc' as 'cba': taken out (Android pastes such controls unseen)
      const bidi = await call('POST', '/api/v1/localizacoes', 'coletor', place({ nome: '\u202eMercado Sul\u202c' }));
      expect(bidi.statusCode).toBe(201);
      expect(bidi.json().data.nome).toBe('Mercado Sul');
    });

    it('refuses a municipality of another state and unknown references', async () => {
      const res = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idUf: RIO.idUf }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MUNICIPALITY_STATE_MISMATCH');
      const unknown = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idProgramaAmostra: 99 }));
      expect(unknown.json().error).toMatchObject({ code: 'REFERENCE_INVALID', details: { path: 'idProgramaAmostra' } });
      const noTown = await call('POST', '/api/v1/localizacoes', 'coletor', place({ idMunicipio: 1 }));
      expect(noTown.json().error).toMatchObject({
        code: 'REFERENCE_INVALID',
        message: 'Registro não encontrado: Município.',
      });
    });

    it('lets only management register for another company', async () => {
      const other = place({ idEmpresa: DEMO_EMPRESA.coletoraNordeste });
      expect((await call('POST', '/api/v1/localizacoes', 'coletor', other)).statusCode).toBe(403);
      const res = await call('POST', '/api/v1/localizacoes', 'gestor', other);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.idEmpresa).toBe(DEMO_EMPRESA.coletoraNordeste);
    });

    it('needs a session and a registering feature', async () => {
      expect((await call('POST', '/api/v1/localizacoes', undefined, place())).statusCode).toBe(401);
      expect((await call('POST', '/api/v1/localizacoes', 'varejo', place())).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/localizacoes', () => {
    it('shows a plain user only the places of their company', async () => {
      const res = await call('GET', '/api/v1/localizacoes', 'coletor');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { idEmpresa: number; nome: string; municipio: string }[];
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((p) => p.idEmpresa === DEMO_EMPRESA.coletora)).toBe(true);
      expect(
        (await call('GET', `/api/v1/localizacoes?idEmpresa=${DEMO_EMPRESA.coletoraNordeste}`, 'coletor')).statusCode,
      ).toBe(403);
    });

    it('lists every company for management and finalize rights, narrowed by idEmpresa', async () => {
      for (const who of ['gestor', 'amostrador']) {
        const all = (await call('GET', '/api/v1/localizacoes', who)).json().data as { idEmpresa: number }[];
        expect(new Set(all.map((p) => p.idEmpresa)).size).toBeGreaterThan(1);
        const one = (await call('GET', `/api/v1/localizacoes?idEmpresa=${DEMO_EMPRESA.coletoraNordeste}`, who)).json()
          .data as { idEmpresa: number }[];
        expect(one.length).toBeGreaterThan(0);
        expect(one.every((p) => p.idEmpresa === DEMO_EMPRESA.coletoraNordeste)).toBe(true);
      }
    });

    it('finds places by a name fragment without accents', async () => {
      const res = await call('GET', '/api/v1/localizacoes?busca=PRECO%20-%20LOJA%20PINHEIROS', 'gestor');
      expect(res.json().data.map((p: { idLocalAmostra: number }) => p.idLocalAmostra)).toEqual([
        DEMO_LOCAL.bomPrecoPinheiros,
      ]);
      // the LIKE wildcards are literal: '_' and '%' find only names that have them
      for (const wildcard of ['_', '%25']) {
        expect((await call('GET', `/api/v1/localizacoes?busca=${wildcard}`, 'gestor')).json().data).toEqual([]);
      }
    });

    it('filterByIdEmpresa answers empty for management and the company places otherwise', async () => {
      const url = `/api/v1/localizacoes/filterByIdEmpresa?idEmpresa=${DEMO_EMPRESA.coletora}`;
      expect((await call('GET', url, 'gestor')).json().data).toEqual([]);
      const own = (await call('GET', url, 'coletor')).json().data as { idEmpresa: number }[];
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((p) => p.idEmpresa === DEMO_EMPRESA.coletora)).toBe(true);
      expect((await call('GET', '/api/v1/localizacoes/filterByIdEmpresa', 'coletor')).json().data).toEqual(own);
      const other = `/api/v1/localizacoes/filterByIdEmpresa?idEmpresa=${DEMO_EMPRESA.coletoraNordeste}`;
      expect((await call('GET', other, 'coletor')).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    });
  });

  describe('company products', () => {
    it('registers a trimmed name for the user company and lists it sorted', async () => {
      const res = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: '  Abacate manteiga ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({
        idProdutoEmpresa: expect.any(Number),
        nome: 'Abacate manteiga',
        idEmpresa: DEMO_EMPRESA.coletora,
      });
      const list = (await call('GET', `/api/v1/produtos-empresa?idEmpresa=${DEMO_EMPRESA.coletora}`, 'coletor')).json()
        .data as { nome: string; idEmpresa: number }[];
      expect(list[0]!.nome).toBe('Abacate manteiga');
      expect(list.every((p) => p.idEmpresa === DEMO_EMPRESA.coletora)).toBe(true);
    });

    it('refuses a name the company already has, ignoring case, with the catalogue message', async () => {
      const res = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: 'TOMATE ITALIANO' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'COMPANY_PRODUCT_EXISTS',
        message: 'Já existe um produto com o nome TOMATE ITALIANO.',
      });
      // another company may use the name
      const other = { nome: 'Tomate italiano', idEmpresa: DEMO_EMPRESA.coletoraNordeste };
      expect((await call('POST', '/api/v1/produtos-empresa', 'gestor', other)).statusCode).toBe(201);
    });

    it('takes a name whose accents were typed as separate marks as the same name, stored composed', async () => {
      const composed = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: 'Pepino Japonês' });
      expect(composed.statusCode).toBe(201);
      // 'E' followed by U+0302 (combining circumflex): reads 'Ê'
      const marks = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: 'PEPINO JAPONE\u0302S' });
      expect(marks.statusCode).toBe(409);
      expect(marks.json().error.message).toBe('Já existe um produto com o nome PEPINO JAPONÊS.');
      const typed = await call(
        'POST',
        '/api/v1/localizacoes',
        'coletor',
        place({ nome: 'Feira Sa\u0303o Jose\u0301' }),
      );
      expect(typed.json().data.nome).toBe('Feira São José');
      expect(typed.json().data.nome).toHaveLength('Feira São José'.length);
    });

    it('composes the names kept before with separate marks, unless the composed name is taken (0019)', async () => {
      const empresa = DEMO_EMPRESA.coletoraNordeste;
      // two spellings of 'Gậs' that compose to one (their marks in either order), 'Cará' twice, 'Jiló'
      const rows = ['Ga\u0323\u0302s', 'GA\u0302\u0323S', 'Cara\u0301', 'Cará', 'Jilo\u0301'];
      // one after the other: their ids in this order (the migration keeps the first of two spellings)
      const ids: number[] = [];
      for (const nome of rows) {
        const row = await t.handle.db
          .insertInto('sara.produtoEmpresa')
          .values({ nome, idEmpresa: empresa })
          .returning('idProdutoEmpresa')
          .executeTakeFirstOrThrow();
        ids.push(row.idProdutoEmpresa);
      }
      const migration = readFileSync(new URL('../../db/migrations/0019_nomes_compostos.sql', import.meta.url), 'utf8');
      await sql.raw(migration).execute(t.handle.db);
      const names = await t.handle.db
        .selectFrom('sara.produtoEmpresa')
        .select(['idProdutoEmpresa', 'nome'])
        .where('idProdutoEmpresa', 'in', ids)
        .orderBy('idProdutoEmpresa')
        .execute();
      // the first spelling of 'Gậs' is composed, the second would take its name and stays; 'Cará' is
      // taken by a composed one; 'Jiló' is composed
      expect(names.map((n) => n.nome)).toEqual(['G\u1eads', 'GA\u0302\u0323S', 'Cara\u0301', 'Cará', 'Jiló']);
    });

    it('keeps one row when the same name is sent three times at once', async () => {
      const body = { nome: 'Kiwi importado', idEmpresa: DEMO_EMPRESA.coletora };
      const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/v1/produtos-empresa', 'gestor', body)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const rows = await t.handle.db
        .selectFrom('sara.produtoEmpresa')
        .select('idProdutoEmpresa')
        .where('nome', '=', 'Kiwi importado')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('validates the name: required, max 60', async () => {
      const blank = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.details.errors[0]).toMatchObject({ path: 'nome', message: 'Campo obrigatório' });
      const long = await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: 'x'.repeat(61) });
      expect(long.statusCode).toBe(400);
      expect((await call('POST', '/api/v1/produtos-empresa', 'coletor', { nome: 'x'.repeat(60) })).statusCode).toBe(
        201,
      );
    });

    it('scopes writes and reads to the user company unless management', async () => {
      const other = { nome: 'Caqui', idEmpresa: DEMO_EMPRESA.coletoraNordeste };
      expect((await call('POST', '/api/v1/produtos-empresa', 'coletor', other)).statusCode).toBe(403);
      const url = `/api/v1/produtos-empresa?idEmpresa=${DEMO_EMPRESA.coletoraNordeste}`;
      expect((await call('GET', url, 'coletor')).statusCode).toBe(403);
      expect((await call('GET', url, 'gestor')).json().data.length).toBeGreaterThan(0);
      expect((await call('POST', '/api/v1/produtos-empresa', 'varejo', { nome: 'Caqui' })).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/produtos-empresa', undefined, { nome: 'Caqui' })).statusCode).toBe(401);
      expect((await call('GET', url)).statusCode).toBe(401);
      const unknown = { nome: 'Caqui', idEmpresa: 9999 };
      expect((await call('POST', '/api/v1/produtos-empresa', 'gestor', unknown)).json().error.code).toBe(
        'REFERENCE_INVALID',
      );
    });
  });

  describe('GET /broker/rest/public/cep', () => {
    it('answers state and municipality in every accepted format, without a session', async () => {
      for (const cep of ['01001000', '01001-000', '01.001-000']) {
        const res = await call('GET', `/broker/rest/public/cep?cep=${cep}`);
        expect(res.statusCode, cep).toBe(200);
        expect(res.json().data).toEqual({
          cep: '01001000',
          rua: '',
          bairro: '',
          cidade: 'São Paulo',
          idUf: 35,
          idMunicipio: 3550308,
          uf: 'SP',
        });
      }
    });

    it('answers 400 for a malformed code and 404 for an unknown one', async () => {
      for (const cep of ['0100100', '01001-0001', 'abc', '']) {
        const res = await call('GET', `/broker/rest/public/cep?cep=${cep}`);
        expect(res.statusCode, cep).toBe(400);
      }
      const res = await call('GET', '/broker/rest/public/cep?cep=00000100');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'CEP_NOT_FOUND', message: 'CEP 00.000-100 não encontrado.' });
    });
  });
});
