/**
 * Volume data for the list benchmarks: fills a dedicated PostgreSQL database with ITEMS sample
 * items (default 1,000,000) in groups of 1 to 8 over the last three years, on top of the demo
 * data set (so the demo users exist), with suppliers, collectors, places, company products, lab
 * codes, seals, batches, Portuguese observations and lab reports with revisions.
 *
 *   createdb -h 127.0.0.1 -U postgres sara_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sara_bench npm run bench:data [-- --reset]
 *
 * The rows are made in SQL (generate_series) with triggers off (session_replication_role
 * replica) and the secondary indexes rebuilt afterwards; then the list read model is rebuilt
 * when migration 0004 provides sara.atualizar_amostra_lista. --reset drops and recreates the
 * database first; without it a database that already holds volume data is refused.
 * --read-model only migrates and rebuilds the read model (data made before migration 0004).
 * Figures go to bench/results/management-data.{json,md}.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { cnpj, cpf } from '../apps/server/src/db/seed/util.ts';
import { writeResults } from './lib.ts';

/** Words of the observations the management benchmark searches for. */
export const SEARCH_WORDS = {
  /** In one observation fragment of about a dozen (roughly 5% of the items). */
  common: 'refrigerado',
  /** Planted in about 1 item in 20,000. */
  rare: 'granizo',
} as const;

const OBSERVACOES = [
  'Produto refrigerado a 8 °C no momento da coleta.',
  'Embalagem íntegra, lote identificado na etiqueta.',
  'Coleta realizada na área de recebimento da loja.',
  'Amostra acondicionada em caixa térmica com gelo reciclável.',
  'Frutos com manchas escuras na casca.',
  'Folhas murchas após o transporte.',
  'Produto exposto ao sol na gôndola.',
  'Responsável pela loja acompanhou a coleta.',
  'Etiqueta de rastreabilidade ilegível, código conferido na nota fiscal.',
  'Lote próximo do vencimento.',
  'Caixa de madeira úmida no depósito.',
  'Temperatura da câmara fria acima do recomendado.',
  'Reposição da gôndola durante a visita.',
  'Produto orgânico certificado, selo conferido.',
  'Amostra dividida em três subamostras de 500 g.',
  'Fornecedor não informou a origem do lote.',
];
const OBSERVACOES_AMBIENTAIS = [
  'Ponto de coleta a jusante da captação.',
  'Água turva após chuva forte na véspera.',
  'Solo úmido, coleta a 20 cm de profundidade.',
  'Frasco âmbar preservado com ácido nítrico.',
  'Coleta acompanhada pelo técnico responsável da fazenda.',
];

const VAREJOS = [
  'Supermercados Estrela',
  'Rede Mais Econômica',
  'Hipermercado Central',
  'Atacadão do Povo',
  'Mercado São Jorge',
  'Supermercados Irmãos Rocha',
  'Rede Vila Verde',
  'Empório Natural',
  'Supermercados Pioneiro',
  'Rede Ponto Certo',
  'Hiper Família',
  'Supermercados Bandeirante',
];

const PRIMEIROS = [
  'Ana',
  'Bruno',
  'Camila',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Letícia',
  'Márcio',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sônia',
  'Tiago',
  'Vânia',
  'Wellington',
];
const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Araújo',
  'Ribeiro',
  'Conceição',
  'Magalhães',
  'Assunção',
  'Brandão',
  'Falcão',
  'Simões',
  'Guimarães',
  'Peçanha',
];
const LUGARES = [
  'Boa Esperança',
  'Santa Luzia',
  'São João',
  'Vale do Ribeira',
  'Três Irmãos',
  'Água Limpa',
  'Serra Azul',
  'Bela Vista',
  'Santo Antônio',
  'Recanto Feliz',
  'Ouro Verde',
  'Pôr do Sol',
  'Cachoeira',
  'Primavera',
  'Nossa Senhora Aparecida',
  'Campo Alegre',
  'Lagoa Dourada',
  'Paraíso',
  'Monte Sião',
  'Rio Claro',
];
const TIPOS_FORNECEDOR = [
  'Hortifrúti',
  'Frutas',
  'Distribuidora',
  'Cooperativa Agrícola',
  'Sítio',
  'Fazenda',
  'Comercial Agrícola',
  'Agropecuária',
];
const PRODUTOS_EMPRESA = [
  'Tomate italiano bandeja 500 g',
  'Tomate cereja 180 g',
  'Alface americana',
  'Alface roxa hidropônica',
  'Rúcula maço',
  'Couve manteiga maço',
  'Morango bandeja 300 g',
  'Morango orgânico',
  'Batata asterix',
  'Batata doce',
  'Cenoura especial',
  'Cebola roxa',
  'Beterraba maço',
  'Pimentão amarelo',
  'Pimentão vermelho',
  'Pepino japonês',
  'Abobrinha italiana',
  'Maçã Fuji',
  'Maçã Gala bandeja',
  'Banana prata',
  'Banana nanica',
  'Laranja pera',
  'Laranja lima',
  'Uva Niágara',
  'Uva Thompson sem semente',
  'Mamão formosa',
  'Mamão papaia',
  'Manga Palmer',
  'Abacaxi pérola',
  'Limão tahiti',
  'Melão amarelo',
  'Melancia baby',
  'Goiaba vermelha',
  'Maracujá azedo',
  'Repolho verde',
  'Brócolis ninja',
  'Couve-flor',
  'Chuchu',
  'Quiabo',
  'Jiló',
];

const COLLECTOR_COMPANIES = 30;
const PEOPLE_PER_COMPANY = 6;
const SUPPLIERS = 3000;
const PLACES = 3000;

function urlOf(name: string, base: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function resetDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  const admin = new pg.Client({ connectionString: urlOf('postgres', url) });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Rebuilds the list read model when migration 0004 provides it, then VACUUM ANALYZE. */
async function buildReadModel(c: pg.Client, step: (name: string) => void): Promise<boolean> {
  const { rows } = await c.query(`select count(*)::int as n from pg_proc where proname = 'atualizar_amostra_lista'`);
  const exists = rows[0].n > 0;
  if (exists) {
    await c.query(`set maintenance_work_mem = '512MB'`);
    await c.query('analyze');
    // As for the load: secondary indexes off during the bulk insert, rebuilt afterwards.
    const { rows: indexes } = await c.query<{ name: string; def: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
       where i.indrelid = 'sara."amostraLista"'::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    await c.query('begin');
    for (const ix of indexes) await c.query(`drop index ${ix.name}`);
    await c.query('select sara.atualizar_amostra_lista(null)');
    step('read model sara."amostraLista" rows');
    for (const ix of indexes) await c.query(ix.def);
    await c.query('commit');
    step(`read model indexes (${indexes.length})`);
  } else {
    console.log('  sara.atualizar_amostra_lista does not exist yet (migration 0004): read model not built');
  }
  await c.query('set session_replication_role = origin');
  await c.query('vacuum (analyze)');
  step('vacuum analyze');
  return exists;
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'bench:data needs a PostgreSQL server: DATABASE_URL=postgres://postgres@127.0.0.1:5432/sara_bench\n' +
        'The embedded PGlite is not supported for a million rows (one connection, in-process).',
    );
    process.exit(1);
  }
  const items = Number(process.env.ITEMS ?? 1_000_000);
  if (!Number.isInteger(items) || items < 1000) throw new Error('ITEMS must be an integer >= 1000');
  const reset = process.argv.includes('--reset');
  const timings: Record<string, number> = {};
  const t0 = performance.now();
  let tStep = t0;
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round((now - tStep) / 100) / 10;
    console.log(`  ${name}: ${timings[name]} s`);
    tStep = now;
  };

  if (reset) await resetDatabase(url);
  // Schema, system data and the demo data set, exactly as the server prepares its database.
  const handle = await openDb({ url, poolSize: 2 });
  await prepareDatabase(handle.db, { seedDemo: true });
  await handle.close();
  step('migrate and seed demo');

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async <R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) =>
    (await c.query<R>(text, values)).rows;
  const one = async (text: string, values?: unknown[]) => Number(Object.values((await q(text, values))[0]!)[0]);

  if (process.argv.includes('--read-model')) {
    // Data made before migration 0004 existed: (re)build only the read model and statistics.
    await buildReadModel(c, step);
    await c.end();
    return;
  }
  const existing = await one('select count(*) from sara.amostra');
  if (existing > 10_000) {
    console.error(`The database already holds ${existing} samples. Run again with --reset to drop and regenerate it.`);
    await c.end();
    process.exit(1);
  }
  const base = await one('select coalesce(max("idAmostra"), 0) from sara.amostra');
  const gestorUser = await one(`select "idUsuario" from access.usuario where username = 'gestor'`);

  await q(`set session_replication_role = replica`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`set work_mem = '64MB'`);
  await q('begin');
  await q('select setseed(0.2026)');

  // ------------------------------------------------------------------ reference rows
  await q(
    `insert into sara.varejo ("idVarejo", nome, rama)
     select 3 + i, nome, i <= 9 from unnest($1::text[]) with ordinality as v(nome, i)
     on conflict do nothing`,
    [VAREJOS],
  );

  const coletoras = Array.from({ length: COLLECTOR_COMPANIES }, (_, i) => ({
    razao: `Amostragem ${pick(LUGARES, i)} Serviços Técnicos Ltda`,
    fantasia: `Amostragem ${pick(LUGARES, i)} ${i + 1}`,
    doc: cnpj(String(31_000_000 + i * 7919).slice(0, 8)),
  }));
  const coletoraIds = (
    await q<{ id: number }>(
      `insert into sara.empresa ("razaoSocial", "nomeFantasia", documento, "tipoEmpresa")
       select * from unnest($1::text[], $2::text[], $3::text[], array_fill('coletora'::text, array[$4::int]))
       returning "idEmpresa" as id`,
      [coletoras.map((e) => e.razao), coletoras.map((e) => e.fantasia), coletoras.map((e) => e.doc), coletoras.length],
    )
  ).map((r) => r.id);

  const pessoas = coletoraIds.flatMap((idEmpresa, ci) =>
    Array.from({ length: PEOPLE_PER_COMPANY }, (_, pi) => {
      const k = ci * PEOPLE_PER_COMPANY + pi;
      return {
        nome: `${pick(PRIMEIROS, k)} ${pick(SOBRENOMES, k * 7 + ci)} ${pick(SOBRENOMES, k * 3 + 5)}`,
        idEmpresa,
      };
    }),
  );
  await q(`insert into sara.pessoa (nome, "idEmpresa") select * from unnest($1::text[], $2::int[])`, [
    pessoas.map((p) => p.nome),
    pessoas.map((p) => p.idEmpresa),
  ]);

  const fornecedores = Array.from({ length: SUPPLIERS }, (_, i) => {
    const tipo = pick(TIPOS_FORNECEDOR, i * 5 + (i >> 3));
    const lugar = pick(LUGARES, i * 3 + (i >> 5));
    const dono = `${pick(PRIMEIROS, i)} ${pick(SOBRENOMES, i >> 2)}`;
    const rural = tipo === 'Sítio' || tipo === 'Fazenda';
    return {
      razao: rural ? `${tipo} ${lugar}` : `${tipo} ${lugar} ${pick(SOBRENOMES, i)} Ltda`,
      fantasia: rural ? `${dono} (produtor rural)` : `${tipo} ${lugar}`,
      doc:
        rural && i % 2 === 0
          ? cpf(String(100_000_000 + i * 104_729).slice(0, 9))
          : cnpj(String(40_000_000 + i * 1_733).slice(0, 8)),
      inscricaoRural: rural ? `${String(1_000_000 + i * 37).slice(0, 7)}-${String(i % 100).padStart(2, '0')}` : null,
      plataforma: i % 4 === 0,
    };
  });
  await q(
    `insert into sara.empresa ("razaoSocial", "nomeFantasia", documento, "inscricaoRural", "tipoEmpresa", "usuarioPlataforma")
     select r, f, d, ir, 'fornecedora', p from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[]) as t(r, f, d, ir, p)`,
    [
      fornecedores.map((e) => e.razao),
      fornecedores.map((e) => e.fantasia),
      fornecedores.map((e) => e.doc),
      fornecedores.map((e) => e.inscricaoRural),
      fornecedores.map((e) => e.plataforma),
    ],
  );

  // Pools the generator draws from, numbered 0..n-1 (k) so a random k joins to a row.
  await q(`create temp table coletor on commit drop as
    select (row_number() over (order by p."idPessoa") - 1)::int as k, p."idPessoa", p."idEmpresa", p.nome, p."idScaUsuario"
    from sara.pessoa p join sara.empresa e using ("idEmpresa")
    where e."tipoEmpresa" = 'coletora' and p."idPessoa" not in (9, 10)`);
  await q(`create temp table fornecedor on commit drop as
    select (row_number() over (order by "idEmpresa") - 1)::int as k, "idEmpresa"
    from sara.empresa where "tipoEmpresa" = 'fornecedora'`);
  await q(
    `insert into sara."produtoEmpresa" (nome, "idEmpresa")
     select n.nome, e."idEmpresa" from (select distinct "idEmpresa" from coletor) e cross join unnest($1::text[]) as n(nome)
     on conflict do nothing`,
    [PRODUTOS_EMPRESA],
  );
  await q(`create temp table produto_empresa on commit drop as
    select (row_number() over (partition by "idEmpresa" order by "idProdutoEmpresa") - 1)::int as k,
           "idEmpresa", "idProdutoEmpresa", count(*) over (partition by "idEmpresa")::int as n
    from sara."produtoEmpresa"`);

  await q(
    `with m as (select id, nome, (row_number() over (order by id) - 1)::int as k from sara.municipio),
          mc as (select count(*)::int as n from m),
          cep as (select distinct on ("idMunicipio") "idMunicipio", inicio from sara."faixaCep" order by "idMunicipio", inicio)
     insert into sara."localAmostra" (nome, "codigoPostal", logradouro, numero, bairro, "idMunicipio", "idEmpresa", tipo, "idProgramaAmostra", "idVarejo")
     select case when s.i % 3 <> 0 then v.nome || ' - Loja ' || m.nome || ' ' || (s.i / 3 + 1)
                 else ($1::text[])[1 + s.i % array_length($1::text[], 1)] || ' ' || m.nome || ' ' || s.i end,
            case when cep.inicio is null then null
                 else regexp_replace(lpad(cep.inicio::text, 8, '0'), '^(\\d{2})(\\d{3})(\\d{3})$', '\\1.\\2-\\3') end,
            ($2::text[])[1 + s.i % array_length($2::text[], 1)],
            (10 + (s.i * 37) % 3000)::text,
            'Centro',
            m.id,
            (select "idEmpresa" from coletor where k = (s.i * 13) % (select count(*) from coletor)),
            'outro',
            case when s.i % 3 <> 0 then 1 else 2 end,
            case when s.i % 3 <> 0 then v."idVarejo" end
     from generate_series(1, ${PLACES}) s(i)
     cross join mc
     join m on m.k = (s.i * 7919) % mc.n
     left join cep on cep."idMunicipio" = m.id
     left join lateral (select "idVarejo", nome from sara.varejo where rama order by "idVarejo"
                        offset s.i % (select count(*) from sara.varejo where rama) limit 1) v on true`,
    [
      ['CEASA', 'Packing house', 'Centro de distribuição', 'Feira do produtor', 'Entreposto', 'Sacolão'],
      ['Avenida Brasil', 'Rua XV de Novembro', 'Rua das Flores', 'Avenida Getúlio Vargas', 'Rodovia dos Imigrantes'],
    ],
  );
  await q(`create temp table local_varejo on commit drop as
    select (row_number() over (order by "idLocalAmostra") - 1)::int as k, "idLocalAmostra", "idVarejo"
    from sara."localAmostra" where "idVarejo" is not null`);
  await q(`create temp table local_outro on commit drop as
    select (row_number() over (order by "idLocalAmostra") - 1)::int as k, "idLocalAmostra"
    from sara."localAmostra" where "idVarejo" is null`);
  step('reference rows');

  // Secondary indexes are dropped for the load and rebuilt afterwards (much faster in bulk).
  const tables = [
    'sara.agrupador',
    'sara.amostra',
    'sara.laudo',
    'sara."revisaoLaudo"',
    'sara.arquivo',
    'sara."revisaoLaudoArquivo"',
  ];
  const indexes = await q<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const ix of indexes) await q(`drop index ${ix.name}`);

  // ------------------------------------------------------------------ groups
  // Sizes 1-8 (mean about 3.7) so that about ITEMS / 3.7 groups are needed.
  const groups = Math.ceil(items / 3.7) + 1000;
  await q(`create temp table g0 on commit drop as
    select n, random() as r_prog, random() as r_lab, random() as r_sit, random() as r_date, random() as r_hour,
           random() as r_size, random() as r_col, random() as r_local, random() as r_env, random() as r_sched
    from generate_series(1, ${groups}) n`);
  await q(`create temp table g on commit drop as
    with p as (
      select g0.*,
        case when r_prog < 0.45 then 1 when r_prog < 0.70 then 2 when r_prog < 0.85 then 3 when r_prog < 0.93 then 5 else 6 end as prog,
        case when r_size < 0.20 then 1 when r_size < 0.35 then 2 when r_size < 0.50 then 3 when r_size < 0.65 then 4
             when r_size < 0.77 then 5 when r_size < 0.87 then 6 when r_size < 0.94 then 7 else 8 end as size,
        case when r_sit < 0.005 then 'rascunho' when r_sit < 0.055 then 'agendada' else 'coletada' end as situacao
      from g0
    ), l as (
      select p.*,
        case prog
          when 1 then 1
          when 2 then case when r_lab < 0.50 then 1 when r_lab < 0.70 then 3 when r_lab < 0.85 then 4 when r_lab < 0.95 then 6 else 2 end
          when 3 then case when r_lab < 0.60 then 1 when r_lab < 0.80 then 3 else 4 end
          else case when r_lab < 0.5 then 1 else 5 end
        end as lab,
        (localtimestamp(0) - make_interval(secs => r_date * 1095 * 86400))::date + make_interval(hours => 7 + (r_hour * 11)::int, mins => (r_hour * 660)::int % 60) as quando
      from p
    )
    select l.n, gen_random_uuid() as id, l.prog, l.lab, l.size, l.situacao, l.r_env,
      case l.lab when 1 then case l.prog when 1 then 1 when 2 then 2 when 3 then case when c."idEmpresa" = 2 then 4 else 2 end else 3 end
                 when 3 then 5 when 4 then 7 when 5 then 6 when 6 then 8 end as orcamento,
      c."idEmpresa" as empresa,
      case when l.prog in (5, 6) and l.r_env < 0.5 then 9 + (l.n % 2) else c."idPessoa" end as coletor,
      case when l.n % 20 = 0 then 2 else c."idPessoa" end as cadastrante,
      c."idScaUsuario" as usuario,
      case when l.prog in (5, 6) and l.r_env < 0.5 then (array['Helena Vasconcelos', 'Marcos Tadeu Oliveira'])[1 + l.n % 2]
           else left(c.nome, 60) end as responsavel,
      case when l.prog = 1 or (l.prog = 2 and l.r_local < 0.4) then lv."idLocalAmostra"
           when l.prog in (2, 3) then lo."idLocalAmostra" end as local,
      case when l.prog = 1 or (l.prog = 2 and l.r_local < 0.4) then lv."idVarejo" end as varejo,
      case when l.situacao = 'agendada' then localtimestamp(0)::date + make_interval(days => (l.r_sched * 35)::int - 5, hours => 8)
           when l.r_sched < 0.2 then date_trunc('hour', l.quando) end as data_agendada,
      case when l.situacao <> 'agendada' then l.quando end as data_coleta,
      l.prog = 2 and l.r_local < 0.3 as rastreamento
    from l
    join coletor c on c.k = (l.r_col * (select count(*) from coletor))::int % (select count(*) from coletor)
    left join local_varejo lv on lv.k = (l.r_local * 100000)::int % (select count(*) from local_varejo)
    left join local_outro lo on lo.k = (l.r_local * 100000)::int % (select count(*) from local_outro)`);
  // Item ids: each group starts after the items of the groups before it; cut at ITEMS.
  await q(`create temp table gi on commit drop as
    select g.*, ${base} + sum(size) over (order by n) - size as primeiro from g`);
  await q(`delete from gi where primeiro >= ${base + items}`);
  await q(`update gi set size = ${base + items} - primeiro where primeiro + size > ${base + items}`);
  await q(`create index on gi (n)`);
  for (const t of ['coletor', 'fornecedor', 'produto_empresa', 'local_varejo', 'local_outro', 'gi'])
    await q(`analyze ${t}`);

  const groupRows = await c.query(`insert into sara.agrupador (
      "idAgrupador", situacao, finalizado, "idLaboratorio", "idOrcamento", "idProgramaAmostra", "idLocalAmostra", "idVarejo",
      "dataAgendada", "dataColeta", "responsavelColeta", "idPessoaColetor", "idPessoaCadastrante", "idEmpresa",
      "temConformidade", "idNormaAmbiental", "responsavelAmostraAmbiental", "localAmostra", "tipoAmostragem", rastreamento,
      "idUsuarioCriacao", "dataCriacao", "dataAtualizacao")
    select id, situacao, situacao <> 'rascunho', lab, orcamento, prog, local, varejo,
      data_agendada, data_coleta, responsavel, coletor, cadastrante, empresa,
      case when prog in (5, 6) then r_env < 0.85 end,
      case when prog = 5 and r_env < 0.6 then (array[1, 2, 4])[1 + n % 3] when prog = 6 and r_env < 0.6 then 3 end,
      case when prog in (5, 6) then case when r_env < 0.5 then 'agrosafety' else 'cliente' end end,
      case when prog = 5 then (array['Poço artesiano P-', 'Córrego da captação, ponto ', 'Reservatório elevado R-', 'Represa, margem norte ', 'Nascente protegida N-'])[1 + n % 5] || (1 + n % 17)
           when prog = 6 then (array['Talhão ', 'Gleba ', 'Área de pousio ', 'Estufa ', 'Pomar, quadra '])[1 + n % 5] || (1 + n % 23) end,
      case when prog in (5, 6) then (array['Simples', 'Composta', 'Pontual'])[1 + n % 3] end,
      rastreamento,
      case when cadastrante = 2 then ${gestorUser} else usuario end,
      coalesce(data_coleta, localtimestamp(0))::timestamptz - interval '2 hours',
      coalesce(data_coleta, localtimestamp(0))::timestamptz + interval '20 days'
    from gi`);
  step(`agrupador (${groupRows.rowCount} groups)`);

  // ------------------------------------------------------------------ items
  const obs = OBSERVACOES.map((o) => o.replace(/'/g, "''"));
  const obsAmb = OBSERVACOES_AMBIENTAIS.map((o) => o.replace(/'/g, "''"));
  const arr = (list: string[]) => `array[${list.map((s) => `'${s}'`).join(', ')}]`;
  const itemRows = await c.query(`
    insert into sara.amostra (
      "idAmostra", "idAgrupador", "idLaboratorio", "idEmpresa", "idProgramaAmostra", "idLocalAmostra", "idPessoaColetor",
      "idPessoaCadastrante", "idProdutoEmpresa", "idObjetoRastreado", "idObjetoAmostra", situacao, "statusSistema",
      "dataColeta", "dataAgendada", "dataFabricacao", "dataValidade", "dataCriacao", "dataAtualizacao", "responsavelColeta",
      lote, "numeroLacre", "codigoEAN", observacao, "idTipoProduto", "codigoRastreamento", "idDistribuidor", "idVarejo",
      "idProduto", atrasada, contestada, "contestacaoFinalizada", "coletaRealizada", finalizado, "localAmostra",
      "responsavelAmostraAmbiental", "temConformidade", "idNormaAmbiental", "codigoAgrosafety", "codigoMylims", "idOrcamento",
      "idSQSAmostraAgrosafety", "statusSQSAgrosafety", "idSampleMyLims", "motivoRejeicao", "dataRejeicao")
    select x.id, x."idAgrupador", x.lab, x.empresa, x.prog, x.local, x.coletor, x.cadastrante,
      x.produto_empresa, case when x.codigo is not null then 7000000 + x.id end, case when x.codigo is not null then 8000000 + x.id end,
      case when x.status is null then 'rascunho' when x.status = 'AMOSTRA_AGENDADA' then 'agendada' when x.status = 'AMOSTRA_NOVA' then 'coletada'
           when x.status = 'AMOSTRA_REJEITADA' then 'rejeitada' else 'analisada' end,
      x.status, x.data_coleta, x.data_agendada,
      case when x.produto_empresa is not null and x.data_coleta is not null then x.data_coleta::date - 6 end,
      case when x.produto_empresa is not null and x.data_coleta is not null then x.data_coleta::date + 20 end,
      x."dataCriacao", x."dataAtualizacao", x.responsavel,
      case when x.data_coleta is not null then 'L' || to_char(x.data_coleta - interval '2 days', 'YYMMDD') || chr(64 + x.i) end,
      case when x.data_coleta is not null then 'LC' || lpad(x.id::text, 8, '0') end,
      case when x.data_coleta is not null and (x.varejo = 1 or x.produto_empresa is not null) then '789' || lpad((x.id * 13 % 10000000000)::text, 10, '0') end,
      case when x.status = 'AMOSTRA_REJEITADA' then x.motivo
           when x.r_rare < 0.00005 then 'Frutos com marcas de granizo na casca.'
           when x.r_obs < 0.45 or x.status in ('AMOSTRA_AGENDADA') or x.status is null then null
           when x.prog in (5, 6) then (${arr(obsAmb)})[1 + (x.r_obs * 1000)::int % ${obsAmb.length}]
           when x.r_obs < 0.75 then (${arr(obs)})[1 + (x.r_obs * 100000)::int % ${obs.length}]
           else (${arr(obs)})[1 + (x.r_obs * 100000)::int % ${obs.length}] || ' ' || (${arr(obs)})[1 + (x.r_obs * 7777)::int % ${obs.length}] end,
      case when x.prog in (1, 2, 3) then 1 end,
      x.codigo, x.fornecedor, x.varejo, x.produto,
      coalesce(x.status = 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO', false), coalesce(x.status = 'LAUDO_CONTESTADO', false), false,
      coalesce(x.data_coleta is not null and x.status <> 'AMOSTRA_REJEITADA' and x.r_obs > 0.01, false),
      x.status is not null,
      x."localAmostraTexto", x."responsavelAmostraAmbiental", x."temConformidade", x."idNormaAmbiental",
      x.codigo_lab, case when x.lab = 1 and x.codigo_lab is not null then 'MYL-' || lpad((500000 + x.id)::text, 8, '0') end,
      x.orcamento,
      case when x.lab = 1 and x.codigo_lab is not null then md5('sqs-' || x.id) end,
      case when x.lab = 1 and x.codigo_lab is not null then 'success' else 'pending' end,
      case when x.lab = 1 and x.codigo_lab is not null then (300000 + x.id)::text end,
      case when x.status = 'AMOSTRA_REJEITADA' then x.motivo end,
      case when x.status = 'AMOSTRA_REJEITADA' then x."dataAtualizacao" end
    from (
      select s.*,
        case when s.codigo_base then 'HF' || to_char(s.data_coleta, 'YY') || lpad(s.id::text, 8, '0') end as codigo,
        case when s.data_coleta is not null and s.status is not null and s.status not in ('AMOSTRA_AGENDADA')
                  and (s.lab <> 1 or s.data_coleta < localtimestamp - interval '3 days')
             then (array['AGS', 'EXT', 'LQ', 'LSA', 'QA', 'IAV'])[s.lab] || '-' || to_char(s.data_coleta, 'YY') || '-' || lpad(s.id::text, 8, '0') end as codigo_lab
      from (
        select t.*,
          case
            when t.situacao = 'rascunho' then null
            when t.situacao = 'agendada' then case when t.r_status < 0.03 then 'AMOSTRA_REJEITADA' else 'AMOSTRA_AGENDADA' end
            when t.idade < 7 then case when t.r_status < 0.85 then 'AMOSTRA_NOVA' when t.r_status < 0.88 then 'AMOSTRA_REJEITADA'
                                       else 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' end
            when t.idade < 30 then case when t.r_status < 0.25 then 'AMOSTRA_NOVA' when t.r_status < 0.27 then 'AMOSTRA_REJEITADA'
                                        when t.r_status < 0.42 then 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA'
                                        when t.r_status < 0.87 then 'LAUDO_SEM_PROBLEMA' when t.r_status < 0.95 then 'LAUDO_EM_PLANO_DE_ACAO'
                                        when t.r_status < 0.98 then 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO' else 'LAUDO_CONTESTADO' end
            else case when t.r_status < 0.015 then 'AMOSTRA_NOVA' when t.r_status < 0.035 then 'AMOSTRA_REJEITADA'
                      when t.r_status < 0.04 then 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA'
                      when t.r_status < 0.82 then 'LAUDO_SEM_PROBLEMA' when t.r_status < 0.84 then 'LAUDO_EM_PLANO_DE_ACAO'
                      when t.r_status < 0.87 then 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO' when t.r_status < 0.88 then 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO'
                      when t.r_status < 0.99 then 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO' else 'LAUDO_CONTESTADO' end
          end as status,
          t.data_coleta is not null and (t.prog = 1 or (t.rastreamento and t.produto is not null)) as codigo_base,
          case when t.situacao = 'agendada' then 'Produto indisponível no fornecedor na data agendada.'
               else (array['Lacre violado na chegada ao laboratório.', 'Amostra recebida fora da temperatura exigida.',
                           'Quantidade insuficiente para a análise.'])[1 + t.id % 3] end as motivo
        from (
          select gi.primeiro + gi.i as id, gi.i, gi.id as "idAgrupador", gi.lab, gi.empresa, gi.prog, gi.local, gi.coletor,
            gi.cadastrante, gi.varejo, gi.orcamento, gi.situacao, gi.rastreamento,
            gi.data_coleta, gi.data_agendada, gi.responsavel,
            extract(epoch from localtimestamp - gi.data_coleta) / 86400 as idade,
            coalesce(gi.data_coleta, localtimestamp(0))::timestamptz - interval '2 hours' as "dataCriacao",
            least(coalesce(gi.data_coleta, localtimestamp(0)) + interval '15 days', localtimestamp(0))::timestamptz as "dataAtualizacao",
            gi.r_status, gi.r_obs, gi.r_rare,
            case when gi.prog = 1 or (gi.prog = 2 and gi.r_prod < 0.6) then 1 + (gi.r_prod * 1000)::int % 20
                 when gi.prog = 5 then 23 + (gi.r_prod * 1000)::int % 3
                 when gi.prog = 6 then 26 + (gi.r_prod * 1000)::int % 2 end as produto,
            case when gi.prog = 3 or (gi.prog = 2 and gi.r_prod >= 0.6) then pe."idProdutoEmpresa" end as produto_empresa,
            case when gi.prog in (1, 2, 3) then f."idEmpresa" end as fornecedor,
            a."localAmostra" as "localAmostraTexto", a."responsavelAmostraAmbiental", a."temConformidade", a."idNormaAmbiental"
          from (
            -- offset 0 keeps the planner from flattening this subquery: one draw per item, not per comparison
            select gi.*, i.i, random() as r_status, random() as r_obs, random() as r_rare, random() as r_prod, random() as r_forn
            from gi cross join lateral generate_series(1, gi.size) i(i)
            offset 0
          ) gi
          join sara.agrupador a on a."idAgrupador" = gi.id
          left join produto_empresa pe on pe."idEmpresa" = gi.empresa and pe.k = (gi.r_prod * 100000)::int % pe.n
          left join fornecedor f on f.k = (power(gi.r_forn, 2) * ${SUPPLIERS})::int
        ) t
      ) s
    ) x`);
  step(`amostra (${itemRows.rowCount} items)`);

  // ------------------------------------------------------------------ reports
  const laudos = await c.query(`
    insert into sara.laudo ("idAmostra", "idEmpresa", status, resultado, "idPessoaAprovacao", "dataAprovacao", "dataCriacao", "dataAtualizacao")
    select a."idAmostra", a."idEmpresa",
      case when a."statusSistema" = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' then 'aguardando_aprovacao' else 'aprovado' end,
      r.resultado,
      case when a."statusSistema" <> 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' then 2 end,
      case when a."statusSistema" <> 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' then (r.data_laudo + interval '1 day')::timestamptz end,
      r.data_laudo::timestamptz, (r.data_laudo + interval '1 day')::timestamptz
    from sara.amostra a
    cross join lateral (select
      least(a."dataColeta" + make_interval(days => 3 + ((a."idAmostra"::bigint * 7919) % 15)::int), localtimestamp(0) - interval '1 hour') as data_laudo,
      case when a."idProgramaAmostra" in (5, 6) then case when a."idAmostra" % 10 = 0 then 'nao_disponivel' else 'disponivel' end
           when a."statusSistema" in ('LAUDO_SEM_PROBLEMA') then 'satisfatorio'
           when a."statusSistema" = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' then case when a."idAmostra" % 7 = 0 then 'insatisfatorio' else 'satisfatorio' end
           when a."idAmostra" % 5 = 0 then 'lmr' else 'insatisfatorio' end as resultado) r
    where a."idAmostra" > ${base} and a.situacao = 'analisada'`);
  step(`laudo (${laudos.rowCount})`);

  // 93% one revision, 5% two, 2% three (the lab corrected its report).
  const revisoes = await c.query(`
    insert into sara."revisaoLaudo" ("idLaudo", versao, "codigoLaudo", "dataRecebimento", "dataLaudo", "tipoRevisao", resultado, "meioRecebimento", "idUsuario", "dataCriacao")
    select l."idLaudo", v.v,
      'LAU-' || to_char(l."dataCriacao", 'YYYY') || '-' || a."idLaboratorio" || lpad(l."idLaudo"::text, 7, '0') || case when v.v > 1 then '-R' || (v.v - 1) else '' end,
      a."dataColeta" + interval '1 day',
      (l."dataCriacao" - make_interval(days => 2 * (n.n - v.v)))::timestamp,
      case when v.v = n.n then 'atual' else 'antiga' end,
      case when v.v = n.n then l.resultado when l.resultado = 'satisfatorio' then 'insatisfatorio' else l.resultado end,
      case when a."idLaboratorio" = 1 then 'api' else 'pdf' end,
      case when a."idLaboratorio" <> 1 then ${gestorUser} end,
      l."dataCriacao" - make_interval(days => 2 * (n.n - v.v))
    from sara.laudo l
    join sara.amostra a on a."idAmostra" = l."idAmostra"
    cross join lateral (select case when l."idLaudo" % 100 < 93 then 1 when l."idLaudo" % 100 < 98 then 2 else 3 end as n) n
    cross join lateral generate_series(1, n.n) v(v)
    where l."idAmostra" > ${base}`);
  step(`revisaoLaudo (${revisoes.rowCount})`);

  // Report PDFs: file rows without bytes (an object store would hold them), one per revision.
  await q(`create temp table rev_arquivo on commit drop as
    select r."idRevisaoLaudo", gen_random_uuid() as "idArquivo", r."codigoLaudo", r."dataCriacao"
    from sara."revisaoLaudo" r join sara.laudo l using ("idLaudo") where l."idAmostra" > ${base}`);
  await q(`insert into sara.arquivo ("idArquivo", nome, "idTipoArquivo", "contentType", tamanho, sha256, "dataCriacao")
    select "idArquivo", "codigoLaudo" || '.pdf', 1, 'application/pdf', 40000 + ("idRevisaoLaudo" % 20000),
           encode(sha256("idArquivo"::text::bytea), 'hex'), "dataCriacao" from rev_arquivo`);
  await q(
    `insert into sara."revisaoLaudoArquivo" ("idRevisaoLaudo", "idArquivo") select "idRevisaoLaudo", "idArquivo" from rev_arquivo`,
  );
  step('report files');

  for (const [table, column] of [
    ['sara.amostra', 'idAmostra'],
    ['sara.laudo', 'idLaudo'],
    ['sara."revisaoLaudo"', 'idRevisaoLaudo'],
  ] as const) {
    await q(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max("${column}") from ${table}))`);
  }
  for (const ix of indexes) await q(ix.def);
  step(`secondary indexes (${indexes.length})`);
  await q('commit');

  const hasReadModel = await buildReadModel(c, step);

  const counts: Record<string, number> = {};
  for (const t of [
    'sara.agrupador',
    'sara.amostra',
    'sara.laudo',
    'sara."revisaoLaudo"',
    'sara.empresa',
    'sara."localAmostra"',
    'sara.pessoa',
    ...(hasReadModel ? ['sara."amostraLista"'] : []),
  ])
    counts[t] = await one(`select count(*) from ${t}`);
  const sizes = await q<{ tabela: string; mib: number }>(
    `select c.oid::regclass::text as tabela, round(pg_total_relation_size(c.oid) / 1048576.0)::int as mib
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'sara' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit 8`,
  );
  const distribution = await q<{ situacao: string; statusSistema: string | null; n: number }>(
    `select situacao, "statusSistema", count(*)::int as n from sara.amostra group by 1, 2 order by 3 desc`,
  );
  const words: Record<string, number> = {};
  for (const w of Object.values(SEARCH_WORDS))
    words[w] = await one(`select count(*) from sara.amostra where observacao ilike $1`, [`%${w}%`]);
  await c.end();
  const seconds = Math.round((performance.now() - t0) / 100) / 10;

  const result = {
    date: new Date().toISOString(),
    items,
    seconds,
    timings,
    counts,
    sizesMiB: sizes,
    distribution,
    words,
    cpus: os.cpus().length,
  };
  const md = `# Management list volume data (${result.date.slice(0, 10)})

\`npm run bench:data\`: ${items.toLocaleString('en')} items generated in ${seconds} s on ${os.cpus().length} cores.

| step | seconds |
| --- | --- |
${Object.entries(timings)
  .map(([k, v]) => `| ${k} | ${v} |`)
  .join('\n')}

| table | rows |
| --- | --- |
${Object.entries(counts)
  .map(([k, v]) => `| ${k} | ${v.toLocaleString('en')} |`)
  .join('\n')}

| table | total size (MiB) |
| --- | --- |
${sizes.map((s) => `| ${s.tabela} | ${s.mib} |`).join('\n')}

| situacao | statusSistema | items |
| --- | --- | --- |
${distribution.map((d) => `| ${d.situacao} | ${d.statusSistema ?? '-'} | ${d.n.toLocaleString('en')} |`).join('\n')}

Observation words: ${Object.entries(words)
    .map(([w, n]) => `'${w}' in ${n.toLocaleString('en')} items`)
    .join(', ')}.
`;
  writeResults('management-data', result, md);
  console.log(md);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
