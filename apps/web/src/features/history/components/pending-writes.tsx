import { useOnlineStatus } from '../../../hooks/use-online-status';
import { shownStatus } from '../../outbox/lib/shown-status';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { liveQuery } from 'dexie';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { displayValue, formatDisplayDate } from '@sara/domain/rules/fields';
import type { SampleItemInput } from '@sara/domain/samples';
import { db } from '../../../offline/db';
import { OUTBOX_KINDS, waitsForLogin, type OutboxItem } from '../../../offline/outbox';
import { refusedNextStep } from '../../outbox/lib/reopen';
import { Field, useShown } from './history-card';
import { PendingDetails } from './pending-details';
import { useProductName } from '../../../lib/product-name';
import type { Produto } from '../../../types/api';

/** Names of the ids a kept write holds, from the lists kept on the device (the write was made from them). */
interface DeviceNames {
  programa: Map<number, string>;
  laboratorio: Map<number, string>;
  local: Map<number, string>;
  /** Catalogue products whole: their names in every language. */
  produto: Map<number, Produto>;
  produtoEmpresa: Map<number, string>;
}

const EMPTY_NAMES: DeviceNames = {
  programa: new Map(),
  laboratorio: new Map(),
  local: new Map(),
  produto: new Map(),
  produtoEmpresa: new Map(),
};

/** The ids of `field` that the writes' items hold, each once. */
const idsOf = (items: readonly OutboxItem[], field: keyof SampleItemInput) => [
  ...new Set(items.flatMap((w) => w.itens.map((i) => i[field]).filter((v): v is number => typeof v === 'number'))),
];

/** Reads the rows of `ids` from a kept list and maps each id to its name (or what gives it). */
async function namesOf<T, V = string>(
  table: { bulkGet(keys: number[]): Promise<(T | undefined)[]> },
  ids: number[],
  entry: (row: T) => [number, V],
) {
  const rows = await table.bulkGet(ids);
  return new Map(rows.filter((r): r is T => r !== undefined).map(entry));
}

/** The names of what the writes hold, read from the device (only those rows), kept current. */
function useDeviceNames(items: readonly OutboxItem[]): DeviceNames | null {
  const [names, setNames] = useState<DeviceNames | null>(null);
  const key = JSON.stringify(items.map((w) => w.id));
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const [programa, laboratorio, local, produto, produtoEmpresa] = await Promise.all([
        namesOf(db.programa, idsOf(items, 'idProgramaAmostra'), (p) => [p.idProgramaAmostra, p.nome]),
        namesOf(db.laboratorio, idsOf(items, 'idLaboratorio'), (l) => [l.idLaboratorio, l.nome]),
        namesOf(db.localAmostra, idsOf(items, 'idLocalAmostra'), (l) => [l.idLocalAmostra, l.nome]),
        namesOf(db.produto, idsOf(items, 'idProduto'), (p) => [p.id, p]),
        namesOf(db.produtoEmpresa, idsOf(items, 'idProdutoEmpresa'), (p) => [p.idProdutoEmpresa, p.nome]),
      ]);
      return { programa, laboratorio, local, produto, produtoEmpresa };
    }).subscribe({
      next: setNames,
      // the names are a help: without them a card shows its kind and 'Não informado'
      error: () => setNames(EMPTY_NAMES),
    });
    return () => subscription.unsubscribe();
    // the writes by their ids: a new list of the same writes reads nothing again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return names;
}

const nameOf = <V,>(map: Map<number, V> | undefined, id: number | null | undefined) =>
  id == null ? undefined : map?.get(id);

/** A catalogue product in the user's language (the screen kept its name as shown then), else the name kept. */
function productName(item: SampleItemInput, names: DeviceNames | null, inLanguage: ReturnType<typeof useProductName>) {
  const catalogue = nameOf(names?.produto, item.idProduto);
  if (catalogue) return inLanguage(catalogue.nome, catalogue.nomeI18n);
  return item.nomeProduto ?? nameOf(names?.produtoEmpresa, item.idProdutoEmpresa);
}

function PendingCard({ item, names }: { item: OutboxItem; names: DeviceNames | null }) {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  // correcting a refusal nothing can correct (409: the id is another group's) would be refused again
  const next = refusedNextStep(item);
  const shown = useShown();
  const product = useProductName();
  const first = item.itens[0];
  const scheduled = item.kind === OUTBOX_KINDS.agendada;
  const date = scheduled ? first?.dataAgendada : first?.dataColeta;
  const draft = item.kind === OUTBOX_KINDS.coletada && item.itens.some((i) => i.finalizado === false);
  const kept = shown(formatDisplayDate(new Date(item.createdAt), true));
  const place = nameOf(names?.local, first?.idLocalAmostra) ?? first?.localAmostra;
  const [detailsOpen, setDetailsOpen] = useState(false);

  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="pending-write"
      data-status={item.status}
      sx={{ borderStyle: 'dashed', borderColor: item.status === 'failed' ? 'error.main' : 'warning.main' }}
    >
      <CardContent>
        {/* the state goes under the title on a narrow card rather than squeeze it to a word per line */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {nameOf(names?.programa, first?.idProgramaAmostra) ?? t(`sara2g.ui.outbox.tipo.${item.kind}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`sara2g.ui.outbox.tipo.${item.kind}`)}
              {draft ? ` (${t('sara2g.ui.historico.situacao.rascunho')})` : ''} · {kept}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={item.status === 'failed' ? 'error' : 'warning'}
            label={t(`sara2g.ui.outbox.status.${shownStatus(item.status, online)}`)}
          />
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Field label={t('sara2g.ui.historico.laboratorio')}>
            {shown(displayValue(nameOf(names?.laboratorio, first?.idLaboratorio)))}
          </Field>
          <Field label={t(scheduled ? 'sara2g.ui.historico.data_agendada' : 'sara2g.ui.historico.data_coleta')}>
            {shown(formatDisplayDate(date ?? null, !scheduled))}
          </Field>
          <Field label={t('sara2g.ui.historico.local')}>{shown(displayValue(place))}</Field>
        </Box>
        <Divider sx={{ mt: 1.5 }} />
        <Box component="ul" aria-label={t('sara2g.ui.historico.itens')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {item.itens.map((i, index) => (
            <Box component="li" key={index} sx={{ py: 1 }}>
              {index > 0 && <Divider sx={{ mb: 1 }} />}
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {shown(displayValue(productName(i, names, product)))}
              </Typography>
              {!scheduled && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('sara2g.ui.historico.rastreamento')}: {shown(displayValue(i.codigoRastreamento))}
                  {i.numeroLacre && ` · ${t('sara2g.ui.historico.lacre')}: ${i.numeroLacre}`}
                  {(i.arquivos?.length ?? 0) > 0 &&
                    ` · ${t('sara2g.ui.historico.fotos', { count: i.arquivos!.length })}`}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
        {!scheduled && (
          <Box sx={{ mt: 0.5 }}>
            <Button
              size="small"
              aria-expanded={detailsOpen}
              aria-controls={`pending-details-${item.id}`}
              onClick={() => setDetailsOpen((open) => !open)}
            >
              {t(detailsOpen ? 'sara2g.ui.historico.detalhes_ocultar' : 'sara2g.ui.historico.detalhes_mostrar')}
            </Button>
            <Collapse in={detailsOpen} id={`pending-details-${item.id}`} unmountOnExit>
              <PendingDetails
                item={item}
                productOf={(index) => productName(item.itens[index]!, names, product) ?? null}
              />
            </Collapse>
          </Box>
        )}
        {/* a schedule made offline opens for edit or finalization once the server has it: said, as the
            card has neither button */}
        {item.kind === OUTBOX_KINDS.agendada && item.method === 'POST' && item.status !== 'failed' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('sara2g.ui.historico.agendamento_pendente_nota')}
          </Typography>
        )}
        {item.continueDraft && (
          <Box sx={{ mt: 1 }}>
            <Button size="small" variant="outlined" component={RouterLink} to={item.continueDraft}>
              {t('sara2g.ui.outbox.continuar_rascunho')}
            </Button>
          </Box>
        )}
        {item.status === 'failed' && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {item.error && (
              <Alert severity="error" sx={{ py: 0 }}>
                {item.error}
              </Alert>
            )}
            {next && (
              <Box>
                <Button size="small" variant="contained" component={RouterLink} to={next.to}>
                  {t(next.label)}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The user's new groups kept on this device and not on the server yet (made offline), above the
 * history's list: they are part of the user's history the moment they are saved (issue 3, offline).
 * So are the writes of drafts (a registration of a draft too): the server's list has no draft, so no
 * card of its says such a change waits. And a change refused because its group is gone (404: a schedule
 * deleted at the office while it was finalized offline), which no card of the list can carry: what it
 * holds is the visit's data, and its card offers to register it as a new collection (decision 0015).
 */
export function PendingWrites({ items, listed }: { items: readonly OutboxItem[]; listed: ReadonlySet<string> }) {
  // a write being sent may already be in the server's list: shown there, once
  const fresh = items.filter(
    (i) =>
      (i.method === 'POST' ||
        i.ofDraft ||
        (i.kind === OUTBOX_KINDS.finalizar && i.status === 'failed' && i.errorStatus === 404)) &&
      !listed.has(i.idAgrupador),
  );
  return fresh.length === 0 ? null : <PendingList items={fresh} />;
}

function PendingList({ items: fresh }: { items: readonly OutboxItem[] }) {
  const { t } = useTranslation();
  const names = useDeviceNames(fresh);
  const online = useOnlineStatus();
  // drawn once the names are read, not first with ids and then again
  if (!names) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="history-pending-title" data-testid="pending-writes">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CloudUploadOutlinedIcon color="warning" fontSize="small" />
        <Typography variant="subtitle1" component="h2" id="history-pending-title" sx={{ fontWeight: 600 }}>
          {t('sara2g.ui.historico.pendentes_titulo')} ({fresh.length})
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        {t(
          !online
            ? 'sara2g.ui.historico.pendentes_ajuda'
            : waitsForLogin()
              ? 'sara2g.ui.historico.pendentes_ajuda_login'
              : 'sara2g.ui.historico.pendentes_ajuda_online',
        )}
        {fresh.some((i) => i.status === 'failed') && ` ${t('sara2g.ui.historico.pendentes_recusados')}`}
      </Typography>
      {fresh.map((item) => (
        <PendingCard key={item.id} item={item} names={names} />
      ))}
    </Stack>
  );
}
