-- The history selects the groups of a period by coalesce("dataColeta", "dataAgendada") through the
-- partial index agrupador_lista_data_idx (0004). The planner keeps no statistics for the expression
-- of a partial index, so it took any period for 0.5% of the groups: a supplier's history (a group
-- needs one item of theirs that they may see) then probed every group of a long period one by one
-- instead of starting from the supplier's items (index amostra_lista_distribuidor). Statistics on
-- the expression give the planner the real size of the period (100,000 items, a three-year period:
-- 190 ms before, 15 ms after).
create statistics if not exists sara.agrupador_periodo_stat on (coalesce("dataColeta", "dataAgendada"))
  from sara.agrupador;
analyze sara.agrupador;
