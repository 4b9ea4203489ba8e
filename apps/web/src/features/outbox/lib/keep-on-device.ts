import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar-provider';
import { deviceErrorText } from '../../../lib/error-text';
import { endSession } from '../../../lib/session';
import { refusalOf } from '../../../offline/outbox';

/**
 * What a screen does with a save the server cannot take now (no connection, no answer, or a session it
 * refused): `queue` keeps it in the outbox. When the device refuses that (its storage is full, say) the
 * screen says so and keeps the form; for a refused session it says the write waits for the next login
 * and ends the session; otherwise `kept` goes on (a message and the way back), with the refusal the
 * write was kept with if it was kept as refused (`queue` answers the outbox row).
 */
export function useKeepOnDevice() {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  return useCallback(
    async (
      queue: () => Promise<number>,
      { sessionRefused, kept }: { sessionRefused: boolean; kept: (refusal?: string) => void },
    ) => {
      let id: number;
      try {
        id = await queue();
      } catch (error) {
        console.error('Keeping the write on the device failed:', error);
        showSnackbar(t('sara2g.ui.outbox.nao_guardado', { erro: deviceErrorText(error) }), 'error');
        return;
      }
      if (sessionRefused) {
        showSnackbar(t('sara2g.ui.outbox.sessao_encerrada_guardado'), 'info');
        endSession('unauthorized');
        return;
      }
      // kept as refused at once (the kept write it replaces went meanwhile): the screen says why
      kept(await refusalOf(id).catch(() => undefined));
    },
    [showSnackbar, t],
  );
}
