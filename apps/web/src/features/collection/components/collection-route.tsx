import { Navigate, useLocation, useParams } from 'react-router';
import { DRAFT_FEATURES, EDIT_SCREEN_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { useSession } from '../../../lib/auth';
import { CollectionPage } from './collection-page';

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
  if (!hasFeature(features, required)) return <Navigate to={ROUTES.home} replace />;
  // without a group, edit, view and finalize have nothing to open: the address registers a new one
  if (!idAgrupador && actionScreen && actionScreen !== 'save') {
    return <Navigate to={`${ROUTES.coletadaAdd}${search}`} replace />;
  }
  return <CollectionPage key={`${idAgrupador ?? 'new'}/${actionScreen ?? ''}`} />;
}

/**
 * Finalizing a scheduled group (/app/coleta/agendada/finalize/{idAgrupador}/{actionScreen}) needs
 * amostraAgendada.finalizar. The view action reads the group without changing it: the scheduled view.
 */
export function FinalizeRoute() {
  const { features } = useSession();
  const { idAgrupador, actionScreen } = useParams();
  if (idAgrupador && actionScreen === 'view') return <Navigate to={ROUTES.agendadaView(idAgrupador)} replace />;
  if (!idAgrupador || !hasFeature(features, FEATURES.amostraAgendadaFinalizar)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  return <CollectionPage key={idAgrupador} finalize />;
}
