-- A scheduled-date period on the management table sorted by collection date (its default) reads the
-- period's rows as candidates, like a report-date period (0020), and sorts them by collection date.
-- The only index of the scheduled date was the scheduled items' own (0014), so a period over the
-- collected ones read the whole read model: 0.35 to 1 s a page at a million items. This index holds
-- the collection date too, so that read is index-only. It also keeps the scheduled items' order by
-- their date (situacao = 'agendada', then the date), which 0014's partial index was for: that one goes,
-- and the read model keeps as many indexes to update on every write as before.
create index amostra_lista_s_data_agendada on sara."amostraLista" (situacao, "dataAgendada", "idAmostra")
  include ("dataColeta");
drop index if exists sara.amostra_lista_agendada_data;
