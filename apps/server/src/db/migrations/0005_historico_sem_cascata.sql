-- The audit trail outlives the item: an item taken out of a group by an edit is deleted, but its
-- status history stays (the service writes an 'excluir_item' event before the delete). The history
-- keeps the removed item's id (identity ids are never reused), without a foreign key.
alter table sara."amostraHistoricoStatus" drop constraint "amostraHistoricoStatus_idAmostra_fkey";
