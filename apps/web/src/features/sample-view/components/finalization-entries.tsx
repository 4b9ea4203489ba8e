import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SampleItemInput } from '@sara/domain/samples';
import { OUTBOX_KINDS, isWaitingChange, readKeptPhotos, type OutboxItem } from '../../../offline/outbox';
import { useOutboxItems } from '../../outbox/lib/use-outbox';
import { reasonToken } from '../../collection/components/reasons-dialog';
import { PhotoThumbnail, useShown, ViewField, ViewGrid } from './view-parts';

/** A finalization of the schedule kept on the device, still to be sent, with the photos it still holds. */
export interface WaitingFinalization {
  item: OutboxItem;
  /** null while they are read: a thumbnail would otherwise ask the server first. */
  photos: ReadonlyMap<string, Blob> | null;
}

/**
 * The finalization of schedule `idAgrupador` waiting on the device (offline), if any: its scheduled view
 * shows what the collector entered, which the device's copy of the schedule does not have (decision 0015).
 */
export function useWaitingFinalization(idAgrupador: string): WaitingFinalization | null {
  const item =
    useOutboxItems()?.find((i) => i.kind === OUTBOX_KINDS.finalizar && isWaitingChange(i, idAgrupador)) ?? null;
  const photos = useKeptPhotos(item?.id);
  if (!item) return null;
  return { item, photos };
}

/**
 * The photos kept write `id` still holds on the device (a photo uploaded already is fetched from the
 * server); null while they are read: a thumbnail would otherwise ask the server first.
 */
export function useKeptPhotos(id: number | undefined): ReadonlyMap<string, Blob> | null {
  const [photos, setPhotos] = useState<{ id: number; photos: ReadonlyMap<string, Blob> } | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    readKeptPhotos(id).then(
      (kept) => live && setPhotos({ id, photos: kept }),
      (error: unknown) => {
        console.error('Unable to read the kept photos:', error);
        if (live) setPhotos({ id, photos: new Map() });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return id !== undefined && photos?.id === id ? photos.photos : null;
}

/**
 * The group's fields a finalization sets, from its first item: collection date and responsible, an
 * environmental group's collection person, and the place of one whose schedule left it empty.
 */
export function FinalizationGroupFields({
  finalization,
  placeScheduled,
}: {
  finalization: WaitingFinalization;
  placeScheduled: boolean;
}) {
  const { t } = useTranslation();
  const shown = useShown();
  const first = finalization.item.itens[0];
  if (!first) return null;
  return (
    <>
      <ViewField label={t('sara2g.ui.amostra_view.data_coleta')} value={shown.date(first.dataColeta, true)} />
      <ViewField label={t('sara2g.ui.amostra_view.responsavel')} value={shown.text(first.responsavelColeta)} />
      {first.pessoaColeta && <ViewField label={t('sara2g.ui.coleta.pessoaColeta')} value={first.pessoaColeta} />}
      {!placeScheduled && first.localAmostra && (
        <ViewField label={t('sara2g.ui.coleta.localAmostraTexto')} value={first.localAmostra} />
      )}
    </>
  );
}

/** What the collector entered for one scheduled item when finalizing it offline, below the item's schedule. */
export function FinalizationItemFields({
  finalization,
  idAmostra,
  environmental,
  programFields = [],
}: {
  finalization: WaitingFinalization;
  idAmostra: number;
  environmental: boolean;
  /** The group's program's own fields, which name the values entered for them. */
  programFields?: readonly { idCampoPrograma: number; token: string; tipo: string }[];
}) {
  const { t } = useTranslation();
  const shown = useShown();
  const entered: SampleItemInput | undefined = finalization.item.itens.find((i) => i.idAmostra === idAmostra);
  if (!entered) return null;
  const reasons = entered.motivosColetaNaoRealizada ?? [];
  const photos = entered.arquivos ?? [];
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="finalization-entries">
      <Divider />
      <Typography variant="subtitle2" component="h4" color="warning.main">
        {t('sara2g.ui.amostra_view.na_finalizacao')}
      </Typography>
      <ViewGrid>
        {reasons.length > 0 ? (
          <ViewField
            label={t('sara2g.ui.coleta.nao_realizada')}
            value={reasons.map((m) => t(reasonToken(m))).join('; ')}
          />
        ) : (
          <>
            {!environmental && (
              <ViewField
                label={t('sara2g.ui.amostra_view.codigo_rastreamento')}
                value={shown.text(entered.codigoRastreamento)}
              />
            )}
            <ViewField label={t('sara2g.ui.amostra_view.lacre')} value={shown.text(entered.numeroLacre)} />
            {!environmental && (
              <>
                <ViewField label={t('sara2g.ui.coleta.dataFabricacao')} value={shown.date(entered.dataFabricacao)} />
                <ViewField label={t('sara2g.ui.coleta.dataValidade')} value={shown.date(entered.dataValidade)} />
                <ViewField label={t('sara2g.ui.amostra_view.lote')} value={shown.text(entered.lote)} />
                {entered.codigoEAN && <ViewField label={t('sara2g.ui.coleta.codigoEAN')} value={entered.codigoEAN} />}
              </>
            )}
            {(entered.camposProgramaAmostra ?? []).map((campo) => {
              const field = programFields.find((f) => f.idCampoPrograma === campo.idCampoPrograma);
              return (
                field && (
                  <ViewField
                    key={campo.idCampoPrograma}
                    label={t(field.token)}
                    value={field.tipo === 'data' ? shown.date(campo.valor ?? null) : shown.text(campo.valor)}
                  />
                )
              );
            })}
          </>
        )}
        {entered.observacao && (
          <ViewField
            label={t(environmental ? 'sara2g.ui.agendamento.identificacao' : 'sara2g.ui.agendamento.observacao')}
            value={entered.observacao}
          />
        )}
      </ViewGrid>
      {photos.length > 0 && finalization.photos && (
        <>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('sara2g.ui.amostra_view.fotos')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {photos.map(({ idArquivo }, i) => (
              <PhotoThumbnail
                key={idArquivo}
                idArquivo={idArquivo}
                blob={finalization.photos?.get(idArquivo)}
                alt={t('sara2g.ui.amostra_view.foto', { n: i + 1 })}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
