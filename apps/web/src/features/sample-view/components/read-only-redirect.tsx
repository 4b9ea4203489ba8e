import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar-provider';
import { CenteredProgress } from './view-parts';

/**
 * An edit or finalize screen opened for a group the user may not change (the group read's acoes, or
 * a change of it still waiting on the device): it goes to the group's read-only view and says why
 * (`why`, a catalogue key), instead of a form whose save the server refuses.
 */
export function ReadOnlyRedirect({ to, why = 'sara2g.ui.amostra_view.somente_leitura' }: { to: string; why?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    showSnackbar(t(why), 'info');
    void navigate(to, { replace: true });
  }, [navigate, showSnackbar, t, to, why]);
  return <CenteredProgress />;
}
