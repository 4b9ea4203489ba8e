import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import { useLoadingCount } from '../stores/loading';

/** A thin bar at the top while any request or tracked work runs. */
export function GlobalLoading() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() + useLoadingCount() > 0;
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label={t('sara2g.ui.txt.carregando')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
