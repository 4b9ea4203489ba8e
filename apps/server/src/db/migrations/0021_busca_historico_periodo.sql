-- The history's search reads the words of the period's items: an item carries its group's dates
-- (samples/service: itemRow), so the items of a period are a range of this index, and a word's
-- matches (the trigram index) are combined with it before any row is read. Without it, every item of
-- every year that held the word was read: a manager's search for a common word over three weeks at
-- a million items took 0.5 to 1 s for the count and 1 to 2.5 s for the page.
create index if not exists amostra_lista_periodo on sara."amostraLista" ((coalesce("dataColeta", "dataAgendada")));
analyze sara."amostraLista";
