import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@sara/domain/menu';
import { API_MESSAGES, ApiError } from '../api/client';
import { useBack } from '../lib/use-back';
import type { SampleGroupView } from '@sara/domain/samples';
import { useOnlineStatus } from '../hooks/use-online-status';
import { isFromDevice, isNoDeviceCopy } from '../offline/group-copy';

/** The message of a group that did not load: part A section 8's texts for no answer and a server error, else 'not found'. */
function loadErrorToken(error: unknown): string {
  if (!(error instanceof ApiError)) return 'sara2g.ui.amostra_view.nao_encontrada';
  if (error.status === 0) return API_MESSAGES.noConnection;
  return error.status >= 500 ? API_MESSAGES.server : 'sara2g.ui.amostra_view.nao_encontrada';
}

/**
 * Why a sample group did not open: no connection and no copy on this device (it opens when the
 * connection returns), a server error, or the server's 'not found'; with the way back.
 */
export function GroupLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const back = useBack(ROUTES.home);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {isNoDeviceCopy(error) ? (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }} data-testid="group-offline-missing">
          {t('sara2g.ui.amostra_view.sem_copia_offline')}
        </Alert>
      ) : (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }} data-testid="group-load-failed">
          {t(loadErrorToken(error))}
        </Alert>
      )}
      <Button onClick={back}>{t('sara2g.ui.agendamento.voltar')}</Button>
    </Stack>
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
