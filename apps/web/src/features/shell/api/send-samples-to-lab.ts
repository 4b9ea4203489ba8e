import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, subDays } from 'date-fns';
import { LABS, PERIODS } from '@sara/domain/constants';
import { api } from '../../../api/client';
import { showInfo } from '../../../stores/alerts';

export interface SendSamplesToLabInput {
  idLaboratorio: number;
  status: string;
  /** First day of the samples to send (YYYY-MM-DD). */
  dateInit: string;
}

/** POST /api/v2/amostras/envio-laboratorio/{idLaboratorio}/{status}?dateInit: sends samples to a lab's system. */
export function sendSamplesToLab({ idLaboratorio, status, dateInit }: SendSamplesToLabInput): Promise<void> {
  return api.post<void>(`/api/v2/amostras/envio-laboratorio/${idLaboratorio}/${status}`, {
    query: { dateInit },
    silent: true,
  });
}

/**
 * The side menu's integration action (spec part B section 7): sends the integrated lab's samples
 * of the last seven days as active. Success shows an info alert; a failure is only logged.
 */
export function useSendSamplesToLab() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () =>
      sendSamplesToLab({
        idLaboratorio: LABS.integrated,
        status: 'active',
        dateInit: format(subDays(new Date(), PERIODS.integrationDaysBack), 'yyyy-MM-dd'),
      }),
    onSuccess: () => showInfo(t('sara2g.ui.menu.amostras_enviadas')),
    onError: (error) => console.error('Sending samples to the lab failed', error),
  });
}
