-- My samples' tracking-code filter finds the code each card shows (part B section 3): the shown code
-- ("ordRastreamento": the tracking code, else the sample code), and the sample code of an item of an
-- environmental program that has a tracking code as well, whose card shows its sample code. The filter
-- read the search text's trigram index for both, a bitmap of every item whose text held the fragment's
-- trigrams anywhere: 155,000 rows for a year's code prefix ('HF2500') at a million items, 0.7 s a page.
-- Now the shown code is read through its own indexes, and those few environmental items through this
-- one. Its predicate is the filter's own words (repository.ts, envTracked), so the planner proves it;
-- the programs are ENVIRONMENTAL_PROGRAMS of packages/domain.
create index amostra_lista_ambiental_codigo_trgm on sara."amostraLista"
  using gin (sara.f_search("codigoAmostra") gin_trgm_ops)
  where (ambiental or "idProgramaAmostra" in (5, 6)) and "codigoRastreamento" is not null;
