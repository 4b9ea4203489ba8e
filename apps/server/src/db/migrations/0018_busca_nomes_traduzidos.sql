-- The lists' search finds a catalogue product by its name in every language the screens show it in
-- (decision 0026): 'tomato' and 'tomate' both find the tomatoes, as an English or Spanish user reads
-- the rows. The names are added to the search text only (the product sort stays on the Portuguese
-- name, whose index a column per language would multiply). The view is restated whole (a view's
-- columns can only be replaced all at once); only "textoBusca" changes. The rows of catalogue
-- products are rewritten; a product renamed in any language is rewritten by its trigger (0004).
create or replace view sara."amostraListaFonte" as
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
  sara.f_search(coalesce(a."codigoRastreamento", a."codigoAgrosafety")) as "ordRastreamento",
  sara.f_search(v.nome) as "ordVarejo",
  sara.f_search(coalesce(loc.nome, a."localAmostra")) as "ordLocal",
  sara.f_search(coalesce(prod.nome, pe.nome)) as "ordProduto",
  sara.f_search(dist."razaoSocial") as "ordFornecedor",
  sara.f_search(a.observacao) as "ordObservacao",
  sara.f_search(concat_ws(' ',
    a."codigoRastreamento", a."codigoAgrosafety", a."codigoMylims", prod.nome, prod."nomeI18n"->>'en',
    prod."nomeI18n"->>'es', pe.nome, loc.nome, a."localAmostra",
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

select sara.atualizar_amostra_lista(array(
  select a."idAmostra" from sara.amostra a where a."idProduto" is not null and a.situacao <> 'rascunho'));
