import { Navigate, useParams } from 'react-router';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { useSession } from '../../../lib/auth';
import { CollectionPage } from './collection-page';

/**
 * The collection screen's gate: registering needs amostraColetada.adicionar; editing (an
 * idAgrupador in the path) amostraColetada.editar or adicionar. Without it the user goes home.
 */
export function CollectionRoute() {
  const { features } = useSession();
  const { idAgrupador } = useParams();
  const required = idAgrupador
    ? [FEATURES.amostraColetadaEditar, FEATURES.amostraColetadaAdicionar]
    : [FEATURES.amostraColetadaAdicionar];
  if (!hasFeature(features, required)) return <Navigate to={ROUTES.home} replace />;
  return <CollectionPage key={idAgrupador ?? 'new'} />;
}
