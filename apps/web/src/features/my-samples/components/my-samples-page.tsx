import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list-load-error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZES } from '@sara/domain/constants';
import { FEATURES, hasFeature } from '@sara/domain/features';
import {
  MAX_PAGE,
  MY_SAMPLES_SORTS,
  PAGE_STORAGE_KEYS,
  type MySampleRow,
  type MySamplesSortId,
} from '@sara/domain/lists';
import { ROUTES } from '@sara/domain/menu';
import { useListPage, usePageInRange } from '../../../hooks/use-list-page';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { useSession } from '../../../lib/auth';
import { downloadReportPdf } from '../../../api/files/download';
import { useMySamples } from '../../../api/lists/my-samples';
import { getReportVersions } from '../../../api/lists/report-versions';
import {
  dateRangeText,
  defaultFilters,
  filterAccess,
  hasActiveFilters,
  loadState,
  saveState,
  toQuery,
  type MySamplesFilters,
  type MySamplesState,
} from '../lib/filters';
import { contestLabel } from '../lib/card-rules';
import { FilterDrawer } from './filter-drawer';
import { ReportVersionsDialog } from './report-versions-dialog';
import { SampleCard } from './sample-card';

/** Wider than 600 px: 8 cards a page, otherwise 3 (part B section 9). */
const WIDE_QUERY = '(min-width:601px)';
const SORT_IDS = Object.keys(MY_SAMPLES_SORTS).map(Number) as MySamplesSortId[];

/** The personal sample list (/app/amostra/list, feature listagem). */
export function MySamplesPage() {
  const { features } = useSession();
  if (!hasFeature(features, [FEATURES.listagem])) return <Navigate to={ROUTES.home} replace />;
  return <MySamplesList features={features} />;
}

function MySamplesList({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const size = wide ? PAGE_SIZES.myListWide : PAGE_SIZES.myListNarrow;
  const access = filterAccess(features);
  const can = {
    viewReport: hasFeature(features, [FEATURES.laudoVisualizar]),
    seesAwaitingReports: hasFeature(features, [FEATURES.amostraGerenciamento]),
    contestLabel: contestLabel(features),
    contest: hasFeature(features, [FEATURES.contestar, FEATURES.responderContestacao, FEATURES.visualizarContestacao]),
    startsContestation: hasFeature(features, [FEATURES.contestar]),
  };

  const [state, setState] = useState<MySamplesState>(() => loadState());
  // the page belongs to the filters, sort and page size it was chosen with: any change goes back to page 1
  const paging = useListPage(PAGE_STORAGE_KEYS.mySamples, { state, size }, 1);
  const [page, setPage] = paging;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [versionsOf, setVersionsOf] = useState<number | null>(null);

  const list = useMySamples(toQuery(state, access, page - 1, size));
  usePageInRange(paging, list, size, 1);
  useLoggedError(list.error, 'My samples list');

  const update = (next: MySamplesState) => {
    setState(next);
    saveState(next);
  };
  const applyFilters = (filters: MySamplesFilters) => {
    update({ ...state, filters });
    setDrawerOpen(false);
  };
  const clearFilters = () => applyFilters(defaultFilters());

  const download = async (row: MySampleRow) => {
    if (row.quantidadeLaudos > 1) return setVersionsOf(row.idAmostra);
    if (row.idArquivoLaudo) return void (await downloadReportPdf(row.idArquivoLaudo, row.numeroLaudo));
    // the current revision's PDF is not on the row: ask for the revisions (a failure is only logged)
    try {
      const versions = await getReportVersions(row.idAmostra, { silent: true });
      const current = versions.find((v) => v.idsArquivo.length > 0);
      if (current) return void (await downloadReportPdf(current.idsArquivo[0]!, current.codigoLaudo));
    } catch (error) {
      console.error('Report versions for the download:', error);
    }
    setVersionsOf(row.idAmostra);
  };

  const range = dateRangeText(state.filters.dataInicial, state.filters.dataFinal);
  const filtered = hasActiveFilters(state.filters, access);
  const total = list.data?.total ?? 0;
  // no page past the deepest the list call takes (MAX_PAGE, from 0): a million samples at 3 a page go further
  const pages = Math.min(Math.max(1, Math.ceil(total / size)), MAX_PAGE + 1);
  const rows = list.data?.itens ?? [];

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {t('sara2g.ui.listagem.titulo')}
        </Typography>
        <Tooltip title={t('sara2g.ui.listagem.filtrar')}>
          <IconButton color="primary" onClick={() => setDrawerOpen(true)} aria-label={t('sara2g.ui.listagem.filtrar')}>
            <FilterListIcon />
          </IconButton>
        </Tooltip>
      </Stack>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {range && (
            <Typography variant="body2" data-testid="periodo">
              {t(range.token, range.args)}
            </Typography>
          )}
          {list.data && (
            <Typography variant="body2" color="text.secondary">
              {t('sara2g.ui.listagem.total', { count: total })}
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="small"
          label={t('sara2g.ui.listagem.ordenar_por')}
          value={state.ordenacao}
          onChange={(e) => update({ ...state, ordenacao: Number(e.target.value) as MySamplesSortId })}
          // wide enough for the longest option with its direction ('Código de rastreamento: decrescente')
          sx={{ width: { xs: '100%', sm: 400 }, flexShrink: 0 }}
        >
          {SORT_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(MY_SAMPLES_SORTS[id].labelKey)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {!list.data && !list.isError ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sara2g.ui.listagem.carregando')} />
        </Box>
      ) : list.isError && rows.length === 0 ? (
        // the failure itself is only logged (spec part B); an empty list would say there are no samples
        <ListLoadError message={t('sara2g.ui.listagem.erro')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {t(filtered ? 'sara2g.ui.listagem.vazia_filtros' : 'sara2g.ui.listagem.vazia')}
          </Typography>
          {filtered && (
            <Button variant="outlined" onClick={clearFilters}>
              {t('sara2g.ui.listagem.limpar_filtros')}
            </Button>
          )}
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
            opacity: list.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {rows.map((row) => (
            <SampleCard
              key={row.idAmostra}
              row={row}
              can={can}
              onDetails={(r) => void navigate(ROUTES.laudoDetalhe(r.idAmostra))}
              onContest={(r) => r.idLaudo != null && void navigate(ROUTES.contestacao(r.idLaudo))}
              onDownload={(r) => void download(r)}
            />
          ))}
        </Box>
      )}

      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, p) => {
            setPage(p);
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          color="primary"
          siblingCount={wide ? 1 : 0}
          sx={{ alignSelf: 'center' }}
        />
      )}

      <FilterDrawer
        open={drawerOpen}
        filters={state.filters}
        access={access}
        onClose={() => setDrawerOpen(false)}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      <ReportVersionsDialog idAmostra={versionsOf} onClose={() => setVersionsOf(null)} />
    </Stack>
  );
}
