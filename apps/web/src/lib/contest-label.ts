import { FEATURES, hasFeature } from '@sara/domain/features';

/**
 * The contestation screen opens to contest (supplier), to answer (the lab or company team) or only
 * to view it (retail): the button says which (part B section 2, the route's three features).
 */
/** The label of a user who may start a contestation. */
export const CONTEST_LABEL = 'sara2g.ui.listagem.contestar_laudo';

export function contestLabel(features: Iterable<string>): string {
  if (hasFeature(features, [FEATURES.contestar])) return CONTEST_LABEL;
  if (hasFeature(features, [FEATURES.responderContestacao])) return 'sara2g.ui.listagem.responder_contestacao';
  return 'sara2g.ui.listagem.ver_contestacao';
}
