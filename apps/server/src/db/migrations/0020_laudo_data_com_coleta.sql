-- A report-date period on the management table sorted by collection date (its default) reads the
-- period's rows as candidates (management-query.ts: PERIOD_CANDIDATE_LIMIT) and sorts them by
-- collection date. With the collection date in the report-date index that read is index-only: a
-- month of reports at a million items read from the table's wide rows took 0.5 to 0.8 s when they
-- were not in memory.
drop index if exists sara.amostra_lista_s_data_laudo;
create index amostra_lista_s_data_laudo on sara."amostraLista" (situacao, "dataLaudo", "idAmostra")
  include ("dataColeta");
