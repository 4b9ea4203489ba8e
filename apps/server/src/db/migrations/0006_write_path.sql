-- The read model's upkeep (0004) on the write path. A sample write changes a handful of items and
-- the statement triggers call sara.atualizar_amostra_lista(ids) for them. Its statements read the
-- view sara."amostraListaFonte" (a dozen joins) with the ids as a parameter, and PL/pgSQL planned
-- them again on every call (a custom plan per call: the generic one looks dearer to the planner's
-- estimate), which cost far more than running them: ~15 ms of planning for ~1 ms of work under
-- load. For a few ids the generic plan (index lookups by idAmostra, planned once per connection and
-- again after an ANALYZE) is the right one, so those calls use it; a rebuild (NULL) and large
-- batches (a renamed company with thousands of items) keep a plan made for their ids. What the
-- function writes does not change.
alter function sara.atualizar_amostra_lista(integer[]) rename to atualizar_amostra_lista_planejada;

create function sara.atualizar_amostra_lista(ids integer[]) returns void
language plpgsql as $$
declare
  modo text;
begin
  if ids is null or cardinality(ids) > 1000 then
    perform sara.atualizar_amostra_lista_planejada(ids);
    return;
  end if;
  -- local to the transaction and given back at once (an error rolls it back with the transaction)
  modo := current_setting('plan_cache_mode');
  perform set_config('plan_cache_mode', 'force_generic_plan', true);
  perform sara.atualizar_amostra_lista_planejada(ids);
  perform set_config('plan_cache_mode', modo, true);
end $$;
