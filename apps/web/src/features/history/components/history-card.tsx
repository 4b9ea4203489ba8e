import { memo, useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/disabled-reason';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Situacao } from '@sara/domain/enums';
import type { HistoryGroup, HistoryItem } from '@sara/domain/lists';
import { displayValue, formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import { isEnvironmental } from '@sara/domain/rules/programs';
import { downloadReportPdf, downloadSamplePdf } from '../../../api/files/download';
import { OUTBOX_KINDS, type OutboxItem } from '../../../offline/outbox';
import { refusedNextStep } from '../../outbox/lib/reopen';
import { warmScheduled } from '../../../offline/scheduled-copy';
import { finalizePath, panelActions } from '../lib/permissions';
import { shownSituation } from '../lib/situation';
import { useProductName } from '../../../lib/product-name';
import { useOnlineStatus } from '../../../hooks/use-online-status';

const CHIP_COLOR: Record<Situacao, ChipProps['color']> = {
  rascunho: 'default',
  agendada: 'info',
  coletada: 'success',
  rejeitada: 'error',
  analisada: 'primary',
};

export function useShown() {
  const { t } = useTranslation();
  return (d: Displayed) => ('text' in d ? d.text : t(d.token));
}

export function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, ...(wide && { gridColumn: { xs: '1 / -1', md: 'auto' } }) }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function SituationChip({ situacao, variant }: { situacao: Situacao; variant?: ChipProps['variant'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={variant}
      color={CHIP_COLOR[situacao]}
      label={t(`sara2g.ui.historico.situacao.${situacao}`)}
    />
  );
}

/** An item's line; a water or soil sample (environmental program) has no tracking code: its sample code names it. */
function ItemRow({
  item,
  collected,
  environmental,
}: {
  item: HistoryItem;
  collected: boolean;
  environmental: boolean;
}) {
  const { t } = useTranslation();
  const shown = useShown();
  const product = useProductName();
  const online = useOnlineStatus();
  const notCollected = collected && item.coletaRealizada === false && item.situacao !== 'rascunho';
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {shown(displayValue(product(item.nomeProduto, item.nomeProdutoI18n)))}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          {/* an item of a collected group with reasons for collection not done says so (it is not a sample
              sent); a schedule's items were never collected, even when rejected */}
          {notCollected && (
            <Chip size="small" color="warning" variant="outlined" label={t('sara2g.ui.coleta.nao_realizada')} />
          )}
          {/* not 'Coletada' beside 'Coleta não realizada' (registered, but nothing collected); a later
              situation (rejected, analysed) still says itself */}
          {!(notCollected && item.situacao === 'coletada') && (
            <SituationChip situacao={item.situacao} variant="outlined" />
          )}
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          mt: 0.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {!environmental && (
          <Field label={t('sara2g.ui.historico.rastreamento')}>{shown(displayValue(item.codigoRastreamento))}</Field>
        )}
        <Field label={t('sara2g.ui.historico.codigo_amostra')}>{shown(displayValue(item.codigoAgrosafety))}</Field>
        {/* a supplier's name runs long (a cooperative's whole name): the card's width on a phone */}
        <Field label={t('sara2g.ui.historico.fornecedor')} wide>
          {shown(displayValue(item.nomeDistribuidor))}
        </Field>
      </Box>
      {item.idArquivoLaudo && (
        // a file comes from the server: offline the button says so rather than fail
        <DisabledReason reason={online ? null : t('sara2g.ui.historico.baixar_sem_conexao')}>
          <Button
            size="small"
            disabled={!online}
            startIcon={<FileDownloadOutlinedIcon />}
            sx={{ mt: 0.5, ml: -0.5 }}
            onClick={() => void downloadReportPdf(item.idArquivoLaudo!, item.codigoLaudo)}
          >
            {t('sara2g.ui.historico.baixar_laudo')}
            {item.codigoLaudo ? ` ${item.codigoLaudo}` : ''}
          </Button>
        </DisabledReason>
      )}
    </Box>
  );
}

export interface HistoryCardProps {
  group: HistoryGroup;
  /** A change of this group kept on the device, not sent yet: the card says so and offers no other change. */
  pending?: OutboxItem;
  onDelete(group: HistoryGroup): void;
  /**
   * Opens the finalize screen (finalizeGroup). A prop, not useNavigate in the card: that hook follows
   * the route, and each change of the address (a search, a filter) redrew every card, seconds with
   * hundreds of them.
   */
  onFinalize(group: HistoryGroup): void;
  /** A search is on: every item shows (the one it found may be any). */
  searching?: boolean;
}

/**
 * Items a card shows before 'Mostrar mais': a group of 12 made a phone's card four screens tall, its
 * actions at the bottom. One more than this shows whole (a button in place of one item saves nothing).
 */
export const ITEMS_SHOWN = 3;

function PendingChange({ pending }: { pending: OutboxItem }) {
  const { t } = useTranslation();
  const refused = pending.status === 'failed';
  const next = refusedNextStep(pending);
  const finalization = pending.kind === OUTBOX_KINDS.finalizar;
  const label = refused
    ? finalization
      ? 'sara2g.ui.historico.pendente_finalizacao_recusada'
      : 'sara2g.ui.historico.pendente_recusada'
    : finalization
      ? 'sara2g.ui.historico.pendente_finalizacao'
      : 'sara2g.ui.historico.pendente_alteracao';
  return (
    <Alert
      severity={refused ? 'error' : 'warning'}
      icon={<CloudUploadOutlinedIcon fontSize="inherit" />}
      sx={{ mb: 1.5, py: 0 }}
      data-testid="history-pending-change"
      action={
        next ? (
          <Button size="small" color="inherit" component={RouterLink} to={next.to}>
            {t(next.label)}
          </Button>
        ) : undefined
      }
    >
      {t(label)}
    </Alert>
  );
}

/** One sample group of the history with the actions its flags allow (spec part B section 2). */
/** A card draws again only when its group or its waiting change does (not on each key of the search). */
export const HistoryCard = memo(function HistoryCard({
  group,
  pending,
  onDelete,
  onFinalize,
  searching,
}: HistoryCardProps) {
  const { t } = useTranslation();
  const [allItems, setAllItems] = useState(false);
  const itemsId = useId();
  const folded = !allItems && !searching && group.itens.length > ITEMS_SHOWN + 1;
  const itens = folded ? group.itens.slice(0, ITEMS_SHOWN) : group.itens;
  const shown = useShown();
  const online = useOnlineStatus();
  const actions = panelActions(group, { changeWaiting: Boolean(pending) });
  const scheduled = group.situacao === 'agendada';
  const date = scheduled ? group.dataAgendada : group.dataColeta;

  // a schedule the user may finalize is kept on the device, so its finalize screen opens offline
  useEffect(() => {
    if (scheduled && group.finalizeAgendada) warmScheduled(group.idAgrupador);
  }, [scheduled, group.finalizeAgendada, group.idAgrupador]);

  const finalize = () => onFinalize(group);
  const viewOpensFinalize = actions.view === finalizePath(group);

  return (
    // not `content-visibility: auto` (cards out of view skipped): their estimated height put the
    // back button's return to the list 15 cards off on a phone, and the list is left as it was
    <Card variant="outlined" component="article">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {group.nomeProgramaAmostra}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('sara2g.ui.historico.amostra_numero', { n: group.numero })}
            </Typography>
          </Box>
          <SituationChip situacao={shownSituation(group)} />
        </Stack>
        {pending && <PendingChange pending={pending} />}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Field label={t('sara2g.ui.historico.laboratorio')}>{group.nomeLaboratorio}</Field>
          {group.nomeOrcamento && <Field label={t('sara2g.ui.historico.orcamento')}>{group.nomeOrcamento}</Field>}
          <Field label={t(scheduled ? 'sara2g.ui.historico.data_agendada' : 'sara2g.ui.historico.data_coleta')}>
            {shown(formatDisplayDate(date, !scheduled))}
          </Field>
          <Field label={t('sara2g.ui.historico.local')}>{shown(displayValue(group.nomeLocalAmostra))}</Field>
          {group.nomeVarejo && <Field label={t('sara2g.ui.historico.varejo')}>{group.nomeVarejo}</Field>}
          {group.nomeEmpresaColetora && (
            <Field label={t('sara2g.ui.historico.empresa_coletora')}>{group.nomeEmpresaColetora}</Field>
          )}
          {/* who collected, as the collection screen named them; the schedule's collector before that */}
          {(group.responsavelColeta || group.nomePessoaColetora) && (
            <Field label={t('sara2g.ui.historico.pessoa_coletora')}>
              {group.responsavelColeta || group.nomePessoaColetora}
            </Field>
          )}
          {group.normaAmbiental && (
            <Field label={t('sara2g.ui.historico.norma_ambiental')}>{group.normaAmbiental}</Field>
          )}
        </Box>
        <Divider sx={{ mt: 1.5 }} />
        <Box
          component="ul"
          id={itemsId}
          aria-label={t('sara2g.ui.historico.itens')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {itens.map((item, index) => (
            <Box component="li" key={item.idAmostra}>
              {index > 0 && <Divider />}
              <ItemRow
                item={item}
                collected={group.situacao === 'coletada'}
                environmental={isEnvironmental(group.idProgramaAmostra)}
              />
            </Box>
          ))}
        </Box>
        {(folded || allItems) && !searching && (
          <Button
            size="small"
            sx={{ ml: -0.5 }}
            aria-expanded={!folded}
            aria-controls={itemsId}
            onClick={() => setAllItems(folded)}
          >
            {folded
              ? t('sara2g.ui.historico.mais_itens', { count: group.itens.length - ITEMS_SHOWN })
              : t('sara2g.ui.historico.menos_itens')}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ gap: 1, px: 2, pb: 2, pt: 0 }}>
        {viewOpensFinalize ? (
          <Button size="small" startIcon={<VisibilityOutlinedIcon />} onClick={finalize}>
            {t('sara2g.ui.historico.visualizar')}
          </Button>
        ) : (
          actions.view && (
            <Button size="small" startIcon={<VisibilityOutlinedIcon />} component={RouterLink} to={actions.view}>
              {t('sara2g.ui.historico.visualizar')}
            </Button>
          )
        )}
        {actions.edit && (
          <Button size="small" startIcon={<EditOutlinedIcon />} component={RouterLink} to={actions.edit}>
            {t('sara2g.ui.historico.editar')}
          </Button>
        )}
        {actions.finalize && (
          <Button size="small" variant="contained" startIcon={<TaskAltIcon />} onClick={finalize}>
            {t('sara2g.ui.historico.finalizar')}
          </Button>
        )}
        {actions.print !== null && (
          // a lab that prints sample PDFs: enabled once every item has its lab code (part A section 6)
          <DisabledReason
            reason={
              !actions.print
                ? t('sara2g.ui.historico.imprimir_indisponivel')
                : online
                  ? null
                  : t('sara2g.ui.historico.baixar_sem_conexao')
            }
          >
            <Button
              size="small"
              disabled={!actions.print || !online}
              startIcon={<PictureAsPdfOutlinedIcon />}
              onClick={() =>
                void downloadSamplePdf({
                  idLaboratorio: group.idLaboratorio,
                  idAgrupador: group.idAgrupador,
                  idDistribuidor: 0,
                })
              }
            >
              {t('sara2g.ui.historico.imprimir')}
            </Button>
          </DisabledReason>
        )}
        {actions.remove && (
          // deleting is not kept for later: it needs the server (decision 0015)
          <DisabledReason reason={online ? null : t('sara2g.ui.historico.excluir_sem_conexao')}>
            <Button
              size="small"
              color="error"
              disabled={!online}
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => onDelete(group)}
            >
              {t('sara2g.ui.historico.excluir')}
            </Button>
          </DisabledReason>
        )}
      </CardActions>
    </Card>
  );
});
