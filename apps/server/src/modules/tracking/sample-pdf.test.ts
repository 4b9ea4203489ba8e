import { ENVIRONMENTAL_PROGRAMS, LABS } from '@sara/domain/constants';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPRESA, DEMO_VAREJO } from '../../db/seed/demo-ids.ts';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';
import { pdfLines } from '../../../test/pdf-text.ts';

describe.each(BACKENDS)('sample PDF (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let item: {
    idAgrupador: string;
    idAmostra: number;
    idEmpresa: number;
    idProduto: number;
    produtoI18n: Record<string, string>;
  };
  const lab = LABS.external5;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ['gestor', 'varejo', 'fornecedor']) tokens[u] = (await loginAs(t.app, u)).token;
    // a collected group of another company with an item of supplier 'fornecedor' (a BAS product and a
    // tracking code), made printable: lab 5, every item with a lab code
    item = (await t.handle.db
      .selectFrom('sara.amostra as a')
      .innerJoin('sara.agrupador as g', 'g.idAgrupador', 'a.idAgrupador')
      .innerJoin('sara.produto as p', 'p.id', 'a.idProduto')
      .select(['a.idAgrupador', 'a.idAmostra', 'g.idEmpresa', 'a.idProduto', 'p.nomeI18n as produtoI18n'])
      .where('g.ativo', '=', true)
      .where('g.situacao', '=', 'coletada')
      .where('g.idEmpresa', '!=', DEMO_EMPRESA.fornecedor)
      .where('a.codigoRastreamento', 'is not', null)
      .where('a.idDistribuidor', '=', DEMO_EMPRESA.fornecedor)
      .orderBy('a.idAmostra')
      .executeTakeFirstOrThrow()) as typeof item;
    await t.handle.db
      .updateTable('sara.agrupador')
      .set({ idLaboratorio: lab })
      .where('idAgrupador', '=', item.idAgrupador)
      .execute();
    await t.handle.db
      .updateTable('sara.amostra')
      .set((eb) => ({ idLaboratorio: lab, codigoAgrosafety: eb.fn.coalesce('codigoAgrosafety', eb.val('LAB-1')) }))
      .where('idAgrupador', '=', item.idAgrupador)
      .execute();
  });
  afterAll(() => t.close());
  const setChain = (idVarejo: number | null) =>
    t.handle.db.updateTable('sara.agrupador').set({ idVarejo }).where('idAgrupador', '=', item.idAgrupador).execute();
  const get = (query: string, who?: string, labId: number | string = lab, lang = 'pt-BR') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/amostras/pdf/${labId}?${query}`,
      headers: { ...(who ? authHeader(tokens[who]!) : {}), 'accept-language': lang },
    });
  const text = async (res: { rawPayload: Buffer }) => (await pdfLines(res.rawPayload)).join('\n');

  it('answers a PDF named Amostra.pdf for management, with the company and the collection responsible', async () => {
    const res = await get(`idAgrupador=${item.idAgrupador}&idDistribuidor=0`, 'gestor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Amostra.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    const lines = await text(res);
    expect(lines).toContain('Laboratório: Qualitas Análises Ambientais');
    expect(lines).toMatch(/^Orçamento: /m);
    expect(lines).toMatch(/^Empresa: \S/m);
    expect(lines).toMatch(/^Responsável pela coleta: \S/m);
    expect(lines).toContain(`Produto: ${item.produtoI18n['pt-BR']}`);
  });

  it("withholds the collecting company and collector from a supplier of another company's group (part A section 6)", async () => {
    const res = await get(`idAgrupador=${item.idAgrupador}`, 'fornecedor');
    expect(res.statusCode).toBe(200);
    const lines = await text(res);
    expect(lines).toContain('Código de rastreamento:');
    expect(lines).not.toMatch(/^Empresa:/m);
    expect(lines).not.toMatch(/^Responsável pela coleta:/m);
  });

  it("names products in the reader's language and marks a rejected item", async () => {
    const before = await t.handle.db
      .selectFrom('sara.amostra')
      .select(['situacao', 'statusSistema', 'observacao'])
      .where('idAmostra', '=', item.idAmostra)
      .executeTakeFirstOrThrow();
    const mark = (v: typeof before) =>
      t.handle.db.updateTable('sara.amostra').set(v).where('idAmostra', '=', item.idAmostra).execute();
    await mark({ ...before, situacao: 'rejeitada', statusSistema: 'AMOSTRA_REJEITADA' });
    try {
      const lines = await text(await get(`idAgrupador=${item.idAgrupador}`, 'gestor', lab, 'en'));
      expect(lines).toContain(`Product: ${item.produtoI18n.en}`);
      expect(lines).toMatch(/^Item \d+ \(Rejected\)$/m);
      // a rejection writes its reason in the observation: labelled as the reason
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ observacao: 'Embalagem violada' })
        .where('idAmostra', '=', item.idAmostra)
        .execute();
      expect(await text(await get(`idAgrupador=${item.idAgrupador}`, 'gestor'))).toContain(
        'Motivo da rejeição: Embalagem violada',
      );
    } finally {
      await mark(before);
    }
  });

  it('prints long texts whole and any character typed, and says on every page whose it is', async () => {
    const before = await t.handle.db
      .selectFrom('sara.amostra')
      .select(['numeroLacre', 'observacao'])
      .where('idAmostra', '=', item.idAmostra)
      .executeTakeFirstOrThrow();
    const seal = `LACRE-${'0123456789'.repeat(19)}`;
    const observacao = `Temp. ≥ 5 °C; peso ≈ 250 g → ok; fornecedor Łódź. ${'Conferir a caixa térmica antes do envio. '.repeat(6)}`;
    // typed in lines, with an emoji: each line its own row, the emoji left out (not a '?')
    const inLines = 'Linha 1: caixa 🧊 4,5 °C.\r\nLinha 2: embalagem íntegra 👍🏽.\nLinha 3:\tok';
    const mark = (v: typeof before) =>
      t.handle.db.updateTable('sara.amostra').set(v).where('idAmostra', '=', item.idAmostra).execute();
    await mark({ numeroLacre: seal, observacao });
    try {
      const lines = await pdfLines((await get(`idAgrupador=${item.idAgrupador}`, 'gestor')).rawPayload);
      // a 196-character seal over several lines, every character of it
      const sealAt = lines.findIndex((l) => l.startsWith('Lacre: '));
      expect(lines.slice(sealAt, sealAt + 4).join('')).toContain(`Lacre: ${seal}`);
      const obsAt = lines.findIndex((l) => l.startsWith('Observação: '));
      expect(lines.slice(obsAt, obsAt + 6).join(' ')).toContain(observacao.trim());
      expect(lines.some((l) => l.endsWith('…'))).toBe(false);
      const numero = (await lines.find((l) => /^Amostra \d+$/.test(l)))!;
      expect(lines).toContain(`${numero} · Página 1 de 1`);

      await mark({ numeroLacre: before.numeroLacre, observacao: inLines });
      const typed = await pdfLines((await get(`idAgrupador=${item.idAgrupador}`, 'gestor')).rawPayload);
      const at = typed.findIndex((l) => l.startsWith('Observação: '));
      expect(typed.slice(at, at + 3).map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
        'Observação: Linha 1: caixa 4,5 °C.',
        'Linha 2: embalagem íntegra.',
        'Linha 3: ok',
      ]);
      expect(typed.join('\n')).not.toContain('?');
    } finally {
      await mark(before);
    }
  });

  it('marks an item whose collection was not done, with its reasons, and a rejection reason as such', async () => {
    const mark = (coletaRealizada: boolean) =>
      t.handle.db
        .updateTable('sara.amostra')
        .set({ coletaRealizada })
        .where('idAmostra', '=', item.idAmostra)
        .execute();
    const reasons = ['produto_sem_quantidade', 'falta_produto'] as const;
    await mark(false);
    await t.handle.db
      .insertInto('sara.amostraMotivoColetaNaoRealizada')
      .values(reasons.map((motivo) => ({ idAmostra: item.idAmostra, motivo })))
      .execute();
    try {
      const lines = await text(await get(`idAgrupador=${item.idAgrupador}`, 'gestor'));
      expect(lines).toMatch(/^Item \d+ \(Coleta não realizada\)$/m);
      // in the order the reasons dialog lists them
      expect(lines).toContain('Motivos: Falta de produto; Produto sem quantidade');
    } finally {
      await t.handle.db
        .deleteFrom('sara.amostraMotivoColetaNaoRealizada')
        .where('idAmostra', '=', item.idAmostra)
        .execute();
      await mark(true);
    }
  });

  it('prints an environmental item by its sample code and analysis matrix, without batch or supplier', async () => {
    const env = await t.handle.db
      .selectFrom('sara.agrupador')
      .select('idAgrupador')
      .where('idLaboratorio', '=', lab)
      .where('situacao', '!=', 'agendada')
      .where('idProgramaAmostra', 'in', [...ENVIRONMENTAL_PROGRAMS])
      .where('ativo', '=', true)
      .orderBy('numero')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('sara.amostra')
      .set((eb) => ({ codigoAgrosafety: eb.fn.coalesce('codigoAgrosafety', eb.val('LAB-2')) }))
      .where('idAgrupador', '=', env.idAgrupador)
      .execute();
    const res = await get(`idAgrupador=${env.idAgrupador}`, 'gestor');
    expect(res.statusCode).toBe(200);
    const lines = await text(res);
    expect(lines).toMatch(/^Código da amostra: \S/m);
    expect(lines).toMatch(/^Matriz de análise: \S/m);
    expect(lines).toMatch(/^Legislação: |^Local da coleta: /m);
    expect(lines).not.toMatch(/^Lote:|^Fornecedor:|^Código de rastreamento:/m);
    // the group's own facts, as its view screen shows them
    await t.handle.db
      .updateTable('sara.agrupador')
      .set({ responsavelAmostraAmbiental: 'cliente', tipoAmostragem: 'Composta', temConformidade: true })
      .where('idAgrupador', '=', env.idAgrupador)
      .execute();
    const facts = await text(await get(`idAgrupador=${env.idAgrupador}`, 'gestor'));
    expect(facts).toContain('Responsável pela amostragem: Cliente');
    expect(facts).toContain('Tipo de amostragem: Composta');
    expect(facts).toContain('Relato de conformidade: Sim');
  });

  it('refuses, saying why, a group without a sample PDF: another lab, an item without a lab code, a scheduled group', async () => {
    const other = await get(`idAgrupador=${item.idAgrupador}`, 'gestor', LABS.integrated);
    expect([404, 409]).toContain(other.statusCode); // no item at that lab is a 404
    const uncoded = await t.handle.db
      .updateTable('sara.amostra')
      .set({ codigoAgrosafety: null })
      .where('idAmostra', '=', item.idAmostra)
      .returning('codigoAgrosafety')
      .execute();
    expect(uncoded).toHaveLength(1);
    try {
      const res = await get(`idAgrupador=${item.idAgrupador}`, 'gestor');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'O PDF da amostra existe apenas para amostras coletadas do laboratório Qualitas Análises Ambientais com o código do laboratório em todos os itens.',
      );
    } finally {
      await t.handle.db
        .updateTable('sara.amostra')
        .set({ codigoAgrosafety: 'LAB-1' })
        .where('idAmostra', '=', item.idAmostra)
        .execute();
    }
    const scheduled = await t.handle.db
      .selectFrom('sara.agrupador')
      .select('idAgrupador')
      .where('situacao', '=', 'agendada')
      .where('idLaboratorio', '=', lab)
      .where('ativo', '=', true)
      .executeTakeFirstOrThrow();
    expect((await get(`idAgrupador=${scheduled.idAgrupador}`, 'gestor')).statusCode).toBe(409);
  });

  it('lets a supplier print its own items and nobody else see other companies groups', async () => {
    const { idVarejo } = await t.handle.db
      .selectFrom('sara.agrupador')
      .select('idVarejo')
      .where('idAgrupador', '=', item.idAgrupador)
      .executeTakeFirstOrThrow();
    await setChain(DEMO_VAREJO.redeSol);
    try {
      expect((await get(`idAgrupador=${item.idAgrupador}`, 'fornecedor')).statusCode).toBe(200);
      expect((await get(`idAgrupador=${item.idAgrupador}`, 'varejo')).statusCode).toBe(404);
    } finally {
      await setChain(idVarejo);
    }
  });

  it("lets retail staff print a group at their chain whole, as their history lists it, without the company's names", async () => {
    const { idVarejo, dataColeta } = await t.handle.db
      .selectFrom('sara.agrupador')
      .select(['idVarejo', 'dataColeta'])
      .where('idAgrupador', '=', item.idAgrupador)
      .executeTakeFirstOrThrow();
    // a user of the retail company whose profile also holds the history
    const { idAgrupadorUsuario } = await t.handle.db
      .selectFrom('sara.empresa')
      .select('idAgrupadorUsuario')
      .where('idEmpresa', '=', DEMO_EMPRESA.varejo)
      .executeTakeFirstOrThrow();
    const idUsuario = await createUser(t.handle.db, {
      username: 'varejo.historico',
      features: ['perfil.varejo', 'historico', 'laudo.visualizar'],
      idAgrupadorUsuario,
    });
    tokens.varejoHistorico = (await loginAs(t.app, 'varejo.historico')).token;
    // their SARA person, as the app makes it at the first login
    const boot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/coletores/usuario/${idUsuario}`,
      headers: authHeader(tokens.varejoHistorico),
    });
    expect(boot.statusCode, boot.body).toBe(200);
    await setChain(DEMO_VAREJO.bomPreco);
    try {
      const day = new Date(dataColeta!).toISOString().slice(0, 10);
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/v1/amostras/historico?dataInicial=${day}&dataFinal=${day}&tamanho=100`,
        headers: authHeader(tokens.varejoHistorico),
      });
      const listed = (history.json().data.itens as { idAgrupador: string; enablePrint: boolean }[]).find(
        (g) => g.idAgrupador === item.idAgrupador,
      );
      expect(listed?.enablePrint).toBe(true);
      const res = await get(`idAgrupador=${item.idAgrupador}&idDistribuidor=0`, 'varejoHistorico');
      expect(res.statusCode).toBe(200);
      const [manager, retail] = [await text(await get(`idAgrupador=${item.idAgrupador}`, 'gestor')), await text(res)];
      // every item of the group, as management prints it, but not whose company collected it
      const items = (lines: string) => lines.match(/^Item \d+/gm);
      expect(items(retail)).toEqual(items(manager));
      expect(items(retail)?.length).toBeGreaterThan(0);
      expect(retail).not.toMatch(/^Empresa:/m);
      expect(retail).not.toMatch(/^Responsável pela coleta:/m);
    } finally {
      await setChain(idVarejo);
    }
  });

  it("leaves out of a supplier's PDF its items awaiting the internal team, as its lists do", async () => {
    const before = await t.handle.db
      .selectFrom('sara.amostra')
      .select(['idAmostra', 'statusSistema'])
      .where('idAgrupador', '=', item.idAgrupador)
      .where('idDistribuidor', '=', DEMO_EMPRESA.fornecedor)
      .execute();
    const setStatus = (statusSistema: string | null, idAmostra?: number) =>
      t.handle.db
        .updateTable('sara.amostra')
        .set({ statusSistema: statusSistema as never })
        .where('idAmostra', 'in', idAmostra ? [idAmostra] : before.map((r) => r.idAmostra))
        .execute();
    try {
      await setStatus('LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA');
      expect((await get(`idAgrupador=${item.idAgrupador}`, 'fornecedor')).statusCode).toBe(404);
      expect((await get(`idAgrupador=${item.idAgrupador}&idDistribuidor=0`, 'gestor')).statusCode).toBe(200);
    } finally {
      for (const r of before) await setStatus(r.statusSistema, r.idAmostra);
    }
  });

  it('answers 404 for an unknown group or laboratory, 400 for a malformed id, 401 without a session', async () => {
    expect((await get('idAgrupador=00000000-0000-4000-8000-000000000000', 'gestor')).statusCode).toBe(404);
    expect((await get(`idAgrupador=${item.idAgrupador}`, 'gestor', 99)).statusCode).toBe(404);
    expect((await get('idAgrupador=x', 'gestor')).statusCode).toBe(400);
    for (const labId of ['0x5', '5e0', '99999999999', '0']) {
      expect((await get(`idAgrupador=${item.idAgrupador}`, 'gestor', labId)).statusCode, labId).toBe(400);
    }
    for (const d of ['1e3', '-1', '3000000000']) {
      expect((await get(`idAgrupador=${item.idAgrupador}&idDistribuidor=${d}`, 'gestor')).statusCode, d).toBe(400);
    }
    expect((await get(`idAgrupador=${item.idAgrupador}`)).statusCode).toBe(401);
  });
});
