import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import type { Db } from './client.ts';
import { DEMO_EMPRESA, DEMO_LOCAL, DEMO_PESSOA, DEMO_VAREJO } from './seed/demo-ids.ts';

/** Stored fields of part A section 3 "Sample (one item)"; the others are joins or child tables. */
const SAMPLE_FIELDS = [
  'idAmostra',
  'idLaboratorio',
  'idEmpresa',
  'idProgramaAmostra',
  'idLocalAmostra',
  'idPessoaColetor',
  'idPessoaCadastrante',
  'idProdutoEmpresa',
  'idObjetoRastreado',
  'idObjetoAmostra',
  'situacao',
  'dataColeta',
  'dataAgendada',
  'dataFabricacao',
  'dataCriacao',
  'dataValidade',
  'responsavelColeta',
  'lote',
  'numeroLacre',
  'codigoEAN',
  'observacao',
  'idTipoProduto',
  'idProdutoProcessado',
  'codigoRastreamento',
  'idAgrupador',
  'idDistribuidor',
  'idVarejo',
  'tipoFornecedor',
  'idProduto',
  'atrasada',
  'contestada',
  'contestacaoFinalizada',
  'coletaRealizada',
  'finalizado',
  'statusSistema',
  'localAmostra',
  'responsavelAmostraAmbiental',
  'temConformidade',
  'idNormaAmbiental',
  'idAmostraRecoletada',
  'isRecoleta',
  'codigoAgrosafety',
  'codigoMylims',
  // infoLaboratorio
  'idOrcamento',
  'idSQSAmostraAgrosafety',
  'statusSQSAgrosafety',
  'idSampleMyLims',
];
/** Stored fields of the part B entities, by table. */
const PART_B_FIELDS: Record<string, string[]> = {
  laudo: ['idLaudo', 'idEmpresa', 'idAmostra', 'resultado', 'status'],
  revisaoLaudo: [
    'idRevisaoLaudo',
    'idLaudo',
    'dataRecebimento',
    'dataLaudo',
    'codigoLaudo',
    'resultado',
    'tipoRevisao',
  ],
  parametroLaudo: ['idParametroLaudo', 'nomeSubstancia', 'resultado', 'quantidadeEncontrada', 'quantidadeLimite'],
  planoAcao: [
    'idPlanoAcao',
    'idLaudo',
    'versao',
    'dataElaboracao',
    'nomeResponsavel',
    'numeroRegistro',
    'alvoBiologico',
    'motivo',
    'acaoCorretiva',
    'finalizado',
    'tipoRevisao',
    'dataCriacao',
    'avaliacaoVarejo',
    'prazo',
  ],
  resolucaoPlanoAcao: [
    'idResolucaoPlanoAcao',
    'idPlanoAcao',
    'idPessoa',
    'status',
    'dataCriacao',
    'finalizado',
    'motivo',
  ],
  contestacaoLaudo: ['idContestacaoLaudo', 'idLaudo', 'status', 'finalizada', 'dataCriacao', 'statusSistemaAnterior'],
  contestacaoLaudoMensagem: [
    'idContestacaoLaudoMensagem',
    'idContestacaoLaudo',
    'idPessoa',
    'mensagem',
    'finalizado',
    'data',
    'contestado',
  ],
  comunicacaoPreferencia: ['tipoComunicacao', 'ativo'],
  arquivo: ['idArquivo', 'idTipoArquivo', 'nome'],
  agrupador: [
    'idAgrupador',
    'numero',
    'idLaboratorio',
    'idOrcamento',
    'idProgramaAmostra',
    'idLocalAmostra',
    'idVarejo',
    'dataAgendada',
    'dataColeta',
    'situacao',
    'temConformidade',
    'idNormaAmbiental',
    'responsavelAmostraAmbiental',
    'responsavelColeta',
    'idPessoaColetor',
    'idPessoaCadastrante',
    'idEmpresa',
    'tipoAmostragem',
    'finalizado',
    'localAmostra',
    'hashRequisicao',
    'dataCriacao',
    'dataAtualizacao',
  ],
  rastreamento: [
    'codigoRastreamento',
    'produto',
    'idTipoProduto',
    'idProdutoProcessado',
    'idProduto',
    'multiplosInsumos',
  ],
  rastreamentoElo: ['idElo', 'nome', 'tipoElo', 'ordem'],
  amostraCampoPrograma: ['idAmostra', 'idCampoPrograma', 'valor'],
  amostraMotivoColetaNaoRealizada: ['idAmostra', 'motivo'],
  amostraHistoricoStatus: [
    'idAmostra',
    'statusSistemaDe',
    'statusSistemaPara',
    'situacaoDe',
    'situacaoPara',
    'idUsuario',
    'motivo',
    'data',
  ],
  job: ['id', 'tipo', 'payload', 'status', 'tentativas', 'executarEm'],
};

describe.each(BACKENDS)('sample schema (%s)', (backend) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(backend);
    db = t.handle.db;
  });
  afterAll(() => t.close());

  const columns = async (table: string) =>
    (
      await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_schema = 'sara' and table_name = ${table}`.execute(db)
    ).rows.map((r) => r.column_name);

  it("names every stored field with the specification's name", async () => {
    expect(await columns('amostra')).toEqual(expect.arrayContaining(SAMPLE_FIELDS));
    for (const [table, fields] of Object.entries(PART_B_FIELDS)) {
      expect(await columns(table), table).toEqual(expect.arrayContaining(fields));
    }
    expect(await columns('empresa')).toContain('usuarioPlataforma');
  });

  const newGroup = (idAgrupador: string) => ({
    idAgrupador,
    situacao: 'coletada' as const,
    idLaboratorio: 1,
    idOrcamento: 1,
    idProgramaAmostra: 1,
    idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros,
    idVarejo: DEMO_VAREJO.bomPreco,
    dataAgendada: null,
    dataColeta: '2026-03-10T09:30:00.000',
    responsavelColeta: 'Amanda Amostradora',
    idPessoaColetor: DEMO_PESSOA.amostrador,
    idPessoaCadastrante: DEMO_PESSOA.amostrador,
    idEmpresa: DEMO_EMPRESA.coletora,
    temConformidade: null,
    idNormaAmbiental: null,
    responsavelAmostraAmbiental: null,
    localAmostra: null,
    tipoAmostragem: null,
    hashRequisicao: crypto.createHash('sha256').update('body').digest('hex'),
    idUsuarioCriacao: null,
  });
  const newItem = (idAgrupador: string, extra: Record<string, unknown> = {}) => ({
    idAgrupador,
    idLaboratorio: 1,
    idEmpresa: DEMO_EMPRESA.coletora,
    idProgramaAmostra: 1,
    idLocalAmostra: DEMO_LOCAL.bomPrecoPinheiros,
    idPessoaColetor: DEMO_PESSOA.amostrador,
    idPessoaCadastrante: DEMO_PESSOA.amostrador,
    situacao: 'coletada' as const,
    statusSistema: 'AMOSTRA_NOVA' as const,
    dataColeta: '2026-03-10T09:30:00.000',
    numeroLacre: 'LC0000001',
    ...extra,
  });

  it('writes a group with its items in one transaction, and a failing item leaves nothing', async () => {
    const id = crypto.randomUUID();
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('sara.agrupador').values(newGroup(id)).execute();
        await tx.insertInto('sara.amostra').values(newItem(id)).execute();
        await tx
          .insertInto('sara.amostra')
          .values(newItem(id, { situacao: 'perdida' }) as never)
          .execute();
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await db.selectFrom('sara.agrupador').select('idAgrupador').where('idAgrupador', '=', id).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('sara.amostra').select('idAmostra').where('idAgrupador', '=', id).execute()).toEqual([]);

    await db.transaction().execute(async (tx) => {
      await tx.insertInto('sara.agrupador').values(newGroup(id)).execute();
      await tx
        .insertInto('sara.amostra')
        .values([newItem(id), newItem(id, { numeroLacre: 'LC0000002' })])
        .execute();
    });
    const saved = await db
      .selectFrom('sara.amostra')
      .select(['dataColeta', 'statusSQSAgrosafety', 'coletaRealizada', 'finalizado', 'isRecoleta', 'textoBusca'])
      .where('idAgrupador', '=', id)
      .execute();
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({
      dataColeta: '2026-03-10T09:30:00',
      statusSQSAgrosafety: 'pending',
      coletaRealizada: false,
      finalizado: true,
      isRecoleta: false,
    });
    const group = await db
      .selectFrom('sara.agrupador')
      .select(['numero', 'dataCriacao'])
      .where('idAgrupador', '=', id)
      .executeTakeFirstOrThrow();
    expect(group.numero).toBeGreaterThan(40);
    expect(group.dataCriacao).toBeInstanceOf(Date);
  });

  it('keeps items on the laboratory, program and company of their group', async () => {
    const id = crypto.randomUUID();
    await db.insertInto('sara.agrupador').values(newGroup(id)).execute();
    await expect(
      db
        .insertInto('sara.amostra')
        .values(newItem(id, { idLaboratorio: 3 }))
        .execute(),
    ).rejects.toThrow(/foreign key/);
    await db.insertInto('sara.amostra').values(newItem(id)).execute();
    await db
      .updateTable('sara.agrupador')
      .set({ idLaboratorio: 5, idOrcamento: null })
      .where('idAgrupador', '=', id)
      .execute();
    const item = await db
      .selectFrom('sara.amostra')
      .select('idLaboratorio')
      .where('idAgrupador', '=', id)
      .executeTakeFirstOrThrow();
    expect(item.idLaboratorio).toBe(5);
  });

  it('refuses incoherent states', async () => {
    const id = crypto.randomUUID();
    await db.insertInto('sara.agrupador').values(newGroup(id)).execute();
    const refused = async (extra: Record<string, unknown>) =>
      expect(
        db.insertInto('sara.amostra').values(newItem(id, extra)).execute(),
        JSON.stringify(extra),
      ).rejects.toThrow();
    await refused({ situacao: 'agendada' }); // AMOSTRA_NOVA is not a scheduled status
    await refused({ situacao: 'rascunho', finalizado: false }); // a draft has no status
    await refused({ situacao: 'rascunho', statusSistema: null, finalizado: true }); // a draft is not final
    await refused({ statusSistema: 'AMOSTRA_PERDIDA' });
    await refused({ isRecoleta: true }); // a recollection names the sample it recollects
    await refused({ statusSQSAgrosafety: 'sent' });
    await refused({ numeroLacre: 'x'.repeat(201) });
    await refused({ observacao: 'x'.repeat(301) });
    await refused({ lote: 'x'.repeat(201) });
    await refused({ responsavelColeta: 'x'.repeat(61) });
    await refused({ idNormaAmbiental: 1, temConformidade: false });
    await expect(
      db
        .insertInto('sara.amostraMotivoColetaNaoRealizada')
        .values({ idAmostra: 1, motivo: 'chuva' as never })
        .execute(),
    ).rejects.toThrow();
  });

  it('allows one current revision per report, one current plan and one open contestation', async () => {
    const laudo = await db.selectFrom('sara.laudo').select('idLaudo').orderBy('idLaudo').executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('sara.revisaoLaudo')
        .values({
          idLaudo: laudo.idLaudo,
          versao: 9,
          codigoLaudo: 'X-1',
          dataRecebimento: null,
          dataLaudo: null,
          resultado: null,
          meioRecebimento: null,
          idUsuario: null,
        })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/);
    const plan = await db
      .selectFrom('sara.planoAcao')
      .select('idLaudo')
      .where('tipoRevisao', '=', 'atual')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('sara.planoAcao')
        .values({
          idLaudo: plan.idLaudo,
          versao: 9,
          dataElaboracao: null,
          nomeResponsavel: null,
          numeroRegistro: null,
          alvoBiologico: null,
          motivo: null,
          acaoCorretiva: null,
          prazo: null,
          avaliacaoVarejo: null,
          idPessoa: null,
          dataFinalizacao: null,
        })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/);
    await expect(
      db
        .insertInto('sara.planoAcao')
        .values({
          idLaudo: plan.idLaudo,
          versao: 10,
          tipoRevisao: 'antiga',
          finalizado: true,
          dataElaboracao: '2026-01-01',
          nomeResponsavel: null,
          numeroRegistro: null,
          alvoBiologico: null,
          motivo: null,
          acaoCorretiva: null,
          prazo: null,
          avaliacaoVarejo: null,
          idPessoa: null,
          dataFinalizacao: null,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    const open = await db
      .selectFrom('sara.contestacaoLaudo')
      .select('idLaudo')
      .where('finalizada', '=', false)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('sara.contestacaoLaudo')
        .values({ idLaudo: open.idLaudo, statusSistemaAnterior: null, idPessoa: null, dataFinalizacao: null })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/);
  });

  it('checks files: size, content type by kind', async () => {
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const base = {
      nome: 'a.pdf',
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      conteudo: bytes,
      idPessoa: null,
      idUsuario: null,
    };
    await expect(
      db
        .insertInto('sara.arquivo')
        .values({ ...base, idTipoArquivo: 1, contentType: 'application/pdf', tamanho: bytes.length + 1 })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db
        .insertInto('sara.arquivo')
        .values({ ...base, idTipoArquivo: 2, contentType: 'application/pdf', tamanho: bytes.length })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    const { idArquivo } = await db
      .insertInto('sara.arquivo')
      .values({ ...base, idTipoArquivo: 1, contentType: 'application/pdf', tamanho: bytes.length })
      .returning('idArquivo')
      .executeTakeFirstOrThrow();
    expect(idArquivo).toMatch(/^[0-9a-f-]{36}$/);
    const back = await db
      .selectFrom('sara.arquivo')
      .select('conteudo')
      .where('idArquivo', '=', idArquivo)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(back.conteudo!).equals(bytes)).toBe(true);
  });

  it('finds samples by accent- and case-insensitive search through the trigram index', async () => {
    const found = await db
      .selectFrom('sara.amostra')
      .select('idAmostra')
      .where('textoBusca', 'like', sql<string>`'%' || sara.f_search(${'GÔNDOLA'}) || '%'`)
      .execute();
    expect(found.length).toBeGreaterThan(0);
    const indexes = (
      await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where schemaname = 'sara' and tablename = 'amostra'`.execute(db)
    ).rows.map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining(['amostra_busca_trgm', 'amostra_status_sistema_idx', 'amostra_data_coleta_idx']),
    );
  });

  it('queues jobs and picks the due ones', async () => {
    await db
      .insertInto('sara.job')
      .values([
        {
          tipo: 'email',
          payload: JSON.stringify({ para: 'a@b.c' }),
          chave: 'k1',
          bloqueadoAte: null,
          erro: null,
          concluidoEm: null,
        },
        {
          tipo: 'email',
          payload: '{}',
          executarEm: new Date(Date.now() + 3_600_000),
          chave: null,
          bloqueadoAte: null,
          erro: null,
          concluidoEm: null,
        },
      ])
      .execute();
    const due = await db
      .selectFrom('sara.job')
      .select(['id', 'payload', 'status', 'tentativas'])
      .where('status', '=', 'pendente')
      // due by the database's clock, which set executarEm: Node's millisecond Date could fall inside
      // the insert's own millisecond, before its microsecond now()
      .where('executarEm', '<=', sql<Date>`now()`)
      .execute();
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ payload: { para: 'a@b.c' }, status: 'pendente', tentativas: 0 });
    await expect(
      db
        .insertInto('sara.job')
        .values({ tipo: 'email', chave: 'k1', bloqueadoAte: null, erro: null, concluidoEm: null })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/);
  });
});
