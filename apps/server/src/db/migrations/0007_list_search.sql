-- Management table reads (docs/decisions/0010):
-- the default sort over every situacao walks one (dataColeta) index instead of one per situacao;
-- 'contains' filters on the tracking code and the observation test their stored sort keys, which
-- get trigram indexes of their own and finer statistics, so the planner's estimate of how many
-- rows match (which picks how the page is read) is sound.
create index if not exists amostra_lista_data_coleta on sara."amostraLista" ("dataColeta", "idAmostra");
create index if not exists amostra_lista_rastreamento_trgm on sara."amostraLista" using gin ("ordRastreamento" gin_trgm_ops);
create index if not exists amostra_lista_observacao_trgm on sara."amostraLista" using gin ("ordObservacao" gin_trgm_ops);
alter table sara."amostraLista" alter column "ordRastreamento" set statistics 1000;
alter table sara."amostraLista" alter column "ordObservacao" set statistics 1000;
