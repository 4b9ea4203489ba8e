-- The tracking-code filter of the management table ('contains', spec part B section 9) found by the
-- suffixes of the codes (docs/decisions/0010). A code contains a fragment when one of its suffixes
-- starts with it, so the items of a fragment are one range of a btree over every suffix of every
-- code. The index also holds the situacao and the collection date, the default view's filter and
-- sort: a fragment shared by tens of thousands of codes ('HF25000', the start of a year's codes)
-- is an index-only read of those entries and a sort of their dates, where the trigram index
-- found them and then read each wide read-model row (2 instead of 34 ms at a million items). With
-- other filters or sorts the trigram index still finds the candidates (its bitmap reads their rows
-- in table order, cheaper than a lookup per suffix entry).
-- A code of n characters has n rows here (codes are at most 60 characters).
create table sara."amostraListaCodigo" (
  sufixo text collate "C" not null,
  situacao varchar(20) not null,
  "dataColeta" timestamp,
  "idAmostra" integer not null
);
create index amostra_lista_codigo_sufixo on sara."amostraListaCodigo" (sufixo, situacao, "dataColeta", "idAmostra");

-- Every suffix of a text, the whole text first.
create function sara.sufixos(texto text) returns text[]
  language sql immutable parallel safe strict
  as $$ select array(select substr(texto, i) from generate_series(1, length(texto)) i) $$;

-- The upper end of a prefix range in the "C" collation: every text that starts with `prefixo`
-- sorts below it (U+10FFFF is the highest code point, so its UTF-8 bytes are the highest).
create function sara.fim_prefixo(prefixo text) returns text
  language sql immutable parallel safe strict
  as $$ select prefixo || chr(1114111) $$;

-- Kept in step with the read model row by row: a row's suffixes change only when its code, situacao
-- or collection date does (the update trigger's condition), which most writes of a row do not.
create function sara.tg_lista_codigo() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old."ordRastreamento" is not null then
    -- the whole key of each entry, so each is one descent of the index
    if old."dataColeta" is null then
      delete from sara."amostraListaCodigo" c
      where c.sufixo = any(sara.sufixos(old."ordRastreamento")) and c.situacao = old.situacao
        and c."dataColeta" is null and c."idAmostra" = old."idAmostra";
    else
      delete from sara."amostraListaCodigo" c
      where c.sufixo = any(sara.sufixos(old."ordRastreamento")) and c.situacao = old.situacao
        and c."dataColeta" = old."dataColeta" and c."idAmostra" = old."idAmostra";
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new."ordRastreamento" is not null then
    insert into sara."amostraListaCodigo" (sufixo, situacao, "dataColeta", "idAmostra")
    select s, new.situacao, new."dataColeta", new."idAmostra" from unnest(sara.sufixos(new."ordRastreamento")) s;
  end if;
  return null;
end $$;
create trigger amostra_lista_codigo_ins after insert on sara."amostraLista"
  for each row when (new."ordRastreamento" is not null) execute function sara.tg_lista_codigo();
create trigger amostra_lista_codigo_upd after update on sara."amostraLista"
  for each row when (old."ordRastreamento" is distinct from new."ordRastreamento"
    or old.situacao is distinct from new.situacao or old."dataColeta" is distinct from new."dataColeta")
  execute function sara.tg_lista_codigo();
create trigger amostra_lista_codigo_del after delete on sara."amostraLista"
  for each row when (old."ordRastreamento" is not null) execute function sara.tg_lista_codigo();

-- The whole suffix table from the read model, its index built once afterwards.
create function sara.reconstruir_codigos() returns void
language plpgsql as $$
begin
  drop index if exists sara.amostra_lista_codigo_sufixo;
  truncate sara."amostraListaCodigo";
  insert into sara."amostraListaCodigo" (sufixo, situacao, "dataColeta", "idAmostra")
  select s, l.situacao, l."dataColeta", l."idAmostra"
  from sara."amostraLista" l, unnest(sara.sufixos(l."ordRastreamento")) s
  where l."ordRastreamento" is not null;
  perform set_config('maintenance_work_mem', '256MB', true);
  create index amostra_lista_codigo_sufixo on sara."amostraListaCodigo" (sufixo, situacao, "dataColeta", "idAmostra");
  analyze sara."amostraListaCodigo";
end $$;

-- The rebuild of the whole read model (ids null) loads the suffixes in bulk instead of row by row;
-- the rows of given items go on as before (0008), their suffixes kept by the triggers.
alter function sara.atualizar_amostra_lista(integer[]) rename to atualizar_amostra_lista_linhas;
create function sara.atualizar_amostra_lista(ids integer[]) returns void
language plpgsql as $$
begin
  if ids is not null then
    perform sara.atualizar_amostra_lista_linhas(ids);
    return;
  end if;
  alter table sara."amostraLista" disable trigger amostra_lista_codigo_ins;
  perform sara.atualizar_amostra_lista_linhas(null);
  alter table sara."amostraLista" enable trigger amostra_lista_codigo_ins;
  perform sara.reconstruir_codigos();
end $$;

select sara.reconstruir_codigos();

