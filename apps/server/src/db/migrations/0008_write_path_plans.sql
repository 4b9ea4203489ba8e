-- The few-ids path of sara.atualizar_amostra_lista (0006) keeps its generic plans from the size
-- the tables had when a connection first planned them. Planned on a small database (a fresh
-- install, the demo data of a benchmark) they scan and hash whole tables (the delete's NOT EXISTS
-- reads the whole source view), which costs more with every row until an ANALYZE replans them.
-- For a few ids, index lookups by key are right at any size: the path also turns hash joins,
-- merge joins and sequential scans off while it runs (local to the transaction, given back at
-- once). Every join of the source view has an index on its key. What the function writes does
-- not change.
create or replace function sara.atualizar_amostra_lista(ids integer[]) returns void
language plpgsql as $$
declare
  antes text[];
begin
  if ids is null or cardinality(ids) > 1000 then
    perform sara.atualizar_amostra_lista_planejada(ids);
    return;
  end if;
  antes := array[current_setting('plan_cache_mode'), current_setting('enable_hashjoin'),
    current_setting('enable_mergejoin'), current_setting('enable_seqscan')];
  perform set_config('plan_cache_mode', 'force_generic_plan', true);
  perform set_config('enable_hashjoin', 'off', true);
  perform set_config('enable_mergejoin', 'off', true);
  perform set_config('enable_seqscan', 'off', true);
  perform sara.atualizar_amostra_lista_planejada(ids);
  perform set_config('plan_cache_mode', antes[1], true);
  perform set_config('enable_hashjoin', antes[2], true);
  perform set_config('enable_mergejoin', antes[3], true);
  perform set_config('enable_seqscan', antes[4], true);
end $$;
