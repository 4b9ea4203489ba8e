-- The search text of the rows without a collection date (the scheduled items) has a trigram index of
-- its own. They sort first in 'collection date, newest first' over every situacao; when a word is
-- rare among them, the management page reads their matches as candidates apart from the dated rows
-- (docs/decisions/0010, strategy 'split'), and this small index finds them in about a millisecond
-- where the whole table's index spends tens of milliseconds on a common word.
create index amostra_lista_busca_sem_data_trgm on sara."amostraLista"
  using gin ("textoBusca" gin_trgm_ops) where "dataColeta" is null;
