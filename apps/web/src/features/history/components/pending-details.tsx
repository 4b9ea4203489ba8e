import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxItem } from '../../../offline/outbox';
import { reasonToken } from '../../collection/components/reasons-dialog';
import { useKeptPhotos } from '../../sample-view/components/finalization-entries';
import { PhotoThumbnail, useShown, ViewField, ViewGrid } from '../../sample-view/components/view-parts';

/**
 * What a waiting write holds for each item, read-only, with its photos from the device: offline, a group
 * made on this phone could not be opened anywhere until it was sent, so a seal typed wrong or the wrong
 * photo stayed unseen for the whole day in the field.
 */
export function PendingDetails({ item, productOf }: { item: OutboxItem; productOf(index: number): string | null }) {
  const { t } = useTranslation();
  const shown = useShown();
  const photos = useKeptPhotos(item.id);
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }} data-testid="pending-details">
      {item.itens.map((entered, index) => {
        const reasons = entered.motivosColetaNaoRealizada ?? [];
        const files = entered.arquivos ?? [];
        return (
          <Stack key={index} spacing={1}>
            {index > 0 && <Divider />}
            <Typography variant="subtitle2" component="h4">
              {t('sara2g.ui.coleta.amostra_n', { n: index + 1 })}: {shown.text(productOf(index))}
            </Typography>
            <ViewGrid>
              {reasons.length > 0 && (
                <ViewField
                  label={t('sara2g.ui.coleta.nao_realizada')}
                  value={reasons.map((m) => t(reasonToken(m))).join('; ')}
                />
              )}
              <ViewField label={t('sara2g.ui.amostra_view.lacre')} value={shown.text(entered.numeroLacre)} />
              <ViewField label={t('sara2g.ui.coleta.lote')} value={shown.text(entered.lote)} />
              <ViewField label={t('sara2g.ui.coleta.codigoEAN')} value={shown.text(entered.codigoEAN)} />
              <ViewField label={t('sara2g.ui.coleta.dataFabricacao')} value={shown.date(entered.dataFabricacao)} />
              <ViewField label={t('sara2g.ui.coleta.dataValidade')} value={shown.date(entered.dataValidade)} />
              <ViewField label={t('sara2g.ui.coleta.observacao')} value={shown.text(entered.observacao)} />
            </ViewGrid>
            {files.length > 0 && photos && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('sara2g.ui.amostra_view.fotos')}>
                {files.map(({ idArquivo }, i) => (
                  <PhotoThumbnail
                    key={idArquivo}
                    idArquivo={idArquivo}
                    blob={photos.get(idArquivo)}
                    alt={t('sara2g.ui.amostra_view.foto', { n: i + 1 })}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
