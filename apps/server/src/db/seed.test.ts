import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOTIVO_COLETA_NAO_REALIZADA,
  RESULTADO_LAUDO,
  RESULTADO_PARAMETRO,
  SITUACAO,
  STATUS_LAUDO,
  STATUS_SISTEMA,
  TIPO_COMUNICACAO,
} from '@sara/domain/enums';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import type { Db } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { parseCsvRows } from './seed/csv.ts';
import { DEMO_CODIGOS_LIVRES, DEMO_EMPRESA, DEMO_PESSOA, DEMO_VAREJO, demoAgrupadorId } from './seed/demo-ids.ts';
import { parseCepRanges } from './seed/geo.ts';
import { DemoCalendar, cnpj, cpf, ean13 } from './seed/util.ts';

const distinct = async (db: Db, query: string) =>
  (await sql.raw<{ v: string }>(query).execute(db)).rows.map((r) => r.v).sort();
const one = async <T>(db: Db, query: string) => (await sql.raw<T>(query).execute(db)).rows[0]!;
const rows = async <T>(db: Db, query: string) => (await sql.raw<T>(query).execute(db)).rows;

describe('seed helpers', () => {
  it('parses quoted CSV fields holding commas, quotes and line breaks, and drops a BOM', () => {
    expect(parseCsvRows('\ufeffa,b,c\n1,"x, y","he said ""hi"""\r\n2,"multi\nline",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'he said "hi"'],
      ['2', 'multi\nline', ''],
    ]);
  });
  it('reads postal-code ranges', () => {
    expect(parseCepRanges('[70000-001 72799-999] [73000-001 73699-999]')).toEqual([
      { inicio: 70000001, fim: 72799999 },
      { inicio: 73000001, fim: 73699999 },
    ]);
  });
  it('makes valid documents and EANs', () => {
    expect(cnpj('11222333')).toBe('11.222.333/0001-81');
    expect(cpf('529982247')).toBe('529.982.247-25');
    expect(ean13('789123456789')).toBe('7891234567895');
  });
});

describe.each(BACKENDS)('demo seed (%s)', (backend) => {
  let t: TestApp;
  let db: Db;
  const cal = new DemoCalendar();
  beforeAll(async () => {
    t = await createTestApp(backend);
    db = t.handle.db;
  });
  afterAll(() => t.close());

  it('has the 27 states, every municipality and their postal-code ranges', async () => {
    expect(await one(db, 'select count(*)::int n from sara.uf')).toEqual({ n: 27 });
    // municipios.csv holds 5,571: the 5,570 of br-city-codes.csv plus Boa Esperança do Norte (MT), created in 2023.
    expect(await one(db, 'select count(*)::int n from sara.municipio')).toEqual({ n: 5571 });
    expect(await one(db, 'select count(distinct "idMunicipio")::int n from sara."faixaCep"')).toEqual({ n: 5570 });
    expect(await one(db, `select nome, "idUf" from sara.municipio where id = 5101837`)).toEqual({
      nome: 'Boa Esperança do Norte',
      idUf: 51,
    });
    const cep = (code: string) =>
      one<{ nome: string; sigla: string }>(
        db,
        `select m.nome, u.sigla from sara."faixaCep" f join sara.municipio m on m.id = f."idMunicipio"
         join sara.uf u on u."idUf" = m."idUf" where ${Number(code.replace(/\D/g, ''))} between f.inicio and f.fim`,
      );
    expect(await cep('01001-000')).toEqual({ nome: 'São Paulo', sigla: 'SP' });
    expect(await cep('70040-010')).toEqual({ nome: 'Brasília', sigla: 'DF' });
    expect(await cep('30130-000')).toEqual({ nome: 'Belo Horizonte', sigla: 'MG' });
    expect(await cep('75345-000')).toEqual({ nome: 'Abadia de Goiás', sigla: 'GO' });
    expect(await one(db, `select nome from sara.uf where sigla = 'SP'`)).toEqual({ nome: 'São Paulo' });
    expect(await one(db, `select count(*)::int n from sara.municipio where capital`)).toEqual({ n: 27 });
  });

  it('has laboratories 1 to 6, lab 1 integrated, and programs 1, 2, 3, 5, 6 of their kinds', async () => {
    const labs = await rows<{ idLaboratorio: number; integrado: boolean }>(
      db,
      'select "idLaboratorio", integrado from sara.laboratorio order by 1',
    );
    expect(labs.map((l) => l.idLaboratorio)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(labs.filter((l) => l.integrado).map((l) => l.idLaboratorio)).toEqual([1]);
    const programs = await rows(
      db,
      'select "idProgramaAmostra" id, rama, ambiental, "tipoRastreamento" from sara."programaAmostra" order by 1',
    );
    expect(programs).toEqual([
      { id: 1, rama: true, ambiental: false, tipoRastreamento: 'rastreamento_hortifruti' },
      { id: 2, rama: false, ambiental: false, tipoRastreamento: 'opcional_hortifruti' },
      { id: 3, rama: false, ambiental: false, tipoRastreamento: null },
      { id: 5, rama: false, ambiental: true, tipoRastreamento: null },
      { id: 6, rama: false, ambiental: true, tipoRastreamento: null },
    ]);
    for (const p of [5, 6]) {
      expect(
        await distinct(db, `select distinct tipo v from sara."campoPrograma" where "idProgramaAmostra" = ${p}`),
      ).toEqual(['data', 'texto']);
    }
    expect(await one(db, `select "exigeEan", rama from sara.varejo where "idVarejo" = 1`)).toEqual({
      exigeEan: true,
      rama: true,
    });
    expect(await one(db, `select rama from sara.varejo where "idVarejo" = 2`)).toEqual({ rama: true });
    expect(
      await one(db, `select count(*)::int n from sara.orcamento where "idLaboratorio" = 1 and "idEmpresa" is null`),
    ).toEqual({ n: 3 });
    const norms = await distinct(db, 'select nome v from sara."normaAmbiental"');
    for (const norm of ['CONAMA nº 357/2005', 'CONAMA nº 420/2009', 'GM/MS nº 888/2021']) {
      expect(
        norms.some((n) => n.includes(norm)),
        norm,
      ).toBe(true);
    }
    const tomate = await one<{ nomeI18n: Record<string, string> }>(
      db,
      `select "nomeI18n" from sara.produto where nome = 'Tomate'`,
    );
    expect(tomate.nomeI18n).toEqual({ 'pt-BR': 'Tomate', en: 'Tomato', es: 'Tomate' });
  });

  it('links each demo user to a person of the right company', async () => {
    const people = await rows<{
      username: string;
      idPessoa: number;
      tipo: string;
      idEmpresa: number;
      tipoEmpresa: string;
    }>(
      db,
      `select u.username, p."idPessoa", p.tipo, e."idEmpresa", e."tipoEmpresa"
         from access.usuario u
         join sara.pessoa p on p."idScaUsuario" = u."idUsuario"
         join sara.empresa e on e."idEmpresa" = p."idEmpresa" and e."idAgrupadorUsuario" = u."idAgrupadorUsuario"
        order by u.username`,
    );
    expect(people).toEqual([
      {
        username: 'admin',
        idPessoa: DEMO_PESSOA.admin,
        tipo: 'sca',
        idEmpresa: DEMO_EMPRESA.plataforma,
        tipoEmpresa: 'gerenciadora',
      },
      {
        username: 'amostrador',
        idPessoa: DEMO_PESSOA.amostrador,
        tipo: 'sca',
        idEmpresa: DEMO_EMPRESA.coletora,
        tipoEmpresa: 'coletora',
      },
      {
        username: 'fornecedor',
        idPessoa: DEMO_PESSOA.fornecedor,
        tipo: 'sca',
        idEmpresa: DEMO_EMPRESA.fornecedor,
        tipoEmpresa: 'fornecedora',
      },
      {
        username: 'gestor',
        idPessoa: DEMO_PESSOA.gestor,
        tipo: 'sca',
        idEmpresa: DEMO_EMPRESA.plataforma,
        tipoEmpresa: 'gerenciadora',
      },
      {
        username: 'varejo',
        idPessoa: DEMO_PESSOA.varejo,
        tipo: 'sca',
        idEmpresa: DEMO_EMPRESA.varejo,
        tipoEmpresa: 'varejo',
      },
    ]);
    expect(
      await one(
        db,
        `select v."idVarejo" from sara.varejo v join access.usuario u on u."idAgrupadorUsuario" = v."idAgrupadorUsuario"
          and u."idUsuario" = v."idPessoaVarejoSca" where u.username = 'varejo'`,
      ),
    ).toEqual({ idVarejo: DEMO_VAREJO.bomPreco });
    const env = await distinct(
      db,
      `select p.nome v from sara.pessoa p join sara."pessoaCertificado" c using ("idPessoa") where c.certificado = 'ambiental'`,
    );
    expect(env.length).toBeGreaterThan(0);
    expect(
      await one(
        db,
        `select count(*)::int n from sara.pessoa p join sara.empresa e using ("idEmpresa") where e."tipoEmpresa" = 'coletora'`,
      ),
    ).toEqual({ n: 4 });
    expect(await distinct(db, `select "razaoSocial" v from sara.empresa where not "usuarioPlataforma"`)).toHaveLength(
      2,
    );
  });

  it('covers every situation, system status, result, reason and preference type', async () => {
    expect(await distinct(db, 'select distinct situacao v from sara.amostra')).toEqual([...SITUACAO].sort());
    expect(
      await distinct(db, 'select distinct "statusSistema" v from sara.amostra where "statusSistema" is not null'),
    ).toEqual([...STATUS_SISTEMA].sort());
    expect(await distinct(db, 'select distinct resultado v from sara."parametroLaudo"')).toEqual(
      [...RESULTADO_PARAMETRO].sort(),
    );
    expect(await distinct(db, 'select distinct resultado v from sara."revisaoLaudo"')).toEqual(
      [...RESULTADO_LAUDO].sort(),
    );
    expect(await distinct(db, 'select distinct status v from sara.laudo')).toEqual([...STATUS_LAUDO].sort());
    expect(await distinct(db, 'select distinct motivo v from sara."amostraMotivoColetaNaoRealizada"')).toEqual(
      [...MOTIVO_COLETA_NAO_REALIZADA].sort(),
    );
    expect(await distinct(db, 'select distinct "tipoComunicacao" v from sara."comunicacaoPreferencia"')).toEqual(
      [...TIPO_COMUNICACAO].sort(),
    );
    const counts = await one<Record<string, number>>(
      db,
      `select (select count(*)::int from sara.agrupador) grupos,
              (select count(*)::int from sara.agrupador where situacao = 'rascunho' and not finalizado) rascunhos,
              (select count(*)::int from sara.amostra where "isRecoleta") recoletas,
              (select count(*)::int from sara.laudo l where (select count(*) from sara."revisaoLaudo" r where r."idLaudo" = l."idLaudo") > 1) duas_revisoes,
              (select count(distinct "idLaudo")::int from sara."planoAcao" where versao > 1) planos_versionados,
              (select count(*)::int from sara."contestacaoLaudo" where finalizada) contestacoes_finalizadas,
              (select count(*)::int from sara."contestacaoLaudoMensagem" where not finalizado) mensagens_rascunho`,
    );
    expect(counts.grupos).toBeGreaterThanOrEqual(40);
    expect(counts.rascunhos).toBeGreaterThanOrEqual(1);
    expect(counts.recoletas).toBeGreaterThanOrEqual(1);
    expect(counts.duas_revisoes).toBeGreaterThanOrEqual(1);
    expect(counts.planos_versionados).toBeGreaterThanOrEqual(1);
    expect(counts.contestacoes_finalizadas).toBeGreaterThanOrEqual(1);
    expect(counts.mensagens_rascunho).toBeGreaterThanOrEqual(1);
    const items = await rows<{ n: number }>(db, 'select count(*)::int n from sara.amostra group by "idAgrupador"');
    expect(Math.min(...items.map((i) => i.n))).toBe(1);
    expect(Math.max(...items.map((i) => i.n))).toBe(3);
  });

  it('spreads the groups over the last 60 days and the next 15', async () => {
    const span = await one<{ first: string; last: string }>(
      db,
      `select min(coalesce("dataColeta", "dataAgendada"))::text first, max(coalesce("dataColeta", "dataAgendada"))::text last from sara.agrupador`,
    );
    expect(span.first.slice(0, 10) >= cal.date(-60)).toBe(true);
    expect(span.last.slice(0, 10) <= cal.date(15)).toBe(true);
    expect(span.first.slice(0, 10) <= cal.date(-50)).toBe(true);
    expect(span.last.slice(0, 10) >= cal.date(10)).toBe(true);
    const future = await one(
      db,
      `select count(*)::int n from sara.amostra where "dataColeta" > now() + interval '1 day'`,
    );
    expect(future).toEqual({ n: 0 });
  });

  it('keeps each item consistent with its group, its report, its plans and its history', async () => {
    const bad = async (label: string, query: string) => expect(await rows(db, query), label).toEqual([]);
    await bad(
      'items copy their group',
      `select a."idAmostra" from sara.amostra a join sara.agrupador g using ("idAgrupador")
        where a."idLaboratorio" is distinct from g."idLaboratorio" or a."idProgramaAmostra" is distinct from g."idProgramaAmostra"
           or a."idEmpresa" <> g."idEmpresa" or a."idLocalAmostra" is distinct from g."idLocalAmostra"
           or a."idVarejo" is distinct from g."idVarejo" or a."idPessoaColetor" is distinct from g."idPessoaColetor"
           or a."dataAgendada" is distinct from g."dataAgendada" or a."idOrcamento" is distinct from g."idOrcamento"
           or (a."dataColeta" is not null and a."dataColeta" <> g."dataColeta")`,
    );
    await bad(
      "the collector is a person of the group's company, or a certified one of an environmental group (as the writes ask)",
      `select g."idAgrupador" from sara.agrupador g join sara.pessoa p on p."idPessoa" = g."idPessoaColetor"
        where p."idEmpresa" <> g."idEmpresa" and not (g."idProgramaAmostra" in (5, 6) and exists (
          select 1 from sara."pessoaCertificado" c where c."idPessoa" = p."idPessoa" and c.certificado = 'ambiental'))`,
    );
    await bad(
      'a report exactly when the status says so',
      `select a."idAmostra", a."statusSistema", l.status from sara.amostra a left join sara.laudo l using ("idAmostra")
        where (l."idLaudo" is null) <> (a.situacao in ('agendada', 'rascunho', 'rejeitada') or (a."statusSistema" = 'AMOSTRA_NOVA' and l.status is null))
           or (l.status = 'aguardando_aprovacao') <> (a."statusSistema" = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA')
           or (l.status = 'reprovado' and a."statusSistema" <> 'AMOSTRA_NOVA')`,
    );
    await bad(
      'the report result is that of its current revision, which is the latest',
      `select l."idLaudo" from sara.laudo l join sara."revisaoLaudo" r on r."idLaudo" = l."idLaudo" and r."tipoRevisao" = 'atual'
        where r.resultado <> l.resultado or r.versao <> (select max(versao) from sara."revisaoLaudo" x where x."idLaudo" = l."idLaudo")
        union all select l."idLaudo" from sara.laudo l where not exists
          (select 1 from sara."revisaoLaudo" r where r."idLaudo" = l."idLaudo" and r."tipoRevisao" = 'atual')`,
    );
    await bad(
      'substance results agree with quantities and with the sample result',
      `select p."idParametroLaudo" from sara."parametroLaudo" p join sara."revisaoLaudo" r using ("idRevisaoLaudo")
        where (p.resultado = 'conforme' and p."quantidadeEncontrada" > p."quantidadeLimite")
           or (p.resultado = 'inconforme' and not p."quantidadeEncontrada" > p."quantidadeLimite")
           or (p.resultado in ('proibida', 'nao_autorizada') and not p."quantidadeEncontrada" > 0)
           or (p.resultado = 'nao_se_aplica' and p."quantidadeEncontrada" is not null)
           or (r.resultado in ('satisfatorio', 'disponivel', 'nao_disponivel') and p.resultado in ('inconforme', 'proibida', 'nao_autorizada'))
        union all select r."idRevisaoLaudo" from sara."revisaoLaudo" r where r.resultado in ('insatisfatorio', 'lmr')
          and not exists (select 1 from sara."parametroLaudo" p where p."idRevisaoLaudo" = r."idRevisaoLaudo" and p.resultado = 'inconforme')`,
    );
    await bad(
      'plan states',
      `select a."idAmostra", a."statusSistema" from sara.amostra a join sara.laudo l using ("idAmostra")
         left join sara."planoAcao" p on p."idLaudo" = l."idLaudo" and p."tipoRevisao" = 'atual'
         left join sara."resolucaoPlanoAcao" r on r."idPlanoAcao" = p."idPlanoAcao"
        where (a."statusSistema" in ('LAUDO_EM_PLANO_DE_ACAO', 'LAUDO_CONTESTADO') and (p.finalizado or p.prazo < now()))
           or (a."statusSistema" = 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO' and (p.finalizado or p.prazo > now() or not a.atrasada))
           or (a.atrasada and a."statusSistema" <> 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO')
           or (a."statusSistema" = 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO' and (not p.finalizado or coalesce(r.finalizado, false)))
           or (a."statusSistema" = 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO'
               and (not p.finalizado or p."avaliacaoVarejo" <> 'aprovado' or r.status <> 'aprovado' or not r.finalizado))
           or (a."statusSistema" like '%PLANO_DE_ACAO%' and p."idPlanoAcao" is null)
           or (p."idPlanoAcao" is not null and l.resultado = 'satisfatorio')`,
    );
    await bad(
      'contestations',
      `select a."idAmostra" from sara.amostra a join sara.laudo l using ("idAmostra")
         left join sara."contestacaoLaudo" c on c."idLaudo" = l."idLaudo"
        where (a."statusSistema" = 'LAUDO_CONTESTADO') <> (c."idContestacaoLaudo" is not null and not c.finalizada
               and exists (select 1 from sara."contestacaoLaudoMensagem" m where m."idContestacaoLaudo" = c."idContestacaoLaudo" and m.finalizado))
           or a.contestada <> (c."statusSistemaAnterior" is not null)
           or a."contestacaoFinalizada" <> coalesce(c.finalizada, false)`,
    );
    await bad(
      'recollections come after the sample they recollect',
      `select a."idAmostra" from sara.amostra a join sara.amostra o on o."idAmostra" = a."idAmostraRecoletada"
        where o."dataColeta" >= coalesce(a."dataColeta", a."dataAgendada") or o."idProgramaAmostra" <> 1`,
    );
    await bad(
      'collection not done exactly when reasons exist',
      `select a."idAmostra" from sara.amostra a where a.situacao in ('coletada', 'analisada', 'rejeitada')
          and a."dataColeta" is not null
          and a."coletaRealizada" = exists (select 1 from sara."amostraMotivoColetaNaoRealizada" m where m."idAmostra" = a."idAmostra")`,
    );
    await bad(
      'collected items have photos',
      `select a."idAmostra" from sara.amostra a where a.finalizado and a."dataColeta" is not null
          and not exists (select 1 from sara."amostraArquivo" f where f."idAmostra" = a."idAmostra")`,
    );
    await bad(
      'the history is a chain ending at the current state',
      `with h as (select *, lag("statusSistemaPara") over w prev_status, lag("situacaoPara") over w prev_sit,
                         row_number() over (partition by "idAmostra" order by data desc, id desc) last
                    from sara."amostraHistoricoStatus" window w as (partition by "idAmostra" order by data, id))
       select h."idAmostra" from h join sara.amostra a using ("idAmostra")
        where h."statusSistemaDe" is distinct from h.prev_status or h."situacaoDe" is distinct from h.prev_sit
           or (h.last = 1 and (h."statusSistemaPara" is distinct from a."statusSistema" or h."situacaoPara" <> a.situacao))
           or h.data > now()
       union all select a."idAmostra" from sara.amostra a
        where not exists (select 1 from sara."amostraHistoricoStatus" h where h."idAmostra" = a."idAmostra")`,
    );
    await bad(
      'places lie in their municipality',
      `select l."idLocalAmostra" from sara."localAmostra" l where not exists (select 1 from sara."faixaCep" f
          where f."idMunicipio" = l."idMunicipio" and regexp_replace(l."codigoPostal", '\\D', '', 'g')::int between f.inicio and f.fim)`,
    );
    await bad(
      'RAMA places and groups name a retailer',
      `select "idAgrupador"::text from sara.agrupador where "idProgramaAmostra" = 1 and "idVarejo" is null
       union all select "idLocalAmostra"::text from sara."localAmostra" where "idProgramaAmostra" = 1 and "idVarejo" is null`,
    );
    await bad(
      'retailer 1 items carry an EAN, environmental groups have no place',
      `select "idAmostra"::text from sara.amostra where "idVarejo" = 1 and "dataColeta" is not null and "codigoEAN" is null
       union all select "idAgrupador"::text from sara.agrupador where "idProgramaAmostra" in (5, 6)
          and ("idLocalAmostra" is not null or "localAmostra" is null or "responsavelAmostraAmbiental" is null)`,
    );
  });

  it('has tracking chains for every tracked item, and free codes for new samples', async () => {
    const bad = async (label: string, query: string) => expect(await rows(db, query), label).toEqual([]);
    await bad(
      'codes exist and the supplier is a link of the chain',
      `select a."idAmostra" from sara.amostra a left join sara.rastreamento r using ("codigoRastreamento")
        where a."codigoRastreamento" is not null and (r."idRastreamento" is null or r."idProduto" <> a."idProduto"
          or not exists (select 1 from sara."rastreamentoElo" e where e."idRastreamento" = r."idRastreamento"
                          and e."idEmpresa" = a."idDistribuidor" and e."tipoElo" = 'distribuidor'))`,
    );
    await bad(
      'every chain has an origin named "name;role"',
      `select r."codigoRastreamento" from sara.rastreamento r where not exists (select 1 from sara."rastreamentoElo" e
          where e."idRastreamento" = r."idRastreamento" and e."tipoElo" = 'origem' and e.nome like '%;%')`,
    );
    expect(
      await one(
        db,
        `select count(*)::int n from sara.amostra where "codigoRastreamento" is not null and "idProgramaAmostra" = 1`,
      ),
    ).toMatchObject({
      n: expect.any(Number),
    });
    const free = Object.values(DEMO_CODIGOS_LIVRES);
    const used = await rows(
      db,
      `select 1 from sara.amostra where "codigoRastreamento" in (${free.map((c) => `'${c}'`).join(',')})`,
    );
    expect(used).toEqual([]);
    const multi = await one<{ multiplosInsumos: boolean; origens: number }>(
      db,
      `select r."multiplosInsumos", (select count(*)::int from sara."rastreamentoElo" e where e."idRastreamento" = r."idRastreamento" and e."tipoElo" = 'origem') origens
         from sara.rastreamento r where "codigoRastreamento" = '${DEMO_CODIGOS_LIVRES.processadoMultiplosInsumos}'`,
    );
    expect(multi).toEqual({ multiplosInsumos: true, origens: 2 });
    expect(
      await one(
        db,
        `select e."usuarioPlataforma" from sara.rastreamento r join sara.empresa e on e."idEmpresa" = r."idDistribuidor"
          where r."codigoRastreamento" = '${DEMO_CODIGOS_LIVRES.batata}'`,
      ),
    ).toEqual({ usuarioPlataforma: false });
  });

  it('stores real files: JPEG photos and PDF reports whose size and hash match', async () => {
    const files = await db.selectFrom('sara.arquivo').selectAll().execute();
    expect(files.length).toBeGreaterThan(60);
    const crypto = await import('node:crypto');
    for (const f of files) {
      const bytes = Buffer.from(f.conteudo!);
      expect(bytes.length).toBe(f.tamanho);
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
      if (f.idTipoArquivo === 2) {
        expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
        expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
      } else {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    const laudoPdf = await one<{ conteudo: Uint8Array; codigoLaudo: string }>(
      db,
      `select a.conteudo, r."codigoLaudo" from sara."revisaoLaudo" r join sara."revisaoLaudoArquivo" x using ("idRevisaoLaudo")
         join sara.arquivo a using ("idArquivo") join sara.laudo l using ("idLaudo") join sara.amostra s using ("idAmostra")
        where s."codigoRastreamento" is not null limit 1`,
    );
    const text = Buffer.from(laudoPdf.conteudo).toString('latin1');
    expect(text).toContain(laudoPdf.codigoLaudo);
    expect(text).toMatch(/Código de rastreamento: (HF|PP)\d{6}/);
    // quantities as a Brazilian laboratory prints them: decimal comma and unit
    expect(text).toMatch(/\| \d+,\d{3} mg\/kg \| \d+,\d{3} mg\/kg/);
    expect(text).not.toMatch(/\| \d+\.\d{3}/);
  });

  it('names the demo facts the docs rely on', async () => {
    const group = (n: number) =>
      one<{ situacao: string; itens: string }>(
        db,
        `select g.situacao, string_agg(a."statusSistema", ',' order by a."idAmostra") itens from sara.agrupador g
           join sara.amostra a using ("idAgrupador") where g."idAgrupador" = '${demoAgrupadorId(n)}' group by g.situacao`,
      );
    expect(await group(1)).toEqual({ situacao: 'agendada', itens: 'AMOSTRA_AGENDADA,AMOSTRA_AGENDADA' });
    expect(await group(10)).toMatchObject({ situacao: 'rascunho' });
    expect(await group(12)).toEqual({ situacao: 'coletada', itens: 'AMOSTRA_NOVA,AMOSTRA_NOVA' });
    expect(await group(38)).toEqual({ situacao: 'coletada', itens: 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO' });
    expect(await group(41)).toEqual({ situacao: 'coletada', itens: 'LAUDO_CONTESTADO' });
    const amostrador = await one<{ n: number }>(
      db,
      `select count(*)::int n from sara.agrupador where "idPessoaColetor" = ${DEMO_PESSOA.amostrador}`,
    );
    expect(amostrador.n).toBeGreaterThanOrEqual(20);
    const fornecedor = await one<{ n: number }>(
      db,
      `select count(*)::int n from sara.amostra where "idDistribuidor" = ${DEMO_EMPRESA.fornecedor} and "statusSistema" like 'LAUDO%'`,
    );
    expect(fornecedor.n).toBeGreaterThanOrEqual(10);
  });

  it('leaves the sequences past the fixed ids', async () => {
    const { idEmpresa } = await db
      .insertInto('sara.empresa')
      .values({
        razaoSocial: 'Nova Empresa',
        nomeFantasia: null,
        documento: null,
        inscricaoRural: null,
        tipoEmpresa: 'coletora',
        idAgrupadorUsuario: null,
      })
      .returning('idEmpresa')
      .executeTakeFirstOrThrow();
    expect(idEmpresa).toBeGreaterThan(DEMO_EMPRESA.varejoSol);
    const max = await one<{ n: number }>(db, 'select max("idAmostra") n from sara.amostra');
    const next = await one<{ n: number }>(
      db,
      `select nextval(pg_get_serial_sequence('sara.amostra', 'idAmostra'))::int n`,
    );
    expect(next.n).toBe(max.n + 1);
    await db.deleteFrom('sara.empresa').where('idEmpresa', '=', idEmpresa).execute();
  });

  it('does not seed twice', async () => {
    const count = () =>
      one(
        db,
        `select (select count(*)::int from sara.amostra) a, (select count(*)::int from sara.municipio) m, (select count(*)::int from access.usuario) u`,
      );
    const before = await count();
    const again = await prepareDatabase(db, { seedDemo: true });
    expect(again).toEqual({ applied: [], seeded: false });
    expect(await count()).toEqual(before);
  });
});
