import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { MANAGEMENT_SORT_COLUMNS, type ManagementSortColumn } from '@sara/domain/lists';
import { useProductName } from '../../../lib/product-name';
import type { SortDirection } from '../lib/filters';
import { COLUMN_TOKENS } from '../lib/rows';
import {
  CollectionDate,
  missing,
  Observation,
  shortDate,
  StatusChip,
  Supplier,
  useRowMenu,
  type RowsView,
} from './row-parts';

const G = 'sara2g.ui.gerenciamento';

export interface ManagementCardsProps extends RowsView {
  /** The sort select chooses the column and the direction button the direction. */
  onSort(column: ManagementSortColumn, direcao: SortDirection): void;
}

/**
 * The management table on a phone: one card per sample with every column of the table, labelled, and the
 * row's menu. Nine columns in a 360 px window left 134 to 164 px between the sticky first and last ones:
 * the supplier and the observation were never shown whole, and the headers scrolled away.
 */
export function ManagementCards({ rows, ordenarPor, direcao, onSort, onAction, stale }: ManagementCardsProps) {
  const { t } = useTranslation();
  const product = useProductName();
  const { button, menu } = useRowMenu(onAction);

  return (
    <>
      {/* the table's sortable headers, as a select and the direction */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={t(`${G}.ordenar_por`)}
          value={ordenarPor}
          onChange={(e) => onSort(e.target.value as ManagementSortColumn, direcao)}
          sx={{ flex: 1 }}
        >
          {MANAGEMENT_SORT_COLUMNS.map((column) => (
            <MenuItem key={column} value={column}>
              {t(COLUMN_TOKENS[column])}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={t(`${G}.direcao.${direcao}`)}
          onClick={() => onSort(ordenarPor, direcao === 'asc' ? 'desc' : 'asc')}
        >
          {direcao === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Stack>
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t(`${G}.titulo`)}
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: stale ? 0.6 : 1 }}
      >
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.idAmostra} data-id={row.idAmostra} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {/* a water or soil sample has its lab's code instead */}
                  {t(
                    row.codigoRastreamento == null && row.codigoAmostra != null
                      ? `${G}.codigo_amostra`
                      : `${G}.col.codigo_rastreamento`,
                  )}
                </Typography>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.codigoRastreamento ?? row.codigoAmostra ?? missing}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <StatusChip row={row} />
                </Box>
              </Box>
              {button(row, 'medium')}
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(88px, max-content) 1fr',
                columnGap: 1.5,
                rowGap: 0.75,
                m: 0,
                mt: 1.5,
                fontSize: '0.875rem',
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
              }}
            >
              <Field label={t(`${G}.col.data_coleta`)}>
                <CollectionDate row={row} />
              </Field>
              <Field label={t(`${G}.col.varejo`)}>{row.varejoRama ?? missing}</Field>
              <Field label={t(`${G}.col.local`)}>{row.localAmostra ?? missing}</Field>
              <Field label={t(`${G}.col.produto`)}>{product(row.produto, row.produtoI18n) ?? missing}</Field>
              <Field label={t(`${G}.col.fornecedor`)}>
                <Supplier row={row} />
              </Field>
              <Field label={t(`${G}.col.data_laudo`)}>{shortDate(row.dataLaudo)}</Field>
              <Field label={t(`${G}.col.observacao`)}>
                <Observation row={row} />
              </Field>
            </Box>
          </Paper>
        ))}
      </Stack>
      {menu}
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
