-- The status sorts of the lists (management table's Status column, my samples' options 7 and 8) in
-- the order a sample goes through its statuses, not the alphabetical order of the codes, which read
-- in no order in any language ('Aguardando aprovação do plano de ação' before 'Amostra nova', 'Laudo
-- sem problema' last). The ranks are STATUS_SISTEMA's order in packages/domain/src/enums.ts
-- (statusRank); docs/decisions/0009. Generated from statusSistema, so the read model's writers
-- (sara.atualizar_amostra_lista, the bench's bulk load) need no change. Each management sort has an
-- index (situacao, key, idAmostra): this one replaces statusSistema's as the status sort's.
alter table sara."amostraLista" add column "ordStatus" smallint generated always as (
  case "statusSistema"
    when 'AMOSTRA_AGENDADA' then 1
    when 'AMOSTRA_NOVA' then 2
    when 'AMOSTRA_REJEITADA' then 3
    when 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA' then 4
    when 'LAUDO_SEM_PROBLEMA' then 5
    when 'LAUDO_EM_PLANO_DE_ACAO' then 6
    when 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO' then 7
    when 'AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO' then 8
    when 'LAUDO_EM_PLANO_DE_ACAO_FINALIZADO' then 9
    when 'LAUDO_CONTESTADO' then 10
  end
) stored;
create index amostra_lista_s_ordem_status on sara."amostraLista" (situacao, "ordStatus", "idAmostra");
drop index sara.amostra_lista_s_status;
