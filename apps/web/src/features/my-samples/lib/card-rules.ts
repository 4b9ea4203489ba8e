import { AWAITING_INTERNAL_APPROVAL } from '@sara/domain/features';
import type { MySampleRow } from '@sara/domain/lists';
import { canBeContested } from '@sara/domain/rules/followup';
import { CONTEST_LABEL } from '../../../lib/contest-label';

/** The catalogue token of a statusSistema value ('sara2g.ui.listagem.status.laudo_sem_problema'). */
export const statusToken = (status: string) => `sara2g.ui.listagem.status.${status.toLowerCase()}`;

/** Which card actions the user has (part B section 6): all need laudo.visualizar. */
export interface CardPermissions {
  viewReport: boolean;
  /** May open the contestation screen (contest, answer or view contestation). */
  contest: boolean;
  /** May start a contestation (feature contestar). */
  startsContestation: boolean;
  /** The contest button's label token: what the user may do on the contestation screen. */
  contestLabel: string;
  /** Management: given the report's file also while it awaits the internal team (reportFileShown). */
  seesAwaitingReports: boolean;
}

export { contestLabel } from '../../../lib/contest-label';

/**
 * The three actions and when they are enabled (part B section 4): only once a report exists
 * (a report date); details also not while the report awaits the internal team, nor download unless
 * the user is management (the server withholds that file from the others: reportFileShown). Contest appears
 * to who may contest while the sample is in an action plan (on time or late) with a result that is not
 * satisfactory; and to whoever may open the contestation screen once the report was contested (to follow,
 * answer or view it: a sample whose status moved on to 'contested' is no longer contestable, and one never
 * contested has nothing to answer or view).
 */

export function cardActions(row: MySampleRow, can: CardPermissions) {
  const hasReport = Boolean(row.dataLaudo);
  const contestable = can.startsContestation && canBeContested(row.statusSistema, row.resultadoLaudo);
  return {
    details: can.viewReport && { enabled: hasReport && row.statusSistema !== AWAITING_INTERNAL_APPROVAL },
    contest: can.viewReport &&
      can.contest &&
      (contestable || row.contestada) && {
        enabled: hasReport && row.idLaudo != null,
        // a supplier's report contested already, or no longer open to it: the button follows it, it
        // does not offer to contest again ('Contestar laudo' on a settled contestation misled)
        label:
          can.contestLabel === CONTEST_LABEL && !contestable ? 'sara2g.ui.listagem.ver_contestacao' : can.contestLabel,
      },
    download: can.viewReport &&
      row.ambiental && {
        enabled: hasReport && (can.seesAwaitingReports || row.statusSistema !== AWAITING_INTERNAL_APPROVAL),
      },
  };
}
