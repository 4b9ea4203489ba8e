import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { isRejected } from '@sara/domain/group-actions';
import { isEnvironmental } from '@sara/domain/rules/programs';
import type { SampleGroupView } from '@sara/domain/samples';
import { displayValue, formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import { useArquivoUrl } from '../api/get-arquivo';
import { PhotoFullSize } from '../../../components/photos/photo-full-size';
import { THUMBNAIL_FOCUS } from '../../../components/photos/photo-area';
import { recollectedName } from '../../collection/components/recollection-choice';

/**
 * The label of an item's observation: a rejection stores its reason there (spec part B section 4),
 * so a rejected item's reads as the reason; otherwise `label`.
 */
export const observationLabel = (item: { situacao?: string | null }, label: string) =>
  isRejected(item) ? 'sara2g.ui.amostra_view.motivo_rejeicao' : label;

/**
 * A view's title with a back action beside it, going where the footer's 'Voltar' goes: on a phone the
 * footer is a long way down a group with several items (as on the collection and scheduling screens).
 */
export function ViewTitle({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton edge="start" aria-label={t('sara2g.ui.amostra_view.voltar_topo')} onClick={onBack}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {title}
      </Typography>
    </Stack>
  );
}

/** The text of a Displayed value ('Não informado' for empty values). */
export function useShown() {
  const { t } = useTranslation();
  const shown = (d: Displayed) => ('text' in d ? d.text : t(d.token));
  return {
    text: (value: string | number | null | undefined) => shown(displayValue(value)),
    /** dd/MM/yyyy, or dd/MM/yyyy HH:mm: the spec's formats in every language (part A section 9). */
    date: (value: string | Date | null | undefined, withTime = false) =>
      shown(formatDisplayDate(value ?? null, withTime)),
  };
}

/** A label and its value, read-only: a text typed in lines (an observation) keeps them. */
export function ViewField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Typography>
    </Box>
  );
}

/** The sample a recollection collects again, by its tracking code (part A section 4's recollection flow). */
export function RecollectionField({
  item,
}: {
  item: {
    isRecoleta?: boolean | null;
    idAmostraRecoletada?: number | null;
    codigoRastreamentoRecoletado?: string | null;
  };
}) {
  const { t } = useTranslation();
  if (!item.isRecoleta) return null;
  const codigo = recollectedName(item.codigoRastreamentoRecoletado, item.idAmostraRecoletada);
  return <ViewField label={t('sara2g.ui.coleta.recoleta')} value={t('sara2g.ui.coleta.recoleta_de', { codigo })} />;
}

/**
 * A water or soil group's own facts, as its collection screen asks them (part A section 4, fields 11,
 * 13 and 14, and the sampling type): who sampled, the conformity report and its legislation. A lab
 * reading the view needs them; other programs have none.
 */
export function EnvironmentalFields({ group }: { group: SampleGroupView }) {
  const { t } = useTranslation();
  const shown = useShown();
  if (!isEnvironmental(group.idProgramaAmostra)) return null;
  const conformity = group.temConformidade;
  return (
    <>
      <ViewField
        label={t('sara2g.ui.coleta.responsavelAmostraAmbiental')}
        value={
          group.responsavelAmostraAmbiental
            ? t(`sara2g.ui.coleta.responsavel.${group.responsavelAmostraAmbiental}`)
            : shown.text(null)
        }
      />
      <ViewField label={t('sara2g.ui.coleta.tipoAmostragem')} value={shown.text(group.tipoAmostragem)} />
      <ViewField
        label={t('sara2g.ui.coleta.relatoConformidade')}
        value={conformity == null ? shown.text(null) : t(conformity ? 'sara2g.ui.coleta.sim' : 'sara2g.ui.coleta.nao')}
      />
      {conformity && (
        <ViewField label={t('sara2g.ui.coleta.normaAmbiental')} value={shown.text(group.normaAmbiental)} />
      )}
    </>
  );
}

/** A grid of read-only fields: one column on phones, two on wider screens. */
export function ViewGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}

/**
 * An 80x80 thumbnail of a stored photo, fetched with the session's token (or `blob`, the photo still on
 * the device); a tap opens it full size.
 */
export function PhotoThumbnail({ idArquivo, alt, blob }: { idArquivo: string; alt: string; blob?: Blob }) {
  const { t } = useTranslation();
  const { url, failed } = useArquivoUrl(idArquivo, blob);
  const [full, setFull] = useState(false);
  return (
    <>
      <Box
        component={url ? ButtonBase : 'div'}
        {...(url && {
          onClick: () => setFull(true),
          'aria-label': t('sara2g.ui.amostra_view.ampliar_foto', { foto: alt }),
        })}
        sx={{
          ...THUMBNAIL_FOCUS,
          width: 80,
          height: 80,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          flex: '0 0 auto',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ width: 80, height: 80, objectFit: 'cover', cursor: 'zoom-in' }}
          />
        ) : failed ? (
          <BrokenImageOutlinedIcon color="disabled" aria-label={alt} />
        ) : (
          <CircularProgress size={24} aria-label={alt} />
        )}
      </Box>
      {url && <PhotoFullSize open={full} url={url} alt={alt} onClose={() => setFull(false)} />}
    </>
  );
}

export function CenteredProgress() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('sara2g.ui.agendamento.carregando')} />
    </Box>
  );
}

/**
 * The items section of a view: a heading, then one card per item with its number (and 'Rejeitado' for
 * a rejected one) and the given fields.
 */
export function ItemCards<T extends { idAmostra: number; situacao?: string | null }>({
  itens,
  children,
}: {
  itens: T[];
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('sara2g.ui.amostra_view.itens')}
      </Typography>
      {itens.map((item, index) => (
        <Card key={item.idAmostra} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {t('sara2g.ui.agendamento.item', { n: index + 1 })}
              </Typography>
              {isRejected(item) && (
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={t('sara2g.ui.amostra_view.item_rejeitado')}
                />
              )}
            </Stack>
            {children(item)}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
