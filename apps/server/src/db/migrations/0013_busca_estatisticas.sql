-- Planning a management page with a text search estimates "textoBusca" like '%word%' against the
-- column's statistics, value by value: with 1,000 histogram entries of some 300 characters that is
-- about 1 ms of every search request, more than reading the page (docs/decisions/0010). The page's
-- plan no longer rests on that estimate (its shape is the strategy's), so the column keeps the
-- default 100 entries. The one estimate that picks the strategy asks for ("textoBusca" || ''),
-- whose statistics keep 1,000 entries: a word in 0.3% of the items is still told from a rare one.
alter table sara."amostraLista" alter column "textoBusca" set statistics 100;
create statistics if not exists sara.amostra_lista_busca_estimativa on (("textoBusca" || ''))
  from sara."amostraLista";
alter statistics sara.amostra_lista_busca_estimativa set statistics 1000;
analyze sara."amostraLista";
