import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { SampleGroupView } from '@sara/domain/samples';
import { useOnlineStatus } from '../hooks/use-online-status';
import { isFromDevice, isNoDeviceCopy } from '../offline/group-copy';

/**
 * Why a sample group did not open: no connection and no copy on this device (it opens when the
 * connection returns), or the server's 'not found'.
 */
export function GroupLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isNoDeviceCopy(error)) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="group-offline-missing">
        {t('sara2g.ui.amostra_view.sem_copia_offline')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="group-load-failed">
      {t('sara2g.ui.amostra_view.nao_encontrada')}
    </Alert>
  );
}

/** Says that a group shown offline is the copy kept on this device, as it was when last opened. */
export function DeviceCopyNotice({ view }: { view: SampleGroupView }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online && !isFromDevice(view)) return null;
  return (
    <Alert severity="info" data-testid="group-device-copy">
      {t('sara2g.ui.amostra_view.copia_do_aparelho')}
    </Alert>
  );
}
