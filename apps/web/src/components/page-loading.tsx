import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a route's code loads for the first time. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('sara2g.ui.txt.carregando')} />
    </Box>
  );
}
