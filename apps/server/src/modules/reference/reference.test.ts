import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';
import { PROGRAMS } from '@sara/domain/constants';
import { DEMO_EMPRESA, DEMO_PESSOA } from '../../db/seed/demo-ids.ts';

describe.each(BACKENDS)('reference lists (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await loginAs(t.app, 'amostrador')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, withSession = true) =>
    t.app.inject({ method: 'GET', url, headers: withSession ? authHeader(token) : {} });

  it('needs a session for the SARA lists', async () => {
    for (const url of [
      '/api/v1/laboratorios',
      '/api/v1/programas-amostra',
      '/api/v2/orcamentos',
      '/api/v1/norma-ambiental',
      '/api/v1/varejos',
      '/api/v1/empresas',
      '/api/v1/pessoas',
    ]) {
      expect((await get(url, false)).statusCode, url).toBe(401);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("keeps the companies and people of every company to the sample forms' users", async () => {
    for (const username of ['fornecedor', 'varejo']) {
      const other = (await loginAs(t.app, username)).token;
      for (const url of ['/api/v1/empresas', '/api/v1/pessoas?tipoEmpresa=coletora']) {
        const res = await t.app.inject({ method: 'GET', url, headers: authHeader(other) });
        expect(res.statusCode, `${username} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const manager = (await loginAs(t.app, 'gestor')).token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/pessoas', headers: authHeader(manager) })).statusCode,
    ).toBe(200);
  });

  it('lists laboratories 1 to 6, lab 1 being the integrated one', async () => {
    const { data } = (await get('/api/v1/laboratorios')).json();
    expect(data.map((l: { idLaboratorio: number }) => l.idLaboratorio)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[0].integrado).toBe(true);
  });

  it('lists programs 1, 2, 3, 5 and 6 with their kinds and fields', async () => {
    const { data } = (await get('/api/v1/programas-amostra')).json();
    const byId = new Map(data.map((p: { idProgramaAmostra: number }) => [p.idProgramaAmostra, p]));
    expect([...byId.keys()]).toEqual(expect.arrayContaining([1, 2, 3, 5, 6]));
    expect(byId.get(1)).toMatchObject({ rama: true });
    expect(byId.get(5)).toMatchObject({ ambiental: true });
    expect(byId.get(6)).toMatchObject({ ambiental: true });
    for (const p of data) for (const c of p.campos) expect(['texto', 'data']).toContain(c.tipo);
  });

  it("lists a person's programs: those named for them, or every program when none is", async () => {
    const ids = async (url: string) =>
      ((await get(url)).json().data as { idProgramaAmostra: number }[]).map((p) => p.idProgramaAmostra);
    const every = await ids('/api/v1/programas-amostra');
    // Amostragem Nordeste's collector is limited to three programs in the demo
    expect(await ids(`/api/v1/programas-amostra?idPessoa=${DEMO_PESSOA.roberto}`)).toEqual(
      [PROGRAMS.standard, PROGRAMS.own, PROGRAMS.environmentalWater].sort((a, b) => a - b),
    );
    expect(await ids(`/api/v1/programas-amostra?idPessoa=${DEMO_PESSOA.amostrador}`)).toEqual(every);
    expect((await get('/api/v1/programas-amostra?idPessoa=abc')).statusCode).toBe(400);
  });

  it('lists budgets of a company together with those open to all', async () => {
    const all = (await get('/api/v2/orcamentos')).json().data;
    expect(all.every((o: { idEmpresa: number | null }) => o.idEmpresa === null)).toBe(true);
    expect(all.length).toBeGreaterThan(0);
    const own = (await get(`/api/v2/orcamentos?idEmpresa=${DEMO_EMPRESA.coletora}`)).json().data;
    expect(own.some((o: { idEmpresa: number | null }) => o.idEmpresa === DEMO_EMPRESA.coletora)).toBe(true);
    for (const o of own) expect([null, DEMO_EMPRESA.coletora]).toContain(o.idEmpresa);
    // another company's budgets are its own business: management reads them, a sampler may not
    const other = await get(`/api/v2/orcamentos?idEmpresa=${DEMO_EMPRESA.coletoraNordeste}`);
    expect(other.statusCode).toBe(403);
    const gestor = (await loginAs(t.app, 'gestor')).token;
    const companies = (await get('/api/v1/empresas')).json().data as { idEmpresa: number }[];
    for (const c of companies) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/orcamentos?idEmpresa=${c.idEmpresa}`,
        headers: authHeader(gestor),
      });
      for (const o of res.json().data) expect([null, c.idEmpresa]).toContain(o.idEmpresa);
    }
  });

  it('lists retailers, retailer 1 requiring an EAN', async () => {
    const { data } = (await get('/api/v1/varejos')).json();
    expect(data.find((v: { idVarejo: number }) => v.idVarejo === 1)).toMatchObject({ exigeEan: true });
  });

  it('filters companies by type and by a name without accents', async () => {
    const collectors = (await get('/api/v1/empresas?tipoEmpresa=coletora')).json().data;
    expect(collectors.length).toBeGreaterThan(0);
    expect(collectors.every((c: { tipoEmpresa: string }) => c.tipoEmpresa === 'coletora')).toBe(true);
    const name = collectors[0].razaoSocial as string;
    const fragment = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().slice(0, 6);
    const found = (await get(`/api/v1/empresas?busca=${encodeURIComponent(fragment)}`)).json().data;
    expect(found.map((c: { idEmpresa: number }) => c.idEmpresa)).toContain(collectors[0].idEmpresa);
    expect((await get('/api/v1/empresas?busca=_')).json().data).toEqual([]);
    expect((await get('/api/v1/empresas?tipoEmpresa=banco')).statusCode).toBe(400);
  });

  it('lists every supplier of a large program, not the first 500 by name', async () => {
    const values = Array.from({ length: 600 }, (_, i) => ({
      razaoSocial: `Aaa Fornecedor ${String(i).padStart(3, '0')}`,
      nomeFantasia: null,
      documento: null,
      inscricaoRural: null,
      tipoEmpresa: 'fornecedora' as const,
      idAgrupadorUsuario: null,
    }));
    await t.handle.db.insertInto('sara.empresa').values(values).execute();
    const suppliers = (await get('/api/v1/empresas?tipoEmpresa=fornecedora')).json().data as { razaoSocial: string }[];
    // the demo's own suppliers sort after the 600 ('Aaa…') and are still there
    expect(suppliers.length).toBeGreaterThan(600);
    expect(suppliers.some((s) => s.razaoSocial.startsWith('Vale Verde'))).toBe(true);
  });

  it('filters people by company type, certificate and id', async () => {
    const collectors = (await get('/api/v1/pessoas?tipoEmpresa=coletora')).json().data;
    expect(collectors.length).toBeGreaterThan(0);
    expect(collectors.every((p: { tipoEmpresa: string }) => p.tipoEmpresa === 'coletora')).toBe(true);
    const env = (await get('/api/v1/pessoas?certificados=ambiental')).json().data;
    // each certificate is a condition: a few at most
    expect(
      (await get(`/api/v1/pessoas?certificados=${Array.from({ length: 11 }, (_, i) => `c${i}`).join(',')}`)).statusCode,
    ).toBe(400);
    expect(env.length).toBeGreaterThan(0);
    expect(env.every((p: { certificados: string[] }) => p.certificados.includes('ambiental'))).toBe(true);
    const one = (await get(`/api/v1/pessoas?idPessoa=${collectors[0].idPessoa}`)).json().data;
    expect(one).toHaveLength(1);
    expect((await get('/api/v1/pessoas?idPessoa=abc')).statusCode).toBe(400);
    // an id in decimal digits only; an empty one is no filter, as on the lists
    expect((await get(`/api/v1/pessoas?idPessoa=0x${collectors[0].idPessoa.toString(16)}`)).statusCode).toBe(400);
    expect((await get('/api/v1/pessoas?idPessoa=1e0')).statusCode).toBe(400);
    expect((await get('/api/v1/pessoas?tipoEmpresa=coletora&idPessoa=')).json().data).toHaveLength(collectors.length);
  });

  it('lists BAS products of repeated categories, publicly', async () => {
    const all = (await get('/public/v2/produtos/', false)).json().data;
    expect(all.length).toBeGreaterThan(0);
    const cat = all[0].idCategoriaProduto as number;
    const some = (await get(`/public/v2/produtos/?idsCategorias=${cat}&idsCategorias=${cat}`, false)).json().data;
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((p: { idCategoriaProduto: number }) => p.idCategoriaProduto === cat)).toBe(true);
    // as people read them: 'Maçã' before 'Manga', 'Água' among the a's
    const names = all.map((p: { nome: string }) => p.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(names.some((n: string) => /[À-ú]/.test(n))).toBe(true);
  });

  it('serves the 27 states and 5,571 municipalities (IBGE, with Boa Esperança do Norte of 2023) publicly, or those of one state', async () => {
    const { data } = (await get('/api/v1/municipios', false)).json();
    expect(data.estados).toHaveLength(27);
    expect(data.municipios).toHaveLength(5571);
    const sp = data.municipios.find((m: { codigoMunicipioIbge: string }) => m.codigoMunicipioIbge === '3550308');
    expect(sp).toMatchObject({ nome: 'São Paulo', sigla: 'SP', idUf: 35 });
    const df = (await get('/api/v1/municipios?idUf=53', false)).json().data.municipios;
    expect(df).toHaveLength(1);
  });
});

describe.each(BACKENDS)('collector bootstrap (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const bootstrap = (id: number, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/coletores/usuario/${id}`, headers: token ? authHeader(token) : {} });

  it('answers the collector of the sampler: a person of a collector company', async () => {
    const { token, user } = await loginAs(t.app, 'amostrador');
    const res = await bootstrap(user.id, token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ idScaUsuario: user.id, tipoEmpresa: 'coletora', coletor: true });
    expect(data.idPessoa).toBeGreaterThan(0);
    expect(data.idEmpresa).toBeGreaterThan(0);
    // idempotent
    expect((await bootstrap(user.id, token)).json().data).toEqual(data);
  });

  it('registers a person for a user who has none, once, even when called concurrently', async () => {
    const grouper = await t.handle.db
      .selectFrom('sara.empresa')
      .select(['idEmpresa', 'idAgrupadorUsuario'])
      .where('tipoEmpresa', '=', 'coletora')
      .where('idAgrupadorUsuario', 'is not', null)
      .executeTakeFirstOrThrow();
    await createUser(t.handle.db, {
      username: 'nova.coletora',
      features: ['perfil.amostrador'],
      idAgrupadorUsuario: grouper.idAgrupadorUsuario,
    });
    const { token, user } = await loginAs(t.app, 'nova.coletora');
    const answers = await Promise.all([
      bootstrap(user.id, token),
      bootstrap(user.id, token),
      bootstrap(user.id, token),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.idPessoa)).size).toBe(1);
    expect(answers[0]!.json().data).toMatchObject({
      idEmpresa: grouper.idEmpresa,
      coletor: true,
      nome: 'Usuário nova.coletora',
    });
    const rows = await t.handle.db
      .selectFrom('sara.pessoa')
      .select('idPessoa')
      .where('idScaUsuario', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('creates the company of a grouper that has none, typed by the profile', async () => {
    await createUser(t.handle.db, {
      username: 'fornecedor.novo',
      features: ['perfil.fornecedor'],
      idAgrupadorUsuario: 990001,
    });
    const { token, user } = await loginAs(t.app, 'fornecedor.novo');
    const { data } = (await bootstrap(user.id, token)).json();
    expect(data).toMatchObject({ tipoEmpresa: 'fornecedora', coletor: false, idAgrupadorUsuario: 990001 });
  });

  it('gives two colleagues of a new grouper, bootstrapped at the same moment, one company', async () => {
    for (const username of ['colega.um', 'colega.dois']) {
      await createUser(t.handle.db, { username, features: ['perfil.amostrador'], idAgrupadorUsuario: 990002 });
    }
    const [um, dois] = await Promise.all([loginAs(t.app, 'colega.um'), loginAs(t.app, 'colega.dois')]);
    const answers = await Promise.all([bootstrap(um.user.id, um.token), bootstrap(dois.user.id, dois.token)]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.idEmpresa)).size).toBe(1);
    const companies = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idEmpresa')
      .where('idAgrupadorUsuario', '=', 990002)
      .execute();
    expect(companies).toHaveLength(1);
  });

  it("refuses another user's bootstrap, and answers 401 without a session", async () => {
    const { token, user } = await loginAs(t.app, 'fornecedor');
    const res = await bootstrap(user.id + 1000, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('COLLECTOR_USER_MISMATCH');
    expect((await bootstrap(user.id)).statusCode).toBe(401);
    expect((await bootstrap(0, token)).statusCode).toBe(400);
  });
});
