-- Read model of the sample lists (history, personal list, management table; spec part B sections
-- 2, 3 and 9; docs/decisions/0009-lists-read-model.md). One row per listed item (not a draft, of
-- an active group) with every value the lists filter, sort or show: display names already joined,
-- the current report revision, lowercased unaccented sort keys and one search text. Triggers keep
-- it in step with the source tables through sara.atualizar_amostra_lista(ids).
--
-- Text sort keys are sara.f_search(value) in the "C" collation, so an index orders them the way
-- the query does on every server. Each management sort has an index (situacao, key, idAmostra):
-- the ascending sort reads it forwards, the descending one backwards (nulls last ascending,
-- first descending, PostgreSQL's default for both directions of one index).
create table sara."amostraLista" (
  "idAmostra" integer primary key,
  "idAgrupador" uuid not null,
  "idLaboratorio" integer,
  laboratorio text,
  "idProgramaAmostra" integer,
  ambiental boolean not null default false,
  "idEmpresa" integer not null,
  "nomeEmpresa" text,
  "idPessoaColetor" integer,
  "nomePessoaColetor" text,
  "idPessoaCadastrante" integer,
  situacao varchar(20) not null,
  "statusSistema" varchar(60),
  "statusSQSAgrosafety" varchar(10),
  "codigoRastreamento" varchar(60),
  "codigoAmostra" varchar(60),        -- lab code (codigoAgrosafety)
  "codigoMylims" varchar(60),
  "dataColeta" timestamp,
  "dataAgendada" timestamp,
  "idVarejo" integer,
  varejo text,
  "idLocalAmostra" integer,
  "localAmostra" text,
  "idProduto" integer,
  "idProdutoEmpresa" integer,
  produto text,
  "idDistribuidor" integer,
  fornecedor text,
  documento text,
  "inscricaoRural" text,
  "numeroLacre" varchar(200),
  observacao varchar(300),
  atrasada boolean not null default false,
  contestada boolean not null default false,
  "idAmostraRecoletada" integer,
  -- the report and its current revision
  "idLaudo" integer,
  "statusLaudo" varchar(30),
  "resultadoLaudo" varchar(20),
  "numeroLaudo" varchar(60),
  "dataLaudo" timestamp,
  "idArquivoLaudo" uuid,
  "quantidadeLaudos" integer not null default 0,
  -- sort keys
  "ordRastreamento" text collate "C",
  "ordVarejo" text collate "C",
  "ordLocal" text collate "C",
  "ordProduto" text collate "C",
  "ordFornecedor" text collate "C",
  "ordObservacao" text collate "C",
  "textoBusca" text not null default ''
);
alter table sara."amostraLista" alter column "textoBusca" set statistics 1000;

create index amostra_lista_busca_trgm on sara."amostraLista" using gin ("textoBusca" gin_trgm_ops);
create index amostra_lista_s_data_coleta on sara."amostraLista" (situacao, "dataColeta", "idAmostra");
create index amostra_lista_s_rastreamento on sara."amostraLista" (situacao, "ordRastreamento", "idAmostra");
create index amostra_lista_s_varejo on sara."amostraLista" (situacao, "ordVarejo", "idAmostra");
create index amostra_lista_s_local on sara."amostraLista" (situacao, "ordLocal", "idAmostra");
create index amostra_lista_s_produto on sara."amostraLista" (situacao, "ordProduto", "idAmostra");
create index amostra_lista_s_fornecedor on sara."amostraLista" (situacao, "ordFornecedor", "idAmostra");
create index amostra_lista_s_data_laudo on sara."amostraLista" (situacao, "dataLaudo", "idAmostra");
create index amostra_lista_s_status on sara."amostraLista" (situacao, "statusSistema", "idAmostra");
create index amostra_lista_s_observacao on sara."amostraLista" (situacao, "ordObservacao", "idAmostra");
-- scopes (collector, supplier, company, retailer) in the personal list's default order. No index
-- leads with dataColeta alone: its descending read would start with the scheduled rows' nulls.
create index amostra_lista_coletor on sara."amostraLista" ("idPessoaColetor", "dataColeta", "idAmostra");
create index amostra_lista_distribuidor on sara."amostraLista" ("idDistribuidor", "dataColeta", "idAmostra");
create index amostra_lista_empresa on sara."amostraLista" ("idEmpresa", "dataColeta", "idAmostra");
create index amostra_lista_varejo on sara."amostraLista" ("idVarejo", "dataColeta", "idAmostra");
create index amostra_lista_agrupador on sara."amostraLista" ("idAgrupador");
create index amostra_lista_status_data on sara."amostraLista" ("statusSistema", "dataColeta", "idAmostra");

-- What a row of the read model is, computed from the source tables.
create view sara."amostraListaFonte" as
select
  a."idAmostra",
  a."idAgrupador",
  a."idLaboratorio",
  lab.nome as laboratorio,
  a."idProgramaAmostra",
  coalesce(pg.ambiental, false) as ambiental,
  a."idEmpresa",
  emp."razaoSocial" as "nomeEmpresa",
  a."idPessoaColetor",
  col.nome as "nomePessoaColetor",
  a."idPessoaCadastrante",
  a.situacao,
  a."statusSistema",
  a."statusSQSAgrosafety",
  a."codigoRastreamento",
  a."codigoAgrosafety" as "codigoAmostra",
  a."codigoMylims",
  a."dataColeta",
  a."dataAgendada",
  a."idVarejo",
  v.nome as varejo,
  a."idLocalAmostra",
  coalesce(loc.nome, a."localAmostra") as "localAmostra",
  a."idProduto",
  a."idProdutoEmpresa",
  coalesce(prod.nome, pe.nome) as produto,
  a."idDistribuidor",
  dist."razaoSocial" as fornecedor,
  dist.documento,
  dist."inscricaoRural",
  a."numeroLacre",
  a.observacao,
  a.atrasada,
  a.contestada,
  a."idAmostraRecoletada",
  ld."idLaudo",
  ld.status as "statusLaudo",
  ld.resultado as "resultadoLaudo",
  rl."codigoLaudo" as "numeroLaudo",
  rl."dataLaudo",
  (select ra."idArquivo" from sara."revisaoLaudoArquivo" ra
    where ra."idRevisaoLaudo" = rl."idRevisaoLaudo" order by ra."idArquivo" limit 1) as "idArquivoLaudo",
  case when ld."idLaudo" is null then 0
    else (select count(*)::integer from sara."revisaoLaudo" r where r."idLaudo" = ld."idLaudo") end as "quantidadeLaudos",
  sara.f_search(a."codigoRastreamento") as "ordRastreamento",
  sara.f_search(v.nome) as "ordVarejo",
  sara.f_search(coalesce(loc.nome, a."localAmostra")) as "ordLocal",
  sara.f_search(coalesce(prod.nome, pe.nome)) as "ordProduto",
  sara.f_search(dist."razaoSocial") as "ordFornecedor",
  sara.f_search(a.observacao) as "ordObservacao",
  sara.f_search(concat_ws(' ',
    a."codigoRastreamento", a."codigoAgrosafety", a."codigoMylims", prod.nome, pe.nome, loc.nome, a."localAmostra",
    v.nome, dist."razaoSocial", dist."nomeFantasia", dist.documento, dist."inscricaoRural", a."numeroLacre", a.lote,
    a."codigoEAN", a.observacao, lab.nome, rl."codigoLaudo", a."responsavelColeta")) as "textoBusca"
from sara.amostra a
join sara.agrupador g on g."idAgrupador" = a."idAgrupador"
left join sara.laboratorio lab on lab."idLaboratorio" = a."idLaboratorio"
left join sara."programaAmostra" pg on pg."idProgramaAmostra" = a."idProgramaAmostra"
left join sara.empresa emp on emp."idEmpresa" = a."idEmpresa"
left join sara.pessoa col on col."idPessoa" = a."idPessoaColetor"
left join sara.varejo v on v."idVarejo" = a."idVarejo"
left join sara."localAmostra" loc on loc."idLocalAmostra" = a."idLocalAmostra"
left join sara.produto prod on prod.id = a."idProduto"
left join sara."produtoEmpresa" pe on pe."idProdutoEmpresa" = a."idProdutoEmpresa"
left join sara.empresa dist on dist."idEmpresa" = a."idDistribuidor"
left join sara.laudo ld on ld."idAmostra" = a."idAmostra"
left join sara."revisaoLaudo" rl on rl."idLaudo" = ld."idLaudo" and rl."tipoRevisao" = 'atual'
where a.situacao <> 'rascunho' and g.ativo;

-- Brings the rows of the given items up to date (NULL: rebuilds the whole read model; its
-- secondary indexes are dropped during the load and built again afterwards, which is much faster
-- than maintaining them row by row for a million rows).
create or replace function sara.atualizar_amostra_lista(ids integer[]) returns void
language plpgsql as $$
declare
  defs text[];
  def text;
begin
  if ids is null then
    select coalesce(array_agg(indexdef), '{}') into defs from pg_indexes
    where schemaname = 'sara' and tablename = 'amostraLista' and indexname <> 'amostraLista_pkey';
    for def in select format('drop index sara.%I', indexname) from pg_indexes
      where schemaname = 'sara' and tablename = 'amostraLista' and indexname <> 'amostraLista_pkey' loop
      execute def;
    end loop;
    truncate sara."amostraLista";
    insert into sara."amostraLista" select * from sara."amostraListaFonte";
    perform set_config('maintenance_work_mem', '256MB', true);
    foreach def in array defs loop
      execute def;
    end loop;
    analyze sara."amostraLista";
    return;
  end if;
  if cardinality(ids) = 0 then
    return;
  end if;
  delete from sara."amostraLista" l
  where l."idAmostra" = any(ids)
    and not exists (select 1 from sara."amostraListaFonte" f where f."idAmostra" = l."idAmostra");
  insert into sara."amostraLista"
  select * from sara."amostraListaFonte" f where f."idAmostra" = any(ids)
  on conflict ("idAmostra") do update set
    "idAgrupador" = excluded."idAgrupador",
    "idLaboratorio" = excluded."idLaboratorio",
    laboratorio = excluded.laboratorio,
    "idProgramaAmostra" = excluded."idProgramaAmostra",
    ambiental = excluded.ambiental,
    "idEmpresa" = excluded."idEmpresa",
    "nomeEmpresa" = excluded."nomeEmpresa",
    "idPessoaColetor" = excluded."idPessoaColetor",
    "nomePessoaColetor" = excluded."nomePessoaColetor",
    "idPessoaCadastrante" = excluded."idPessoaCadastrante",
    situacao = excluded.situacao,
    "statusSistema" = excluded."statusSistema",
    "statusSQSAgrosafety" = excluded."statusSQSAgrosafety",
    "codigoRastreamento" = excluded."codigoRastreamento",
    "codigoAmostra" = excluded."codigoAmostra",
    "codigoMylims" = excluded."codigoMylims",
    "dataColeta" = excluded."dataColeta",
    "dataAgendada" = excluded."dataAgendada",
    "idVarejo" = excluded."idVarejo",
    varejo = excluded.varejo,
    "idLocalAmostra" = excluded."idLocalAmostra",
    "localAmostra" = excluded."localAmostra",
    "idProduto" = excluded."idProduto",
    "idProdutoEmpresa" = excluded."idProdutoEmpresa",
    produto = excluded.produto,
    "idDistribuidor" = excluded."idDistribuidor",
    fornecedor = excluded.fornecedor,
    documento = excluded.documento,
    "inscricaoRural" = excluded."inscricaoRural",
    "numeroLacre" = excluded."numeroLacre",
    observacao = excluded.observacao,
    atrasada = excluded.atrasada,
    contestada = excluded.contestada,
    "idAmostraRecoletada" = excluded."idAmostraRecoletada",
    "idLaudo" = excluded."idLaudo",
    "statusLaudo" = excluded."statusLaudo",
    "resultadoLaudo" = excluded."resultadoLaudo",
    "numeroLaudo" = excluded."numeroLaudo",
    "dataLaudo" = excluded."dataLaudo",
    "idArquivoLaudo" = excluded."idArquivoLaudo",
    "quantidadeLaudos" = excluded."quantidadeLaudos",
    "ordRastreamento" = excluded."ordRastreamento",
    "ordVarejo" = excluded."ordVarejo",
    "ordLocal" = excluded."ordLocal",
    "ordProduto" = excluded."ordProduto",
    "ordFornecedor" = excluded."ordFornecedor",
    "ordObservacao" = excluded."ordObservacao",
    "textoBusca" = excluded."textoBusca";
end $$;

-- ---------------------------------------------------------------------------------------------
-- Triggers: one call per statement, with the changed rows from the transition tables.

create or replace function sara.tg_lista_amostra() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from sara."amostraLista" l using antigas o where l."idAmostra" = o."idAmostra";
  else
    perform sara.atualizar_amostra_lista(array(select n."idAmostra" from novas n));
  end if;
  return null;
end $$;
create trigger amostra_lista_ins after insert on sara.amostra
  referencing new table as novas for each statement execute function sara.tg_lista_amostra();
create trigger amostra_lista_upd after update on sara.amostra
  referencing new table as novas for each statement execute function sara.tg_lista_amostra();
create trigger amostra_lista_del after delete on sara.amostra
  referencing old table as antigas for each statement execute function sara.tg_lista_amostra();

create or replace function sara.tg_lista_agrupador() returns trigger
language plpgsql as $$
begin
  perform sara.atualizar_amostra_lista(array(
    select a."idAmostra" from sara.amostra a join novas n on n."idAgrupador" = a."idAgrupador"));
  return null;
end $$;
create trigger agrupador_lista_upd after update on sara.agrupador
  referencing new table as novas for each statement execute function sara.tg_lista_agrupador();

create or replace function sara.tg_lista_laudo() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sara.atualizar_amostra_lista(array(select o."idAmostra" from antigas o));
  else
    perform sara.atualizar_amostra_lista(array(select n."idAmostra" from novas n));
  end if;
  return null;
end $$;
create trigger laudo_lista_ins after insert on sara.laudo
  referencing new table as novas for each statement execute function sara.tg_lista_laudo();
create trigger laudo_lista_upd after update on sara.laudo
  referencing new table as novas for each statement execute function sara.tg_lista_laudo();
create trigger laudo_lista_del after delete on sara.laudo
  referencing old table as antigas for each statement execute function sara.tg_lista_laudo();

create or replace function sara.tg_lista_revisao() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sara.atualizar_amostra_lista(array(
      select ld."idAmostra" from antigas o join sara.laudo ld on ld."idLaudo" = o."idLaudo"));
  else
    perform sara.atualizar_amostra_lista(array(
      select ld."idAmostra" from novas n join sara.laudo ld on ld."idLaudo" = n."idLaudo"));
  end if;
  return null;
end $$;
create trigger revisao_lista_ins after insert on sara."revisaoLaudo"
  referencing new table as novas for each statement execute function sara.tg_lista_revisao();
create trigger revisao_lista_upd after update on sara."revisaoLaudo"
  referencing new table as novas for each statement execute function sara.tg_lista_revisao();
create trigger revisao_lista_del after delete on sara."revisaoLaudo"
  referencing old table as antigas for each statement execute function sara.tg_lista_revisao();

create or replace function sara.tg_lista_revisao_arquivo() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform sara.atualizar_amostra_lista(array(
      select ld."idAmostra" from antigas o
      join sara."revisaoLaudo" r on r."idRevisaoLaudo" = o."idRevisaoLaudo"
      join sara.laudo ld on ld."idLaudo" = r."idLaudo"));
  else
    perform sara.atualizar_amostra_lista(array(
      select ld."idAmostra" from novas n
      join sara."revisaoLaudo" r on r."idRevisaoLaudo" = n."idRevisaoLaudo"
      join sara.laudo ld on ld."idLaudo" = r."idLaudo"));
  end if;
  return null;
end $$;
create trigger revisao_arquivo_lista_ins after insert on sara."revisaoLaudoArquivo"
  referencing new table as novas for each statement execute function sara.tg_lista_revisao_arquivo();
create trigger revisao_arquivo_lista_del after delete on sara."revisaoLaudoArquivo"
  referencing old table as antigas for each statement execute function sara.tg_lista_revisao_arquivo();

-- Renamed references: the items that show the name. TG_ARGV[0] names the sample column(s) that
-- point at the table (as a join condition on c.id), TG_ARGV[1] its key; unchanged rows are skipped.
create or replace function sara.tg_lista_referencia() returns trigger
language plpgsql as $$
declare
  ids integer[];
begin
  execute format(
    'select array(select a."idAmostra" from sara.amostra a join (
       select n.%2$I as id from novas n join antigas o on o.%2$I = n.%2$I
       where row_to_json(n)::jsonb is distinct from row_to_json(o)::jsonb) c on %1$s)',
    tg_argv[0], tg_argv[1]) into ids;
  perform sara.atualizar_amostra_lista(ids);
  return null;
end $$;
create trigger local_lista_upd after update on sara."localAmostra"
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idLocalAmostra" = c.id', 'idLocalAmostra');
create trigger produto_lista_upd after update on sara.produto
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idProduto" = c.id', 'id');
create trigger produto_empresa_lista_upd after update on sara."produtoEmpresa"
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idProdutoEmpresa" = c.id', 'idProdutoEmpresa');
create trigger empresa_lista_upd after update on sara.empresa
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('c.id in (a."idEmpresa", a."idDistribuidor")', 'idEmpresa');
create trigger varejo_lista_upd after update on sara.varejo
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idVarejo" = c.id', 'idVarejo');
create trigger laboratorio_lista_upd after update on sara.laboratorio
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idLaboratorio" = c.id', 'idLaboratorio');
create trigger pessoa_lista_upd after update on sara.pessoa
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idPessoaColetor" = c.id', 'idPessoa');
create trigger programa_lista_upd after update on sara."programaAmostra"
  referencing old table as antigas new table as novas for each statement
  execute function sara.tg_lista_referencia('a."idProgramaAmostra" = c.id', 'idProgramaAmostra');

-- The history reads groups by their date.
create index agrupador_lista_data_idx on sara.agrupador ((coalesce("dataColeta", "dataAgendada"))) where ativo;

-- Items that exist before this migration.
select sara.atualizar_amostra_lista(null);
