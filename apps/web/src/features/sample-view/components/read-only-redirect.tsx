import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar-provider';
import { CenteredProgress } from './view-parts';

/**
 * An edit or finalize screen opened for a group the user may not change (the group read's acoes):
 * it goes to the group's read-only view and says why, instead of a form whose save the server refuses.
 */
export function ReadOnlyRedirect({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    showSnackbar(t('sara2g.ui.amostra_view.somente_leitura'), 'info');
    void navigate(to, { replace: true });
  }, [navigate, showSnackbar, t, to]);
  return <CenteredProgress />;
}
