import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { ListLoadError } from '../../../components/list-load-error';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { historyQuickFilters, type HistoryGroup, type HistoryQuickFilter } from '@sara/domain/lists';
import { ROUTES } from '@sara/domain/menu';
import { FORMATS } from '@sara/domain/constants';
import { localDay } from '@sara/domain/rules/fields';
import { format } from 'date-fns';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { SearchBox } from '../../../components/search-box';
import { rememberHistoryQuery } from '../../collection/lib/return-path';
import { useSnackbar } from '../../../components/snackbar-provider';
import { historyKeys, useHistory, type HistoryFilters } from '../../../api/lists/history';
import { isChangedSince, useDeleteAgendada } from '../../../api/samples/agendadas';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { useSession } from '../../../lib/auth';
import { defaultPeriod, formatDay, fromQueryDate, toQueryDate, type Period } from '../lib/period';
import { pendingChanges } from '../../../offline/outbox';
import { useOutboxItems } from '../../outbox/lib/use-outbox';
import { HistoryCard } from './history-card';
import { finalizeGroup } from '../lib/permissions';
import { PendingWrites } from './pending-writes';
import { PeriodDrawer } from './period-drawer';

/** The collection history (/app/coleta/historico), gated by the feature historico. */
export function HistoryPage() {
  const { features } = useSession();
  if (!hasFeature(features, [FEATURES.historico])) return <Navigate to={ROUTES.home} replace />;
  return <HistoryScreen />;
}

/**
 * The filters live in the address (de, ate, filtro, busca), so coming back from a sample
 * finds the list as it was left.
 */
function useHistoryFilters(quickFilters: readonly HistoryQuickFilter[]) {
  const [params, setParams] = useSearchParams();
  // the screens a sample opens return here after a save too, where the browser's back is no help
  const query = params.toString();
  useEffect(() => rememberHistoryQuery(query), [query]);
  // the default period moves on with the day: a history left open overnight shows the new one at its next render
  const today = localDay();
  const fallback = useMemo(() => defaultPeriod(fromQueryDate(today)!), [today]);
  const de = params.get('de');
  const ate = params.get('ate');
  const period: Period = useMemo(() => {
    const inicio = fromQueryDate(de);
    const fim = fromQueryDate(ate);
    return inicio && fim && inicio <= fim ? { inicio, fim } : fallback;
  }, [de, ate, fallback]);
  const filtro = params.get('filtro');
  const situacao = quickFilters.find((f) => f === filtro);
  const busca = params.get('busca')?.trim() ?? '';
  // a period the address cannot hold (a typed or old link): the default one shows, and the address says so
  const badPeriod = (de !== null || ate !== null) && period === fallback;
  useEffect(() => {
    if (badPeriod) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('de');
          next.delete('ate');
          return next;
        },
        { replace: true },
      );
    }
  }, [badPeriod, setParams]);

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    period,
    situacao,
    busca,
    setPeriod: (p: Period) => update({ de: toQueryDate(p.inicio), ate: toQueryDate(p.fim) }),
    setSituacao: (s: HistoryQuickFilter | undefined) => update({ filtro: s }),
    setBusca: (text: string) => update({ busca: text.trim() }),
  };
}

function HistoryScreen() {
  const { t } = useTranslation();
  const { features } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const quickFilters = useMemo(() => historyQuickFilters(features), [features]);
  const { period, situacao, busca, setPeriod, setSituacao, setBusca } = useHistoryFilters(quickFilters);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [toDelete, setToDelete] = useState<HistoryGroup | null>(null);
  const remove = useDeleteAgendada();
  const navigate = useNavigate();
  const finalize = useCallback((group: HistoryGroup) => finalizeGroup(navigate, group), [navigate]);

  const filters: HistoryFilters = {
    dataInicial: toQueryDate(period.inicio),
    dataFinal: toQueryDate(period.fim),
    situacao,
    busca: busca || undefined,
  };
  const history = useHistory(filters);
  useLoggedError(history.error, 'History list');
  const groups = useMemo(() => history.data?.pages.flatMap((p) => p.itens) ?? [], [history.data]);
  const total = history.data?.pages.at(-1)?.total ?? 0;
  // the search of the cards on screen: the previous answer stays while the next loads, and its cards
  // keep their look until then (a card opens all its items in a search: flipping that at once redrew
  // hundreds of cards, seconds on a phone, before the new search was even asked)
  const [shownSearch, setShownSearch] = useState(busca);
  if (!history.isPlaceholderData && shownSearch !== busca) setShownSearch(busca);
  // answered from the device (no connection): when that copy was kept
  const keptAt = history.data?.pages.find((p) => p.guardadaEm !== undefined)?.guardadaEm;
  // back online, the device's copy is read again at once: it said 'Sem conexão' for as long as the
  // waiting writes took to send (a reconnect refetches only lists older than their stale time)
  const online = useOnlineStatus();
  const fromDevice = keptAt !== undefined;
  const { refetch } = history;
  useEffect(() => {
    if (online && fromDevice) void refetch();
  }, [online, fromDevice, refetch]);
  // writes kept on this device: new groups above the list, changes on their group's card
  const outbox = useOutboxItems();
  const changes = useMemo(() => pendingChanges(outbox), [outbox]);
  const listed = useMemo(() => new Set(groups.map((g) => g.idAgrupador)), [groups]);

  const onDelete = async () => {
    const group = toDelete;
    setToDelete(null);
    if (!group) return;
    try {
      await remove.mutateAsync({ idAgrupador: group.idAgrupador, versao: group.versao });
      showSnackbar(t('sara2g.ui.historico.excluido'), 'success');
      await queryClient.invalidateQueries({ queryKey: historyKeys.all });
    } catch (error) {
      // only logged (part B section 8): the delete hook logs it; the group stays in the list. One
      // changed since it was listed is read again, and the user is told why it is still there.
      if (isChangedSince(error)) showSnackbar(error.message, 'warning');
    }
  };

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {t('sara2g.ui.historico.titulo')}
        </Typography>
        <Tooltip title={t('sara2g.ui.historico.filtrar')}>
          <IconButton aria-label={t('sara2g.ui.historico.filtrar')} onClick={() => setDrawerOpen(true)}>
            <FilterListIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        {t('sara2g.ui.historico.periodo', { inicio: formatDay(period.inicio), fim: formatDay(period.fim) })}
      </Typography>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        {quickFilters.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" id="history-quick-filter">
              {t('sara2g.ui.historico.filtro')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={situacao ?? null}
              onChange={(_event, value: HistoryQuickFilter | null) => setSituacao(value ?? undefined)}
              aria-labelledby="history-quick-filter"
            >
              {quickFilters.map((f) => (
                <ToggleButton key={f} value={f} sx={{ px: 2, textTransform: 'none' }}>
                  {t(`sara2g.ui.historico.situacao.${f}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        )}
        <Box sx={{ width: { xs: '100%', sm: 320 }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox label={t('sara2g.ui.historico.buscar')} defaultValue={busca} onSearch={setBusca} />
        </Box>
      </Stack>

      {keptAt !== undefined && (
        <Alert severity="info" data-testid="history-device-copy">
          {keptAt
            ? t('sara2g.ui.historico.copia_aparelho', { data: format(new Date(keptAt), FORMATS.dateTime) })
            : t('sara2g.ui.historico.copia_aparelho_sem_data')}
        </Alert>
      )}

      {outbox && <PendingWrites items={outbox} listed={listed} />}

      {history.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sara2g.ui.txt.carregando')} />
        </Box>
      ) : history.isError && groups.length === 0 ? (
        <ListLoadError
          message={t('sara2g.ui.historico.erro')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {t(busca || situacao ? 'sara2g.ui.historico.vazio_filtro' : 'sara2g.ui.historico.vazio')}
        </Typography>
      ) : (
        <Stack spacing={2} aria-busy={history.isPlaceholderData} sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          {groups.map((group) => (
            <HistoryCard
              key={group.idAgrupador}
              group={group}
              pending={changes.get(group.idAgrupador)}
              onDelete={setToDelete}
              onFinalize={finalize}
              searching={shownSearch !== ''}
            />
          ))}
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {t('sara2g.ui.historico.mostrando', { carregadas: groups.length, total })}
            </Typography>
            {history.hasNextPage && (
              <Button
                variant="outlined"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('sara2g.ui.historico.carregar_mais')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}

      <PeriodDrawer
        open={drawerOpen}
        period={period}
        onClose={() => setDrawerOpen(false)}
        onApply={(p) => {
          setPeriod(p);
          setDrawerOpen(false);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('sara2g.ui.historico.excluir_titulo')}
        lines={[t('sara2g.ui.historico.excluir_confirmar')]}
        // the button names what it does, as the card's button that opened it
        confirmLabel={t('sara2g.ui.historico.excluir')}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      />
      <LoadingOverlay open={remove.isPending} />
    </Stack>
  );
}
