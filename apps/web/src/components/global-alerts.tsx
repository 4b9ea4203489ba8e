import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useOnlineStatus } from '../hooks/use-online-status';
import { dismissError, dismissInfo, useAlerts } from '../stores/alerts';

/** The global alert area: the offline notice, the shared error list and the info alert. */
export function GlobalAlerts() {
  const { t } = useTranslation();
  const { errors, info } = useAlerts();
  const online = useOnlineStatus();
  if (online && errors.length === 0 && !info) return null;
  const closeText = t('sara2g.ui.txt.fechar');
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {!online && (
        <Alert severity="warning" icon={<WifiOffIcon />}>
          {t('sara2g.ui.offline.aviso')}
        </Alert>
      )}
      {errors.map((error) => (
        <Alert
          key={error.id}
          severity="error"
          closeText={closeText}
          onClose={() => dismissError(error.id)}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {error.message}
        </Alert>
      ))}
      {info && (
        <Alert severity="info" closeText={closeText} onClose={dismissInfo}>
          {info}
        </Alert>
      )}
    </Stack>
  );
}
