import { Navigate } from 'react-router';
import { EDIT_SCREEN_FEATURES, FEATURES, hasFeature } from '@sara/domain/features';
import { useSession } from '../../../lib/auth';
import { SchedulingPage } from './scheduling-page';

/** Scheduled add needs amostraAgendada.adicionar (spec part B, feature-gated routes); without it, home. */
export function SchedulingAddRoute() {
  const { features } = useSession();
  if (!hasFeature(features, FEATURES.amostraAgendadaAdicionar)) return <Navigate to="/app/main" replace />;
  return <SchedulingPage />;
}

/** Scheduled edit needs amostraAgendada.editar (or adicionar); without it, home. */
export function SchedulingEditRoute() {
  const { features } = useSession();
  if (!hasFeature(features, EDIT_SCREEN_FEATURES.agendada)) return <Navigate to="/app/main" replace />;
  return <SchedulingPage />;
}
