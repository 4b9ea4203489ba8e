import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import type { StatusSistema } from '@sara/domain/enums';
import type { MySampleRow } from '@sara/domain/lists';
import { useShown, ViewField } from '../../sample-view/components/view-parts';
import { cardActions, statusToken, type CardPermissions } from '../lib/card-rules';
import { useProductName } from '../../../lib/product-name';

const STATUS_COLORS: Record<StatusSistema, ChipProps['color']> = {
  AMOSTRA_AGENDADA: 'default',
  AMOSTRA_NOVA: 'info',
  AMOSTRA_REJEITADA: 'error',
  LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA: 'default',
  LAUDO_SEM_PROBLEMA: 'success',
  LAUDO_EM_PLANO_DE_ACAO: 'warning',
  LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO: 'error',
  AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO: 'secondary',
  LAUDO_EM_PLANO_DE_ACAO_FINALIZADO: 'success',
  LAUDO_CONTESTADO: 'secondary',
};

/** Label-value pairs side by side, also on phones (the values are short). */
const TWO_COLUMNS = 'repeat(2, minmax(0, 1fr))';

export interface SampleCardProps {
  row: MySampleRow;
  can: CardPermissions;
  onDetails(row: MySampleRow): void;
  onContest(row: MySampleRow): void;
  onDownload(row: MySampleRow): void;
}

/** One sample of the personal list: the essentials, and the rest when expanded. */
export function SampleCard({ row, can, onDetails, onContest, onDownload }: SampleCardProps) {
  const { t } = useTranslation();
  const shown = useShown();
  const product = useProductName();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  // the flags' chips, unless the status chip already says the same
  const late = row.atrasada && row.statusSistema !== 'LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO';
  const contested = row.contestada && row.statusSistema !== 'LAUDO_CONTESTADO';
  // the tracking code; the lab's sample code for environmental programs, and for an item without a
  // tracking code (as the tracking-code sort orders it: it would sort by a code the card did not show)
  const bySampleCode = row.ambiental || (!row.codigoRastreamento && Boolean(row.codigoAmostra));
  const code = bySampleCode ? row.codigoAmostra : row.codigoRastreamento;
  const actions = cardActions(row, can);
  const productName = product(row.produto, row.produtoI18n);

  return (
    <Card
      component="article"
      variant="outlined"
      // named by its code; one without a code yet by its product, not 'Não informado'
      aria-label={code ?? productName ?? undefined}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: TWO_COLUMNS }}>
            <ViewField
              label={t(bySampleCode ? 'sara2g.ui.listagem.codigo_amostra' : 'sara2g.ui.listagem.codigo_rastreamento')}
              value={shown.text(code)}
            />
            <ViewField label={t('sara2g.ui.listagem.data_coleta')} value={shown.date(row.dataColeta)} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ViewField
                label={t(row.ambiental ? 'sara2g.ui.listagem.matriz_analise' : 'sara2g.ui.listagem.produto')}
                value={shown.text(productName)}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <StatusChip status={row.statusSistema} />
            </Box>
          </Box>
          <IconButton
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t(expanded ? 'sara2g.ui.listagem.mostrar_menos' : 'sara2g.ui.listagem.mostrar_mais')}
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          >
            <ExpandMoreIcon />
          </IconButton>
        </Stack>
        <Collapse in={expanded} unmountOnExit>
          {/* as wide as the header's fields (beside them, the 40 px expand button and its 8 px): the
              columns line up */}
          <Box id={detailsId} sx={{ display: 'grid', gap: 1, mt: 2, pr: 6, gridTemplateColumns: TWO_COLUMNS }}>
            <Divider sx={{ gridColumn: '1 / -1', mr: -6 }} />
            {(late || contested) && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', gridColumn: '1 / -1' }}>
                {late && (
                  <Chip size="small" color="error" variant="outlined" label={t('sara2g.ui.listagem.atrasada')} />
                )}
                {contested && (
                  <Chip size="small" color="secondary" variant="outlined" label={t('sara2g.ui.listagem.contestada')} />
                )}
              </Stack>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ViewField label={t('sara2g.ui.listagem.fornecedor')} value={shown.text(row.fornecedor)} />
            </Box>
            <ViewField label={t('sara2g.ui.listagem.numero_laudo')} value={shown.text(row.numeroLaudo)} />
            <ViewField label={t('sara2g.ui.listagem.laboratorio')} value={shown.text(row.nomeLaboratorio)} />
            <ViewField label={t('sara2g.ui.listagem.data_laudo')} value={shown.date(row.dataLaudo)} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ViewField label={t('sara2g.ui.listagem.local_coleta')} value={shown.text(row.localColeta)} />
            </Box>
            {row.coletasAnteriores.length > 0 && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('sara2g.ui.listagem.coletas_anteriores')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body1' }}>
                  {row.coletasAnteriores.map((c) => (
                    <li key={c.idAmostra}>
                      {t('sara2g.ui.listagem.coleta_n', { n: c.numero })}: {shown.date(c.dataColeta)}
                      {c.codigoRastreamento ? ` (${c.codigoRastreamento})` : ''}
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </Box>
        </Collapse>
      </CardContent>
      {(actions.details || actions.contest || actions.download) && (
        <CardActions sx={{ mt: 'auto', gap: 0.5, px: 2, pb: 1.5 }}>
          {actions.details && (
            <Button
              size="small"
              startIcon={<DescriptionOutlinedIcon />}
              disabled={!actions.details.enabled}
              onClick={() => onDetails(row)}
            >
              {t('sara2g.ui.listagem.detalhes_laudo')}
            </Button>
          )}
          {actions.contest && (
            <Button
              size="small"
              startIcon={<GavelOutlinedIcon />}
              disabled={!actions.contest.enabled}
              onClick={() => onContest(row)}
            >
              {t(actions.contest.label)}
            </Button>
          )}
          {actions.download && (
            <Button
              size="small"
              startIcon={<DownloadOutlinedIcon />}
              disabled={!actions.download.enabled}
              onClick={() => onDownload(row)}
            >
              {t('sara2g.ui.listagem.baixar_laudo')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

export function StatusChip({ status }: { status: StatusSistema | null }) {
  const { t } = useTranslation();
  const shown = useShown();
  if (!status) return <Chip size="small" label={shown.text(null)} />;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={t(statusToken(status))}
      // over lines on a phone ('Aguardando aprovação da equipe interna' was cut with no way to read it)
      sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
