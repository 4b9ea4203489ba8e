import type { NavigateFunction } from 'react-router';
import type { HistoryGroup } from '@sara/domain/lists';
import { PDF_LAB_ID } from '@sara/domain/constants';
import { ROUTES } from '@sara/domain/menu';

/** Where the finalize screen finds the scheduled group it opens with (the history stores it first). */
export const FINALIZE_STORAGE_KEY = 'sara.finalizar';

export const finalizePath = (group: HistoryGroup) => ROUTES.agendadaFinalize(group.idAgrupador);

/** The finalize screen, opened with the group it was handed (it reads it before the server answers). */
export function finalizeGroup(navigate: NavigateFunction, group: HistoryGroup) {
  sessionStorage.setItem(FINALIZE_STORAGE_KEY, JSON.stringify(group));
  void navigate(finalizePath(group));
}

/** The edit route of a group, or null when the user may not edit it. */
export function editPath(group: HistoryGroup): string | null {
  if (group.situacao === 'agendada') return group.editAgendada ? ROUTES.agendadaEdit(group.idAgrupador) : null;
  return group.editColetada ? ROUTES.coletadaEdit(group.idAgrupador) : null;
}

/**
 * The view route (spec part B section 2): a scheduled group opens the finalize screen when the
 * user may finalize it, its read-only view otherwise; a collected group opens the collected view.
 */
export function viewPath(group: HistoryGroup): string {
  if (group.situacao === 'coletada') return ROUTES.coletadaView(group.idAgrupador);
  return group.finalizeAgendada ? finalizePath(group) : ROUTES.agendadaView(group.idAgrupador);
}

/**
 * The actions a panel offers, from the group's flags (the server folds in company, status and
 * features). `changeWaiting`: a change of the group kept on the device, not sent yet; another edit,
 * a finalization or a delete would cross it, so none is offered, and the view is the read-only one.
 */
export function panelActions(group: HistoryGroup, { changeWaiting = false } = {}) {
  const scheduled = group.situacao === 'agendada';
  const mayView = group.view || (scheduled && group.finalizeAgendada);
  const flags = changeWaiting
    ? { ...group, editAgendada: false, editColetada: false, finalizeAgendada: false, deleteAmostra: false }
    : group;
  return {
    // null: the group's lab prints no sample PDF (no button); false: not yet (a disabled button)
    print: group.idLaboratorio === PDF_LAB_ID ? group.enablePrint : null,
    edit: editPath(flags),
    // with the view feature; a group the user may finalize opens its finalize screen instead
    view: mayView ? viewPath(flags) : null,
    finalize: scheduled && flags.finalizeAgendada,
    remove: scheduled && flags.deleteAmostra,
  };
}
