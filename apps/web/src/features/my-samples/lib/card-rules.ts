import type { StatusSistema } from '@sara/domain/enums';
import type { MySampleRow } from '@sara/domain/lists';

/** The catalogue token of a statusSistema value ('sara2g.ui.listagem.status.laudo_sem_problema'). */
export const statusToken = (status: string) => `sara2g.ui.listagem.status.${status.toLowerCase()}`;

export const AWAITING_INTERNAL_APPROVAL: StatusSistema = 'LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA';

/** Which card actions the user has (part B section 6): all need laudo.visualizar. */
export interface CardPermissions {
  viewReport: boolean;
  contest: boolean;
}

/**
 * The three actions and when they are enabled (part B section 4): only once a report exists
 * (a report date); details also not while the report awaits the internal team.
 */
export function cardActions(row: MySampleRow, can: CardPermissions) {
  const hasReport = Boolean(row.dataLaudo);
  return {
    details: can.viewReport && { enabled: hasReport && row.statusSistema !== AWAITING_INTERNAL_APPROVAL },
    contest: can.viewReport && can.contest && { enabled: hasReport && row.idLaudo != null },
    download: can.viewReport && row.ambiental && { enabled: hasReport },
  };
}
