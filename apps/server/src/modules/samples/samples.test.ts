import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PROGRAMS } from '@sara/domain/constants';
import {
  DEMO_CAMPO,
  DEMO_CODIGOS_LIVRES,
  DEMO_EMPRESA,
  DEMO_LOCAL,
  DEMO_ORCAMENTO,
  DEMO_PESSOA,
  DEMO_PRODUTO,
  DEMO_PRODUTO_EMPRESA,
  demoAgrupadorId,
} from '../../db/seed/demo-ids.ts';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';

type Method = 'GET' | 'POST' | 'PUT';
type Item = Record<string, unknown>;

describe.each(BACKENDS)('samples (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let foto: string;
  let foto2: string;
  /** Photos other writers uploaded: a photo goes on a sample only by its uploader (docs/decisions/0025). */
  const photosOf: Record<string, string> = {};
  let outraPlace: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ['amostrador', 'gestor', 'fornecedor', 'varejo']) tokens[u] = (await loginAs(t.app, u)).token;
    // Amostragem Nordeste's collector, whom the demo limits to some programs, may use RAMA here too
    await t.handle.db
      .insertInto('sara.programaPessoa')
      .values({ idPessoa: DEMO_PESSOA.roberto, idProgramaAmostra: PROGRAMS.rama })
      .execute();
    // a user of another company (the supplier's grouper) allowed to schedule and register
    const { idAgrupadorUsuario } = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idAgrupadorUsuario')
      .where('idEmpresa', '=', DEMO_EMPRESA.fornecedor)
      .executeTakeFirstOrThrow();
    const id = await createUser(t.handle.db, {
      username: 'outra.empresa',
      features: ['amostraAgendada.adicionar', 'amostraAgendada.editar', 'amostraColetada.adicionar'],
      idAgrupadorUsuario,
    });
    tokens.outra = (await loginAs(t.app, 'outra.empresa')).token;
    // that company's own RAMA place: a company user samples at its company's places (part A section 6)
    const curitiba = await t.handle.db
      .selectFrom('sara.localAmostra')
      .select(['idMunicipio', 'idVarejo'])
      .where('idLocalAmostra', '=', DEMO_LOCAL.solCuritiba)
      .executeTakeFirstOrThrow();
    outraPlace = (
      await t.handle.db
        .insertInto('sara.localAmostra')
        .values({
          nome: 'Loja Sol do fornecedor',
          idMunicipio: curitiba.idMunicipio,
          idEmpresa: DEMO_EMPRESA.fornecedor,
          idProgramaAmostra: PROGRAMS.rama,
          idVarejo: curitiba.idVarejo,
        })
        .returning('idLocalAmostra')
        .executeTakeFirstOrThrow()
    ).idLocalAmostra;
    // a colleague of that company who may edit registered collections
    const editor = await createUser(t.handle.db, {
      username: 'outra.editor',
      features: ['amostraColetada.adicionar', 'amostraColetada.editar'],
      idAgrupadorUsuario,
    });
    tokens['outra.editor'] = (await loginAs(t.app, 'outra.editor')).token;
    const editorBoot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/coletores/usuario/${editor}`,
      headers: authHeader(tokens['outra.editor']!),
    });
    expect(editorBoot.statusCode).toBe(200);
    const boot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/coletores/usuario/${id}`,
      headers: authHeader(tokens.outra!),
    });
    expect(boot.statusCode).toBe(200);
    const coletora = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idAgrupadorUsuario')
      .where('idEmpresa', '=', DEMO_EMPRESA.coletora)
      .executeTakeFirstOrThrow();
    const writes = ['amostraAgendada.adicionar', 'amostraAgendada.editar', 'amostraColetada.adicionar'];
    for (const [username, features] of [
      ['colega', [...writes, 'amostra.excluir', 'amostraAgendada.finalizar', 'perfil.amostrador']],
      ['escritorio', [...writes, 'amostra.excluir']],
      ['semexcluir', writes],
    ] as const) {
      const idUser = await createUser(t.handle.db, {
        username,
        features: [...features],
        idAgrupadorUsuario: coletora.idAgrupadorUsuario,
      });
      tokens[username] = (await loginAs(t.app, username)).token;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/coletores/usuario/${idUser}`,
        headers: authHeader(tokens[username]!),
      });
      expect(res.statusCode).toBe(200);
    }
    // the photos of the bodies below, uploaded by the sampler who sends most of them
    [foto, foto2] = await Promise.all([newFile('amostrador'), newFile('amostrador')]);
    for (const who of ['gestor', 'outra.empresa']) photosOf[who] = await newFile(who);
  });
  afterAll(() => t.close());

  /** A photo uploaded by the user: only its uploader may put it on a sample (docs/decisions/0025). */
  async function newFile(uploader: string, kind: 'image' | 'pdf' = 'image') {
    const { idUsuario } = await t.handle.db
      .selectFrom('access.usuario')
      .select('idUsuario')
      .where('username', '=', uploader)
      .executeTakeFirstOrThrow();
    const bytes = crypto.randomBytes(32);
    const row = await t.handle.db
      .insertInto('sara.arquivo')
      .values({
        nome: kind === 'pdf' ? 'laudo.pdf' : 'foto.jpg',
        idTipoArquivo: kind === 'pdf' ? 1 : 2,
        contentType: kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
        tamanho: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        conteudo: bytes,
        idPessoa: null,
        idUsuario,
      })
      .returning('idArquivo')
      .executeTakeFirstOrThrow();
    return row.idArquivo;
  }

  const call = (method: Method, url: string, who?: string, payload?: unknown, lang = 'pt-BR') =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...(who ? authHeader(tokens[who]!) : {}), 'accept-language': lang },
    });

  /** A RAMA scheduled item of Coleta Campo (lab 1, budget 1, retailer 2, place 3). */
  const scheduled = (idAgrupador: string, extra: Item = {}): Item => ({
    idAgrupador,
    idLaboratorio: 1,
    infoLaboratorio: { idOrcamento: 1, statusSQSAgrosafety: 'pending' },
    idProgramaAmostra: 1,
    idLocalAmostra: DEMO_LOCAL.solCuritiba,
    idVarejo: 2,
    dataAgendada: '2026-12-01T08:00:00.000',
    idEmpresa: DEMO_EMPRESA.coletora,
    idPessoaColetor: DEMO_PESSOA.amostrador,
    idProduto: DEMO_PRODUTO.tomate,
    observacao: 'Gôndola de hortifruti',
    ...extra,
  });
  /** A RAMA collected item (seal, photo, supplier that uses the platform). */
  const collected = (idAgrupador: string, extra: Item = {}): Item => ({
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
    arquivos: [{ idArquivo: foto }],
    ...extra,
  });
  /** A water program's schedule item: free-text place, no retail chain, no product (override what differs). */
  const waterItem = (extra: Item = {}): Item => ({
    idProgramaAmostra: PROGRAMS.environmentalWater,
    idLocalAmostra: null,
    idVarejo: null,
    responsavelAmostraAmbiental: 'cliente',
    temConformidade: false,
    idProduto: null,
    idProdutoEmpresa: null,
    ...extra,
  });
  const uuid = () => crypto.randomUUID();
  const errorsOf = (res: { json(): unknown }) =>
    (res.json() as { error: { details: { errors: { path: string; message: string }[] } } }).error.details.errors;
  const countGroups = async (id: string) =>
    (await t.handle.db.selectFrom('sara.agrupador').select('idAgrupador').where('idAgrupador', '=', id).execute())
      .length;
  const itemsOf = (idAgrupador: string) =>
    t.handle.db.selectFrom('sara.amostra').select('idAmostra').where('idAgrupador', '=', idAgrupador).execute();
  /** Runs `f` while the database refuses an item whose observacao is 'FALHA' (a failure inside the transaction). */
  async function withFailingItem(f: () => Promise<void>) {
    await t.handle.db.schema
      .alterTable('sara.amostra')
      .addCheckConstraint('teste_falha', sql`observacao is distinct from 'FALHA'`)
      .execute();
    try {
      await f();
    } finally {
      await t.handle.db.schema.alterTable('sara.amostra').dropConstraint('teste_falha').execute();
    }
  }
  const history = (idAmostra: number) =>
    t.handle.db
      .selectFrom('sara.amostraHistoricoStatus')
      .selectAll()
      .where('idAmostra', '=', idAmostra)
      .orderBy('id')
      .execute();

  it('describes the sample routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v1/amostras/agendadas',
      '/api/v1/amostras/agendadas/finalizar',
      '/api/v1/amostras/agendadas/{idAgrupador}',
      '/api/v1/amostras/coletadas',
      '/api/v2/amostras/coletadas',
      '/api/v1/amostras',
      '/api/v1/amostras/coletadas/{idAgrupador}',
      '/api/v1/amostras/rejeitar/{idAmostra}',
      '/api/v2/amostras/coletadas/naofinalizado',
      '/api/v2/amostras/coletadas/rascunhos',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('reads every demo group through its view route (management sees all)', async () => {
    const groups = await t.handle.db
      .selectFrom('sara.agrupador')
      .select(['idAgrupador', 'situacao'])
      .where('ativo', '=', true)
      .execute();
    expect(groups.length).toBeGreaterThan(10);
    for (const g of groups) {
      const route = g.situacao === 'agendada' ? 'agendadas' : 'coletadas';
      const res = await call('GET', `/api/v1/amostras/${route}/${g.idAgrupador}`, 'gestor');
      expect(res.statusCode, `${g.idAgrupador} ${res.body}`).toBe(200);
    }
    // the sampler reads the groups of her company, not those of another collector company
    expect((await call('GET', `/api/v1/amostras/agendadas/${demoAgrupadorId(1)}`, 'amostrador')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/amostras/agendadas/${demoAgrupadorId(8)}`, 'amostrador')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/amostras/coletadas/${demoAgrupadorId(1)}`, 'amostrador')).statusCode).toBe(404);
  });

  it("answers the sampler's seeded draft", async () => {
    const res = await call('GET', '/api/v2/amostras/coletadas/naofinalizado', 'amostrador');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      idAgrupador: demoAgrupadorId(10),
      situacao: 'rascunho',
      finalizado: false,
    });
  });

  describe('authentication and permissions', () => {
    const writes: [Method, string][] = [
      ['POST', '/api/v1/amostras/agendadas'],
      ['PUT', `/api/v1/amostras/agendadas/${demoAgrupadorId(1)}`],
      ['PUT', '/api/v1/amostras/agendadas/finalizar'],
      ['POST', '/api/v1/amostras/coletadas'],
      ['POST', '/api/v2/amostras/coletadas'],
      ['POST', '/api/v1/amostras'],
      ['PUT', `/api/v1/amostras/coletadas/${demoAgrupadorId(10)}`],
      ['PUT', '/api/v1/amostras/rejeitar/1'],
    ];
    it('answers 401 without a session', async () => {
      for (const [m, url] of writes) expect((await call(m, url, undefined, []))?.statusCode, url).toBe(401);
      expect((await call('GET', '/api/v2/amostras/coletadas/naofinalizado')).statusCode).toBe(401);
      expect((await call('GET', '/api/v2/amostras/coletadas/rascunhos')).statusCode).toBe(401);
      expect((await call('GET', `/api/v1/amostras/agendadas/${demoAgrupadorId(1)}`)).statusCode).toBe(401);
    });
    it('answers 403 to supplier and retail users on every write', async () => {
      for (const who of ['fornecedor', 'varejo']) {
        for (const [m, url] of writes) expect((await call(m, url, who, [])).statusCode, `${who} ${url}`).toBe(403);
        // drafts are the collection screen's: who cannot register has none to read
        for (const url of ['/api/v2/amostras/coletadas/naofinalizado', '/api/v2/amostras/coletadas/rascunhos'])
          expect((await call('GET', url, who)).statusCode, `${who} ${url}`).toBe(403);
      }
    });
    it('answers 403 to the sampler on v2 registration and on reject', async () => {
      const v2 = await call('POST', '/api/v2/amostras/coletadas', 'amostrador', [
        collected(uuid(), { idEmpresa: DEMO_EMPRESA.coletora, idPessoaColetor: DEMO_PESSOA.amostrador }),
      ]);
      expect(v2.statusCode).toBe(403);
      expect((await call('PUT', '/api/v1/amostras/rejeitar/1', 'amostrador', { observacao: 'x' })).statusCode).toBe(
        403,
      );
    });
  });

  describe('scheduling', () => {
    it('schedules a group: 201, agendada, AMOSTRA_AGENDADA, lab pending, audited', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id),
        scheduled(id, { idProduto: DEMO_PRODUTO.alface }),
      ]);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        idAgrupador: id,
        numero: expect.any(Number),
        situacao: 'agendada',
        finalizado: true,
        idEmpresa: DEMO_EMPRESA.coletora,
        nomeLaboratorio: expect.any(String),
        nomeProgramaAmostra: expect.stringContaining('RAMA'),
        nomeLocalAmostra: expect.any(String),
        nomeVarejo: expect.any(String),
        dataAgendada: '2026-12-01T08:00:00.000',
        idPessoaCadastrante: DEMO_PESSOA.amostrador,
      });
      expect(data.itens).toHaveLength(2);
      for (const item of data.itens) {
        expect(item).toMatchObject({
          situacao: 'agendada',
          statusSistema: 'AMOSTRA_AGENDADA',
          coletaRealizada: false,
          infoLaboratorio: { statusSQSAgrosafety: 'pending', idOrcamento: 1 },
        });
        const h = await history(item.idAmostra);
        expect(h).toHaveLength(1);
        expect(h[0]).toMatchObject({
          evento: 'agendar',
          statusSistemaDe: null,
          statusSistemaPara: 'AMOSTRA_AGENDADA',
          situacaoPara: 'agendada',
          idUsuario: expect.any(Number),
        });
      }
      const read = await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador');
      expect(read.statusCode).toBe(200);
      // the read adds what the reader may do with the group
      const { acoes, ...group } = read.json().data;
      expect(group).toEqual(data);
      expect(acoes).toMatchObject({ editAgendada: true, finalizeAgendada: true });
    });

    it("keeps a collection's own values out of a schedule, created or edited", async () => {
      const id = uuid();
      const collection = {
        dataColeta: '2026-11-20T09:30:00.000',
        responsavelColeta: 'Amanda',
        numeroLacre: 'L-9',
        lote: 'B2',
        codigoEAN: '7890000000000',
        dataValidade: '2026-12-20',
        motivosColetaNaoRealizada: ['falta_produto'],
        arquivos: [{ idArquivo: foto }],
        finalizado: false,
      };
      const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id, collection)]);
      expect(created.statusCode, created.body).toBe(201);
      const stored = async () => {
        const data = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
        expect(data).toMatchObject({ situacao: 'agendada', finalizado: true, dataColeta: null });
        for (const item of data.itens) {
          expect(item).toMatchObject({ numeroLacre: null, lote: null, codigoEAN: null, dataValidade: null });
          expect(item.arquivos ?? []).toEqual([]);
          expect(item.motivosColetaNaoRealizada ?? []).toEqual([]);
        }
        return data;
      };
      const first = await stored();
      const edited = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
        scheduled(id, { ...collection, idAmostra: first.itens[0].idAmostra, observacao: 'Editada' }),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await stored()).itens[0].observacao).toBe('Editada');
    });

    it('answers each scheduling rule in the user language', async () => {
      const id = uuid();
      const res = await call(
        'POST',
        '/api/v1/amostras/agendadas',
        'amostrador',
        [
          scheduled(id, {
            idLaboratorio: null,
            idProgramaAmostra: null,
            idLocalAmostra: null,
            dataAgendada: null,
            idPessoaColetor: null,
            infoLaboratorio: null,
            idVarejo: null,
          }),
        ],
        'en',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
      const paths = errorsOf(res).map((e) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining(['laboratorio', 'programaAmostra', 'localAmostra', 'dataAgendada', 'idPessoaColetor']),
      );
      expect(errorsOf(res)[0]!.message).toBe('Required field');
      // main lab needs a budget; RAMA needs a retailer; traceable program needs a product on every item
      const res2 = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { infoLaboratorio: null, idVarejo: null, idProduto: null }),
      ]);
      expect(errorsOf(res2).map((e) => e.path)).toEqual(['orcamento', 'varejo', 'itens.0.idProduto']);
      expect(errorsOf(res2)[0]!.message).toBe('Campo obrigatório');
      expect(await countGroups(id)).toBe(0);
    });

    it('takes free text as the place of environmental programs only', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { idLocalAmostra: null, localAmostra: 'Na esquina da feira' }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ path: 'localAmostra', message: 'Campo obrigatório' }]);
      expect(await countGroups(id)).toBe(0);
    });

    it("takes the product of the program's kind only: catalogue when traceable, company otherwise", async () => {
      const id = uuid();
      const traceable = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { idProdutoEmpresa: DEMO_PRODUTO_EMPRESA.tomateItaliano }),
      ]);
      expect(traceable.statusCode).toBe(400);
      expect(errorsOf(traceable)).toEqual([
        {
          path: 'itens.0.idProdutoEmpresa',
          message:
            'Programas rastreáveis usam produto do catálogo (idProduto); os demais, produto da empresa (idProdutoEmpresa).',
        },
      ]);
      const own = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, {
          idProgramaAmostra: PROGRAMS.own,
          idLocalAmostra: DEMO_LOCAL.packingMogi,
          idVarejo: null,
          idProduto: DEMO_PRODUTO.tomate,
        }),
      ]);
      expect(own.statusCode).toBe(400);
      expect(errorsOf(own).map((e) => e.path)).toEqual(['itens.0.idProduto']);
      expect(await countGroups(id)).toBe(0);
    });

    it("schedules an optional-traceability program's catalogue product from the spec's payload (no rastreamento)", async () => {
      const base = { idProgramaAmostra: PROGRAMS.standard, idLocalAmostra: DEMO_LOCAL.ceasaContagem, idVarejo: null };
      const tracked = uuid();
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(tracked, { ...base, idProduto: DEMO_PRODUTO.tomate }),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.rastreamento).toBe(true);
      // a company product: not tracked
      const own = uuid();
      const untracked = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(own, { ...base, idProduto: undefined, idProdutoEmpresa: DEMO_PRODUTO_EMPRESA.tomateItaliano }),
      ]);
      expect(untracked.statusCode, untracked.body).toBe(201);
      expect(untracked.json().data.rastreamento).toBe(false);
      // said outright, the flag still decides: tracked without a catalogue product is refused
      const refused = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(uuid(), { ...base, rastreamento: false, idProduto: DEMO_PRODUTO.tomate }),
      ]);
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused).map((e) => e.path)).toEqual(['itens.0.idProduto']);
    });

    it('asks for an item when the list is empty', async () => {
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', []);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'itens', message: 'Necessário adicionar um item para salvar a amostra.' },
      ]);
    });

    it('refuses items of different groups, invalid dates and limits through the schema', async () => {
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(uuid()),
        scheduled(uuid(), { dataAgendada: '2026-02-30T10:00:00.000', observacao: 'x'.repeat(301) }),
      ]);
      expect(res.statusCode).toBe(400);
      const errors = errorsOf(res);
      expect(errors.map((e) => e.path)).toEqual(
        expect.arrayContaining(['itens.1.idAgrupador', 'itens.1.dataAgendada', 'itens.1.observacao']),
      );
      expect(errors.find((e) => e.path === 'itens.1.dataAgendada')!.message).toBe('Data inválida');
    });

    it('answers 400 naming a foreign id that does not exist', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { idLocalAmostra: 99999, idProduto: 99999, idPessoaColetor: 99999 }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(
        expect.arrayContaining([
          { path: 'localAmostra', message: 'Registro não encontrado (id 99999).' },
          { path: 'idPessoaColetor', message: 'Registro não encontrado (id 99999).' },
          { path: 'itens.0.idProduto', message: 'Registro não encontrado (id 99999).' },
        ]),
      );
      expect(await countGroups(id)).toBe(0);
    });

    it('refuses items whose group values disagree', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id),
        scheduled(id, { idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res).map((e) => e.path)).toEqual(['itens.1.idLocalAmostra']);
    });

    it('refuses a sampler scheduling for another company', async () => {
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(uuid(), { idEmpresa: DEMO_EMPRESA.coletoraNordeste, idPessoaColetor: DEMO_PESSOA.roberto }),
      ]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SAMPLE_OTHER_COMPANY');
    });

    it("refuses a collector who is not a person of the group's company, writing nothing", async () => {
      const before = await t.handle.db
        .selectFrom('sara.agrupador')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // the sampler's own registration naming a retail person as collector
      const own = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(uuid(), { idPessoaColetor: DEMO_PESSOA.varejo }),
      ]);
      expect(own.statusCode).toBe(400);
      expect(own.json().error.code).toBe('VALIDATION');
      expect(own.body).toContain('O coletor deve ser uma pessoa da empresa coletora.');
      // management scheduling for Coleta Campo with Amostragem Nordeste's collector
      const other = await call('POST', '/api/v1/amostras/agendadas', 'gestor', [
        scheduled(uuid(), { idPessoaColetor: DEMO_PESSOA.roberto }),
      ]);
      expect(other.statusCode).toBe(400);
      expect(other.body).toContain('idPessoaColetor');
      const after = await t.handle.db
        .selectFrom('sara.agrupador')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toEqual(before.n);
    });

    it("takes the lab's certified environmental sampler as an environmental group's collector, not a food one's", async () => {
      const env = waterItem({
        localAmostra: 'Poço artesiano 3',
        responsavelAmostraAmbiental: 'agrosafety',
        idPessoaColetor: DEMO_PESSOA.helena,
      });
      const water = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(uuid(), env)]);
      expect(water.statusCode, water.body).toBe(201);
      const food = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(uuid(), { idPessoaColetor: DEMO_PESSOA.helena }),
      ]);
      expect(food.statusCode).toBe(400);
      expect(food.body).toContain('O coletor deve ser uma pessoa da empresa coletora.');
    });

    it('refuses a schedule naming a supplier that does not use the platform, which its finalization would refuse', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { idDistribuidor: DEMO_EMPRESA.sitioBoaVista }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'itens.0.idDistribuidor', message: 'O fornecedor não é usuário da plataforma.' },
      ]);
      expect(await countGroups(id)).toBe(0);
      const ok = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { idDistribuidor: DEMO_EMPRESA.fornecedorSerra }),
      ]);
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('is idempotent by idAgrupador: sequential and concurrent retries make one group', async () => {
      const id = uuid();
      const body = [scheduled(id)];
      const first = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', body);
      const again = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', body);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());

      const id2 = uuid();
      const body2 = [scheduled(id2), scheduled(id2, { idProduto: DEMO_PRODUTO.batata })];
      const results = await Promise.all(
        [1, 2, 3].map(() => call('POST', '/api/v1/amostras/agendadas', 'amostrador', body2)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(results.map((r) => r.json().data.numero)).size).toBe(1);
      expect(await countGroups(id2)).toBe(1);
      const items = await itemsOf(id2);
      expect(items).toHaveLength(2);
    });

    it('takes an idAgrupador in any letter case as the same group', async () => {
      const id = uuid();
      const upper = id.toUpperCase();
      const first = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(upper)]);
      expect(first.statusCode).toBe(201);
      expect(first.json().data.idAgrupador).toBe(id);
      expect((await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).statusCode).toBe(200);
      const itemId = (await itemsOf(id))[0]!.idAmostra;
      const edit = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
        scheduled(upper, { idAmostra: itemId, observacao: 'maiúsculas' }),
      ]);
      expect(edit.statusCode).toBe(200);
      expect((await call('GET', `/api/v1/amostras/agendadas/${upper}`, 'amostrador')).statusCode).toBe(200);
      expect(await countGroups(id)).toBe(1);
    });

    it('answers 409 to the same idAgrupador with other content: SAMPLE_GROUP_EXISTS while the group is untouched', async () => {
      const id = uuid();
      expect((await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).statusCode).toBe(201);
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { observacao: 'outra coisa' }),
      ]);
      // the user's own creation, as it was written: the client may save over it (PUT)
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('SAMPLE_GROUP_EXISTS');
      expect(res.json().error.message).toBe('Já existe uma amostra com este identificador e conteúdo diferente.');
      // the same id on another creation route is other content too
      expect((await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)])).statusCode).toBe(409);
      expect(await countGroups(id)).toBe(1);
    });

    it('answers CONFLICT to a creation over a group written since its creation (an edit, a rejection)', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      const idAmostra = created.json().data.itens[0].idAmostra as number;
      const edited = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
        scheduled(id, { idAmostra, observacao: 'editada' }),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, { observacao: 'outra coisa' }),
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('CONFLICT');

      const id2 = uuid();
      const second = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id2)]);
      const item2 = second.json().data.itens[0].idAmostra as number;
      const rejected = await call('PUT', `/api/v1/amostras/rejeitar/${item2}`, 'gestor', { observacao: 'motivo' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const again = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id2, { observacao: 'outra coisa' }),
      ]);
      expect(again.json().error.code).toBe('CONFLICT');
    });

    it("answers 409 to another user's identical creation: a group is not read back through its id", async () => {
      const id = uuid();
      const first = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      expect(first.statusCode).toBe(201);
      const other = await call('POST', '/api/v1/amostras/agendadas', 'gestor', [scheduled(id)]);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('CONFLICT');
      // not 'other content': the content is the same, and whether it is is not the other user's to learn
      expect(other.json().error.message).toBe(
        'Este identificador de amostra já está em uso. Gere outro para um novo registro.',
      );
      expect(other.json().data).toBeUndefined();
      expect(await countGroups(id)).toBe(1);
    });

    it('rolls everything back when one item fails in the database', async () => {
      await withFailingItem(async () => {
        const id = uuid();
        const res = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
          scheduled(id),
          scheduled(id, { observacao: 'FALHA' }),
        ]);
        expect(res.statusCode).toBe(500);
        expect(await countGroups(id)).toBe(0);
        const orphans = await itemsOf(id);
        expect(orphans).toHaveLength(0);
      });
    });

    it('edits a scheduled group of the own company: items updated, added and removed', async () => {
      const id = uuid();
      const created = (
        await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
          scheduled(id),
          scheduled(id, { idProduto: DEMO_PRODUTO.alface }),
        ])
      ).json().data;
      const [keep, drop] = created.itens;
      const res = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
        scheduled(id, { idAmostra: keep.idAmostra, dataAgendada: '2026-12-05T10:00:00.000', observacao: 'Nova' }),
        scheduled(id, { dataAgendada: '2026-12-05T10:00:00.000', idProduto: DEMO_PRODUTO.morango }),
      ]);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.dataAgendada).toBe('2026-12-05T10:00:00.000');
      expect(data.itens.map((i: { idAmostra: number }) => i.idAmostra)).not.toContain(drop.idAmostra);
      expect(data.itens[0]).toMatchObject({ idAmostra: keep.idAmostra, observacao: 'Nova' });
      expect(data.itens).toHaveLength(2);
      // an item of another group is refused
      const other = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
        scheduled(id, { idAmostra: 1 }),
      ]);
      expect(other.statusCode).toBe(400);
      expect(errorsOf(other)[0]!.path).toBe('itens.0.idAmostra');
    });

    it('applies concurrent identical edits once', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const body = [
        scheduled(id, { idAmostra: created.itens[0].idAmostra }),
        scheduled(id, { idProduto: DEMO_PRODUTO.uva }),
      ];
      const results = await Promise.all(
        [1, 2, 3].map(() => call('PUT', `/api/v1/amostras/agendadas/${id}`, 'gestor', body)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const items = await itemsOf(id);
      expect(items).toHaveLength(2);
    });

    it('keeps another company from editing or deleting a group', async () => {
      const id = uuid();
      await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      // a group the user does not read answers as missing, as its read does: the id reveals nothing
      const edit = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'outra', [scheduled(id, { observacao: 'x' })]);
      expect(edit.statusCode).toBe(404);
      expect(edit.json().error.code).toBe('SAMPLE_GROUP_NOT_FOUND');
      const del = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'outra', []);
      expect(del.statusCode).toBe(404);
      expect(del.json().error.code).toBe('SAMPLE_GROUP_NOT_FOUND');
      expect((await call('GET', `/api/v1/amostras/agendadas/${id}`, 'outra')).statusCode).toBe(404);
    });

    it('deletes a scheduled group with an empty list (creating company, lab pending)', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      // management may edit but did not create it: it cannot delete
      expect((await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'gestor', [])).statusCode).toBe(403);
      const res = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', []);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.ativo).toBe(false);
      expect((await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [])).statusCode).toBe(200);
      expect((await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).statusCode).toBe(404);
      const h = await history(created.itens[0].idAmostra);
      expect(h.map((r) => r.evento)).toEqual(['agendar', 'excluir_agendada']);

      // once the lab has received a sample, the group cannot be deleted
      const id2 = uuid();
      const c2 = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id2)])).json().data;
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ statusSQSAgrosafety: 'success' })
        .where('idAmostra', '=', c2.itens[0].idAmostra)
        .execute();
      expect((await call('PUT', `/api/v1/amostras/agendadas/${id2}`, 'amostrador', [])).statusCode).toBe(403);
    });
  });

  describe('finalize', () => {
    it('finalizes the seeded scheduled group of the sampler: coletada, AMOSTRA_NOVA, audited', async () => {
      const id = demoAgrupadorId(2);
      const before = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
      expect(before.situacao).toBe('agendada');
      const body = before.itens.map((i: { idAmostra: number }) => ({
        idAgrupador: id,
        idAmostra: i.idAmostra,
        dataColeta: '2026-11-21T10:00:00.000',
        responsavelColeta: 'Amanda',
        idProduto: DEMO_PRODUTO.morango,
        idDistribuidor: DEMO_EMPRESA.fornecedorSerra,
        numeroLacre: 'LAC-9',
        arquivos: [{ idArquivo: foto }, { idArquivo: foto2 }],
      }));
      // an item must be valid: seal and photo
      const bad = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        { ...body[0], numeroLacre: ' ', arquivos: [] },
      ]);
      expect(bad.statusCode).toBe(400);
      expect(errorsOf(bad).map((e) => e.path)).toEqual(['itens.0.numeroLacre', 'itens.0.idsArquivo']);
      // every scheduled item must be sent
      const partial = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        { ...body[0], idAmostra: null },
      ]);
      expect(errorsOf(partial)[0]!.path).toBe('itens');

      const res = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', body);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ situacao: 'coletada', dataColeta: '2026-11-21T10:00:00.000' });
      expect(data.itens[0]).toMatchObject({
        situacao: 'coletada',
        statusSistema: 'AMOSTRA_NOVA',
        coletaRealizada: true,
        numeroLacre: 'LAC-9',
        idsArquivo: [foto, foto2],
        nomeDistribuidor: expect.any(String),
      });
      const h = await history(data.itens[0].idAmostra);
      expect(h.at(-1)).toMatchObject({
        evento: 'finalizar_agendada',
        statusSistemaDe: 'AMOSTRA_AGENDADA',
        statusSistemaPara: 'AMOSTRA_NOVA',
        situacaoDe: 'agendada',
        situacaoPara: 'coletada',
      });
      // a retry answers the same; another finalize is a conflict of state
      const again = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      const other = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        { ...body[0], numeroLacre: 'LAC-10' },
      ]);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('SAMPLE_WRONG_STATE');
      // the state by its label, in the language asked
      expect(other.json().error.message).toBe("A amostra está na situação 'Coletada' e não permite esta ação.");
      const inSpanish = await call(
        'PUT',
        '/api/v1/amostras/agendadas/finalizar',
        'amostrador',
        [{ ...body[0], numeroLacre: 'LAC-10' }],
        'es',
      );
      expect(inSpanish.json().error.message).toBe(
        "La muestra está en la situación 'Recolectada' y no permite esta acción.",
      );
    });

    it("stores the collection person an environmental group's finalization names (field 12)", async () => {
      const id = uuid();
      const env = waterItem({ localAmostra: 'Poço artesiano 2' });
      const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id, env)]);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.pessoaColeta).toBeNull();
      const [item] = created.json().data.itens;
      const finalization = (campos: { idCampoPrograma: number; valor: string }[]) => [
        {
          ...env,
          idAgrupador: id,
          idAmostra: item.idAmostra,
          dataColeta: '2026-11-21T10:00:00.000',
          responsavelColeta: 'Amanda',
          pessoaColeta: '  Zé da Represa ',
          numeroLacre: 'LAC-A1',
          arquivos: [{ idArquivo: foto }],
          camposProgramaAmostra: campos,
        },
      ];
      const noted = [
        { idCampoPrograma: DEMO_CAMPO.aguaPontoColeta, valor: 'Margem norte' },
        { idCampoPrograma: DEMO_CAMPO.aguaTemperatura, valor: '21 °C' },
      ];
      // the program's date field is required whether the request names it or not
      const withoutDate = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', finalization(noted));
      expect(withoutDate.statusCode).toBe(400);
      expect(errorsOf(withoutDate)).toEqual([
        { path: 'itens.0.camposProgramaAmostra.2.valor', message: 'Campo obrigatório' },
      ]);
      const res = await call(
        'PUT',
        '/api/v1/amostras/agendadas/finalizar',
        'amostrador',
        finalization([...noted, { idCampoPrograma: DEMO_CAMPO.aguaDataUltimaChuva, valor: '2026-11-18T00:00:00.000' }]),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ situacao: 'coletada', pessoaColeta: 'Zé da Represa' });
    });

    it('takes the place of a water schedule that left it empty from its finalization, and keeps one it had', async () => {
      const env = waterItem();
      const finalize = async (scheduledPlace: string | null, sentPlace: string) => {
        const id = uuid();
        const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
          scheduled(id, { ...env, localAmostra: scheduledPlace }),
        ]);
        expect(created.statusCode, created.body).toBe(201);
        const res = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
          {
            ...env,
            localAmostra: sentPlace,
            idAgrupador: id,
            idAmostra: created.json().data.itens[0].idAmostra,
            dataColeta: '2026-11-21T10:00:00.000',
            responsavelColeta: 'Amanda',
            pessoaColeta: 'Zé',
            numeroLacre: 'LAC-P1',
            arquivos: [{ idArquivo: foto }],
            camposProgramaAmostra: [
              { idCampoPrograma: DEMO_CAMPO.aguaDataUltimaChuva, valor: '2026-11-18T00:00:00.000' },
            ],
          },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.localAmostra;
      };
      expect(await finalize(null, '  Poço 3 ')).toBe('Poço 3');
      expect(await finalize('Represa', 'Outro lugar')).toBe('Represa');
    });

    it('refuses a supplier that is not a platform user', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const res = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        {
          idAgrupador: id,
          idAmostra: created.itens[0].idAmostra,
          dataColeta: '2026-11-21T10:00:00.000',
          idDistribuidor: DEMO_EMPRESA.sitioBoaVista,
          numeroLacre: 'L',
          arquivos: [{ idArquivo: foto }],
        },
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ path: 'itens.0.idDistribuidor', message: expect.any(String) }]);
    });

    it("uses only what the group may: its lab's and company's budget, its company's products, a collector company, a supplier, the user's own images", async () => {
      const id = uuid();
      const pdf = await newFile('amostrador', 'pdf');
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          // another company's budget (of lab 4): as missing
          infoLaboratorio: { idOrcamento: DEMO_ORCAMENTO.lab4Nordeste },
          idDistribuidor: DEMO_EMPRESA.varejo,
          arquivos: [{ idArquivo: pdf }, { idArquivo: photosOf.gestor! }],
        }),
      ]);
      expect(res.statusCode).toBe(400);
      const errors = errorsOf(res);
      expect(errors).toContainEqual({
        path: 'orcamento',
        message: `Registro não encontrado (id ${DEMO_ORCAMENTO.lab4Nordeste}).`,
      });
      expect(errors).toContainEqual({
        path: 'itens.0.idDistribuidor',
        message: 'O fornecedor deve ser uma empresa fornecedora.',
      });
      expect(errors).toContainEqual({ path: 'itens.0.arquivos.0.idArquivo', message: 'A foto deve ser uma imagem.' });
      expect(errors).toContainEqual({
        path: 'itens.0.arquivos.1.idArquivo',
        message: `Registro não encontrado (id ${photosOf.gestor}).`,
      });
      // a budget open to every company, of another lab
      const otherLab = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { infoLaboratorio: { idOrcamento: DEMO_ORCAMENTO.lab3 } }),
      ]);
      expect(errorsOf(otherLab)).toEqual([
        { path: 'orcamento', message: 'O orçamento não é do laboratório escolhido.' },
      ]);
      // another company's product
      const product = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id, {
          idProgramaAmostra: PROGRAMS.own,
          idLocalAmostra: DEMO_LOCAL.packingMogi,
          idVarejo: null,
          idProduto: null,
          idProdutoEmpresa: DEMO_PRODUTO_EMPRESA.uvaItalia,
        }),
      ]);
      expect(errorsOf(product)).toEqual([
        {
          path: 'itens.0.idProdutoEmpresa',
          message: `Registro não encontrado (id ${DEMO_PRODUTO_EMPRESA.uvaItalia}).`,
        },
      ]);
      // management registers for a collector company only
      const supplierCompany = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [
        collected(id, {
          idEmpresa: DEMO_EMPRESA.fornecedor,
          idPessoaColetor: DEMO_PESSOA.fornecedor,
          arquivos: [{ idArquivo: photosOf.gestor! }],
        }),
      ]);
      expect(errorsOf(supplierCompany)).toEqual([
        { path: 'idEmpresa', message: 'A empresa coletora deve ser uma empresa do tipo coletora.' },
      ]);
      expect(await countGroups(id)).toBe(0);
    });

    it('needs a valid collection date', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const res = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        { idAgrupador: id, idAmostra: created.itens[0].idAmostra, numeroLacre: 'L', arquivos: [{ idArquivo: foto }] },
      ]);
      expect(errorsOf(res)).toEqual([{ path: 'dataColeta', message: 'Campo obrigatório' }]);
    });
  });

  describe('collected registration', () => {
    it('names the field of a NUL character, an id beyond an integer column and a wrong type, writing nothing', async () => {
      const id = uuid();
      const nul = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { observacao: 'gôndola\u0000 2', numeroLacre: 'L\u0000' }),
      ]);
      expect(nul.statusCode).toBe(400);
      expect(errorsOf(nul)).toEqual(
        expect.arrayContaining([
          { path: 'itens.0.observacao', message: 'Formato inválido.' },
          { path: 'itens.0.numeroLacre', message: 'Formato inválido.' },
        ]),
      );
      expect(errorsOf(nul)).toHaveLength(2);
      const big = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { idProduto: 2 ** 31, idObjetoRastreado: -5 }),
      ]);
      expect(big.statusCode).toBe(400);
      expect(
        errorsOf(big)
          .map((e) => e.path)
          .sort(),
      ).toEqual(['itens.0.idObjetoRastreado', 'itens.0.idProduto']);
      const typed = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id, { lote: 5 })]);
      expect(errorsOf(typed)).toEqual([{ path: 'itens.0.lote', message: 'Tipo de valor inválido (esperado: texto).' }]);
      const typedEs = await call(
        'POST',
        '/api/v1/amostras/coletadas',
        'amostrador',
        [collected(id, { lote: 5 })],
        'es',
      );
      expect(errorsOf(typedEs)[0]!.message).toBe('Tipo de valor inválido (esperado: texto).');
      expect(await countGroups(id)).toBe(0);
    });

    it('refuses invisible seals, texts it cannot store as sent, and a body nested past reason, writing nothing', async () => {
      const id = uuid();
      // direction marks and a zero-width space are no seal, no EAN (Bom Preço asks for one)
      const blank = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { numeroLacre: '\u200f\u200e', codigoEAN: '\u200b' }),
      ]);
      expect(blank.statusCode).toBe(400);
      expect(errorsOf(blank).map((e) => e.path)).toEqual(expect.arrayContaining(['itens.0.numeroLacre']));
      // a lone surrogate would be stored as U+FFFD
      const odd = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { lote: 'L\ud800', observacao: 'ok' }),
      ]);
      expect(odd.statusCode).toBe(400);
      expect(errorsOf(odd)).toEqual([{ path: 'itens.0.lote', message: 'Formato inválido.' }]);
      // the direction controls Android pastes around a number are taken out, not refused
      const pasted = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(uuid(), { numeroLacre: '\u202aL-55\u202c' }),
      ]);
      expect(pasted.statusCode, pasted.body).toBe(201);
      expect(pasted.json().data.itens[0].numeroLacre).toBe('L-55');
      // 4 KB of brackets: refused as malformed, in the user's language (a recursive walk overflowed: 500)
      const deep = await t.app.inject({
        method: 'POST',
        url: '/api/v1/amostras/coletadas',
        headers: { ...authHeader(tokens.amostrador!), 'content-type': 'application/json', 'accept-language': 'es' },
        payload: '['.repeat(2000) + ']'.repeat(2000),
      });
      expect(deep.statusCode).toBe(400);
      expect(deep.json().error).toEqual({
        code: 'MALFORMED_BODY',
        message: 'El cuerpo de la solicitud no es un JSON válido.',
      });
      expect(await countGroups(id)).toBe(0);
    });

    it('names the query parameter of a NUL character, and answers a path past the router as not found', async () => {
      const nul = await call('GET', '/api/v1/localizacoes?busca=%00', 'amostrador');
      expect(nul.statusCode).toBe(400);
      expect(errorsOf(nul)).toEqual([{ path: 'busca', message: 'Formato inválido.' }]);
      const long = await call('GET', `/api/v1/amostras/rastreamentos/${'x'.repeat(4090)}`, 'amostrador');
      expect(long.statusCode, long.body).toBe(404);
      expect(long.json().error.code).toBe('ROUTE_NOT_FOUND');
    });

    it("refuses a tracking code of another product or of several inputs, as the code's field does, drafts aside", async () => {
      const DIFFERS = 'O produto agendado é diferente do produto do código de rastreamento.';
      const id = uuid();
      // typed offline: the screen could not look the code up, the server does
      const other = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id),
        collected(id, { idProduto: DEMO_PRODUTO.morango, codigoRastreamento: DEMO_CODIGOS_LIVRES.alface }),
      ]);
      expect(other.statusCode).toBe(400);
      expect(errorsOf(other)).toEqual([{ path: 'itens.1.codigoRastreamento', message: DIFFERS }]);
      const several = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          idProduto: null,
          idDistribuidor: null,
          codigoRastreamento: DEMO_CODIGOS_LIVRES.processadoMultiplosInsumos,
        }),
      ]);
      expect(several.statusCode).toBe(400);
      expect(errorsOf(several)).toEqual([
        {
          path: 'itens.0.codigoRastreamento',
          message: 'O código de rastreamento é de um produto processado com múltiplos insumos.',
        },
      ]);
      expect(await countGroups(id)).toBe(0);
      // a draft is not a sample yet: kept as it is, refused when registered
      const draft = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          finalizado: false,
          idProduto: DEMO_PRODUTO.morango,
          codigoRastreamento: DEMO_CODIGOS_LIVRES.alface,
        }),
      ]);
      expect(draft.statusCode, draft.body).toBe(201);
      const registered = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        collected(id, {
          idAmostra: draft.json().data.itens[0].idAmostra,
          idProduto: DEMO_PRODUTO.morango,
          codigoRastreamento: DEMO_CODIGOS_LIVRES.alface,
        }),
      ]);
      expect(registered.statusCode).toBe(400);
      expect(errorsOf(registered)).toEqual([{ path: 'itens.0.codigoRastreamento', message: DIFFERS }]);

      // finalizing: the code must be of the product scheduled
      const planned = uuid();
      const made = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(planned)]);
      expect(made.statusCode).toBe(201);
      const finalize = (codigoRastreamento: string) =>
        call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
          collected(planned, { idAmostra: made.json().data.itens[0].idAmostra, codigoRastreamento }),
        ]);
      const wrong = await finalize(DEMO_CODIGOS_LIVRES.alface);
      expect(wrong.statusCode).toBe(400);
      expect(errorsOf(wrong)).toEqual([{ path: 'itens.0.codigoRastreamento', message: DIFFERS }]);
      expect((await call('GET', `/api/v1/amostras/agendadas/${planned}`, 'amostrador')).json().data.situacao).toBe(
        'agendada',
      );
      const right = await finalize(DEMO_CODIGOS_LIVRES.tomate);
      expect(right.statusCode, right.body).toBe(200);

      // an edit of another field of a collected item keeps its code unchecked (stored before this check)
      const kept = uuid();
      const made2 = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(kept)]);
      expect(made2.statusCode).toBe(201);
      const idAmostra = made2.json().data.itens[0].idAmostra as number;
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ idProduto: DEMO_PRODUTO.morango })
        .where('idAmostra', '=', idAmostra)
        .execute();
      const version = (await call('GET', `/api/v1/amostras/coletadas/${kept}`, 'amostrador')).json().data.versao;
      const edit = (extra: Item) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/amostras/coletadas/${kept}`,
          headers: { ...authHeader(tokens.amostrador!), 'if-match': `"${version}"` },
          payload: [collected(kept, { idAmostra, idProduto: DEMO_PRODUTO.morango, ...extra })],
        });
      const changedCode = await edit({ codigoRastreamento: DEMO_CODIGOS_LIVRES.alface });
      expect(errorsOf(changedCode)).toEqual([{ path: 'itens.0.codigoRastreamento', message: DIFFERS }]);
      const otherField = await edit({ lote: 'B2' });
      expect(otherField.statusCode, otherField.body).toBe(200);
    });

    it('refuses an item sent twice in one edit, naming the repeat, and changes nothing', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id),
        collected(id, { idProduto: DEMO_PRODUTO.alface, codigoRastreamento: DEMO_CODIGOS_LIVRES.alface }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const [a, b] = created.json().data.itens;
      const res = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        collected(id, { idAmostra: a.idAmostra, lote: 'X1' }),
        collected(id, { idAmostra: a.idAmostra, lote: 'X2' }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'itens.1.idAmostra', message: `O item ${a.idAmostra} foi enviado mais de uma vez.` },
      ]);
      const items = (await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador')).json().data.itens;
      expect(items.map((i: { idAmostra: number; lote: string }) => [i.idAmostra, i.lote])).toEqual([
        [a.idAmostra, 'A1'],
        [b.idAmostra, 'A1'],
      ]);
    });

    it('registers a collection for the own company (v1): 201, coletada, AMOSTRA_NOVA', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { camposProgramaAmostra: [] }),
        collected(id, {
          idProduto: DEMO_PRODUTO.alface,
          codigoRastreamento: DEMO_CODIGOS_LIVRES.alface,
          motivosColetaNaoRealizada: ['falta_produto'],
        }),
      ]);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        situacao: 'coletada',
        finalizado: true,
        idEmpresa: DEMO_EMPRESA.coletora,
        idPessoaColetor: DEMO_PESSOA.amostrador,
      });
      expect(data.itens[0]).toMatchObject({
        statusSistema: 'AMOSTRA_NOVA',
        coletaRealizada: true,
        dataValidade: '2026-12-20T00:00:00.000',
        arquivos: [{ idArquivo: foto }],
      });
      expect(data.itens[1]).toMatchObject({ coletaRealizada: false, motivosColetaNaoRealizada: ['falta_produto'] });
      expect((await history(data.itens[0].idAmostra))[0]).toMatchObject({
        evento: 'registrar_coleta',
        statusSistemaPara: 'AMOSTRA_NOVA',
        finalizadoPara: true,
        coletaRealizadaPara: true,
      });
      expect((await history(data.itens[1].idAmostra))[0]).toMatchObject({ coletaRealizadaPara: false });
      expect((await call('GET', `/api/v1/amostras/coletadas/${id}`, 'gestor')).json().data.idAgrupador).toBe(id);
      expect((await call('GET', `/api/v1/amostras/coletadas/${id}`, 'outra')).statusCode).toBe(404);
    });

    it('refuses a collection date after today and an expiry before manufacture, writing nothing', async () => {
      const id = uuid();
      // the day after the latest "today" anywhere on Earth (UTC+14)
      const tomorrowEverywhere = new Date(Date.now() + (14 + 24) * 3600_000).toISOString().slice(0, 10);
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          dataColeta: `${tomorrowEverywhere}T00:00:00.000`,
          dataFabricacao: '2026-11-10',
          dataValidade: '2026-11-09',
        }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'dataColeta', message: 'A data da coleta não pode ser posterior a hoje.' },
        { path: 'itens.0.dataValidade', message: 'A data de validade não pode ser anterior à data de fabricação.' },
      ]);
      expect(await countGroups(id)).toBe(0);
    });

    it('refuses a year outside 1900 to 2099 (typed with two digits), writing nothing', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { dataColeta: '0026-12-07T10:30:00.000', dataValidade: '9999-12-31' }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'dataColeta', message: 'Informe um ano entre 1900 e 2099.' },
        { path: 'itens.0.dataValidade', message: 'Informe um ano entre 1900 e 2099.' },
      ]);
      expect(await countGroups(id)).toBe(0);
    });

    it('generic POST /api/v1/amostras registers like v1', async () => {
      const res = await call('POST', '/api/v1/amostras', 'amostrador', [collected(uuid())]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.situacao).toBe('coletada');
    });

    it('checks collection save and item validity rules', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          idLaboratorio: null,
          dataColeta: null,
          idLocalAmostra: null,
          responsavelColeta: 'x'.repeat(61),
          numeroLacre: null,
          arquivos: [],
          motivosColetaNaoRealizada: ['produto_sem_quantidade'],
          codigoRastreamento: null,
          idProduto: null,
          idDistribuidor: null,
        }),
      ]);
      expect(res.statusCode).toBe(400);
      const paths = errorsOf(res).map((e) => e.path);
      // responsavelColeta over 60 is a schema error; it names the item as the rules below do
      expect(paths).toEqual(['itens.0.responsavelColeta']);
      expect(res.json().error.details.in).toBe('body');
      const res2 = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          idLaboratorio: null,
          dataColeta: null,
          idLocalAmostra: null,
          numeroLacre: null,
          arquivos: [],
          motivosColetaNaoRealizada: ['produto_sem_quantidade'],
          codigoRastreamento: null,
          idProduto: null,
          idDistribuidor: null,
        }),
      ]);
      expect(res2.json().error.details.in).toBe('body');
      expect(errorsOf(res2).map((e) => e.path)).toEqual([
        'laboratorio',
        'localAmostra',
        'dataColeta',
        'itens.0.codigoRastreamento',
        'itens.0.idDistribuidor',
        'itens.0.nomeProduto',
        'itens.0.numeroLacre',
        'itens.0.idsArquivo',
      ]);
      expect(errorsOf(res2).find((e) => e.path === 'itens.0.idsArquivo')!.message).toBe('Imagem obrigatória.');
      // retailer 1 requires an EAN; a missing file is a 400
      const res3 = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, {
          idVarejo: 1,
          idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros,
          arquivos: [{ idArquivo: crypto.randomUUID() }],
        }),
      ]);
      expect(errorsOf(res3).map((e) => e.path)).toEqual(['itens.0.arquivos.0.idArquivo']);
      const res4 = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { idVarejo: 1, idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros }),
      ]);
      expect(errorsOf(res4).map((e) => e.path)).toEqual(['itens.0.codigoEAN']);
      expect(await countGroups(id)).toBe(0);
    });

    it('refuses v1 registration for another company', async () => {
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(uuid(), { idEmpresa: DEMO_EMPRESA.coletoraNordeste }),
      ]);
      expect(res.statusCode).toBe(403);
    });

    it('refuses an id beyond the integer range as a 400 naming it, as the schema reads the body, writing nothing', async () => {
      const huge = { idProduto: 3_000_000_000 };
      const other = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(other, { idEmpresa: DEMO_EMPRESA.coletoraNordeste, ...huge }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ path: 'itens.0.idProduto', message: 'Máximo de 2147483647 permitido.' }]);
      const id = uuid();
      expect((await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)])).statusCode).toBe(201);
      const retried = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id, huge)]);
      expect(retried.statusCode).toBe(400);
      expect(await countGroups(other)).toBe(0);
      expect(await itemsOf(id)).toHaveLength(1);
    });

    it('registers from management for another company and collector (v2)', async () => {
      const id = uuid();
      const missing = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [collected(id)]);
      expect(errorsOf(missing).map((e) => e.path)).toEqual(['idEmpresa', 'idPessoaColetor']);
      const forNordeste = { idEmpresa: DEMO_EMPRESA.coletoraNordeste, idPessoaColetor: DEMO_PESSOA.roberto };
      // a photo another user uploaded does not go on it
      const theirs = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [collected(id, forNordeste)]);
      expect(theirs.statusCode).toBe(400);
      expect(errorsOf(theirs)).toEqual([
        { path: 'itens.0.arquivos.0.idArquivo', message: `Registro não encontrado (id ${foto}).` },
      ]);
      const res = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [
        collected(id, { ...forNordeste, arquivos: [{ idArquivo: photosOf.gestor! }] }),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        idEmpresa: DEMO_EMPRESA.coletoraNordeste,
        idPessoaColetor: DEMO_PESSOA.roberto,
        idPessoaCadastrante: DEMO_PESSOA.gestor,
        idEmpresaCadastrante: DEMO_EMPRESA.plataforma,
      });
    });

    it("refuses a program that is not among the collector's, as the screens do not offer it", async () => {
      const forNordeste = { idEmpresa: DEMO_EMPRESA.coletoraNordeste, idPessoaColetor: DEMO_PESSOA.roberto };
      const withoutRama = () =>
        t.handle.db
          .deleteFrom('sara.programaPessoa')
          .where('idPessoa', '=', DEMO_PESSOA.roberto)
          .where('idProgramaAmostra', '=', PROGRAMS.rama)
          .execute();
      const id = uuid();
      const scheduledRama = await call('POST', '/api/v1/amostras/agendadas', 'gestor', [scheduled(id, forNordeste)]);
      expect(scheduledRama.statusCode, scheduledRama.body).toBe(201);
      await withoutRama();
      try {
        const res = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [
          collected(uuid(), { ...forNordeste, arquivos: [{ idArquivo: photosOf.gestor! }] }),
        ]);
        expect(res.statusCode).toBe(400);
        expect(errorsOf(res)).toEqual([
          {
            path: 'programaAmostra',
            message: 'O programa de amostragem não está entre os programas do coletor.',
          },
        ]);
        // a group keeps its own program through its edits
        const item = (await itemsOf(id))[0]!;
        const edit = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'gestor', [
          scheduled(id, { ...forNordeste, idAmostra: item.idAmostra, observacao: 'remarcada' }),
        ]);
        expect(edit.statusCode, edit.body).toBe(200);
      } finally {
        await t.handle.db
          .insertInto('sara.programaPessoa')
          .values({ idPessoa: DEMO_PESSOA.roberto, idProgramaAmostra: PROGRAMS.rama })
          .execute();
      }
    });

    it.each([
      ['/api/v1/amostras/coletadas', 'amostrador', {}],
      [
        '/api/v2/amostras/coletadas',
        'gestor',
        { idEmpresa: DEMO_EMPRESA.coletoraNordeste, idPessoaColetor: DEMO_PESSOA.roberto },
      ],
    ] as const)(
      'POST %s: concurrent retries of one idAgrupador make one group, photos linked once',
      async (url, who, extra) => {
        const id = uuid();
        const [one, two] = who === 'amostrador' ? [foto, foto2] : await Promise.all([newFile(who), newFile(who)]);
        const body = [
          collected(id, { ...extra, arquivos: [{ idArquivo: one }] }),
          collected(id, { ...extra, numeroLacre: 'L-002', arquivos: [{ idArquivo: two }] }),
        ];
        const results = await Promise.all([1, 2, 3, 4].map(() => call('POST', url, who, body)));
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
        expect(new Set(results.map((r) => r.json().data.numero)).size).toBe(1);
        expect(await countGroups(id)).toBe(1);
        const items = await itemsOf(id);
        expect(items).toHaveLength(2);
        const links = await t.handle.db
          .selectFrom('sara.amostraArquivo')
          .select('idArquivo')
          .where(
            'idAmostra',
            'in',
            items.map((i) => i.idAmostra),
          )
          .execute();
        expect(links.map((l) => l.idArquivo).sort()).toEqual([one, two].sort());
      },
    );

    it('rolls a collected registration back whole when one item fails in the database', async () => {
      await withFailingItem(async () => {
        const linksOf = async (idArquivo: string) =>
          (
            await t.handle.db
              .selectFrom('sara.amostraArquivo')
              .select('idAmostra')
              .where('idArquivo', '=', idArquivo)
              .execute()
          ).length;
        const before = await linksOf(foto2);
        const id = uuid();
        const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
          collected(id, { arquivos: [{ idArquivo: foto2 }] }),
          collected(id, { numeroLacre: 'L-002', observacao: 'FALHA' }),
        ]);
        expect(res.statusCode).toBe(500);
        expect(await countGroups(id)).toBe(0);
        const orphans = await itemsOf(id);
        expect(orphans).toHaveLength(0);
        expect(await linksOf(foto2)).toBe(before);
        // the same id registers once the failure is gone: nothing of the failed attempt stands in its way
        const ok = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)]);
        expect(ok.statusCode).toBe(201);
      });
    });

    it("answers a creation with the group exactly as it reads back (less the reader's acoes): links deduplicated, in the view's order", async () => {
      const id = uuid();
      const body = [
        {
          idAgrupador: id,
          finalizado: false,
          idLaboratorio: 1,
          idProgramaAmostra: PROGRAMS.own,
          idProdutoEmpresa: DEMO_PRODUTO_EMPRESA.alfaceCrespa,
          motivosColetaNaoRealizada: ['produto_sem_quantidade', 'falta_produto', 'falta_produto'],
          arquivos: [{ idArquivo: foto2 }, { idArquivo: foto }, { idArquivo: foto2 }],
          camposProgramaAmostra: [
            { idCampoPrograma: DEMO_CAMPO.proprioTemperatura, valor: '8 °C' },
            { idCampoPrograma: DEMO_CAMPO.proprioTemperatura, valor: ' 9 °C ' },
          ],
        },
        { idAgrupador: id, finalizado: false, observacao: 'segundo', arquivos: [{ idArquivo: foto }] },
        { idAgrupador: id, finalizado: false, dataValidade: '2027-01-31' },
      ];
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', body);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data.itens.map((i: { idAmostra: number }) => i.idAmostra)).toEqual(
        [...data.itens.map((i: { idAmostra: number }) => i.idAmostra)].sort((a, b) => a - b),
      );
      expect(data.itens[0]).toMatchObject({
        motivosColetaNaoRealizada: ['falta_produto', 'produto_sem_quantidade'],
        idsArquivo: [foto2, foto],
        camposProgramaAmostra: [{ idCampoPrograma: DEMO_CAMPO.proprioTemperatura, valor: ' 9 °C ' }],
        coletaRealizada: false,
      });
      expect(data.itens[1]).toMatchObject({ observacao: 'segundo', idsArquivo: [foto], motivosColetaNaoRealizada: [] });
      const read = await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador');
      const { acoes, ...group } = read.json().data;
      expect(group).toStrictEqual(data);
      expect(acoes).toBeDefined();
      // a retry answers the same
      const again = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toStrictEqual(res.json());
    });

    it('refuses a program field text with a lone surrogate, like any other text, naming it', async () => {
      const id = uuid();
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        {
          idAgrupador: id,
          finalizado: false,
          idProgramaAmostra: PROGRAMS.own,
          observacao: 'a\ud800b',
          camposProgramaAmostra: [{ idCampoPrograma: DEMO_CAMPO.proprioTemperatura, valor: 'c\udc00d' }],
        },
      ]);
      // stored, each would read U+FFFD instead of what was sent
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([
        { path: 'itens.0.observacao', message: 'Formato inválido.' },
        { path: 'itens.0.camposProgramaAmostra.0.valor', message: 'Formato inválido.' },
      ]);
      expect(await countGroups(id)).toBe(0);
    });

    it('fills the product and supplier of a tracking code sent without them (typed offline), as its lookup gives', async () => {
      const id = uuid();
      const code = DEMO_CODIGOS_LIVRES.tomate;
      const lookup = (await call('GET', `/api/v1/amostras/rastreamentos/${code}`, 'amostrador')).json().data;
      expect(lookup.fornecedor?.idDistribuidor).toBeTruthy();
      const body = [collected(id, { codigoRastreamento: code, idProduto: null, idDistribuidor: null })];
      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.itens[0]).toMatchObject({
        codigoRastreamento: code,
        idProduto: lookup.produto.idProduto,
        idDistribuidor: lookup.fornecedor.idDistribuidor,
      });
      // the retry of the same request answers the same
      const again = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      expect(await countGroups(id)).toBe(1);
    });

    it('keeps the collection person of an environmental group (field 12), trimmed and at most 60', async () => {
      const id = uuid();
      const env = (extra: Item): Item => ({
        idAgrupador: id,
        finalizado: false,
        idLaboratorio: 1,
        idProgramaAmostra: PROGRAMS.environmentalWater,
        localAmostra: 'Poço artesiano 2',
        responsavelAmostraAmbiental: 'cliente',
        ...extra,
      });
      const tooLong = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        env({ pessoaColeta: 'x'.repeat(61) }),
      ]);
      expect(tooLong.statusCode).toBe(400);
      expect(errorsOf(tooLong).map((e) => e.path)).toEqual(['itens.0.pessoaColeta']);
      expect(await countGroups(id)).toBe(0);

      const res = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        env({ pessoaColeta: '  Zé da Bomba  ' }),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ pessoaColeta: 'Zé da Bomba', nomePessoaColetora: 'Amanda Amostradora' });
      const edit = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        env({ idAmostra: res.json().data.itens[0].idAmostra, pessoaColeta: 'Maria Técnica' }),
      ]);
      expect(edit.statusCode).toBe(200);
      const read = await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador');
      expect(read.json().data.pessoaColeta).toBe('Maria Técnica');
    });

    it("keeps a finalized schedule's date through an edit that does not send it", async () => {
      const id = uuid();
      const made = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      expect(made.statusCode).toBe(201);
      const idAmostra = made.json().data.itens[0].idAmostra;
      const done = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        collected(id, { idAmostra }),
      ]);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.dataAgendada).toBe('2026-12-01T08:00:00.000');
      const edit = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        collected(id, { idAmostra, observacao: 'editada' }),
      ]);
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data).toMatchObject({ dataAgendada: '2026-12-01T08:00:00.000' });
      expect(edit.json().data.itens[0]).toMatchObject({ observacao: 'editada' });
    });

    it('audits an edit that adds or removes reasons for collection not done, and nothing for other edits', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)]);
      expect(created.statusCode).toBe(201);
      const idAmostra = created.json().data.itens[0].idAmostra;
      const edit = (extra: Item) =>
        call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [collected(id, { idAmostra, ...extra })]);
      expect((await edit({ motivosColetaNaoRealizada: ['falta_produto'] })).statusCode).toBe(200);
      expect((await edit({ motivosColetaNaoRealizada: ['falta_produto'], lote: 'B2' })).statusCode).toBe(200);
      expect((await edit({ motivosColetaNaoRealizada: [] })).statusCode).toBe(200);
      const events = await history(idAmostra);
      expect(events.map((e) => [e.evento, e.coletaRealizadaDe, e.coletaRealizadaPara])).toEqual([
        ['registrar_coleta', null, true],
        ['coleta_nao_realizada', true, false],
        ['coleta_realizada', false, true],
      ]);
      expect(events[1]).toMatchObject({ situacaoDe: 'coletada', situacaoPara: 'coletada', finalizadoPara: true });
    });

    it('recollects only a collected sample, and keeps an item a recollection names from being removed', async () => {
      // a schedule has not been collected: nothing to collect again yet
      const planned = uuid();
      const made = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(planned)]);
      expect(made.statusCode).toBe(201);
      const notYet = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(uuid(), { isRecoleta: true, idAmostraRecoletada: made.json().data.itens[0].idAmostra }),
      ]);
      expect(notYet.statusCode).toBe(400);
      expect(errorsOf(notYet)).toEqual([
        {
          path: 'itens.0.idAmostraRecoletada',
          message: 'A amostra anterior ainda não foi coletada: só uma amostra coletada pode ser recoletada.',
        },
      ]);
      // a collected group of two; another recollects its second item
      const first = uuid();
      const two = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(first),
        collected(first, { idProduto: DEMO_PRODUTO.alface, codigoRastreamento: 'HF269002', numeroLacre: 'L-002' }),
      ]);
      expect(two.statusCode, two.body).toBe(201);
      const [kept, named] = two.json().data.itens as { idAmostra: number }[];
      const again = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(uuid(), { isRecoleta: true, idAmostraRecoletada: named!.idAmostra }),
      ]);
      expect(again.statusCode, again.body).toBe(201);
      // removing the named item is refused, saying which, and changes nothing
      const removal = await call('PUT', `/api/v1/amostras/coletadas/${first}`, 'amostrador', [
        collected(first, { idAmostra: kept!.idAmostra, observacao: 'sem a segunda' }),
      ]);
      expect(removal.statusCode).toBe(409);
      expect(removal.json().error.message).toBe(
        'A amostra HF269002 tem uma recoleta registrada e não pode ser removida.',
      );
      expect((await itemsOf(first)).map((i) => i.idAmostra)).toEqual([kept!.idAmostra, named!.idAmostra]);
    });

    it('takes the places, retail chains, budgets and recollections the screens offer, writing nothing else', async () => {
      const id = uuid();
      const post = (who: string, extra: Item) =>
        call('POST', '/api/v1/amostras/coletadas', who, [
          collected(id, {
            arquivos: [{ idArquivo: photosOf[who === 'outra' ? 'outra.empresa' : who] ?? foto }],
            ...extra,
          }),
        ]);
      const refused = async (who: string, extra: Item) => {
        const res = await post(who, extra);
        expect(res.statusCode, res.body).toBe(400);
        return errorsOf(res);
      };
      // another company's place, for a company user (management lists every company's places)
      expect(await refused('outra', {})).toEqual([
        { path: 'localAmostra', message: `Registro não encontrado (id ${DEMO_LOCAL.solCuritiba}).` },
      ]);
      // a place of another retail chain, or of another program
      expect(await refused('amostrador', { idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros })).toEqual([
        { path: 'localAmostra', message: 'O local de amostragem não é do programa ou do varejo escolhido.' },
      ]);
      expect(await refused('amostrador', { idLocalAmostra: DEMO_LOCAL.ceagesp })).toEqual([
        { path: 'localAmostra', message: 'O local de amostragem não é do programa ou do varejo escolhido.' },
      ]);
      // a retail chain outside RAMA
      const { idVarejo } = await t.handle.db
        .insertInto('sara.varejo')
        .values({ idVarejo: 990, nome: 'Mercado fora do RAMA', rama: false })
        .returning('idVarejo')
        .executeTakeFirstOrThrow();
      const notRama = await refused('amostrador', { idVarejo });
      expect(notRama).toContainEqual({ path: 'varejo', message: 'O varejo deve participar do programa RAMA.' });
      // a closed budget
      await t.handle.db
        .updateTable('sara.orcamento')
        .set({ ativo: false })
        .where('idOrcamento', '=', DEMO_ORCAMENTO.lab3)
        .execute();
      const lab3 = await refused('amostrador', {
        idLaboratorio: 3,
        infoLaboratorio: { idOrcamento: DEMO_ORCAMENTO.lab3 },
      });
      expect(lab3).toContainEqual({
        path: 'orcamento',
        message: `Registro não encontrado (id ${DEMO_ORCAMENTO.lab3}).`,
      });
      await t.handle.db
        .updateTable('sara.orcamento')
        .set({ ativo: true })
        .where('idOrcamento', '=', DEMO_ORCAMENTO.lab3)
        .execute();
      // a recollection outside RAMA
      const earlier = await t.handle.db
        .selectFrom('sara.amostra')
        .select('idAmostra')
        .where('situacao', '=', 'coletada')
        .limit(1)
        .executeTakeFirstOrThrow();
      const own = await refused('amostrador', {
        idProgramaAmostra: PROGRAMS.own,
        idLocalAmostra: DEMO_LOCAL.packingMogi,
        idVarejo: null,
        idProduto: null,
        idDistribuidor: null,
        codigoRastreamento: null,
        idProdutoEmpresa: DEMO_PRODUTO_EMPRESA.alfaceCrespa,
        isRecoleta: true,
        idAmostraRecoletada: earlier.idAmostra,
      });
      expect(own).toEqual([{ path: 'itens.0.isRecoleta', message: 'Recoleta é permitida apenas em programas RAMA.' }]);
      expect(await countGroups(id)).toBe(0);
      // the same place through management, who lists every company's places
      const managed = await call('POST', '/api/v2/amostras/coletadas', 'gestor', [
        collected(id, {
          idEmpresa: DEMO_EMPRESA.coletora,
          idPessoaColetor: DEMO_PESSOA.amostrador,
          arquivos: [{ idArquivo: photosOf.gestor! }],
        }),
      ]);
      expect(managed.statusCode, managed.body).toBe(201);
    });

    /** A collected group of two items the sampler registered: one with a tracking code, one without. */
    async function collectedPair() {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id),
        collected(id, { codigoRastreamento: null, idDistribuidor: null, numeroLacre: 'L-002' }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const [a, b] = created.json().data.itens.map((i: { idAmostra: number }) => i.idAmostra) as number[];
      return { id, created, a: a!, b: b! };
    }

    it('refuses to edit a collection with an analysed item, or whose items are all rejected, changing nothing', async () => {
      const { id, created, a, b } = await collectedPair();
      // the second item got its report: the group's lab, program and place are the report's too
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ situacao: 'analisada', statusSistema: 'LAUDO_SEM_PROBLEMA' })
        .where('idAmostra', '=', b!)
        .execute();
      // an edit made on the version read before (offline, say) is told the state too, not asked to read
      // a version the report or the rejection changed (412), which leads nowhere
      const readBefore = `"${created.json().data.versao as string}"`;
      const edit = (ifMatch?: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/amostras/coletadas/${id}`,
          payload: [collected(id, { idAmostra: a, idLocalAmostra: DEMO_LOCAL.solCuritiba, lote: 'mudou' })],
          headers: { ...authHeader(tokens.gestor!), ...(ifMatch && { 'if-match': ifMatch }) },
        });
      for (const analysed of [await edit(), await edit(readBefore)]) {
        expect(analysed.statusCode, analysed.body).toBe(409);
        expect(analysed.json().error.code).toBe('SAMPLE_WRONG_STATE');
      }
      const rows = await t.handle.db
        .selectFrom('sara.amostra')
        .select(['idAmostra', 'lote', 'situacao'])
        .where('idAgrupador', '=', id)
        .orderBy('idAmostra')
        .execute();
      expect(rows.map((r) => r.lote)).toEqual(['A1', 'A1']);

      // every item rejected: nothing is left to edit
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ situacao: 'rejeitada', statusSistema: 'AMOSTRA_REJEITADA' })
        .where('idAgrupador', '=', id)
        .execute();
      for (const rejected of [await edit(), await edit(readBefore)]) {
        expect(rejected.statusCode, rejected.body).toBe(409);
        expect(rejected.json().error.code).toBe('SAMPLE_WRONG_STATE');
      }
    });

    it("refuses a colleague's change to a sampler's draft (403), which management may make", async () => {
      const id = uuid();
      const draft = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id, { finalizado: false }),
      ]);
      expect(draft.statusCode, draft.body).toBe(201);
      const idAmostra = draft.json().data.itens[0].idAmostra as number;
      // the office of the same company may register collections, not finish someone else's draft
      const colleague = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'escritorio', [
        collected(id, { idAmostra, lote: 'do escritorio' }),
      ]);
      expect(colleague.statusCode, colleague.body).toBe(403);
      const row = await t.handle.db
        .selectFrom('sara.amostra')
        .select(['lote', 'situacao'])
        .where('idAmostra', '=', idAmostra)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ lote: 'A1', situacao: 'rascunho' });
      const managed = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'gestor', [
        collected(id, { idAmostra, lote: 'da gestao' }),
      ]);
      expect(managed.statusCode, managed.body).toBe(200);
      expect(managed.json().data.situacao).toBe('coletada');
    });

    it('refuses to edit a collection whose item has a report the internal team rejected, or to remove that item (409)', async () => {
      const { id, created, a, b } = await collectedPair();
      // the report was rejected: the sample is new again (coletada, AMOSTRA_NOVA) and the report stays
      await t.handle.db
        .insertInto('sara.laudo')
        .values({ idAmostra: b, idEmpresa: DEMO_EMPRESA.coletora, status: 'reprovado' })
        .execute();
      const put = (payload: unknown[]) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/amostras/coletadas/${id}`,
          payload,
          headers: authHeader(tokens.gestor!),
        });
      const changed = await put([
        collected(id, { idAmostra: a, lote: 'mudou' }),
        collected(id, {
          idAmostra: b,
          codigoRastreamento: null,
          idDistribuidor: null,
          numeroLacre: 'L-002',
          lote: 'mudou',
        }),
      ]);
      // without that item: its removal broke the report's reference (a 500) before
      const removed = await put([collected(id, { idAmostra: a })]);
      for (const refused of [changed, removed]) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().error.code).toBe('SAMPLE_WRONG_STATE');
      }
      const rows = await t.handle.db
        .selectFrom('sara.amostra')
        .select(['lote'])
        .where('idAgrupador', '=', id)
        .orderBy('idAmostra')
        .execute();
      expect(rows.map((r) => r.lote)).toEqual(['A1', 'A1']);
      // the history does not offer the edit either
      const day = (created.json().data.dataColeta as string).slice(0, 10);
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/v1/amostras/historico?dataInicial=${day}&dataFinal=${day}&tamanho=100`,
        headers: authHeader(tokens.gestor!),
      });
      const group = (history.json().data.itens as { idAgrupador: string; editColetada: boolean }[]).find(
        (g) => g.idAgrupador === id,
      );
      expect(group?.editColetada).toBe(false);
    });

    it('refuses to edit or finalize a schedule whose items were all rejected (409, also on the version read before)', async () => {
      const id = uuid();
      const made = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      expect(made.statusCode).toBe(201);
      const idAmostra = made.json().data.itens[0].idAmostra;
      // the collector's device read this version (an edit or a finalization made offline carries it)
      const versao = made.json().data.versao as string;
      expect(
        (await call('PUT', `/api/v1/amostras/rejeitar/${idAmostra}`, 'gestor', { observacao: 'Fora do plano' }))
          .statusCode,
      ).toBe(200);
      // the rejection changed the version, but the answer is the state (409, which the app offers to
      // register as a new collection), not a version conflict (412, which reopens an empty form)
      const put = (url: string, body: Item[], ifMatch?: string) =>
        t.app.inject({
          method: 'PUT',
          url,
          payload: body,
          headers: { ...authHeader(tokens.amostrador!), ...(ifMatch && { 'if-match': ifMatch }) },
        });
      for (const ifMatch of [undefined, `"${versao}"`]) {
        const edit = await put(
          `/api/v1/amostras/agendadas/${id}`,
          [scheduled(id, { idAmostra, observacao: 'x' })],
          ifMatch,
        );
        expect(edit.statusCode, edit.body).toBe(409);
        expect(edit.json().error.code).toBe('SAMPLE_WRONG_STATE');
        const fin = await put('/api/v1/amostras/agendadas/finalizar', [collected(id, { idAmostra })], ifMatch);
        expect(fin.statusCode, fin.body).toBe(409);
        expect(fin.json().error.code).toBe('SAMPLE_WRONG_STATE');
      }
    });

    it('fills the product and supplier of a tracking code typed offline on a finalization too', async () => {
      const id = uuid();
      const made = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      const idAmostra = made.json().data.itens[0].idAmostra;
      const code = DEMO_CODIGOS_LIVRES.tomate;
      const lookup = (await call('GET', `/api/v1/amostras/rastreamentos/${code}`, 'amostrador')).json().data;
      const fin = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', [
        collected(id, { idAmostra, codigoRastreamento: code, idProduto: null, idDistribuidor: null }),
      ]);
      expect(fin.statusCode, fin.body).toBe(200);
      expect(fin.json().data.itens[0]).toMatchObject({
        codigoRastreamento: code,
        idProduto: lookup.produto.idProduto,
        idDistribuidor: lookup.fornecedor.idDistribuidor,
      });
    });

    it('lets a user who may add samples (amostra.adicionar) read back and finish the draft they saved', async () => {
      const { idAgrupadorUsuario } = await t.handle.db
        .selectFrom('sara.empresa')
        .select('idAgrupadorUsuario')
        .where('idEmpresa', '=', DEMO_EMPRESA.coletora)
        .executeTakeFirstOrThrow();
      const idUser = await createUser(t.handle.db, {
        username: 'so.adicionar',
        features: ['amostra.adicionar'],
        idAgrupadorUsuario,
      });
      tokens['so.adicionar'] = (await loginAs(t.app, 'so.adicionar')).token;
      await call('POST', `/api/v1/coletores/usuario/${idUser}`, 'so.adicionar');
      const id = uuid();
      const foto3 = await newFile('so.adicionar');
      const draft = collected(id, { finalizado: false, arquivos: [{ idArquivo: foto3 }] });
      expect((await call('POST', '/api/v1/amostras', 'so.adicionar', [draft])).statusCode).toBe(201);
      const back = await call('GET', '/api/v2/amostras/coletadas/naofinalizado', 'so.adicionar');
      expect(back.statusCode).toBe(200);
      expect(back.json().data.idAgrupador).toBe(id);
      expect((await call('GET', '/api/v2/amostras/coletadas/rascunhos', 'so.adicionar')).statusCode).toBe(200);
      const idAmostra = back.json().data.itens[0].idAmostra;
      const done = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'so.adicionar', [
        { ...draft, idAmostra, finalizado: true },
      ]);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.situacao).toBe('coletada');
      // registered, it is edited only with the edit feature
      const again = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'so.adicionar', [
        { ...draft, idAmostra, finalizado: true, lote: 'B1' },
      ]);
      expect(again.statusCode).toBe(403);
    });

    it('saves a draft, reads it back, then registers it', async () => {
      const id = uuid();
      const draft = await call('POST', '/api/v1/amostras/coletadas', 'outra', [
        { idAgrupador: id, finalizado: false, idLaboratorio: 1, observacao: 'começo' },
      ]);
      expect(draft.statusCode).toBe(201);
      expect(draft.json().data).toMatchObject({ situacao: 'rascunho', finalizado: false });
      expect(draft.json().data.itens[0]).toMatchObject({
        situacao: 'rascunho',
        statusSistema: null,
        finalizado: false,
      });
      // the draft rules still check limits and given dates
      const bad = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra', [
        { idAgrupador: id, finalizado: false, dataColeta: '2026-13-01' },
      ]);
      expect(bad.statusCode).toBe(400);
      const own = await call('GET', '/api/v2/amostras/coletadas/naofinalizado', 'outra');
      expect(own.json().data.idAgrupador).toBe(id);
      // a second draft: the newest is offered first, and the older stays within reach
      const second = uuid();
      expect(
        (
          await call('POST', '/api/v1/amostras/coletadas', 'outra', [
            { idAgrupador: second, finalizado: false, idLaboratorio: 1, observacao: 'outro começo' },
          ])
        ).statusCode,
      ).toBe(201);
      const drafts = await call('GET', '/api/v2/amostras/coletadas/rascunhos', 'outra');
      expect(drafts.statusCode).toBe(200);
      expect(drafts.json().data.map((g: { idAgrupador: string }) => g.idAgrupador)).toEqual([second, id]);
      expect((await call('GET', '/api/v2/amostras/coletadas/rascunhos', 'amostrador')).json().data).not.toContainEqual(
        expect.objectContaining({ idAgrupador: id }),
      );
      expect((await call('GET', '/api/v2/amostras/coletadas/naofinalizado', 'outra')).json().data.idAgrupador).toBe(
        second,
      );
      const itemId = own.json().data.itens[0].idAmostra;
      // still a draft
      const keep = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra', [
        { idAgrupador: id, idAmostra: itemId, finalizado: false, idLaboratorio: 1, observacao: 'meio' },
      ]);
      expect(keep.statusCode).toBe(200);
      expect(keep.json().data.itens[0]).toMatchObject({ idAmostra: itemId, observacao: 'meio', situacao: 'rascunho' });
      // registering it: the full rules apply
      const incomplete = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra', [
        { idAgrupador: id, idAmostra: itemId, idLaboratorio: 1 },
      ]);
      expect(incomplete.statusCode).toBe(400);
      const res = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra', [
        collected(id, {
          idAmostra: itemId,
          idLocalAmostra: outraPlace,
          arquivos: [{ idArquivo: photosOf['outra.empresa']! }],
        }),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ situacao: 'coletada', finalizado: true });
      expect(res.json().data.itens[0]).toMatchObject({ idAmostra: itemId, statusSistema: 'AMOSTRA_NOVA' });
      expect((await history(itemId)).map((h) => [h.evento, h.situacaoDe, h.situacaoPara])).toEqual([
        ['salvar_rascunho', null, 'rascunho'],
        ['registrar_coleta', 'rascunho', 'coletada'],
      ]);
      // registered, it is no draft any more: the other one is what is left
      const left = (await call('GET', '/api/v2/amostras/coletadas/rascunhos', 'outra')).json().data;
      expect(left.map((g: { idAgrupador: string }) => g.idAgrupador)).toEqual([second]);
      // another company cannot edit it
      const foreign = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        collected(id, { idAmostra: itemId, lote: 'B' }),
      ]);
      expect(foreign.statusCode).toBe(404);
      // the collected group can still be edited by its company, by a user with the edit feature
      const body = [
        collected(id, {
          idAmostra: itemId,
          idLocalAmostra: outraPlace,
          lote: 'B2',
          arquivos: [{ idArquivo: photosOf['outra.empresa']! }],
        }),
      ];
      expect((await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra', body)).statusCode).toBe(403);
      const edit = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'outra.editor', body);
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data.itens[0].lote).toBe('B2');
    });

    it("shows the company and collector names to the group's own company and to management, and the registrant's", async () => {
      const id = uuid();
      await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      const own = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
      expect(own.nomeEmpresaColetora).toBeTruthy();
      expect(own.nomePessoaColetora).toBeTruthy();
      expect(own.nomePessoaCadastrante).toBe(own.nomePessoaColetora);
      // management reads every group with its names: it chooses companies and collectors itself
      const other = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'gestor')).json().data;
      expect(other).toMatchObject({
        idAgrupador: id,
        nomeEmpresaColetora: own.nomeEmpresaColetora,
        nomePessoaColetora: own.nomePessoaColetora,
        nomePessoaCadastrante: own.nomePessoaCadastrante,
      });
    });

    it('names the recollected sample of a recollection by its tracking code', async () => {
      const rec = await t.handle.db
        .selectFrom('sara.amostra as a')
        .innerJoin('sara.amostra as r', 'r.idAmostra', 'a.idAmostraRecoletada')
        .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
        .select(['a.idAgrupador', 'a.idAmostra', 'r.codigoRastreamento', 'g.situacao'])
        .where('a.isRecoleta', '=', true)
        .where('g.ativo', '=', true)
        .where('g.situacao', 'in', ['coletada', 'agendada'])
        .executeTakeFirstOrThrow();
      const path = rec.situacao === 'agendada' ? 'agendadas' : 'coletadas';
      const view = (await call('GET', `/api/v1/amostras/${path}/${rec.idAgrupador}`, 'gestor')).json().data;
      const item = view.itens.find((i: { idAmostra: number }) => i.idAmostra === rec.idAmostra);
      expect(rec.codigoRastreamento).toBeTruthy();
      expect(item.codigoRastreamentoRecoletado).toBe(rec.codigoRastreamento);
    });

    it("names a catalogue product's item in every language", async () => {
      const id = uuid();
      await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)]);
      const item = (await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador')).json().data.itens[0];
      expect(item.nomeProdutoI18n).toMatchObject({
        'pt-BR': item.nomeProduto,
        en: expect.any(String),
        es: expect.any(String),
      });
    });

    it('answers 404 to an unknown group', async () => {
      const id = uuid();
      expect((await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [collected(id)])).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador')).statusCode).toBe(404);
    });
  });

  describe('collector view', () => {
    it('lets a sampler edit or delete only the groups they registered; others keep the company rule', async () => {
      const id = uuid();
      await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      const edit = (who: string, observacao: string) =>
        call('PUT', `/api/v1/amostras/agendadas/${id}`, who, [scheduled(id, { observacao })]);
      // another sampler of the same company does not even read it (decision 0009): as missing
      expect((await edit('colega', 'colega')).statusCode).toBe(404);
      const del = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'colega', []);
      expect(del.statusCode).toBe(404);
      expect(del.json().error.code).toBe('SAMPLE_GROUP_NOT_FOUND');
      const fin = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'colega', [
        collected(id, { idAmostra: (await itemsOf(id))[0]!.idAmostra, dataAgendada: undefined }),
      ]);
      expect(fin.statusCode).toBe(404);
      // the registering sampler, a company user without the sampler profile, and management
      expect((await edit('amostrador', 'própria')).statusCode).toBe(200);
      expect((await edit('escritorio', 'escritório')).statusCode).toBe(200);
      expect((await edit('gestor', 'gestão')).statusCode).toBe(200);
      // deleting needs the delete feature too
      const without = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'semexcluir', []);
      expect(without.statusCode).toBe(403);
      expect(without.json().error.code).toBe('SAMPLE_DELETE_FORBIDDEN');
      expect((await edit('semexcluir', 'sem excluir')).statusCode).toBe(200);
      expect((await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'escritorio', [])).statusCode).toBe(200);

      // a collected group: the same rule
      const c = uuid();
      const created = (await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(c)])).json().data;
      const put = (who: string, lote: string) =>
        call('PUT', `/api/v1/amostras/coletadas/${c}`, who, [
          collected(c, { idAmostra: created.itens[0].idAmostra, lote }),
        ]);
      expect((await put('colega', 'C1')).statusCode).toBe(404);
      // a registered collection needs the edit feature: adding lets a user finish only drafts
      const adder = await put('escritorio', 'E1');
      expect(adder.statusCode).toBe(403);
      expect(adder.json().error.code).toBe('FORBIDDEN');
      expect((await put('amostrador', 'A1')).statusCode).toBe(200);
      expect((await put('gestor', 'G1')).statusCode).toBe(200);
    });

    it("tells each reader what the writes above would let them do (the group read's acoes)", async () => {
      const id = uuid();
      await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)]);
      const acoes = async (who: string, path = 'agendadas', group = id) =>
        (await call('GET', `/api/v1/amostras/${path}/${group}`, who)).json().data.acoes;
      expect(await acoes('amostrador')).toEqual({
        editAgendada: true,
        editColetada: false,
        finalizeAgendada: true,
        deleteAmostra: true,
        view: true,
      });
      // another sampler of the company reads only the groups they collect or registered (part B
      // section 6), as their history lists them: not this one
      expect((await call('GET', `/api/v1/amostras/agendadas/${id}`, 'colega')).statusCode).toBe(404);
      expect(await acoes('semexcluir')).toMatchObject({ editAgendada: true, deleteAmostra: false });
      // management edits any company's group but deletes only its own company's
      expect(await acoes('gestor')).toMatchObject({ editAgendada: true, deleteAmostra: false });

      const c = uuid();
      await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(c)]);
      expect(await acoes('amostrador', 'coletadas', c)).toMatchObject({ editColetada: true, editAgendada: false });
      expect((await call('GET', `/api/v1/amostras/coletadas/${c}`, 'colega')).statusCode).toBe(404);
      // nor its PDF
      const pdf = await call('GET', `/api/v1/amostras/pdf/1?idAgrupador=${c}`, 'colega');
      expect(pdf.statusCode).toBe(404);
      // the collector reads it, and is told lab 1 has no sample PDF (only lab 5 has)
      expect((await call('GET', `/api/v1/amostras/pdf/1?idAgrupador=${c}`, 'amostrador')).statusCode).toBe(409);
    });
  });

  describe('concurrent changes', () => {
    const edit = (kind: 'coletadas' | 'agendadas', id: string, body: Item[], who: string, ifMatch?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/amostras/${kind}/${id}`,
        payload: body,
        headers: { ...authHeader(tokens[who]!), 'accept-language': 'pt-BR', ...(ifMatch && { 'if-match': ifMatch }) },
      });

    it('refuses an edit made on a group read before another write changed it (If-Match: 412), changing nothing', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)])).json().data;
      const idAmostra = created.itens[0].idAmostra as number;
      const read = (await call('GET', `/api/v1/amostras/coletadas/${id}`, 'amostrador')).json().data;
      expect(read.versao).toBe(created.versao);
      const withLote = (lote: string) => [collected(id, { idAmostra, lote })];
      const loteNow = async () =>
        (
          await t.handle.db
            .selectFrom('sara.amostra')
            .select('lote')
            .where('idAmostra', '=', idAmostra)
            .executeTakeFirstOrThrow()
        ).lote;

      // the manager saves first, from the version both read
      const first = await edit('coletadas', id, withLote('do gestor'), 'gestor', `"${read.versao}"`);
      expect(first.statusCode).toBe(200);
      const versao = first.json().data.versao as string;
      expect(versao).not.toBe(read.versao);
      // the sampler's edit of the older read would undo it: refused, in the user's language
      const stale = await edit('coletadas', id, withLote('da amostradora'), 'amostrador', `"${read.versao}"`);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().error).toMatchObject({
        code: 'SAMPLE_CHANGED_SINCE_READ',
        message:
          'Esta amostra foi alterada depois que você a abriu (por outra pessoa ou em outro aparelho). Abra-a de novo para ver as mudanças.',
      });
      expect(await loteNow()).toBe('do gestor');
      // the manager's own write sent again (its answer lost) answers as the first time
      expect((await edit('coletadas', id, withLote('do gestor'), 'gestor', `"${read.versao}"`)).statusCode).toBe(200);
      // on the version read again the edit goes through; a weak tag in a list and * match too
      expect((await edit('coletadas', id, withLote('relida'), 'amostrador', `W/"x", W/"${versao}"`)).statusCode).toBe(
        200,
      );
      expect((await edit('coletadas', id, withLote('qualquer'), 'amostrador', '*')).statusCode).toBe(200);
      // without the header (the spec's clients) the last write wins, as before
      expect((await edit('coletadas', id, withLote('sem versão'), 'amostrador')).statusCode).toBe(200);
      expect(await loteNow()).toBe('sem versão');
    });

    it('refuses a scheduled edit on an older version too', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const idAmostra = created.itens[0].idAmostra as number;
      const first = await edit(
        'agendadas',
        id,
        [scheduled(id, { idAmostra, observacao: 'Primeira' })],
        'gestor',
        `"${created.versao}"`,
      );
      expect(first.statusCode).toBe(200);
      const stale = await edit(
        'agendadas',
        id,
        [scheduled(id, { idAmostra, observacao: 'Segunda' })],
        'amostrador',
        `"${created.versao}"`,
      );
      expect(stale.statusCode).toBe(412);
      const read = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
      expect(read.itens[0].observacao).toBe('Primeira');
      expect(read.versao).toBe(first.json().data.versao);
    });

    it('refuses a finalization made on a copy of the schedule older than its last edit', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const idAmostra = created.itens[0].idAmostra as number;
      // the sampler's device kept this copy; the manager then changes the schedule
      const changed = await edit(
        'agendadas',
        id,
        [scheduled(id, { idAmostra, observacao: 'Trocar a gôndola' })],
        'gestor',
        `"${created.versao}"`,
      );
      expect(changed.statusCode).toBe(200);
      const finalize = (ifMatch: string, numeroLacre = 'LAC-1') =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/amostras/agendadas/finalizar',
          payload: [
            {
              idAgrupador: id,
              idAmostra,
              dataColeta: '2026-11-21T10:00:00.000',
              idProduto: DEMO_PRODUTO.tomate,
              idDistribuidor: DEMO_EMPRESA.fornecedor,
              numeroLacre,
              observacao: 'Gôndola de hortifruti',
              arquivos: [{ idArquivo: foto }],
            },
          ],
          headers: { ...authHeader(tokens.amostrador!), 'accept-language': 'pt-BR', 'if-match': ifMatch },
        });
      const stale = await finalize(`"${created.versao}"`);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().error.code).toBe('SAMPLE_CHANGED_SINCE_READ');
      const still = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
      expect(still).toMatchObject({ situacao: 'agendada', versao: changed.json().data.versao });
      expect(still.itens[0].observacao).toBe('Trocar a gôndola');
      // on the version read again it goes through
      const done = await finalize(`"${still.versao}"`);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.situacao).toBe('coletada');
      // finalized since: another copy's finalization is told the schedule is collected (409), not only
      // that it changed, so the device offers it as a new collection instead of asking to read it again
      const late = await finalize(`"${created.versao}"`, 'LAC-2');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('SAMPLE_WRONG_STATE');
    });

    it('an item rejected since a group was read is a new version: the edit is refused as older (412), not stuck on a 409', async () => {
      const id = uuid();
      const created = (
        await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id), scheduled(id)])
      ).json().data;
      const [a, b] = created.itens.map((i: { idAmostra: number }) => i.idAmostra) as [number, number];
      expect(
        (await call('PUT', `/api/v1/amostras/rejeitar/${b}`, 'gestor', { observacao: 'Fora do plano' })).statusCode,
      ).toBe(200);
      const read = (await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).json().data;
      expect(read.versao).not.toBe(created.versao);
      const both = [scheduled(id, { idAmostra: a, observacao: 'x' }), scheduled(id, { idAmostra: b, observacao: 'x' })];
      const stale = await edit('agendadas', id, both, 'amostrador', `"${created.versao}"`);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().error.code).toBe('SAMPLE_CHANGED_SINCE_READ');
      // read again, without the rejected item, it goes through
      const fresh = await edit('agendadas', id, [both[0]!], 'amostrador', `"${read.versao}"`);
      expect(fresh.statusCode).toBe(200);
      // without the header (the spec's clients) the rejected item is still refused as such
      const plain = await edit('agendadas', id, both, 'amostrador');
      expect(plain.statusCode).toBe(409);
      expect(plain.json().error.code).toBe('SAMPLE_WRONG_STATE');
    });

    it('a delete decided on an older version of the schedule is refused (412); a repeated delete answers again', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [scheduled(id)])).json().data;
      const idAmostra = created.itens[0].idAmostra as number;
      const changed = await edit(
        'agendadas',
        id,
        [scheduled(id, { idAmostra, observacao: 'Mudou' })],
        'gestor',
        `"${created.versao}"`,
      );
      expect(changed.statusCode).toBe(200);
      const stale = await edit('agendadas', id, [], 'amostrador', `"${created.versao}"`);
      expect(stale.statusCode).toBe(412);
      expect((await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).statusCode).toBe(200);
      const versao = changed.json().data.versao as string;
      expect((await edit('agendadas', id, [], 'amostrador', `"${versao}"`)).statusCode).toBe(200);
      expect((await edit('agendadas', id, [], 'amostrador', `"${versao}"`)).statusCode).toBe(200);
      expect((await call('GET', `/api/v1/amostras/agendadas/${id}`, 'amostrador')).statusCode).toBe(404);
    });

    // two transactions at once: PGlite has one connection, so PostgreSQL only
    it.skipIf(backend === 'pglite')(
      'an edit whose items changed after it read them (a rejection) answers 409 and undoes nothing',
      async () => {
        const id = uuid();
        const created = (await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)])).json().data;
        const idAmostra = created.itens[0].idAmostra as number;
        let edit!: ReturnType<typeof call>;
        await t.handle.db.transaction().execute(async (tx) => {
          // hold the group: the edit reads the items, then waits here for the group's lock
          await sql`select 1 from sara.agrupador where "idAgrupador" = ${id} for update`.execute(tx);
          edit = call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
            collected(id, { idAmostra, lote: 'depois' }),
          ]);
          for (let waited = 0; ; waited += 20) {
            const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(t.handle.db);
            if (rows[0]!.n > 0) break;
            if (waited > 10_000) throw new Error('the edit never waited for the lock');
            await new Promise((r) => setTimeout(r, 20));
          }
          // meanwhile the item is rejected, as the reject route does it: the item alone
          await sql`update sara.amostra set situacao = 'rejeitada', "statusSistema" = 'AMOSTRA_REJEITADA'
            where "idAmostra" = ${idAmostra}`.execute(tx);
        });
        const res = await edit;
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('CONFLICT');
        const item = await t.handle.db
          .selectFrom('sara.amostra')
          .select(['statusSistema', 'lote'])
          .where('idAmostra', '=', idAmostra)
          .executeTakeFirstOrThrow();
        expect(item).toEqual({ statusSistema: 'AMOSTRA_REJEITADA', lote: 'A1' });
      },
    );
  });

  describe('audit of removed items', () => {
    it('keeps the history of an item removed by an edit, with its removal', async () => {
      const id = uuid();
      const created = (
        await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
          collected(id),
          collected(id, { idProduto: DEMO_PRODUTO.alface, codigoRastreamento: DEMO_CODIGOS_LIVRES.alface }),
        ])
      ).json().data;
      const [keep, drop] = created.itens;
      const res = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', [
        collected(id, { idAmostra: keep.idAmostra }),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.itens.map((i: { idAmostra: number }) => i.idAmostra)).toEqual([keep.idAmostra]);
      const gone = await t.handle.db
        .selectFrom('sara.amostra')
        .select('idAmostra')
        .where('idAmostra', '=', drop.idAmostra)
        .execute();
      expect(gone).toHaveLength(0);
      expect((await history(drop.idAmostra)).map((h) => [h.evento, h.statusSistemaDe, h.statusSistemaPara])).toEqual([
        ['registrar_coleta', null, 'AMOSTRA_NOVA'],
        ['excluir_item', 'AMOSTRA_NOVA', 'AMOSTRA_NOVA'],
      ]);
      expect((await history(keep.idAmostra)).map((h) => h.evento)).toEqual(['registrar_coleta']);

      // a scheduled item removed by an edit too
      const s = uuid();
      const sch = (
        await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
          scheduled(s),
          scheduled(s, { idProduto: DEMO_PRODUTO.alface }),
        ])
      ).json().data;
      await call('PUT', `/api/v1/amostras/agendadas/${s}`, 'amostrador', [
        scheduled(s, { idAmostra: sch.itens[0].idAmostra }),
      ]);
      expect((await history(sch.itens[1].idAmostra)).map((h) => h.evento)).toEqual(['agendar', 'excluir_item']);
    });
  });

  describe('a failing edit or finalize changes nothing', () => {
    /** Everything a group's write touches: the group, its items, their photos' links, audit trail and list rows. */
    const snapshot = async (id: string) => {
      const items = await t.handle.db
        .selectFrom('sara.amostra')
        .selectAll()
        .where('idAgrupador', '=', id)
        .orderBy('idAmostra')
        .execute();
      const ids = items.map((i) => i.idAmostra);
      const of = <T>(rows: Promise<T[]>) => (ids.length ? rows : Promise.resolve([] as T[]));
      return {
        group: await t.handle.db.selectFrom('sara.agrupador').selectAll().where('idAgrupador', '=', id).execute(),
        items,
        photos: await of(
          t.handle.db
            .selectFrom('sara.amostraArquivo')
            .selectAll()
            .where('idAmostra', 'in', ids)
            .orderBy('idAmostra')
            .orderBy('idArquivo')
            .execute(),
        ),
        audit: await of(
          t.handle.db
            .selectFrom('sara.amostraHistoricoStatus')
            .selectAll()
            .where('idAmostra', 'in', ids)
            .orderBy('id')
            .execute(),
        ),
        list: await of(
          t.handle.db
            .selectFrom('sara.amostraLista')
            .selectAll()
            .where('idAmostra', 'in', ids)
            .orderBy('idAmostra')
            .execute(),
        ),
      };
    };

    it('an edit of a collected group whose added item fails keeps the group as it was, then saves', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [
        collected(id),
        collected(id, { idProduto: DEMO_PRODUTO.alface, codigoRastreamento: 'HF269002' }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const [a, b] = created.json().data.itens;
      const before = await snapshot(id);
      // one item changed (seal, photos), one removed, one added that the database refuses
      const edit = (observacao: string) => [
        collected(id, { idAmostra: a.idAmostra, numeroLacre: 'L-777', arquivos: [{ idArquivo: foto2 }] }),
        collected(id, { idProduto: DEMO_PRODUTO.morango, codigoRastreamento: 'HF269003', observacao }),
      ];
      await withFailingItem(async () => {
        const res = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', edit('FALHA'));
        expect(res.statusCode).toBe(500);
        expect(await snapshot(id)).toEqual(before);
      });
      const ok = await call('PUT', `/api/v1/amostras/coletadas/${id}`, 'amostrador', edit('Corrigida'));
      expect(ok.statusCode, ok.body).toBe(200);
      const itens = ok.json().data.itens as { idAmostra: number; numeroLacre: string }[];
      expect(itens.map((i) => i.idAmostra)).not.toContain(b.idAmostra);
      expect(itens.find((i) => i.idAmostra === a.idAmostra)!.numeroLacre).toBe('L-777');
    });

    it('an edit of a scheduled group whose changed item fails keeps the group as it was', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id),
        scheduled(id, { idProduto: DEMO_PRODUTO.alface }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const [a, b] = created.json().data.itens;
      const before = await snapshot(id);
      await withFailingItem(async () => {
        const res = await call('PUT', `/api/v1/amostras/agendadas/${id}`, 'amostrador', [
          scheduled(id, { idAmostra: a.idAmostra, dataAgendada: '2026-12-09T10:00:00.000', observacao: 'Doca 2' }),
          scheduled(id, { idAmostra: b.idAmostra, dataAgendada: '2026-12-09T10:00:00.000', observacao: 'FALHA' }),
          scheduled(id, { dataAgendada: '2026-12-09T10:00:00.000', idProduto: DEMO_PRODUTO.morango }),
        ]);
        expect(res.statusCode).toBe(500);
        expect(await snapshot(id)).toEqual(before);
      });
    });

    it('a finalize whose second item fails leaves the whole group scheduled, then finalizes', async () => {
      const id = uuid();
      const created = await call('POST', '/api/v1/amostras/agendadas', 'amostrador', [
        scheduled(id),
        scheduled(id, { idProduto: DEMO_PRODUTO.alface }),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const before = await snapshot(id);
      const body = (observacao: string) =>
        (created.json().data.itens as { idAmostra: number }[]).map((i, n) => ({
          idAgrupador: id,
          idAmostra: i.idAmostra,
          dataColeta: '2026-11-21T10:00:00.000',
          responsavelColeta: 'Amanda',
          idProduto: DEMO_PRODUTO.tomate,
          idDistribuidor: DEMO_EMPRESA.fornecedor,
          numeroLacre: `LAC-${n}`,
          observacao: n === 1 ? observacao : 'Conferida',
          arquivos: [{ idArquivo: foto }],
        }));
      await withFailingItem(async () => {
        const res = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', body('FALHA'));
        expect(res.statusCode).toBe(500);
        expect(await snapshot(id)).toEqual(before);
      });
      const ok = await call('PUT', '/api/v1/amostras/agendadas/finalizar', 'amostrador', body('Conferida'));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.situacao).toBe('coletada');
    });
  });

  describe('reject', () => {
    it('rejects a sample with a trimmed reason, audited', async () => {
      const id = uuid();
      const created = (await call('POST', '/api/v1/amostras/coletadas', 'amostrador', [collected(id)])).json().data;
      const idAmostra = created.itens[0].idAmostra;
      const blank = await call('PUT', `/api/v1/amostras/rejeitar/${idAmostra}`, 'gestor', { observacao: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(errorsOf(blank)[0]).toEqual({ path: 'observacao', message: 'Informe o motivo da rejeição.' });
      const res = await call('PUT', `/api/v1/amostras/rejeitar/${idAmostra}`, 'gestor', {
        idAmostra,
        observacao: '  Lacre violado  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        idAmostra,
        situacao: 'rejeitada',
        statusSistema: 'AMOSTRA_REJEITADA',
        observacao: 'Lacre violado',
        mensagem: 'Amostra rejeitada.',
      });
      expect((await history(idAmostra)).at(-1)).toMatchObject({
        evento: 'rejeitar',
        statusSistemaDe: 'AMOSTRA_NOVA',
        statusSistemaPara: 'AMOSTRA_REJEITADA',
        motivo: 'Lacre violado',
      });
      const twice = await call('PUT', `/api/v1/amostras/rejeitar/${idAmostra}`, 'gestor', { observacao: 'de novo' });
      expect(twice.statusCode).toBe(409);
    });

    it('answers sample id not found and nonexistent sample', async () => {
      const blank = await call('PUT', '/api/v1/amostras/rejeitar/%20', 'gestor', { observacao: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({
        code: 'SAMPLE_ID_REQUIRED',
        message: 'Id da amostra não encontrado.',
      });
      // no id at all (the client's path ends at the slash): the same message
      const empty = await call('PUT', '/api/v1/amostras/rejeitar/', 'gestor', { observacao: 'x' });
      expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'SAMPLE_ID_REQUIRED']);
      const none = await call('PUT', '/api/v1/amostras/rejeitar/999999', 'gestor', { observacao: 'x' }, 'en');
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toMatchObject({ code: 'SAMPLE_NONEXISTENT', message: 'Sample not found.' });
      // beyond the column's range: still a well-formed id of no sample
      const huge = await call('PUT', '/api/v1/amostras/rejeitar/99999999999', 'gestor', { observacao: 'x' });
      expect([huge.statusCode, huge.json().error.code]).toEqual([404, 'SAMPLE_NONEXISTENT']);
    });
  });
});
