-- The management table sorted by its date column with only scheduled samples: they have no
-- collection date, so the column shows the scheduled date and the sort follows it. Scheduled items
-- are a small share of the read model; a partial index keeps that order a walk.
create index if not exists amostra_lista_agendada_data on sara."amostraLista" ("dataAgendada", "idAmostra")
  where situacao = 'agendada';
