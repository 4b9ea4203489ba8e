import nodeCrypto from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANAGEMENT_COUNT_CAP,
  MANAGEMENT_SORT_COLUMNS,
  MY_SAMPLES_SORTS,
  type HistoryGroup,
  type ManagementPage,
  type ManagementRow,
  type MySampleRow,
  type MySamplesPage,
} from '@sara/domain/lists';
import { DEMO_EMPRESA, DEMO_LOCAL, DEMO_PESSOA, DEMO_PRODUTO, DEMO_VAREJO } from '../../db/seed/demo-ids.ts';
import { FEATURES } from '@sara/domain/features';
import { STATUS_SISTEMA, statusRank } from '@sara/domain/enums';
import { managementQuerySchema, mySamplesQuerySchema } from '@sara/domain/lists';
import {
  chooseStrategy,
  boundedWalkQuery,
  codesOnly,
  forgetWindowEstimates,
  managementPageQuery,
  managementQueries,
  rareWindows,
  readManagementPage,
  searchWindows,
  WALK_BUDGET,
  type PageStrategy,
  type Run,
} from './management-query.ts';
import { AWAITING_INTERNAL, scopeOf } from './scope.ts';
import {
  envTracked,
  mySamplesByCodes,
  mySamplesCountQuery,
  mySamplesPageQuery,
  type MySamplesRead,
} from './repository.ts';
import { containsPattern } from '../../db/search.ts';
import { forgetCounts, readMySamplesPage, type ListCtx } from './service.ts';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';

interface Source {
  idAmostra: number;
  situacao: string;
  statusSistema: string | null;
  idDistribuidor: number | null;
  idVarejo: number | null;
  idEmpresa: number;
  idPessoaColetor: number | null;
  idProduto: number | null;
  idProdutoEmpresa: number | null;
  codigoMylims: string | null;
  numeroLacre: string | null;
  idAmostraRecoletada: number | null;
}

/** What sara.f_search does to a text, for checking orders and 'contains' filters. */
const fold = (s: string | null | undefined) =>
  s == null ? null : s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const AWAITING = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA';

/** Asserts rows are ordered by key with idAmostra breaking ties, empty keys last in both directions. */
/** A status's rank as a text key that sorts as the number does ('02' before '10'). */
const rankKey = (status: string | null) => {
  const rank = statusRank(status);
  return rank == null ? null : String(rank).padStart(2, '0');
};

function expectOrdered<T extends { idAmostra: number }>(rows: T[], key: (r: T) => string | null, dir: string) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const [ka, kb] = [key(a), key(b)];
    const sign = dir === 'desc' ? -1 : 1;
    const cmp =
      ka === kb ? sign * (a.idAmostra - b.idAmostra) : ka === null ? 1 : kb === null ? -1 : sign * (ka < kb ? -1 : 1);
    expect(cmp, `${a.idAmostra} (${ka}) before ${b.idAmostra} (${kb}) ${dir}`).toBeLessThan(0);
  }
}

describe.each(BACKENDS)('lists (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let source: Source[];
  let listed: Source[];

  const get = (url: string, who?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? authHeader(tokens[who]!) : {} });
  async function data<T>(url: string, who: string): Promise<T> {
    const res = await get(url, who);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json().data as T;
  }
  const qs = (q: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
    ).toString();
  /** Every page of the management table (50 a page), checking that pages neither repeat nor skip. */
  async function management(q: Record<string, string | number | undefined> = {}, who = 'gestor') {
    // these tests also write straight into the database, which the count cache cannot see
    forgetCounts();
    const rows: ManagementRow[] = [];
    let page: ManagementPage;
    let pagina = 0;
    do {
      page = await data<ManagementPage>(`/api/v1/amostras/gerenciamento?${qs({ ...q, tamanho: 50, pagina })}`, who);
      rows.push(...page.itens);
      pagina++;
    } while (page.itens.length === 50);
    expect(new Set(rows.map((r) => r.idAmostra)).size).toBe(rows.length);
    expect(page.total).toBe(rows.length);
    return rows;
  }
  async function mySamples(q: Record<string, string | number | undefined> = {}, who = 'gestor') {
    const rows: MySampleRow[] = [];
    let page: MySamplesPage;
    let pagina = 0;
    do {
      page = await data<MySamplesPage>(`/api/v1/amostras/listagem?${qs({ ...q, tamanho: 50, pagina })}`, who);
      rows.push(...page.itens);
      pagina++;
    } while (page.itens.length === 50);
    expect(page.total).toBe(rows.length);
    return rows;
  }
  const ids = (rows: { idAmostra: number }[]) => rows.map((r) => r.idAmostra).sort((a, b) => a - b);
  const idsOf = (rows: Source[]) => rows.map((r) => r.idAmostra).sort((a, b) => a - b);
  const src = (id: number) => source.find((s) => s.idAmostra === id)!;
  /** A list call's context for a user with these features (the service's functions called directly). */
  const ctxOf = (features: string[]) =>
    ({ db: t.handle.db, auth: { features: new Set(features) } }) as unknown as ListCtx;
  /** The plan of a statement with some of the planner's ways off (`enable_seqscan`...): which index serves it. */
  const planWithout = (query: CompiledQuery, settings: string[]) =>
    t.handle.db.connection().execute(async (c) => {
      for (const name of settings) await sql`select set_config(${name}, 'off', false)`.execute(c);
      try {
        const explained = CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]);
        return (await c.executeQuery<Record<string, string>>(explained)).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      } finally {
        for (const name of settings) await sql`select set_config(${name}, 'on', false)`.execute(c);
      }
    });
  const history = (q: Record<string, string | number | undefined>, who: string) =>
    data<{ itens: HistoryGroup[]; total: number }>(
      `/api/v1/amostras/historico?${qs({ dataInicial: '2000-01-01', dataFinal: '2100-12-31', tamanho: 100, ...q })}`,
      who,
    );

  async function loadSource() {
    source = (await t.handle.db
      .selectFrom('sara.amostra as a')
      .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
      .select([
        'a.idAmostra',
        'a.situacao',
        'a.statusSistema',
        'a.idDistribuidor',
        'a.idVarejo',
        'a.idEmpresa',
        'a.idPessoaColetor',
        'a.idProduto',
        'a.idProdutoEmpresa',
        'a.codigoMylims',
        'a.numeroLacre',
        'a.idAmostraRecoletada',
      ])
      .where('g.ativo', '=', true)
      .where('a.situacao', '<>', 'rascunho')
      .execute()) as Source[];
    listed = source;
  }

  async function grant(username: string, features: string[]) {
    const user = await t.handle.db
      .selectFrom('access.usuario')
      .select('idUsuario')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const fs = await t.handle.db
      .selectFrom('access.funcionalidade')
      .select('idFuncionalidade')
      .where('token', 'in', features)
      .where('idSistema', '=', 59)
      .execute();
    await t.handle.db
      .insertInto('access.usuarioFuncionalidade')
      .values(fs.map((f) => ({ idUsuario: user.idUsuario, idFuncionalidade: f.idFuncionalidade })))
      .execute();
  }

  /** A user of a company (by its sara.empresa id) with a SARA person (collector bootstrap). */
  async function companyUser(username: string, idEmpresa: number, features: string[]) {
    const { idAgrupadorUsuario } = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idAgrupadorUsuario')
      .where('idEmpresa', '=', idEmpresa)
      .executeTakeFirstOrThrow();
    const id = await createUser(t.handle.db, { username, features, idAgrupadorUsuario });
    tokens[username] = (await loginAs(t.app, username)).token;
    const boot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/coletores/usuario/${id}`,
      headers: authHeader(tokens[username]!),
    });
    expect(boot.statusCode, boot.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    // the demo sampler gets the lists too, to see her scope in them
    await grant('amostrador', ['listagem']);
    for (const u of ['admin', 'gestor', 'amostrador', 'fornecedor', 'varejo']) {
      tokens[u] = (await loginAs(t.app, u)).token;
    }
    // Vale Verde (a supplier company) user without a profile: company scope, owns no sample
    await companyUser('outra.empresa', DEMO_EMPRESA.fornecedor, ['listagem', 'historico', 'laudo.visualizar']);
    // Coleta Campo office user without a profile: company scope over the collector company's samples
    await companyUser('escritorio', DEMO_EMPRESA.coletora, ['listagem', 'historico', 'laudo.visualizar']);
    // Bom Preço retail staff whose profile holds the history and the views
    await companyUser('varejo.historico', DEMO_EMPRESA.varejo, ['perfil.varejo', 'historico', 'amostra.visualizar']);
    // management that may open only the scheduling screen
    await companyUser('gestor.agenda', DEMO_EMPRESA.coletora, ['amostra.gerenciamento', 'amostraAgendada.editar']);
    await loadSource();
  });
  afterAll(() => t.close());

  it('describes the list routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    for (const p of [
      '/api/v1/amostras/gerenciamento',
      '/api/v1/amostras/listagem',
      '/api/v1/amostras/historico',
      '/api/v1/amostras/{idAmostra}',
      '/api/v1/laudos',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('answers 401 without a session and 403 without the feature', async () => {
    for (const url of [
      '/api/v1/amostras/gerenciamento',
      '/api/v1/amostras/listagem',
      '/api/v1/amostras/historico?dataInicial=2026-01-01&dataFinal=2026-01-31',
      '/api/v1/amostras/1',
      '/api/v1/laudos?idAmostra=1',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await get('/api/v1/amostras/gerenciamento', 'amostrador')).statusCode).toBe(403);
    expect((await get('/api/v1/amostras/gerenciamento', 'varejo')).statusCode).toBe(403);
    expect(
      (await get('/api/v1/amostras/historico?dataInicial=2026-01-01&dataFinal=2026-01-31', 'fornecedor')).statusCode,
    ).toBe(403);
    expect((await get('/api/v1/laudos?idAmostra=1', 'amostrador')).statusCode).toBe(403);
    expect((await get('/api/v1/amostras/gerenciamento?ordenarPor=nada', 'gestor')).statusCode).toBe(400);
  });

  it("sends a catalogue product's names by language with the lists, none for a company product", async () => {
    const rows = await management({});
    const catalogue = rows.find((r) => r.produtoI18n != null)!;
    expect(catalogue.produtoI18n).toMatchObject({ 'pt-BR': catalogue.produto, en: expect.any(String) });
    expect(rows.some((r) => r.produto != null && r.produtoI18n == null)).toBe(true);
    const mine = await mySamples({ dataInicial: '2000-01-01', dataFinal: '2100-12-31' }, 'gestor');
    expect(mine.find((r) => r.idAmostra === catalogue.idAmostra)?.produtoI18n).toEqual(catalogue.produtoI18n);
    const groups = await history({}, 'gestor');
    const item = groups.itens.flatMap((g) => g.itens).find((i) => i.idAmostra === catalogue.idAmostra);
    if (item) expect(item.nomeProdutoI18n).toEqual(catalogue.produtoI18n);
  });

  it("finds an item without a tracking code by the sample code its 'Rastreamento' column shows", async () => {
    const rows = await management({ situacao: 'analisada' });
    const shown = rows.find((r) => r.codigoRastreamento == null && r.codigoAmostra != null)!;
    const found = await management({ situacao: 'analisada', codigoRastreamento: shown.codigoAmostra!.slice(0, 6) });
    expect(found.map((r) => r.idAmostra)).toContain(shown.idAmostra);
  });

  it('names the field and the reason of a bad filter value', async () => {
    const errors = async (url: string) => {
      const res = await get(url, 'gestor');
      expect(res.statusCode, url).toBe(400);
      return (res.json() as { error: { details: { errors: { path: string; message: string }[] } } }).error.details
        .errors;
    };
    const M = '/api/v1/amostras/gerenciamento?';
    expect(await errors(`${M}idProgramaAmostra=0`)).toEqual([
      { path: 'idProgramaAmostra', message: 'Deve ser maior que 0.' },
    ]);
    expect((await errors(`${M}idVarejo=2147483648`))[0]!.path).toBe('idVarejo');
    expect((await errors(`${M}idVarejo=0x10`))[0]!.path).toBe('idVarejo');
    expect(await errors(`${M}dataColetaInicio=2026-02-30`)).toEqual([
      { path: 'dataColetaInicio', message: 'Data inválida' },
    ]);
    expect(await errors(`${M}dataColetaInicio=2026-11-30&dataColetaFim=2026-11-01`)).toEqual([
      { path: 'dataColetaFim', message: 'A data final não pode ser anterior à data inicial' },
    ]);
    expect((await errors('/api/v1/amostras/historico?dataInicial=2026-11-30&dataFinal=2026-11-01'))[0]!.path).toBe(
      'dataFinal',
    );
    expect((await errors('/api/v1/amostras/listagem?idVarejo=1e3'))[0]!.path).toBe('idVarejo');
    // numbers in decimal digits only, as docs/api.md says: JavaScript would read these
    expect((await errors(`${M}tamanho=0x10`))[0]!.path).toBe('tamanho');
    expect((await errors(`${M}pagina=1.0`))[0]!.path).toBe('pagina');
    expect((await errors('/api/v1/amostras/listagem?ordenacao=%207'))[0]!.path).toBe('ordenacao');
    expect((await errors('/api/v1/laudos?idAmostra=0x10'))[0]!.path).toBe('idAmostra');
    expect((await get('/api/v1/amostras/0x10', 'gestor')).statusCode).toBe(400);
    expect((await errors(`${M}busca=a%00b`))[0]!.path).toBe('busca');
    // a search past its limit, as the forms say a text's limit
    expect(await errors(`${M}busca=${'a'.repeat(101)}`)).toEqual([
      { path: 'busca', message: 'Limite de 100 caracteres atingido.' },
    ]);
  });

  // ------------------------------------------------------------------ management

  it("offers a row's edit only to who may open that group's edit screen", async () => {
    const rows = (await data<ManagementPage>('/api/v1/amostras/gerenciamento?tamanho=50', 'gestor.agenda')).itens;
    expect(rows.some((x) => x.situacao === 'agendada')).toBe(true);
    expect(rows.some((x) => x.situacao === 'coletada')).toBe(true);
    for (const x of rows) expect(x.showButtonEdit).toBe(x.situacao === 'agendada');
  });

  it('lists every item but drafts and inactive groups for management, and the read model matches the source', async () => {
    const rows = await management();
    expect(ids(rows)).toEqual(idsOf(listed));
    expect(rows.length).toBeGreaterThan(50);
    // sara.admin sees the same
    expect((await data<ManagementPage>('/api/v1/amostras/gerenciamento?tamanho=1', 'admin')).total).toBe(rows.length);
    const r = rows.find((x) => x.numeroLaudo && x.idArquivoLaudo)!;
    expect(r).toMatchObject({ showButtonPdfLaudo: true, situacao: 'analisada' });
    expect(r.dataLaudo).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    // the sample PDF is of the whole group: every item of it needs its lab code
    const missingCode = new Set(rows.filter((x) => x.codigoAmostra == null).map((x) => x.idAgrupador));
    const analysed = new Set(rows.filter((x) => x.situacao === 'analisada').map((x) => x.idAgrupador));
    // a collected item beside an analysed one: its group's edit screen would open read-only
    expect(rows.some((x) => x.situacao === 'coletada' && analysed.has(x.idAgrupador))).toBe(true);
    for (const x of rows) {
      // gestor holds both edit screens' features: a scheduled row opens the scheduling screen
      expect(x.showButtonEdit).toBe(
        (x.situacao === 'coletada' && !analysed.has(x.idAgrupador)) || x.situacao === 'agendada',
      );
      expect(x.showButtonPdf).toBe(
        x.idLaboratorio === 5 && !missingCode.has(x.idAgrupador) && x.situacao !== 'agendada',
      );
    }
  });

  it('defaults to the collection date, newest first, and pages by 10', async () => {
    const page = await data<ManagementPage>('/api/v1/amostras/gerenciamento?situacao=coletada', 'gestor');
    const coletadas = listed.filter((s) => s.situacao === 'coletada');
    expect(page.total).toBe(coletadas.length);
    expect(page.totalLimitado).toBe(false);
    expect(page.itens).toHaveLength(Math.min(10, coletadas.length));
    expect(page.itens.every((r) => r.situacao === 'coletada')).toBe(true);
    expectOrdered(page.itens, (r) => r.dataColeta, 'desc');
    const second = await data<ManagementPage>('/api/v1/amostras/gerenciamento?situacao=coletada&pagina=1', 'gestor');
    const all = await management({ situacao: 'coletada' });
    expect(second.itens.map((r) => r.idAmostra)).toEqual(all.slice(10, 20).map((r) => r.idAmostra));
    const beyond = await data<ManagementPage>('/api/v1/amostras/gerenciamento?pagina=500', 'gestor');
    expect(beyond).toMatchObject({ itens: [], total: listed.length, totalLimitado: false });
  });

  it('sorts by every column both ways, with and without a situacao', async () => {
    const keys: Record<string, (r: ManagementRow) => string | null> = {
      // the code the column shows: the tracking code, or the sample code where there is none
      codigoRastreamento: (r) => fold(r.codigoRastreamento ?? r.codigoAmostra),
      dataColeta: (r) => r.dataColeta,
      varejo: (r) => fold(r.varejoRama),
      localAmostra: (r) => fold(r.localAmostra),
      produto: (r) => fold(r.produto),
      fornecedor: (r) => fold(r.fornecedor),
      dataLaudo: (r) => r.dataLaudo,
      // the order a sample goes through its statuses, not the codes'
      statusSistema: (r) => rankKey(r.statusSistema),
      observacao: (r) => fold(r.observacao),
    };
    for (const ordenarPor of MANAGEMENT_SORT_COLUMNS) {
      for (const direcao of ['asc', 'desc']) {
        const rows = await management({ ordenarPor, direcao });
        expect(rows).toHaveLength(listed.length);
        expectOrdered(rows, keys[ordenarPor]!, direcao);
        const analysed = await management({ ordenarPor, direcao, situacao: 'analisada' });
        expectOrdered(analysed, keys[ordenarPor]!, direcao);
        expect(analysed.length).toBe(listed.filter((s) => s.situacao === 'analisada').length);
      }
    }
    // scheduled samples: the date column shows their scheduled date, and sorts by it
    for (const direcao of ['asc', 'desc']) {
      const scheduled = await management({ ordenarPor: 'dataColeta', direcao, situacao: 'agendada' });
      expect(scheduled.length).toBeGreaterThan(1);
      expectOrdered(scheduled, (r) => r.dataAgendada, direcao);
    }
  });

  it("pages through every sort both ways as one list: empty keys last, across the keyed ones' end", async () => {
    for (const ordenarPor of MANAGEMENT_SORT_COLUMNS) {
      for (const direcao of ['asc', 'desc']) {
        for (const situacao of [undefined, 'analisada']) {
          const whole = (await management({ ordenarPor, direcao, situacao })).map((r) => r.idAmostra);
          const paged: number[] = [];
          for (let pagina = 0; paged.length < whole.length && pagina < 100; pagina++) {
            const query = qs({ ordenarPor, direcao, situacao, tamanho: 3, pagina });
            paged.push(
              ...(await data<ManagementPage>(`/api/v1/amostras/gerenciamento?${query}`, 'gestor')).itens.map(
                (r) => r.idAmostra,
              ),
            );
          }
          expect(paged, `${ordenarPor} ${direcao} ${situacao ?? 'all'}`).toEqual(whole);
        }
      }
    }
  });

  it('applies every filter', async () => {
    const all = await management();
    const pick = <K extends keyof ManagementRow>(k: K) => all.find((r) => r[k] != null)![k];
    const part = (s: string) => s.slice(1, 5).toUpperCase();
    const contains = (v: string | null, q: string) => v != null && fold(v)!.includes(fold(q)!);
    const day = (d: string | null) => d?.slice(0, 10) ?? null;
    const withMylims = source.find((s) => s.codigoMylims)!.codigoMylims!;
    const withSeal = source.find((s) => s.numeroLacre)!.numeroLacre!;
    const withCompanyProduct = source.find((s) => s.idProdutoEmpresa)!.idProdutoEmpresa!;
    const dataColeta = day(pick('dataColeta'))!;
    const dataAgendada = day(pick('dataAgendada'))!;
    const dataLaudo = day(pick('dataLaudo'))!;
    const cases: [Record<string, string | number>, (r: ManagementRow) => boolean][] = [
      [{ situacao: 'rejeitada' }, (r) => r.situacao === 'rejeitada'],
      [{ statusSistema: 'LAUDO_SEM_PROBLEMA' }, (r) => r.statusSistema === 'LAUDO_SEM_PROBLEMA'],
      [{ statusLaudo: 'aprovado' }, (r) => r.statusLaudo === 'aprovado'],
      // a report the internal team rejected leaves its sample collected, waiting for a corrected one
      [
        { situacao: 'coletada', statusLaudo: 'reprovado' },
        (r) => r.situacao === 'coletada' && r.statusLaudo === 'reprovado',
      ],
      [{ idProgramaAmostra: 1 }, (r) => r.idProgramaAmostra === 1],
      [{ idLaboratorio: 5 }, (r) => r.idLaboratorio === 5],
      [{ codigoMylims: part(withMylims) }, (r) => contains(src(r.idAmostra).codigoMylims, part(withMylims))],
      [{ idEmpresa: DEMO_EMPRESA.coletoraNordeste }, (r) => r.idEmpresa === DEMO_EMPRESA.coletoraNordeste],
      [{ idPessoaColetor: DEMO_PESSOA.carlos }, (r) => r.idPessoaColetor === DEMO_PESSOA.carlos],
      [{ idProduto: DEMO_PRODUTO.morango }, (r) => src(r.idAmostra).idProduto === DEMO_PRODUTO.morango],
      [{ idProdutoEmpresa: withCompanyProduct }, (r) => src(r.idAmostra).idProdutoEmpresa === withCompanyProduct],
      [{ produto: 'MORAN' }, (r) => contains(r.produto, 'moran')],
      [{ idDistribuidor: DEMO_EMPRESA.fornecedorSerra }, (r) => src(r.idAmostra).idDistribuidor === 6],
      [{ codigoAmostra: part(pick('codigoAmostra')!) }, (r) => contains(r.codigoAmostra, part(pick('codigoAmostra')!))],
      [{ numeroLacre: part(withSeal) }, (r) => contains(src(r.idAmostra).numeroLacre, part(withSeal))],
      [{ observacao: 'gondola' }, (r) => contains(r.observacao, 'gôndola')],
      [{ idVarejo: DEMO_VAREJO.redeSol }, (r) => src(r.idAmostra).idVarejo === DEMO_VAREJO.redeSol],
      [{ codigoRastreamento: 'hf26' }, (r) => contains(r.codigoRastreamento, 'HF26')],
      [{ resultadoLaudo: 'insatisfatorio' }, (r) => r.resultadoLaudo === 'insatisfatorio'],
      [{ dataColetaInicio: dataColeta }, (r) => day(r.dataColeta) != null && day(r.dataColeta)! >= dataColeta],
      [{ dataColetaFim: dataColeta }, (r) => day(r.dataColeta) != null && day(r.dataColeta)! <= dataColeta],
      [
        { dataAgendadaInicio: dataAgendada, dataAgendadaFim: dataAgendada },
        (r) => day(r.dataAgendada) === dataAgendada,
      ],
      [{ dataLaudoInicio: dataLaudo, dataLaudoFim: dataLaudo }, (r) => day(r.dataLaudo) === dataLaudo],
      [
        { situacao: 'analisada', idLaboratorio: 1, statusSistema: 'LAUDO_SEM_PROBLEMA', idVarejo: 1 },
        (r) =>
          r.situacao === 'analisada' &&
          r.idLaboratorio === 1 &&
          r.statusSistema === 'LAUDO_SEM_PROBLEMA' &&
          src(r.idAmostra).idVarejo === 1,
      ],
    ];
    for (const [q, pred] of cases) {
      const expected = all.filter(pred);
      expect(expected.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(q)).toBeLessThan(all.length);
      expect(ids(await management(q)), JSON.stringify(q)).toEqual(ids(expected));
    }
    // blank values mean no filter; LIKE wildcards are literal
    expect((await management({ idVarejo: '', produto: '' })).length).toBe(all.length);
    expect(await management({ observacao: '%' })).toHaveLength(0);
  });

  it('searches accent- and case-insensitively across the row', async () => {
    const all = await management();
    const place = all.filter((r) => fold(r.localAmostra)?.includes('sao paulo'));
    expect(place.length).toBeGreaterThan(0);
    for (const busca of ['São Paulo', 'SAO PAULO', 'sao paulo', 'ão Pa']) {
      const rows = await management({ busca });
      expect(ids(rows), busca).toEqual(ids(all.filter((r) => JSON.stringify(r).toLowerCase().includes('paulo'))));
    }
    // an unaccented text is found by an accented search (and the read model follows the update)
    const target = all.find((r) => r.situacao === 'coletada')!;
    await t.handle.db
      .updateTable('sara.amostra')
      .set({ observacao: 'Entrega do sitio sao bento' })
      .where('idAmostra', '=', target.idAmostra)
      .execute();
    for (const busca of ['Sítio São Bento', 'SITIO SAO', 'são bento']) {
      expect(ids(await management({ busca })), busca).toEqual([target.idAmostra]);
    }
    // tracking code, supplier document, report number, lab
    const analysed = all.find((r) => r.numeroLaudo && r.documento && r.codigoRastreamento)!;
    expect(ids(await management({ busca: analysed.numeroLaudo! }))).toContain(analysed.idAmostra);
    expect(ids(await management({ busca: analysed.codigoRastreamento!.toLowerCase() }))).toContain(analysed.idAmostra);
    expect(ids(await management({ busca: analysed.documento! }))).toContain(analysed.idAmostra);
    expect(await management({ busca: 'zzzz-nada-disso' })).toHaveLength(0);
  });

  it('finds a catalogue product by its name in the language the rows show it in (decision 0026)', async () => {
    const lettuce = source.filter((s) => s.idProduto === DEMO_PRODUTO.alface).map((s) => s.idAmostra);
    expect(lettuce.length).toBeGreaterThan(0);
    for (const busca of ['Lettuce', 'lechuga', 'ALFACE']) {
      const found = ids(await management({ busca }));
      expect(found, busca).toEqual(expect.arrayContaining(lettuce));
    }
    // the history's search reads the same text
    expect((await history({ busca: 'lechuga' }, 'gestor')).total).toBeGreaterThan(0);
  });

  it('a bounded walk spends its budget on the keyed rows before it reads one with an empty key', async () => {
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    // every situacao by collection date, newest first: the dated rows, then the undated ones
    const { rows } = await sql<{ idAmostra: number; dataColeta: string | null; textoBusca: string }>`
      select "idAmostra", "dataColeta", "textoBusca" from sara."amostraLista"
      order by "dataColeta" desc nulls last, "idAmostra" desc`.execute(t.handle.db);
    const firstDated = rows[0]!;
    const firstUndated = rows.find((r) => r.dataColeta === null)!;
    // a word of the first undated row that the first dated row lacks
    const word = firstUndated.textoBusca.split(/\s+/).find((w) => w.length >= 3 && !firstDated.textoBusca.includes(w))!;
    expect(word).toBeTruthy();
    const params = managementQuerySchema.parse({ busca: word, tamanho: 1 });
    // a budget of one row reads the first dated row only: no match, and no undated row either
    const bounded = boundedWalkQuery(t.handle.db, scope, params, 1)!;
    expect((await t.handle.db.executeQuery(bounded)).rows).toEqual([]);
  });

  it('reads the same page whichever way it is read (index walk or text candidates first)', async () => {
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    const cases: Record<string, string | number>[] = [
      { busca: 'tomate' },
      { busca: 'são', ordenarPor: 'produto', direcao: 'asc' },
      { busca: 'sao', ordenarPor: 'fornecedor', direcao: 'desc', tamanho: 1, pagina: 1 },
      { codigoRastreamento: 'hf' },
      // a tracking-code fragment alone: the suffix table (strategy 'codes'), repeated within codes too
      { codigoRastreamento: 'HF', situacao: 'coletada', tamanho: 2, pagina: 1 },
      { codigoRastreamento: '0', direcao: 'asc', tamanho: 3 },
      { codigoRastreamento: '0', tamanho: 50 },
      { codigoRastreamento: 'hf', ordenarPor: 'produto', direcao: 'asc' },
      { observacao: 'gôndola', ordenarPor: 'dataColeta', direcao: 'asc' },
      // scheduled items (no collection date) last both ways
      { busca: 'a', tamanho: 50 },
      { busca: 'a', direcao: 'asc', tamanho: 50, pagina: 1 },
      { numeroLacre: 'l', idProgramaAmostra: 1 },
      // descending sorts over columns with empty values: the page after the keyed rows' end
      { busca: 'a', ordenarPor: 'dataLaudo', direcao: 'desc', tamanho: 4, pagina: 2 },
      { busca: 'a', situacao: 'coletada', ordenarPor: 'observacao', direcao: 'desc', tamanho: 2, pagina: 1 },
      { busca: 'e', situacao: 'analisada', ordenarPor: 'dataLaudo', direcao: 'desc', tamanho: 1 },
      { busca: 'o', situacao: 'coletada', ordenarPor: 'observacao', direcao: 'desc', tamanho: 1 },
      { busca: 'r', ordenarPor: 'dataColeta', direcao: 'desc', tamanho: 1 },
      { busca: 'r', situacao: 'rejeitada', ordenarPor: 'dataColeta', direcao: 'desc', tamanho: 1 },
    ];
    for (const query of cases) {
      const params = managementQuerySchema.parse(query);
      const read = async (strategy: PageStrategy) => {
        const { page, count } = managementQueries(t.handle.db, scope, params, strategy);
        return {
          ids: (await t.handle.db.executeQuery(page)).rows.map((r) => r.idAmostra),
          total: (await t.handle.db.executeQuery(count)).rows[0]!.total,
        };
      };
      const walk = await read('walk');
      expect(await read('candidates'), JSON.stringify(query)).toEqual(walk);
      if (params.busca) {
        // found by some of its windows; a window the text does not hold ('zzz') is dropped, not required
        for (const windows of [searchWindows(params.busca), ['zzz', ...searchWindows(params.busca).slice(0, 1)]]) {
          const page = managementPageQuery(t.handle.db, scope, params, 'candidates', { windows });
          const ids = (await t.handle.db.executeQuery(page)).rows.map((r) => r.idAmostra);
          expect(ids, `${JSON.stringify(query)} windows ${windows.join()}`).toEqual(walk.ids);
        }
      }
      // a bounded walk that fills its page reads the same page (descending: keyed rows, then empty ones)
      for (const budget of [1, 2, 3, 4, 6, 1000]) {
        const bounded = boundedWalkQuery(t.handle.db, scope, params, budget);
        if (!bounded) continue;
        const ids = (await t.handle.db.executeQuery(bounded)).rows.map((r) => r.idAmostra);
        if (ids.length === params.tamanho) expect(ids, `${JSON.stringify(query)} bounded ${budget}`).toEqual(walk.ids);
      }
      if (!params.situacao && params.ordenarPor === 'dataColeta')
        expect(await read('split'), `${JSON.stringify(query)} split`).toEqual(walk);
      if (codesOnly(scope, params)) {
        // the first entries may hold fewer items than the page when fragments repeat within codes
        // ('0'): never other ones; the route then reads them all
        const codes = await read('codes');
        expect(codes.total, JSON.stringify(query)).toBe(walk.total);
        expect(walk.ids.slice(0, codes.ids.length), `${JSON.stringify(query)} codes`).toEqual(codes.ids);
        const all = managementPageQuery(t.handle.db, scope, params, 'codes', { allCodes: true });
        expect((await t.handle.db.executeQuery(all)).rows.map((r) => r.idAmostra)).toEqual(walk.ids);
      }
      expect(walk.ids.length, JSON.stringify(query)).toBeGreaterThan(0);
      // the route's way: a bounded walk first (its budget cut short here), then the estimate's choice
      for (const budget of [1, 3, WALK_BUDGET]) {
        const read = await readManagementPage(t.handle.db, (q) => t.handle.db.executeQuery(q), scope, params, budget);
        expect(
          read.rows.map((r) => r.idAmostra),
          `${JSON.stringify(query)} budget ${budget}`,
        ).toEqual(walk.ids);
      }
    }
    forgetCounts();
    const coletada = managementQuerySchema.parse({ busca: 'a', situacao: 'coletada', tamanho: 1 });
    const bounded = await readManagementPage(t.handle.db, (q) => t.handle.db.executeQuery(q), scope, coletada);
    expect(bounded.strategy).toBe('bounded');

    // a short bounded walk and the estimate are remembered for the filter set: the next read runs the page alone
    const ran: string[] = [];
    const run: Run = (q) => {
      const window = q.sql.includes(`|| '') like`) && !q.sql.includes('situacao');
      ran.push(window ? 'window' : q.sql.trimStart().startsWith('explain') ? 'estimate' : 'sql');
      return t.handle.db.executeQuery(q);
    };
    const rare = managementQuerySchema.parse({ busca: 'granizo-em-lugar-nenhum', situacao: 'coletada' });
    forgetWindowEstimates(); // the estimates are per process, and the other database's run made them
    expect((await readManagementPage(t.handle.db, run, scope, rare)).rows).toEqual([]);
    // the candidates of the search are found by its rarest windows, each estimated once
    const windows = searchWindows(rare.busca!);
    expect(ran).toEqual(['sql', 'estimate', ...windows.map(() => 'window'), 'sql']);
    ran.length = 0;
    expect((await readManagementPage(t.handle.db, run, scope, rare)).rows).toEqual([]);
    expect(ran).toEqual(['sql']);
    forgetCounts();
    // the demo data set is small: the planner's estimate sends text filters to the candidates
    expect(await chooseStrategy(t.handle.db, scope, managementQuerySchema.parse({ busca: 'tomate' }))).toBe(
      'candidates',
    );
    expect(await chooseStrategy(t.handle.db, scope, managementQuerySchema.parse({}))).toBe('walk');
    // a period on another date than the sort's: its few rows first, not a walk of the sort's index
    const reports = { situacao: 'analisada', dataLaudoInicio: '2025-06-01', dataLaudoFim: '2025-06-30' };
    expect(await chooseStrategy(t.handle.db, scope, managementQuerySchema.parse(reports))).toBe('candidates');
    // sorted by that date, the walk of its own index reads the period alone
    expect(
      await chooseStrategy(t.handle.db, scope, managementQuerySchema.parse({ ...reports, ordenarPor: 'dataLaudo' })),
    ).toBe('walk');
  });

  it('keeps the compiled statements of a filter set, apart for each input they are built from', () => {
    const db = t.handle.db;
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    const q = (query: Record<string, string | number>) => managementQuerySchema.parse(query);
    const page = managementPageQuery(db, scope, q({ busca: 'tomate' }), 'candidates');
    expect(managementPageQuery(db, scope, q({ busca: 'tomate' }), 'candidates')).toBe(page);
    expect(managementPageQuery(db, scope, q({ busca: 'tomate' }), 'walk')).not.toBe(page);
    expect(managementPageQuery(db, scope, q({ busca: 'tomate' }), 'candidates', { windows: ['tom'] })).not.toBe(page);
    expect(managementPageQuery(db, scope, q({ busca: 'batata' }), 'candidates').parameters).toContain('batata');
    expect(managementPageQuery(db, scope, q({ busca: 'tomate', pagina: 3 }), 'candidates').parameters).toContain(30);
    const supplier = scopeOf([FEATURES.perfilFornecedor, FEATURES.amostraGerenciamento], null);
    expect(managementPageQuery(db, supplier, q({ busca: 'tomate' }), 'candidates').parameters).toContain(
      AWAITING_INTERNAL,
    );
  });

  it("walks the sort's index whatever the planner expects of a text filter", async () => {
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    for (const query of [
      { busca: 'tomate' },
      { busca: 'tomate', situacao: 'coletada', ordenarPor: 'produto', direcao: 'asc' },
      { codigoRastreamento: 'hf', observacao: 'gôndola', produto: 'tom' },
    ]) {
      const params = managementQuerySchema.parse(query);
      for (const strategy of ['walk', 'split'] as const) {
        const page = managementPageQuery(t.handle.db, scope, params, strategy);
        // without sequential scans, as on a large table: a trigram index would be the planner's pick
        const rows = await t.handle.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return (await trx.executeQuery(CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]))).rows;
        });
        const plan = rows.map((r) => Object.values(r as object)[0]).join('\n');
        // the split's undated part alone may read its small index of the scheduled items
        const trigramScans = (plan.match(/\w+_trgm/g) ?? []).filter((i) => i !== 'amostra_lista_busca_sem_data_trgm');
        expect(trigramScans, `${JSON.stringify(query)} ${strategy}\n${plan}`).toEqual([]);
      }
    }
  });

  it('finds a search by its rarest 3-letter windows', async () => {
    expect(searchWindows('São Paulo')).toEqual(['sao', 'pau', 'aul', 'ulo']);
    expect(searchWindows('HF-25')).toEqual([]);
    expect(searchWindows('aaaa')).toEqual(['aaa']);
    const run: Run = (q) => t.handle.db.executeQuery(q);
    const picked = await rareWindows(t.handle.db, run, 'granizo');
    expect(picked).toHaveLength(2);
    for (const w of picked) expect(searchWindows('granizo')).toContain(w);
    // one window is the search itself: nothing to choose
    expect(await rareWindows(t.handle.db, run, 'sao')).toEqual([]);
  });

  it("ranks every status in the read model as the domain's statusRank does (the status sorts)", async () => {
    const base = 8_000_000;
    const statuses = [...STATUS_SISTEMA];
    await sql`insert into sara."amostraLista" ("idAmostra", "idAgrupador", "idEmpresa", situacao, "statusSistema", "textoBusca")
      select ${base} + s.i, gen_random_uuid(), ${DEMO_EMPRESA.coletora}, 'analisada', s.status, ''
      from unnest(${statuses}::text[]) with ordinality as s(status, i)`.execute(t.handle.db);
    try {
      const { rows } = await sql<{ statusSistema: string; ordStatus: number }>`
        select "statusSistema", "ordStatus" from sara."amostraLista" where "idAmostra" between ${base} and ${base + 99}`.execute(
        t.handle.db,
      );
      expect(rows).toHaveLength(statuses.length);
      for (const r of rows) expect(r.ordStatus, r.statusSistema).toBe(statusRank(r.statusSistema));
    } finally {
      await sql`delete from sara."amostraLista" where "idAmostra" between ${base} and ${base + 99}`.execute(
        t.handle.db,
      );
    }
  });

  it('reads a scheduled-date period by collection date from an index alone, as a report-date one', async () => {
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    for (const [from, to, index] of [
      ['dataAgendadaInicio', 'dataAgendadaFim', 'amostra_lista_s_data_agendada'],
      ['dataLaudoInicio', 'dataLaudoFim', 'amostra_lista_s_data_laudo'],
    ]) {
      const params = managementQuerySchema.parse({ [from!]: '2026-01-01', [to!]: '2026-01-31' });
      const { page } = managementQueries(t.handle.db, scope, params, 'candidates');
      // without the index of migration 0023 the scheduled dates of collected items were a whole-table scan
      expect(await planWithout(page, ['enable_seqscan', 'enable_bitmapscan']), from).toContain(
        `Index Only Scan using ${index}`,
      );
    }
  });

  it('caps the count at MANAGEMENT_COUNT_CAP', async () => {
    const base = 9_000_000;
    await sql`insert into sara."amostraLista" ("idAmostra", "idAgrupador", "idEmpresa", situacao, "statusSistema", "dataAgendada", "textoBusca")
      select ${base} + i, gen_random_uuid(), ${DEMO_EMPRESA.coletora}, 'agendada', 'AMOSTRA_AGENDADA',
        timestamp '2030-01-01' + i * interval '1 minute', case when i <= 5 then 'lote marcado' else 'lote' end
      from generate_series(1, ${MANAGEMENT_COUNT_CAP + 5}) i`.execute(t.handle.db);
    forgetCounts();
    try {
      const capped = await data<ManagementPage>('/api/v1/amostras/gerenciamento?situacao=agendada', 'gestor');
      expect(capped).toMatchObject({ total: MANAGEMENT_COUNT_CAP, totalLimitado: true });
      expect(capped.itens).toHaveLength(10);
      const exact = await data<ManagementPage>(
        '/api/v1/amostras/gerenciamento?situacao=agendada&busca=marcado',
        'gestor',
      );
      expect(exact).toMatchObject({ total: 5, totalLimitado: false });
      const deep = await data<ManagementPage>(
        '/api/v1/amostras/gerenciamento?situacao=agendada&ordenarPor=dataColeta&direcao=asc&pagina=500',
        'gestor',
      );
      expect(deep.itens).toHaveLength(10);
    } finally {
      await sql`delete from sara."amostraLista" where "idAmostra" > ${base}`.execute(t.handle.db);
    }
  });

  it('keeps a count for paging and sorting, and forgets it when a sample is written through the API', async () => {
    forgetCounts();
    const url = '/api/v1/amostras/gerenciamento?situacao=coletada';
    const first = await data<ManagementPage>(url, 'gestor');
    const target = first.itens.find((r) => r.statusSistema === 'AMOSTRA_NOVA')!;
    // a row written straight into the database is not counted while the count is kept
    const hidden = 9_100_000;
    await sql`insert into sara."amostraLista" ("idAmostra", "idAgrupador", "idEmpresa", situacao, "statusSistema", "textoBusca")
      values (${hidden}, gen_random_uuid(), ${DEMO_EMPRESA.coletora}, 'coletada', 'AMOSTRA_NOVA', '')`.execute(
      t.handle.db,
    );
    try {
      const sorted = await data<ManagementPage>(`${url}&ordenarPor=produto&direcao=asc&pagina=1`, 'gestor');
      expect(sorted.total).toBe(first.total);
      // a rejection through the API empties the kept counts: both changes show
      const rejected = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/amostras/rejeitar/${target.idAmostra}`,
        headers: authHeader(tokens.gestor!),
        payload: { observacao: 'Frasco quebrado' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await data<ManagementPage>(url, 'gestor')).total).toBe(first.total);
    } finally {
      await sql`delete from sara."amostraLista" where "idAmostra" = ${hidden}`.execute(t.handle.db);
    }
  });

  // ------------------------------------------------------------------ visibility

  it('lets retail staff open the view of a group their history lists at their chain, without whose it is', async () => {
    const groups = (await history({}, 'varejo.historico')).itens;
    const collected = groups.filter((g) => g.situacao === 'coletada');
    expect(collected.length).toBeGreaterThan(0);
    expect(collected.every((g) => g.view && !g.editColetada && g.nomeEmpresaColetora === null)).toBe(true);
    const shown = await data<{ idVarejo: number; nomeEmpresaColetora: string | null; acoes: { view: boolean } }>(
      `/api/v1/amostras/coletadas/${collected[0]!.idAgrupador}`,
      'varejo.historico',
    );
    expect(shown).toMatchObject({
      idVarejo: DEMO_VAREJO.bomPreco,
      nomeEmpresaColetora: null,
      nomePessoaColetora: null,
      // the collecting company's people: its registrant and the typed collection responsible
      nomePessoaCadastrante: null,
      responsavelColeta: null,
      acoes: { view: true },
    });
    // another chain's group is not theirs
    const other = await t.handle.db
      .selectFrom('sara.agrupador')
      .select('idAgrupador')
      .where('idVarejo', '=', DEMO_VAREJO.redeSol)
      .where('situacao', '=', 'coletada')
      .where('ativo', '=', true)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v1/amostras/coletadas/${other.idAgrupador}`, 'varejo.historico')).statusCode).toBe(404);
    // a supplier still reads only its own items, through its lists
    expect((await get(`/api/v1/amostras/coletadas/${collected[0]!.idAgrupador}`, 'fornecedor')).statusCode).toBe(404);
    // and retail staff of the same chain without the view feature reads no group
    expect((await get(`/api/v1/amostras/coletadas/${collected[0]!.idAgrupador}`, 'varejo')).statusCode).toBe(404);
  });

  it("gives each history group the version its edit screen reads, rejected items counted (a delete's If-Match)", async () => {
    const groups = (await history({}, 'gestor')).itens;
    const withRejected = groups.filter((g) => g.itens.some((i) => i.situacao === 'rejeitada'));
    expect(withRejected.length).toBeGreaterThan(0);
    for (const g of [...withRejected.slice(0, 3), ...groups.slice(0, 3)]) {
      const view = await data<{ versao: string }>(`/api/v1/amostras/${g.situacao}s/${g.idAgrupador}`, 'gestor');
      expect(g.versao).toBe(view.versao);
    }
  });

  it('scopes every list by role', async () => {
    const visible = async (who: string) => ids(await mySamples({}, who));
    const mine = (pred: (s: Source) => boolean) =>
      idsOf(listed.filter((s) => ['coletada', 'analisada', 'rejeitada'].includes(s.situacao) && pred(s)));
    expect(await visible('gestor')).toEqual(mine(() => true));
    expect(await visible('amostrador')).toEqual(mine((s) => s.idPessoaColetor === DEMO_PESSOA.amostrador));
    const supplier = await visible('fornecedor');
    expect(supplier).toEqual(mine((s) => s.idDistribuidor === DEMO_EMPRESA.fornecedor && s.statusSistema !== AWAITING));
    expect(listed.some((s) => s.idDistribuidor === DEMO_EMPRESA.fornecedor && s.statusSistema === AWAITING)).toBe(true);
    expect(await visible('varejo')).toEqual(mine((s) => s.idVarejo === DEMO_VAREJO.bomPreco));
    expect(await visible('escritorio')).toEqual(mine((s) => s.idEmpresa === DEMO_EMPRESA.coletora));
    expect(await visible('outra.empresa')).toEqual([]);
    expect((await history({}, 'outra.empresa')).itens).toEqual([]);

    // one sample: visible ones answer, the others are 404 like unknown ones
    const bomPreco = listed.find((s) => s.idVarejo === DEMO_VAREJO.bomPreco && s.situacao === 'analisada')!;
    const redeSol = listed.find((s) => s.idVarejo === DEMO_VAREJO.redeSol)!;
    expect((await data<{ idAmostra: number }>(`/api/v1/amostras/${bomPreco.idAmostra}`, 'varejo')).idAmostra).toBe(
      bomPreco.idAmostra,
    );
    for (const [url, who] of [
      [`/api/v1/amostras/${redeSol.idAmostra}`, 'varejo'],
      [`/api/v1/amostras/${bomPreco.idAmostra}`, 'outra.empresa'],
      ['/api/v1/amostras/999999', 'gestor'],
      [`/api/v1/laudos?idAmostra=${redeSol.idAmostra}`, 'varejo'],
      [
        `/api/v1/amostras/${listed.find((s) => s.statusSistema === AWAITING && s.idDistribuidor === 3)!.idAmostra}`,
        'fornecedor',
      ],
      // a scheduled sample is not told to its supplier or its chain before the collection
      [
        `/api/v1/amostras/${listed.find((s) => s.situacao === 'agendada' && s.idDistribuidor === DEMO_EMPRESA.fornecedor)!.idAmostra}`,
        'fornecedor',
      ],
      [
        `/api/v1/amostras/${listed.find((s) => s.situacao === 'agendada' && s.idVarejo === DEMO_VAREJO.bomPreco)!.idAmostra}`,
        'varejo',
      ],
    ] as const) {
      const res = await get(url, who);
      expect(res.statusCode, `${url} ${who}`).toBe(404);
      expect(res.json().error.code).toBe('SAMPLE_NONEXISTENT');
    }
    // who collected it is the collecting company's to know, as in the history
    const supplied = listed.find(
      (s) => s.situacao !== 'agendada' && s.idDistribuidor === DEMO_EMPRESA.fornecedor && s.statusSistema !== AWAITING,
    )!;
    const byManager = await data<{ responsavelColeta: string | null }>(
      `/api/v1/amostras/${supplied.idAmostra}`,
      'gestor',
    );
    expect(byManager.responsavelColeta).toEqual(expect.any(String));
    expect(await data<Record<string, unknown>>(`/api/v1/amostras/${supplied.idAmostra}`, 'fornecedor')).toMatchObject({
      responsavelColeta: null,
      nomeEmpresa: null,
      nomePessoaColetor: null,
    });
    // a report awaiting the internal team: its file is named to management only, as in the lists
    let awaiting: { idAmostra: number; idArquivoLaudo: string | null } | undefined;
    for (const s of listed.filter((x) => x.statusSistema === AWAITING && x.idEmpresa === DEMO_EMPRESA.coletora)) {
      const read = await data<{ idAmostra: number; idArquivoLaudo: string | null }>(
        `/api/v1/amostras/${s.idAmostra}`,
        'gestor',
      );
      if (read.idArquivoLaudo != null) awaiting = read;
    }
    expect(awaiting).toMatchObject({ showButtonPdfLaudo: true });
    const office = await data<Record<string, unknown>>(`/api/v1/amostras/${awaiting!.idAmostra}`, 'escritorio');
    expect(office).toMatchObject({ idArquivoLaudo: null, showButtonPdfLaudo: false });
  });

  // ------------------------------------------------------------------ my samples

  it('lists my samples with the eight sorts', async () => {
    const rows = await mySamples();
    expect(rows.every((r) => ['coletada', 'analisada', 'rejeitada'].includes(r.situacao))).toBe(true);
    const first = await data<MySamplesPage>('/api/v1/amostras/listagem', 'gestor');
    expect(first.itens).toHaveLength(8);
    const keys: Record<string, (r: MySampleRow) => string | null> = {
      dataColeta: (r) => r.dataColeta,
      produto: (r) => fold(r.produto),
      codigoRastreamento: (r) => fold(r.codigoRastreamento ?? r.codigoAmostra),
      statusSistema: (r) => rankKey(r.statusSistema),
    };
    for (const [id, sort] of Object.entries(MY_SAMPLES_SORTS)) {
      const sorted = await mySamples({ ordenacao: id });
      expect(sorted).toHaveLength(rows.length);
      expectOrdered(sorted, keys[sort.column]!, sort.direction);
    }
    // environmental samples show the lab code; recollections carry the earlier collections
    const recollected = listed.find((s) => s.idAmostraRecoletada != null && s.situacao !== 'agendada');
    if (recollected) {
      const row = rows.find((r) => r.idAmostra === recollected.idAmostra)!;
      expect(row.coletasAnteriores[0]).toMatchObject({ idAmostra: recollected.idAmostraRecoletada, numero: 1 });
    }
    const chained = rows.find((r) => r.coletasAnteriores.length > 0);
    expect(chained, 'a demo recollection').toBeDefined();
    // each row carries its report's result, which with the status offers the contest button
    const reported = rows.filter((r) => r.dataLaudo != null);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.some((r) => r.resultadoLaudo != null)).toBe(true);
    expect(rows.filter((r) => r.idLaudo == null).every((r) => r.resultadoLaudo == null)).toBe(true);
  });

  it('counts a filter set of my samples once while it is paged, and again after a write through the app', async () => {
    const url = `/api/v1/amostras/listagem?${qs({ dataInicial: '2000-01-01', dataFinal: '2100-12-31' })}`;
    forgetCounts();
    const before = (await data<MySamplesPage>(url, 'gestor')).total;
    const hidden = await t.handle.db
      .updateTable('sara.agrupador')
      .set({ ativo: false })
      .where('idAgrupador', '=', (await data<MySamplesPage>(url, 'gestor')).itens[0]!.idAgrupador)
      .returning('idAgrupador')
      .executeTakeFirstOrThrow();
    try {
      // written past the app: the kept count stands (30 s at most), the page is read again
      expect((await data<MySamplesPage>(url, 'gestor')).total).toBe(before);
      forgetCounts();
      expect((await data<MySamplesPage>(url, 'gestor')).total).toBeLessThan(before);
    } finally {
      await t.handle.db
        .updateTable('sara.agrupador')
        .set({ ativo: true })
        .where('idAgrupador', '=', hidden.idAgrupador)
        .execute();
      forgetCounts();
    }
  });

  it('answers a later page of my samples: the next rows of the same order, and the same total', async () => {
    const all = await mySamples();
    expect(all.length).toBeGreaterThan(16);
    const url = (q: Record<string, string | number | undefined>) => `/api/v1/amostras/listagem?${qs(q)}`;
    const first = await data<MySamplesPage>(url({}), 'gestor');
    const second = await data<MySamplesPage>(url({ pagina: 1 }), 'gestor');
    expect(first.itens.map((r) => r.idAmostra)).toEqual(all.slice(0, 8).map((r) => r.idAmostra));
    expect(second.itens.map((r) => r.idAmostra)).toEqual(all.slice(8, 16).map((r) => r.idAmostra));
    expect(second.total).toBe(all.length);
    // the narrow page size (3), another sort and a filter
    const byProduct = await mySamples({ ordenacao: 3, status: 'laudo_sem_problema' });
    expect(byProduct.length).toBeGreaterThan(3);
    const narrow = await data<MySamplesPage>(
      url({ ordenacao: 3, status: 'laudo_sem_problema', tamanho: 3, pagina: 1 }),
      'gestor',
    );
    expect(narrow.itens.map((r) => r.idAmostra)).toEqual(byProduct.slice(3, 6).map((r) => r.idAmostra));
    expect(narrow.total).toBe(byProduct.length);
    // a scoped user's second page
    const mine = await mySamples({}, 'amostrador');
    expect(mine.length).toBeGreaterThan(3);
    const minePage = await data<MySamplesPage>(url({ tamanho: 3, pagina: 1 }), 'amostrador');
    expect(minePage.itens.map((r) => r.idAmostra)).toEqual(mine.slice(3, 6).map((r) => r.idAmostra));
    // past the last page: no rows, the same total
    const beyond = await data<MySamplesPage>(url({ pagina: Math.ceil(all.length / 8) }), 'gestor');
    expect(beyond).toEqual({ itens: [], total: all.length });
  });

  it('reads the same page of my samples whichever way it is read (index walk, bounded walk or the codes)', async () => {
    const scope = scopeOf([FEATURES.amostraGerenciamento], null);
    const features = [FEATURES.amostraGerenciamento];
    // an environmental item that also has a tracking code: its card shows the sample code, and the
    // filter finds it by either code (the sample code through migration 0022's index)
    const environmental = (await mySamples()).find((r) => r.ambiental && r.codigoAmostra && !r.codigoRastreamento)!;
    expect(environmental).toBeDefined();
    await t.handle.db
      .updateTable('sara.amostra')
      .set({ codigoRastreamento: 'ZQ-AMB-77' })
      .where('idAmostra', '=', environmental.idAmostra)
      .execute();
    try {
      forgetCounts();
      const sampleCode = environmental.codigoAmostra!.slice(-6);
      for (const codigo of ['zq-amb', sampleCode])
        expect(ids(await mySamples({ codigoRastreamento: codigo })), codigo).toContain(environmental.idAmostra);
      expect(ids(await mySamples({ codigoRastreamento: sampleCode, ordenacao: 3 }))).toContain(environmental.idAmostra);
      const cases: Record<string, string | number>[] = [
        { codigoRastreamento: 'hf' },
        { codigoRastreamento: 'HF', tamanho: 2, pagina: 1 },
        { codigoRastreamento: 'hf26', ordenacao: 2, tamanho: 3, pagina: 1 },
        // repeated within codes: the first entries may hold fewer items than the page
        { codigoRastreamento: '00', tamanho: 3 },
        { codigoRastreamento: '00', ordenacao: 2, tamanho: 50 },
        { codigoRastreamento: '00', dataInicial: '2026-01-01', dataFinal: '2026-12-31', tamanho: 4, pagina: 1 },
        { codigoRastreamento: sampleCode },
        { codigoRastreamento: 'zq-amb' },
        { codigoRastreamento: 'nenhum-codigo' },
      ];
      // a single character is in most codes several times: read the ordinary way
      expect(mySamplesByCodes(scope, features, mySamplesQuerySchema.parse({ codigoRastreamento: ' 0 ' }))).toBe(false);
      for (const query of cases) {
        const params = mySamplesQuerySchema.parse(query);
        expect(mySamplesByCodes(scope, features, params), JSON.stringify(query)).toBe(true);
        const read = async (how: MySamplesRead, budget?: number) =>
          (
            await t.handle.db.executeQuery(mySamplesPageQuery(t.handle.db, scope, features, params, how, budget))
          ).rows.map((r) => r.idAmostra);
        const ordered = await read('ordered');
        expect(await read('allCodes'), `${JSON.stringify(query)} allCodes`).toEqual(ordered);
        const codes = await read('codes');
        expect(ordered.slice(0, codes.length), `${JSON.stringify(query)} codes`).toEqual(codes);
        // a bounded walk that fills its page reads the same page
        for (const budget of [1, 2, 3, 5, 1000]) {
          const walked = await read('bounded', budget);
          if (walked.length === params.tamanho) expect(walked, `${JSON.stringify(query)} ${budget}`).toEqual(ordered);
        }
        // the route's count reads the codes too, and agrees with every item read one page after another
        const all = await mySamples({ ...query, tamanho: undefined, pagina: undefined });
        const count = mySamplesCountQuery(t.handle.db, scope, features, params);
        expect((await t.handle.db.executeQuery(count)).rows[0]!.total).toBe(all.length);
        forgetCounts();
        const page = await data<MySamplesPage>(`/api/v1/amostras/listagem?${qs(query)}`, 'gestor');
        expect(
          page.itens.map((r) => r.idAmostra),
          JSON.stringify(query),
        ).toEqual(ordered);
        // the route's way with its walk cut short
        for (const budget of [1, 3]) {
          const { rows } = await readMySamplesPage(ctxOf(features), scope, params, budget);
          expect(
            rows.map((r) => r.idAmostra),
            `${JSON.stringify(query)} route ${budget}`,
          ).toEqual(ordered);
        }
      }

      // a fragment five times in each of the newest codes: the first entries hold fewer items than the
      // page, and an older environmental item found by its sample code must not take the missing place
      const newest = (await mySamples()).filter((r) => !r.ambiental && r.codigoRastreamento);
      const [s1, s2] = newest;
      expect(s2!.dataColeta! > environmental.dataColeta!, 'two samples newer than the environmental one').toBe(true);
      const set = (
        idAmostra: number,
        values: { codigoRastreamento?: string | null; codigoAgrosafety?: string | null },
      ) => t.handle.db.updateTable('sara.amostra').set(values).where('idAmostra', '=', idAmostra).execute();
      await set(s1!.idAmostra, { codigoRastreamento: 'QXQXQXQXQX-1' });
      await set(s2!.idAmostra, { codigoRastreamento: 'QXQXQXQXQX-2' });
      await set(environmental.idAmostra, { codigoAgrosafety: 'AGS-QX-77' });
      try {
        const params = mySamplesQuerySchema.parse({ codigoRastreamento: 'qx', tamanho: 2 });
        const page = async (how: MySamplesRead) =>
          (await t.handle.db.executeQuery(mySamplesPageQuery(t.handle.db, scope, features, params, how))).rows.map(
            (r) => r.idAmostra,
          );
        expect(await page('ordered')).toEqual([s1!.idAmostra, s2!.idAmostra]);
        expect(await page('codes')).toEqual([]);
        expect((await readMySamplesPage(ctxOf(features), scope, params, 1)).rows.map((r) => r.idAmostra)).toEqual([
          s1!.idAmostra,
          s2!.idAmostra,
        ]);
        forgetCounts();
        expect(ids(await mySamples({ codigoRastreamento: 'qx' }))).toEqual(
          [s1!.idAmostra, s2!.idAmostra, environmental.idAmostra].sort((a, b) => a - b),
        );
      } finally {
        await set(s1!.idAmostra, { codigoRastreamento: s1!.codigoRastreamento });
        await set(s2!.idAmostra, { codigoRastreamento: s2!.codigoRastreamento });
        await set(environmental.idAmostra, { codigoAgrosafety: environmental.codigoAmostra });
      }
      // the sample codes of such items are found through their own index: its predicate is the filter's
      const count = sql`select count(*) from sara."amostraLista" l where ${envTracked}
        and sara.f_search(l."codigoAmostra") like ${containsPattern(sampleCode)}`.compile(t.handle.db);
      const plan = await planWithout(count, ['enable_seqscan', 'enable_indexscan']);
      expect(plan).toContain('amostra_lista_ambiental_codigo_trgm');
    } finally {
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ codigoRastreamento: null })
        .where('idAmostra', '=', environmental.idAmostra)
        .execute();
      forgetCounts();
    }
  });

  it('filters my samples', async () => {
    const rows = await mySamples();
    const dated = rows.find((r) => r.dataColeta)!.dataColeta!.slice(0, 10);
    expect(ids(await mySamples({ dataInicial: dated, dataFinal: dated }))).toEqual(
      ids(rows.filter((r) => r.dataColeta?.slice(0, 10) === dated)),
    );
    expect(ids(await mySamples({ dataInicial: dated }))).toEqual(
      ids(rows.filter((r) => r.dataColeta != null && r.dataColeta.slice(0, 10) >= dated)),
    );
    // the final date alone: every collection up to the end of that day (a day in the middle, so both sides are non-empty)
    const days = [...new Set(rows.flatMap((r) => (r.dataColeta ? [r.dataColeta.slice(0, 10)] : [])))].sort();
    const middle = days[Math.floor(days.length / 2)]!;
    const untilMiddle = rows.filter((r) => r.dataColeta != null && r.dataColeta.slice(0, 10) <= middle);
    expect(untilMiddle.length).toBeGreaterThan(0);
    expect(untilMiddle.length).toBeLessThan(rows.length);
    expect(ids(await mySamples({ dataFinal: middle }))).toEqual(ids(untilMiddle));
    expect(ids(await mySamples({ dataFinal: middle }, 'amostrador'))).toEqual(
      ids(
        (await mySamples({}, 'amostrador')).filter((r) => r.dataColeta != null && r.dataColeta.slice(0, 10) <= middle),
      ),
    );
    expect(ids(await mySamples({ status: 'laudo_sem_problema' }))).toEqual(
      ids(rows.filter((r) => r.statusSistema === 'LAUDO_SEM_PROBLEMA')),
    );
    expect(ids(await mySamples({ codigoRastreamento: ' hf2600 ' }))).toEqual(
      ids(rows.filter((r) => r.codigoRastreamento?.toLowerCase().includes('hf2600'))),
    );
    // an environmental sample's card shows its sample code: the filter finds it by that code too
    const environmental = rows.find((r) => r.ambiental && r.codigoAmostra)!;
    expect(environmental).toBeDefined();
    const shown = environmental.codigoAmostra!.toLowerCase();
    expect(ids(await mySamples({ codigoRastreamento: shown }))).toEqual(
      ids(
        rows.filter(
          (r) =>
            r.codigoRastreamento?.toLowerCase().includes(shown) ||
            ((r.ambiental || !r.codigoRastreamento) && r.codigoAmostra?.toLowerCase().includes(shown)),
        ),
      ),
    );
    expect(ids(await mySamples({ codigoRastreamento: shown }))).toContain(environmental.idAmostra);
    // so does any sample without a tracking code, whose card shows the sample code too
    const uncoded = rows.find((r) => !r.ambiental && !r.codigoRastreamento && r.codigoAmostra)!;
    expect(uncoded).toBeDefined();
    expect(ids(await mySamples({ codigoRastreamento: uncoded.codigoAmostra!.slice(0, 7) }))).toContain(
      uncoded.idAmostra,
    );
    // retail chain: honoured for management and suppliers, not for retail users
    const sol = ids(rows.filter((r) => src(r.idAmostra).idVarejo === DEMO_VAREJO.redeSol));
    expect(sol.length).toBeGreaterThan(0);
    expect(ids(await mySamples({ idVarejo: DEMO_VAREJO.redeSol }))).toEqual(sol);
    const supplierAll = await mySamples({}, 'fornecedor');
    expect(ids(await mySamples({ idVarejo: DEMO_VAREJO.redeSol }, 'fornecedor'))).toEqual(
      ids(supplierAll.filter((r) => src(r.idAmostra).idVarejo === DEMO_VAREJO.redeSol)),
    );
    const retailAll = await mySamples({}, 'varejo');
    expect(ids(await mySamples({ idVarejo: DEMO_VAREJO.redeSol }, 'varejo'))).toEqual(ids(retailAll));
    // supplier name: honoured for retail users only
    const serra = retailAll.filter((r) => fold(r.fornecedor)?.includes('gaucha'));
    const byName = await mySamples({ fornecedor: 'GAÚCHA' }, 'varejo');
    expect(ids(byName)).toEqual(ids(serra));
    expect(byName.length).toBeLessThan(retailAll.length);
    expect((await mySamples({ fornecedor: 'GAÚCHA' })).length).toBe(rows.length);
  });

  // ------------------------------------------------------------------ history

  it('lists history groups in order with their items', async () => {
    const { itens, total } = await history({}, 'gestor');
    expect(total).toBe(itens.length);
    const groups = await t.handle.db
      .selectFrom('sara.agrupador')
      .select(['idAgrupador'])
      .where('ativo', '=', true)
      .where('situacao', 'in', ['agendada', 'coletada'])
      .execute();
    expect(itens.map((g) => g.idAgrupador).sort()).toEqual(groups.map((g) => g.idAgrupador).sort());
    for (let i = 1; i < itens.length; i++) {
      const [a, b] = [itens[i - 1]!, itens[i]!];
      const key = (g: HistoryGroup) => [g.situacao, g.dataAgendada ?? '~'].join('|');
      if (key(a) === key(b)) expect((a.dataColeta ?? '') >= (b.dataColeta ?? '')).toBe(true);
      else expect(key(a) < key(b), `${key(a)} < ${key(b)}`).toBe(true);
    }
    const items = itens.flatMap((g) => g.itens);
    expect(ids(items)).toEqual(idsOf(listed));
    // management sees every company's and collector's names: it chooses them itself (part A section 6's
    // rule holds for company users, below)
    expect(itens.every((g) => g.nomeEmpresaColetora !== null)).toBe(true);
    expect(itens.some((g) => g.nomePessoaColetora !== null)).toBe(true);
    // paging
    const page = await history({ tamanho: 5, pagina: 1 }, 'gestor');
    expect(page.itens.map((g) => g.idAgrupador)).toEqual(itens.slice(5, 10).map((g) => g.idAgrupador));
    // the period
    const one = itens.find((g) => g.situacao === 'coletada')!;
    const day = one.dataColeta!.slice(0, 10);
    const inDay = await history({ dataInicial: day, dataFinal: day }, 'gestor');
    expect(inDay.itens.map((g) => g.idAgrupador)).toContain(one.idAgrupador);
    expect(inDay.itens.every((g) => (g.dataColeta ?? g.dataAgendada)!.slice(0, 10) === day)).toBe(true);
  });

  it('filters history by item situacao and searches the whole record', async () => {
    const { itens } = await history({}, 'gestor');
    for (const situacao of ['agendada', 'analisada'] as const) {
      const got = await history({ situacao }, 'gestor');
      expect(got.itens.map((g) => g.idAgrupador)).toEqual(
        itens.filter((g) => g.itens.some((i) => i.situacao === situacao)).map((g) => g.idAgrupador),
      );
    }
    // a group-level name (lab) and an item text (product)
    const lab = itens.find((g) => g.idLaboratorio === 5)!;
    const byLab = await history({ busca: fold(lab.nomeLaboratorio)!.toUpperCase() }, 'gestor');
    expect(byLab.itens.map((g) => g.idAgrupador)).toEqual(
      itens.filter((g) => fold(g.nomeLaboratorio)!.includes(fold(lab.nomeLaboratorio)!)).map((g) => g.idAgrupador),
    );
    // a date as the card shows it
    const dated = itens.find((g) => g.dataColeta)!;
    const [y, m, d] = dated.dataColeta!.slice(0, 10).split('-');
    const shown = `${d}/${m}/${y}`;
    const byDate = await history({ busca: shown }, 'gestor');
    expect(byDate.itens.map((g) => g.idAgrupador)).toContain(dated.idAgrupador);
    expect(
      byDate.itens.every(
        (g) => (g.dataColeta ?? g.dataAgendada)!.startsWith(`${y}-${m}-${d}`) || JSON.stringify(g).includes(shown),
      ),
    ).toBe(true);
    const byProduct = await history({ busca: 'PIMENTAO' }, 'gestor');
    expect(byProduct.itens.length).toBeGreaterThan(0);
    expect(byProduct.itens.every((g) => g.itens.some((i) => fold(i.nomeProduto)?.includes('pimentao')))).toBe(true);
  });

  it("searches history without accents or case: 'São' finds 'sao' in the group and in an item", async () => {
    const { itens } = await history({}, 'gestor');
    const groupLevel = itens.find((g) => g.itens.length > 0)!;
    const itemLevel = itens.find((g) => g.idAgrupador !== groupLevel.idAgrupador && g.itens.length > 0)!;
    const item = itemLevel.itens[0]!.idAmostra;
    const before = await t.handle.db
      .selectFrom('sara.agrupador')
      .select('responsavelColeta')
      .where('idAgrupador', '=', groupLevel.idAgrupador)
      .executeTakeFirstOrThrow();
    const itemBefore = await t.handle.db
      .selectFrom('sara.amostra')
      .select(['observacao', 'dataColeta', 'dataAgendada'])
      .where('idAmostra', '=', item)
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('sara.agrupador')
      .set({ responsavelColeta: 'Equipe do sitio sao cristovao' })
      .where('idAgrupador', '=', groupLevel.idAgrupador)
      .execute();
    await t.handle.db
      .updateTable('sara.amostra')
      .set({ observacao: 'Lote do sitio sao lourenco' })
      .where('idAmostra', '=', item)
      .execute();
    try {
      const found = async (busca: string) => (await history({ busca }, 'gestor')).itens.map((g) => g.idAgrupador);
      for (const busca of ['São Cristóvão', 'SAO CRISTOVAO', 'são cristo', 'Sítio São C']) {
        expect(await found(busca), busca).toEqual([groupLevel.idAgrupador]);
      }
      for (const busca of ['São Lourenço', 'SÃO LOURENCO', 'sitio sao l']) {
        expect(await found(busca), busca).toEqual([itemLevel.idAgrupador]);
      }
      const sao = await found('São');
      expect(sao).toContain(groupLevel.idAgrupador);
      expect(sao).toContain(itemLevel.idAgrupador);
      // an item's words within a period: found in its group's period, whatever the item's own dates
      // (a rejected item keeps them when its group is moved)
      const day = (itemLevel.dataColeta ?? itemLevel.dataAgendada)!.slice(0, 10);
      const inPeriod = async (dataInicial: string, dataFinal: string) =>
        (await history({ busca: 'sao lourenco', dataInicial, dataFinal }, 'gestor')).itens.map((g) => g.idAgrupador);
      expect(await inPeriod(day, day)).toEqual([itemLevel.idAgrupador]);
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ dataColeta: null, dataAgendada: '2001-02-03T10:00:00' })
        .where('idAmostra', '=', item)
        .execute();
      expect(await inPeriod(day, day)).toEqual([itemLevel.idAgrupador]);
      expect(await inPeriod('2001-02-03', '2001-02-03')).toEqual([]);
      // the group moved: its items' words go with it
      const group = await t.handle.db
        .selectFrom('sara.agrupador')
        .select(['dataColeta', 'dataAgendada'])
        .where('idAgrupador', '=', itemLevel.idAgrupador)
        .executeTakeFirstOrThrow();
      const moved = group.dataColeta ? { dataColeta: '2001-05-06T10:00:00' } : { dataAgendada: '2001-05-06T10:00:00' };
      await t.handle.db
        .updateTable('sara.agrupador')
        .set(moved)
        .where('idAgrupador', '=', itemLevel.idAgrupador)
        .execute();
      expect(await inPeriod('2001-05-06', '2001-05-06')).toEqual([itemLevel.idAgrupador]);
      expect(await inPeriod(day, day)).toEqual([]);
      await t.handle.db
        .updateTable('sara.agrupador')
        .set(group)
        .where('idAgrupador', '=', itemLevel.idAgrupador)
        .execute();
      // a search's pages: the same order and total as the whole answer
      const all = await history({ busca: 'São' }, 'gestor');
      expect(all.total).toBe(all.itens.length);
      const second = await history({ busca: 'São', tamanho: 1, pagina: 1 }, 'gestor');
      expect(second.total).toBe(all.total);
      expect(second.itens.map((g) => g.idAgrupador)).toEqual([all.itens[1]!.idAgrupador]);
    } finally {
      await t.handle.db
        .updateTable('sara.agrupador')
        .set({ responsavelColeta: before.responsavelColeta })
        .where('idAgrupador', '=', groupLevel.idAgrupador)
        .execute();
      await t.handle.db.updateTable('sara.amostra').set(itemBefore).where('idAmostra', '=', item).execute();
    }
  });

  it('lists to a supplier only the groups with an item they may see, and only those items', async () => {
    const supplier = DEMO_EMPRESA.fornecedor;
    await companyUser('fornecedor.historico', supplier, ['perfil.fornecedor', 'historico', 'laudo.visualizar']);
    // the supplier profile with management: every group, but never an item awaiting the internal team
    await companyUser('fornecedor.gestor', supplier, ['perfil.fornecedor', 'amostra.gerenciamento', 'historico']);
    type Item = { idAgrupador: string; idAmostra: number; idDistribuidor: number | null; statusSistema: string | null };
    const items = async () =>
      (
        await sql<Item>`select l."idAgrupador", l."idAmostra", l."idDistribuidor", l."statusSistema"
          from sara."amostraLista" l join sara.agrupador g on g."idAgrupador" = l."idAgrupador"
          where g.ativo and g.situacao in ('agendada', 'coletada')`.execute(t.handle.db)
      ).rows;
    const seesSupplier = (i: Item) => i.idDistribuidor === supplier && i.statusSistema !== AWAITING;
    const seesProfile = (i: Item) => i.statusSistema !== AWAITING;
    const groupsOf = (rows: Item[], sees: (i: Item) => boolean) =>
      [...new Set(rows.filter(sees).map((i) => i.idAgrupador))].sort();
    async function listed(who: string, q: Record<string, string> = {}) {
      const page = await history(q, who);
      expect(page.total).toBe(page.itens.length);
      return page.itens;
    }

    // a group with an item of the supplier and one of another supplier
    const before = await items();
    const byGroup = new Map<string, Item[]>();
    for (const i of before) byGroup.set(i.idAgrupador, [...(byGroup.get(i.idAgrupador) ?? []), i]);
    const [mixed, mixedItems] = [...byGroup].find(
      ([, g]) => g.some(seesSupplier) && g.some((i) => i.idDistribuidor != null && i.idDistribuidor !== supplier),
    )!;
    const other = mixedItems.find((i) => i.idDistribuidor !== supplier)!;
    const { codigoRastreamento: otherCode } = await t.handle.db
      .selectFrom('sara.amostra')
      .select('codigoRastreamento')
      .where('idAmostra', '=', other.idAmostra)
      .executeTakeFirstOrThrow();
    // the group that will hold only items awaiting the internal team
    const [hidden, hiddenItems] = [...byGroup].find(([id, g]) => id !== mixed && g.some(seesSupplier))!;
    expect((await listed('fornecedor.historico')).map((g) => g.idAgrupador)).toContain(hidden);

    await t.handle.db
      .updateTable('sara.amostra')
      .set({ statusSistema: AWAITING })
      .where('idAgrupador', '=', hidden)
      .execute();
    try {
      const now = await items();
      expect(now.filter((i) => i.idAgrupador === hidden).every((i) => i.statusSistema === AWAITING)).toBe(true);

      const got = await listed('fornecedor.historico');
      expect(got.map((g) => g.idAgrupador).sort()).toEqual(groupsOf(now, seesSupplier));
      expect(got.map((g) => g.idAgrupador)).not.toContain(hidden);
      for (const g of got) {
        expect(g.itens.length, g.idAgrupador).toBeGreaterThan(0);
        expect(g.itens.every((i) => i.idDistribuidor === supplier && i.statusSistema !== AWAITING)).toBe(true);
      }
      // a group of another supplier only, or with only items awaiting the internal team, is never listed
      expect(
        groupsOf(now, (i) => i.idDistribuidor !== supplier).some((id) => !got.some((g) => g.idAgrupador === id)),
      ).toBe(true);
      // the mixed group shows the supplier's items only, and another supplier's item does not match a search
      expect(
        got
          .find((g) => g.idAgrupador === mixed)!
          .itens.map((i) => i.idAmostra)
          .sort(),
      ).toEqual(
        mixedItems
          .filter(seesSupplier)
          .map((i) => i.idAmostra)
          .sort(),
      );
      expect(otherCode).toBeTruthy();
      expect((await listed('fornecedor.historico', { busca: otherCode! })).map((g) => g.idAgrupador)).not.toContain(
        mixed,
      );
      expect((await listed('gestor', { busca: otherCode! })).map((g) => g.idAgrupador)).toContain(mixed);
      // the quick filter looks at visible items only
      const analysed = await listed('fornecedor.historico', { situacao: 'analisada' });
      const analysedItems = new Set(
        (
          await t.handle.db.selectFrom('sara.amostra').select('idAmostra').where('situacao', '=', 'analisada').execute()
        ).map((r) => r.idAmostra),
      );
      expect(analysed.map((g) => g.idAgrupador).sort()).toEqual(
        groupsOf(now, (i) => seesSupplier(i) && analysedItems.has(i.idAmostra)),
      );

      const profile = await listed('fornecedor.gestor');
      expect(profile.map((g) => g.idAgrupador).sort()).toEqual(groupsOf(now, seesProfile));
      expect(profile.map((g) => g.idAgrupador)).not.toContain(hidden);
      expect(profile.every((g) => g.itens.length > 0 && g.itens.every((i) => i.statusSistema !== AWAITING))).toBe(true);
      // management without the supplier profile still sees the group
      expect((await listed('gestor')).map((g) => g.idAgrupador)).toContain(hidden);
    } finally {
      for (const i of hiddenItems) {
        await t.handle.db
          .updateTable('sara.amostra')
          .set({ statusSistema: i.statusSistema as never })
          .where('idAmostra', '=', i.idAmostra)
          .execute();
      }
    }
  });

  it("computes the history flags and shows names of the user's own company", async () => {
    const { itens } = await history({}, 'amostrador');
    expect(itens.length).toBeGreaterThan(0);
    const groups = await t.handle.db
      .selectFrom('sara.agrupador')
      .select(['idAgrupador', 'idPessoaColetor', 'idPessoaCadastrante', 'idEmpresa'])
      .execute();
    const me = DEMO_PESSOA.amostrador;
    for (const g of itens) {
      const row = groups.find((x) => x.idAgrupador === g.idAgrupador)!;
      expect(row.idPessoaColetor === me || row.idPessoaCadastrante === me).toBe(true);
      const registrant = row.idPessoaCadastrante === me;
      const own = g.idEmpresa === DEMO_EMPRESA.coletora;
      expect(g.editAgendada).toBe(g.situacao === 'agendada' && own && registrant);
      // finalizing is not the registrant's alone: a collector finalizes what was scheduled for them
      expect(g.finalizeAgendada).toBe(
        g.situacao === 'agendada' && own && !g.itens.every((i) => i.situacao === 'rejeitada'),
      );
      expect(g.editColetada).toBe(
        g.situacao === 'coletada' && own && registrant && !g.itens.some((i) => i.situacao === 'analisada'),
      );
      expect(g.enablePrint).toBe(
        g.idLaboratorio === 5 && g.situacao !== 'agendada' && g.itens.every((i) => i.codigoAgrosafety != null),
      );
      if (g.deleteAmostra) expect(g.situacao === 'agendada' && registrant).toBe(true);
      expect(g.nomeEmpresaColetora != null).toBe(own);
    }
    expect(itens.some((g) => g.editAgendada)).toBe(true);
    expect(itens.some((g) => g.deleteAmostra)).toBe(true);
    // each item says whether its collection was done, as stored
    const stored = new Map(
      (await t.handle.db.selectFrom('sara.amostra').select(['idAmostra', 'coletaRealizada']).execute()).map((r) => [
        r.idAmostra,
        r.coletaRealizada,
      ]),
    );
    for (const i of itens.flatMap((g) => g.itens)) expect(i.coletaRealizada).toBe(stored.get(i.idAmostra));
    // management edits any company's collected group with nothing analysed, but deletes only its own company's
    const gestor = await history({}, 'gestor');
    const collected = gestor.itens.filter((g) => g.situacao === 'coletada');
    for (const g of collected) expect(g.editColetada).toBe(!g.itens.some((i) => i.situacao === 'analisada'));
    expect(gestor.itens.some((g) => g.enablePrint)).toBe(true);
    // the report download: management always, nobody without the view-report feature
    expect(gestor.itens.some((g) => g.itens.some((i) => i.idArquivoLaudo != null))).toBe(true);
    expect(itens.every((g) => g.itens.every((i) => i.idArquivoLaudo == null))).toBe(true);
  });

  it('does not find groups in the history by the company or collector names it hides', async () => {
    await companyUser('fornecedor.busca', DEMO_EMPRESA.fornecedor, ['perfil.fornecedor', 'historico']);
    const company = 'Serviços de Amostragem';
    const theirs = (await history({}, 'fornecedor.busca')).itens.filter((g) => g.idEmpresa === DEMO_EMPRESA.coletora);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((g) => g.nomeEmpresaColetora === null)).toBe(true);
    expect((await history({ busca: company }, 'fornecedor.busca')).total).toBe(0);
    // the collector's own company and management find them by it
    const own = await history({ busca: 'servicos de amostragem' }, 'amostrador');
    expect(own.total).toBeGreaterThan(0);
    expect(own.itens.every((g) => g.nomeEmpresaColetora?.includes(company))).toBe(true);
    expect((await history({ busca: company }, 'gestor')).total).toBeGreaterThanOrEqual(theirs.length);
  });

  it("finds in the history the situations its cards show, by their label in the user's language", async () => {
    const all = (await history({}, 'gestor')).itens;
    const withItem = (pred: (i: HistoryGroup['itens'][number], g: HistoryGroup) => boolean) =>
      all.filter((g) => g.itens.some((i) => pred(i, g))).map((g) => g.idAgrupador);
    const found = async (busca: string, lang?: string) => {
      const url = `/api/v1/amostras/historico?${qs({ dataInicial: '2000-01-01', dataFinal: '2100-12-31', tamanho: 100, busca })}`;
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...authHeader(tokens.gestor!), ...(lang && { 'accept-language': lang }) },
      });
      return (res.json().data as { itens: HistoryGroup[] }).itens.map((g) => g.idAgrupador);
    };
    const rejected = withItem((i) => i.situacao === 'rejeitada');
    expect(rejected.length).toBeGreaterThan(0);
    for (const id of rejected) expect(await found('Rejeitada')).toContain(id);
    expect(await found('rejected', 'en')).toEqual(await found('REJEITADA'));
    expect(await found('rechazada', 'es')).toEqual(await found('rejeitada'));
    // the 'Coleta não realizada' mark, accents aside
    const notDone = withItem((i, g) => g.situacao === 'coletada' && i.coletaRealizada === false);
    expect(notDone.length).toBeGreaterThan(0);
    expect(await found('nao realizada')).toEqual(expect.arrayContaining(notDone));
    // a label of another language is a word like any other
    expect(await found('rejected')).not.toEqual(expect.arrayContaining(rejected));
    // a part of a label's word ('Ana', as a collector's name begins) finds no situation
    const analysed = withItem((i) => i.situacao === 'analisada');
    expect(analysed.length).toBeGreaterThan(0);
    expect(await found('analisada')).toEqual(expect.arrayContaining(analysed));
    expect(await found('ana')).not.toEqual(expect.arrayContaining(analysed));
  });

  // ------------------------------------------------------------------ one sample and report versions

  it('gives the report PDF awaiting the internal team to management only: lists, versions and download', async () => {
    const reportFiles = async (idAmostra: number) =>
      (
        await t.handle.db
          .selectFrom('sara.laudo as d')
          .innerJoin('sara.revisaoLaudo as r', 'r.idLaudo', 'd.idLaudo')
          .innerJoin('sara.revisaoLaudoArquivo as f', 'f.idRevisaoLaudo', 'r.idRevisaoLaudo')
          .select('f.idArquivo')
          .where('d.idAmostra', '=', idAmostra)
          .execute()
      ).map((r) => r.idArquivo);
    const file = async (id: string, who: string) => (await get(`/api/v1/arquivos/${id}`, who)).statusCode;

    const retail = await mySamples({ dataInicial: '2000-01-01', dataFinal: '2100-12-31' }, 'varejo');
    const awaiting = retail.find((r) => r.statusSistema === AWAITING && r.quantidadeLaudos > 0)!;
    const approved = retail.find((r) => r.statusSistema !== AWAITING && r.idArquivoLaudo != null)!;
    expect(awaiting.idArquivoLaudo).toBeNull();
    const [pdf] = await reportFiles(awaiting.idAmostra);
    expect(pdf).toBeDefined();
    const versions = await data<{ idsArquivo: string[] }[]>(`/api/v1/laudos?idAmostra=${awaiting.idAmostra}`, 'varejo');
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.every((v) => v.idsArquivo.length === 0)).toBe(true);
    expect(await file(pdf!, 'varejo')).toBe(404);
    // management has it everywhere
    const all = await mySamples({ dataInicial: '2000-01-01', dataFinal: '2100-12-31' }, 'gestor');
    expect(all.find((r) => r.idAmostra === awaiting.idAmostra)!.idArquivoLaudo).toBe(pdf);
    expect(await file(pdf!, 'gestor')).toBe(200);
    // an approved report is the retail chain's; not a company's that does not see the sample
    expect(await file(approved.idArquivoLaudo!, 'varejo')).toBe(200);
    expect(await file(approved.idArquivoLaudo!, 'outra.empresa')).toBe(404);
    // nor is it the supplier's, who does not see the sample at all
    const supplier = await mySamples({ dataInicial: '2000-01-01', dataFinal: '2100-12-31' }, 'fornecedor');
    expect(supplier.some((r) => r.idAmostra === awaiting.idAmostra)).toBe(false);
    expect(await file(pdf!, 'fornecedor')).toBe(404);
  });

  it('withholds a report the internal team refused from all but management: number, date, versions and file', async () => {
    const refused = await t.handle.db
      .selectFrom('sara.laudo as d')
      .innerJoin('sara.amostra as a', 'a.idAmostra', 'd.idAmostra')
      .innerJoin('sara.revisaoLaudo as r', 'r.idLaudo', 'd.idLaudo')
      .innerJoin('sara.revisaoLaudoArquivo as f', 'f.idRevisaoLaudo', 'r.idRevisaoLaudo')
      .select(['a.idAmostra', 'a.idDistribuidor', 'f.idArquivo'])
      .where('d.status', '=', 'reprovado')
      .executeTakeFirstOrThrow();
    // supplied by the demo supplier, who would see its report once approved
    const supply = (idDistribuidor: number | null) =>
      t.handle.db
        .updateTable('sara.amostra')
        .set({ idDistribuidor })
        .where('idAmostra', '=', refused.idAmostra)
        .execute()
        // written past the app: the counts it keeps do not know
        .then(forgetCounts);
    await supply(DEMO_EMPRESA.fornecedor);
    try {
      const all = { dataInicial: '2000-01-01', dataFinal: '2100-12-31' };
      const row = (await mySamples(all, 'fornecedor')).find((r) => r.idAmostra === refused.idAmostra)!;
      expect(row).toMatchObject({
        statusSistema: 'AMOSTRA_NOVA',
        idLaudo: null,
        numeroLaudo: null,
        dataLaudo: null,
        resultadoLaudo: null,
        idArquivoLaudo: null,
        quantidadeLaudos: 0,
      });
      expect(await data(`/api/v1/laudos?idAmostra=${refused.idAmostra}`, 'fornecedor')).toEqual([]);
      const detail = await data<Record<string, unknown>>(`/api/v1/amostras/${refused.idAmostra}`, 'fornecedor');
      expect(detail).toMatchObject({ idLaudo: null, numeroLaudo: null, dataLaudo: null, statusLaudo: null });
      const file = async (who: string) => (await get(`/api/v1/arquivos/${refused.idArquivo}`, who)).statusCode;
      expect(await file('fornecedor')).toBe(404);
      // management keeps it everywhere
      const managed = (await mySamples(all, 'gestor')).find((r) => r.idAmostra === refused.idAmostra)!;
      expect(managed.numeroLaudo).not.toBeNull();
      expect(managed.idArquivoLaudo).toBe(refused.idArquivo);
      expect((await data<unknown[]>(`/api/v1/laudos?idAmostra=${refused.idAmostra}`, 'gestor')).length).toBeGreaterThan(
        0,
      );
      expect(await file('gestor')).toBe(200);
    } finally {
      await supply(refused.idDistribuidor);
    }
  });

  it("gives a sample's photos to its company and to who lists the sample, not to others", async () => {
    const photos = await t.handle.db
      .selectFrom('sara.amostraArquivo as x')
      .innerJoin('sara.amostra as a', 'a.idAmostra', 'x.idAmostra')
      .select(['x.idArquivo', 'a.idEmpresa', 'a.idDistribuidor', 'a.statusSistema'])
      .execute();
    const own = photos.find(
      (p) => p.idEmpresa === DEMO_EMPRESA.coletora && p.idDistribuidor !== DEMO_EMPRESA.fornecedor,
    )!;
    const file = async (id: string, who: string) => (await get(`/api/v1/arquivos/${id}`, who)).statusCode;
    expect(await file(own.idArquivo, 'escritorio')).toBe(200);
    expect(await file(own.idArquivo, 'gestor')).toBe(200);
    expect(await file(own.idArquivo, 'outra.empresa')).toBe(404);
    // the supplier sees the photos of the samples it supplies
    const supplied = photos.find((p) => p.idDistribuidor === DEMO_EMPRESA.fornecedor && p.statusSistema !== AWAITING)!;
    expect(await file(supplied.idArquivo, 'fornecedor')).toBe(200);
  });

  it('answers one sample and its report versions', async () => {
    const revised = await t.handle.db
      .selectFrom('sara.laudo as l')
      .innerJoin('sara.revisaoLaudo as r', 'r.idLaudo', 'l.idLaudo')
      .select(['l.idAmostra', 'l.idLaudo'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['l.idAmostra', 'l.idLaudo'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow();
    const detail = await data<Record<string, unknown>>(`/api/v1/amostras/${revised.idAmostra}`, 'gestor');
    expect(detail).toMatchObject({ idAmostra: revised.idAmostra, idLaudo: revised.idLaudo, situacao: 'analisada' });
    expect(typeof detail.nomeProgramaAmostra).toBe('string');
    expect(Array.isArray(detail.idsArquivo)).toBe(true);
    const versions = await data<{ versao: number; tipoRevisao: string; idsArquivo: string[] }[]>(
      `/api/v1/laudos?idAmostra=${revised.idAmostra}`,
      'gestor',
    );
    expect(versions.length).toBe(Number(revised.n));
    expect(versions.map((v) => v.versao)).toEqual([...versions.map((v) => v.versao)].sort((a, b) => b - a));
    expect(versions[0]!.tipoRevisao).toBe('atual');
    expect(versions.slice(1).every((v) => v.tipoRevisao === 'antiga')).toBe(true);
    const rows = await mySamples();
    expect(rows.find((r) => r.idAmostra === revised.idAmostra)!.quantidadeLaudos).toBe(Number(revised.n));
    // no report yet: an empty list
    const fresh = (await management({ situacao: 'coletada' })).find((r) => r.idLaudo == null)!;
    expect(await data(`/api/v1/laudos?idAmostra=${fresh.idAmostra}`, 'gestor')).toEqual([]);
    // the recollection chain in the detail
    const recollected = listed.find((s) => s.idAmostraRecoletada != null);
    if (recollected) {
      const d = await data<{ coletasAnteriores: { idAmostra: number; numero: number }[] }>(
        `/api/v1/amostras/${recollected.idAmostra}`,
        'gestor',
      );
      expect(d.coletasAnteriores.at(-1)).toMatchObject({ idAmostra: recollected.idAmostraRecoletada });
      expect(d.coletasAnteriores[0]!.numero).toBe(1);
    }
  });

  // ------------------------------------------------------------------ the read model follows writes

  async function newPhoto() {
    const bytes = nodeCrypto.randomBytes(32);
    const row = await t.handle.db
      .insertInto('sara.arquivo')
      .values({
        nome: 'foto.jpg',
        idTipoArquivo: 2,
        contentType: 'image/jpeg',
        tamanho: bytes.length,
        sha256: nodeCrypto.createHash('sha256').update(bytes).digest('hex'),
        conteudo: bytes,
        idPessoa: null,
        idUsuario: null,
      })
      .returning('idArquivo')
      .executeTakeFirstOrThrow();
    return row.idArquivo;
  }

  it('keeps the read model in step with sample writes, rejections, reports and renames', async () => {
    const row = async (id: number) => (await management({ busca: undefined })).find((r) => r.idAmostra === id);
    // a new collected group (write route)
    const idAgrupador = nodeCrypto.randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/amostras/coletadas',
      headers: authHeader(tokens.amostrador!),
      payload: [
        {
          idAgrupador,
          idLaboratorio: 1,
          infoLaboratorio: { idOrcamento: 1 },
          idProgramaAmostra: 1,
          idLocalAmostra: DEMO_LOCAL.solCuritiba,
          idVarejo: 2,
          dataColeta: '2026-11-20T09:30:00.000',
          responsavelColeta: 'Amanda',
          idProduto: DEMO_PRODUTO.tomate,
          idDistribuidor: DEMO_EMPRESA.fornecedor,
          codigoRastreamento: 'HF269001',
          numeroLacre: 'L-001',
          lote: 'A1',
          dataValidade: '2026-12-20',
          observacao: 'Registro de sincronia xyzzy',
          arquivos: [{ idArquivo: await newPhoto() }],
        },
      ],
    });
    if (created.statusCode !== 201) {
      // the write rules of this program may differ: fall back to the seeded collected items
      console.warn('collection write answered', created.statusCode, created.body);
    }
    const newId =
      created.statusCode === 201
        ? (created.json().data.itens[0].idAmostra as number)
        : listed.find((s) => s.situacao === 'coletada' && s.statusSistema === 'AMOSTRA_NOVA')!.idAmostra;
    if (created.statusCode === 201) {
      expect(ids(await management({ busca: 'XYZZY' }))).toEqual([newId]);
      // found by a fragment of its tracking code (the suffix table, migration 0015)
      expect(ids(await management({ codigoRastreamento: 'f269001', situacao: 'coletada' }))).toEqual([newId]);
    }
    // rejection (write route)
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/amostras/rejeitar/${newId}`,
      headers: authHeader(tokens.gestor!),
      payload: { observacao: 'Amostra avariada no transporte' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await row(newId)).toMatchObject({
      situacao: 'rejeitada',
      statusSistema: 'AMOSTRA_REJEITADA',
      observacao: 'Amostra avariada no transporte',
    });
    if (created.statusCode === 201) {
      expect(await management({ codigoRastreamento: 'f269001', situacao: 'coletada' })).toEqual([]);
      expect(ids(await management({ codigoRastreamento: 'f269001', situacao: 'rejeitada' }))).toEqual([newId]);
    }
    expect(await codesOutOfStep()).toBe(0);
    // a new report revision
    const analysed = listed.find((s) => s.situacao === 'analisada' && s.statusSistema === 'LAUDO_SEM_PROBLEMA')!;
    const laudo = await t.handle.db
      .selectFrom('sara.laudo')
      .select('idLaudo')
      .where('idAmostra', '=', analysed.idAmostra)
      .executeTakeFirstOrThrow();
    const before = (await row(analysed.idAmostra))!;
    await t.handle.db.transaction().execute(async (tx) => {
      const { max } = await tx
        .selectFrom('sara.revisaoLaudo')
        .select((eb) => eb.fn.max('versao').as('max'))
        .where('idLaudo', '=', laudo.idLaudo)
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('sara.revisaoLaudo')
        .set({ tipoRevisao: 'antiga' })
        .where('idLaudo', '=', laudo.idLaudo)
        .execute();
      await tx
        .insertInto('sara.revisaoLaudo')
        .values({
          idLaudo: laudo.idLaudo,
          versao: Number(max) + 1,
          codigoLaudo: 'LAU-SYNC-R9',
          dataLaudo: '2026-11-21T10:00:00.000',
          tipoRevisao: 'atual',
          resultado: 'satisfatorio',
          meioRecebimento: 'pdf',
        })
        .execute();
    });
    const after = (await row(analysed.idAmostra))!;
    expect(after).toMatchObject({ numeroLaudo: 'LAU-SYNC-R9', dataLaudo: '2026-11-21T10:00:00.000' });
    expect(after.numeroLaudo).not.toBe(before.numeroLaudo);
    expect(ids(await management({ busca: 'lau-sync-r9' }))).toEqual([analysed.idAmostra]);
    // report approval status
    await t.handle.db
      .updateTable('sara.laudo')
      .set({ status: 'reprovado' })
      .where('idLaudo', '=', laudo.idLaudo)
      .execute();
    expect((await row(analysed.idAmostra))!.statusLaudo).toBe('reprovado');
    // renames of a product and of a retailer
    await t.handle.db
      .updateTable('sara.produto')
      .set({ nome: 'Tomate Renomeado' })
      .where('id', '=', DEMO_PRODUTO.tomate)
      .execute();
    const tomatoes = source.filter((s) => s.idProduto === DEMO_PRODUTO.tomate).map((s) => s.idAmostra);
    const renamed = await management({ produto: 'renomeado' });
    expect(ids(renamed)).toEqual(ids(renamed.filter((r) => tomatoes.includes(r.idAmostra) || r.idAmostra === newId)));
    expect(renamed.length).toBeGreaterThan(0);
    await t.handle.db.updateTable('sara.varejo').set({ nome: 'Rede Sol Nova' }).where('idVarejo', '=', 2).execute();
    expect((await management({ idVarejo: 2 })).every((r) => r.varejoRama === 'Rede Sol Nova')).toBe(true);
    // a deactivated group leaves the lists
    const group = (
      await t.handle.db
        .selectFrom('sara.amostra')
        .select('idAgrupador')
        .where('idAmostra', '=', analysed.idAmostra)
        .executeTakeFirstOrThrow()
    ).idAgrupador;
    await t.handle.db.updateTable('sara.agrupador').set({ ativo: false }).where('idAgrupador', '=', group).execute();
    expect(await row(analysed.idAmostra)).toBeUndefined();
    expect((await get(`/api/v1/amostras/${analysed.idAmostra}`, 'gestor')).statusCode).toBe(404);
    // the rebuild answers the same rows as the triggers kept
    const kept = await sql<Record<string, unknown>>`select * from sara."amostraLista" order by "idAmostra"`.execute(
      t.handle.db,
    );
    await sql`select sara.atualizar_amostra_lista(null)`.execute(t.handle.db);
    const rebuilt = await sql<Record<string, unknown>>`select * from sara."amostraLista" order by "idAmostra"`.execute(
      t.handle.db,
    );
    expect(rebuilt.rows).toEqual(kept.rows);
    expect(await codesOutOfStep()).toBe(0);
  });

  /** Entries of the tracking-code suffix table that differ from the read model's codes (either way). */
  async function codesOutOfStep() {
    const { rows } = await sql<{ n: number }>`
      with esperado as (select s as sufixo, l.situacao, l."dataColeta", l."idAmostra"
        from sara."amostraLista" l, unnest(sara.sufixos(l."ordRastreamento")) s),
      atual as (select sufixo, situacao, "dataColeta", "idAmostra" from sara."amostraListaCodigo")
      select ((select count(*) from (select * from esperado except all select * from atual) a)
        + (select count(*) from (select * from atual except all select * from esperado) b))::integer as n`.execute(
      t.handle.db,
    );
    return rows[0]!.n;
  }
});
