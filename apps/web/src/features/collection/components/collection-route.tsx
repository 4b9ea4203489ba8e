import { useState } from 'react';
import { Navigate, useLocation, useNavigationType, useParams } from 'react-router';
import { DRAFT_FEATURES, EDIT_SCREEN_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { useSession } from '../../../lib/auth';
import { OUTBOX_PARAM } from '../../../offline/outbox';
import { CollectionPage } from './collection-page';

/**
 * How many times a link or back moved the screen onto another refused write (`?outbox=`) or off one:
 * each opens the screen afresh (its key), even from the same group's screen ('Abrir para corrigir' above
 * its edit), where the screen, read once, would otherwise stay on what it showed and a save drop the
 * refused write. The screen's own move onto the write it already shows (a replace) keeps it as it is.
 */
function useWriteOpenings(search: string): number {
  const navigationType = useNavigationType();
  const outbox = new URLSearchParams(search).get(OUTBOX_PARAM);
  const [shown, setShown] = useState({ outbox, openings: 0 });
  if (outbox !== shown.outbox) {
    setShown({ outbox, openings: navigationType === 'REPLACE' ? shown.openings : shown.openings + 1 });
  }
  return shown.openings;
}

/**
 * The collection screen's gate: registering needs amostraColetada.adicionar or amostra.adicionar
 * (the plain add path is not gated by the former alone, part B section 2; the server takes a
 * registration from either); editing (an idAgrupador in the path) amostraColetada.editar or
 * adicionar; viewing also amostra.visualizar. Without it the user goes home.
 */
export function CollectionRoute() {
  const { features } = useSession();
  const { idAgrupador, actionScreen } = useParams();
  const required = idAgrupador
    ? [...EDIT_SCREEN_FEATURES.coletada, ...(actionScreen === 'view' ? [FEATURES.amostraVisualizar] : [])]
    : DRAFT_FEATURES;
  const { search } = useLocation();
  const openings = useWriteOpenings(search);
  if (!hasFeature(features, required)) return <Navigate to={ROUTES.home} replace />;
  // without a group, edit, view and finalize have nothing to open: the address registers a new one
  if (!idAgrupador && actionScreen && actionScreen !== 'save') {
    return <Navigate to={`${ROUTES.coletadaAdd}${search}`} replace />;
  }
  return <CollectionPage key={`${idAgrupador ?? 'new'}/${actionScreen ?? ''}/${openings}`} />;
}

/**
 * Finalizing a scheduled group (/app/coleta/agendada/finalize/{idAgrupador}/{actionScreen}) needs
 * amostraAgendada.finalizar. The view action reads the group without changing it: the scheduled view.
 */
export function FinalizeRoute() {
  const { features } = useSession();
  const { idAgrupador, actionScreen } = useParams();
  const openings = useWriteOpenings(useLocation().search);
  if (idAgrupador && actionScreen === 'view') return <Navigate to={ROUTES.agendadaView(idAgrupador)} replace />;
  if (!idAgrupador || !hasFeature(features, FEATURES.amostraAgendadaFinalizar)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  return <CollectionPage key={`${idAgrupador}/${openings}`} finalize />;
}
