-- The history's search reads the words of the items of the period's groups. An item's own dates
-- are not always its group's (a rejected item keeps them when its group is moved or finalized on
-- another day), so each read-model row carries its group's date (the history's period reads it:
-- coalesce of the collection and the scheduled date), kept by a row trigger, whoever writes the row
-- (the upkeep of 0004 inserts the source view's columns by position, the rebuild in bulk). A group's
-- write refreshes its items' rows (tg_lista_agrupador), which sets it again. Through its index, the
-- items of a period are combined with a word's trigrams before any row is read: without it, every
-- item of every year that held the word was read (a manager's search for a common word over three
-- weeks at a million items: 0.5 to 1 s for the count, 1 to 2.5 s for the page).
alter table sara."amostraLista" add column "dataGrupo" timestamp;

create function sara.tg_lista_data_grupo() returns trigger
language plpgsql as $$
begin
  select coalesce(g."dataColeta", g."dataAgendada") into new."dataGrupo"
  from sara.agrupador g where g."idAgrupador" = new."idAgrupador";
  return new;
end $$;
create trigger amostra_lista_data_grupo before insert or update on sara."amostraLista"
  for each row execute function sara.tg_lista_data_grupo();

create index amostra_lista_data_grupo on sara."amostraLista" ("dataGrupo");
-- every row again, in bulk (secondary indexes rebuilt after the load), the new column set on the way
select sara.atualizar_amostra_lista(null);
