import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list-load-error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZES } from '@sara/domain/constants';
import { FEATURES, hasFeature } from '@sara/domain/features';
import {
  MANAGEMENT_COUNT_CAP,
  PAGE_STORAGE_KEYS,
  type ManagementRow,
  type ManagementSortColumn,
} from '@sara/domain/lists';
import { ROUTES } from '@sara/domain/menu';
import { useListPage, usePageInRange } from '../../../hooks/use-list-page';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { useSession } from '../../../lib/auth';
import {
  downloadReportPdf,
  downloadSamplePdf,
  reportDownloadFailed,
  showDownloadError,
} from '../../../api/files/download';
import { useManagement } from '../../../api/lists/management';
import { getReportVersions } from '../../../api/lists/report-versions';
import { SearchBox } from '../../../components/search-box';
import { useAllProgramas } from '../api/reference';
import {
  loadState,
  saveState,
  toQuery,
  type ManagementFilters,
  type ManagementState,
  type SortDirection,
} from '../lib/filters';
import { editPath, type RowAction } from '../lib/rows';
import { FilterPanel } from './filter-panel';
import { ManagementCards } from './management-cards';
import { ManagementTable } from './management-table';
import type { RowsView } from './row-parts';
import { RejectDialog } from './reject-dialog';
import { SampleDetailDialog } from './sample-detail-dialog';

const G = 'sara2g.ui.gerenciamento';
const SIZE = PAGE_SIZES.management;
/** A phone's window: cards instead of the table. */
const PHONE_QUERY = '(max-width:599.95px)';

/** The sample management table (/app/amostra-gerenciamento/list, feature amostra.gerenciamento). */
export function ManagementPage() {
  const { features } = useSession();
  if (!hasFeature(features, [FEATURES.amostraGerenciamento])) return <Navigate to={ROUTES.home} replace />;
  return <ManagementList />;
}

function ManagementList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [state, setState] = useState<ManagementState>(loadState);
  // the page belongs to the filters, search and sort it was chosen with: any change goes back to the first
  const paging = useListPage(PAGE_STORAGE_KEYS.management, state, 0);
  const [page, setPage] = paging;
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ManagementRow | null>(null);

  const programs = useAllProgramas();
  const list = useManagement(toQuery(state, page, SIZE));
  usePageInRange(paging, list, SIZE, 0);
  useEffect(() => saveState(state), [state]);
  useLoggedError(list.error, 'Management list');

  const applyFilters = (filters: ManagementFilters) => setState((s) => ({ ...s, filters }));
  const search = (busca: string) => setState((s) => (s.busca === busca ? s : { ...s, busca }));
  const sort = (column: ManagementSortColumn) =>
    setState((s) => ({
      ...s,
      ordenarPor: column,
      direcao: s.ordenarPor === column && s.direcao === 'asc' ? 'desc' : 'asc',
    }));
  const sortBy = (ordenarPor: ManagementSortColumn, direcao: SortDirection) =>
    setState((s) => ({ ...s, ordenarPor, direcao }));

  const act = (action: RowAction, row: ManagementRow) => {
    if (action === 'dados') setDetailOf(row.idAmostra);
    else if (action === 'editar') void navigate(editPath(row));
    else if (action === 'rejeitar') setRejecting(row);
    else if (action === 'pdfAmostra')
      void downloadSamplePdf({ idLaboratorio: row.idLaboratorio, idAgrupador: row.idAgrupador, idDistribuidor: 0 });
    else void downloadReport(row);
  };

  const total = list.data?.total ?? 0;
  const limited = list.data?.totalLimitado ?? false;
  const rows = list.data?.itens ?? [];
  // a capped count leaves the end unknown ('mais de 10.000'), until a page has fewer rows than a page
  // holds: that one is the last, and 'next' is off (it led to an empty page)
  const endReached = limited && !list.isPlaceholderData && rows.length < SIZE;
  const count = !limited ? total : endReached ? page * SIZE + rows.length : -1;
  const view: RowsView = {
    rows,
    ordenarPor: state.ordenarPor,
    direcao: state.direcao,
    onAction: act,
    stale: list.isPlaceholderData,
  };

  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {t(`${G}.titulo`)}
      </Typography>

      <FilterPanel filters={state.filters} programs={programs.data ?? []} onApply={applyFilters} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ width: { xs: '100%', sm: 360 }, '& > *': { width: '100%' } }}>
          <SearchBox label={t(`${G}.buscar`)} defaultValue={state.busca} onSearch={search} />
        </Box>
        {list.data && (
          <Typography variant="body2" color="text.secondary" data-testid="total">
            {limited ? t(`${G}.total_limitado`, { count: MANAGEMENT_COUNT_CAP }) : t(`${G}.total`, { count: total })}
          </Typography>
        )}
      </Stack>

      {list.isError && (
        <ListLoadError message={t(`${G}.erro_lista`)} error={list.error} onRetry={() => void list.refetch()} />
      )}

      {!list.data && !list.isError ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t(`${G}.carregando`)} />
        </Box>
      ) : list.data && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {t(`${G}.vazia`)}
        </Typography>
      ) : (
        list.data && (
          <Box>
            {phone ? <ManagementCards {...view} onSort={sortBy} /> : <ManagementTable {...view} onSort={sort} />}
            <TablePagination
              component="div"
              count={count}
              page={page}
              rowsPerPage={SIZE}
              rowsPerPageOptions={[SIZE]}
              // first and last: sorting was the only way to the oldest samples (the last is off while the
              // count is capped: its page is not known)
              showFirstButton
              showLastButton
              onPageChange={(_, next) => setPage(next)}
              labelRowsPerPage={t(`${G}.linhas_por_pagina`)}
              labelDisplayedRows={({ from, to, count }) =>
                count === -1
                  ? t(`${G}.paginas_limitado`, { from, to, count: MANAGEMENT_COUNT_CAP })
                  : t(`${G}.paginas`, { from, to, count })
              }
              sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 0, sm: 2 } } }}
            />
          </Box>
        )
      )}

      <SampleDetailDialog idAmostra={detailOf} onClose={() => setDetailOf(null)} />
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

/** The stored report PDF; when the row does not carry it, the current revision's file. */
async function downloadReport(row: ManagementRow) {
  if (row.idArquivoLaudo) return downloadReportPdf(row.idArquivoLaudo, row.numeroLaudo);
  // a failure is logged and said as a failed download is (decision 0028)
  try {
    const versions = await getReportVersions(row.idAmostra, { silent: true });
    const current = versions.find((v) => v.idsArquivo.length > 0);
    if (current) return downloadReportPdf(current.idsArquivo[0]!, current.codigoLaudo);
    reportDownloadFailed(new Error(`No report file for sample ${row.idAmostra}`));
  } catch (error) {
    console.error('Report versions for the download:', error);
    showDownloadError();
  }
  return false;
}
