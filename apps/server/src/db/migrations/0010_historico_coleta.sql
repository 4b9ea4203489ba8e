-- The audit trail also follows the two flags a write sets besides situacao and statusSistema
-- (spec part A section 4, issue: "each change is written to the sample's audit trail"): finalizado
-- (a draft registered) and coletaRealizada (reasons for collection not done added or removed). A
-- row is written when any of the four changes; null where the event does not concern them.
alter table sara."amostraHistoricoStatus"
  add column "finalizadoDe" boolean,
  add column "finalizadoPara" boolean,
  add column "coletaRealizadaDe" boolean,
  add column "coletaRealizadaPara" boolean;
