import { Navigate } from 'react-router';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { ROUTES } from '@sara/domain/menu';
import { useSession } from '../../../lib/auth';

/** Placeholder until the screen lands (issue 4): gated by its feature. */
export function HistoryPage() {
  const { features } = useSession();
  if (!hasFeature(features, [FEATURES.historico])) return <Navigate to={ROUTES.home} replace />;
  return null;
}
