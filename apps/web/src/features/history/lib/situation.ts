import type { Situacao } from '@sara/domain/enums';

/**
 * The group's chip: what became of its items when they all agree on it (every item analysed, or every
 * one rejected), otherwise the group's own registration state (rascunho, agendada, coletada).
 */
export function shownSituation(group: { situacao: Situacao; itens: readonly { situacao: Situacao }[] }): Situacao {
  const [first, ...rest] = group.itens.map((i) => i.situacao);
  const settled = first === 'analisada' || first === 'rejeitada';
  return settled && rest.every((s) => s === first) ? first : group.situacao;
}
