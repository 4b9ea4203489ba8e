import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useOnlineStatus } from '../hooks/use-online-status';
import { dismissError, dismissInfo, useAlerts } from '../stores/alerts';

/**
 * The global alert area: the offline notice, the shared error list and the info alert. It sits above
 * the screen's content, so a new error or info alert scrolls the page up to it when it is out of sight (a failed
 * save seen from a phone's footer, a failed print far down the history). `offlineText` is the offline
 * notice's catalogue key: the login page's says what a login needs instead.
 */
export function GlobalAlerts({ offlineText = 'sara2g.ui.offline.aviso' }: { offlineText?: string } = {}) {
  const { t } = useTranslation();
  const { errors, info, infoId } = useAlerts();
  const online = useOnlineStatus();
  const area = useRef<HTMLDivElement>(null);
  const newest = errors.at(-1)?.id;
  useEffect(() => {
    if ((newest === undefined && infoId === 0) || !area.current) return;
    if (area.current.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
  }, [newest, infoId]);
  if (online && errors.length === 0 && !info) return null;
  const closeText = t('sara2g.ui.txt.fechar');
  return (
    <Stack ref={area} spacing={1} sx={{ mb: 2 }}>
      {!online && (
        <Alert severity="warning" icon={<WifiOffIcon />}>
          {t(offlineText)}
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
