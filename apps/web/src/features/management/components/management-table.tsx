import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ManagementSortColumn } from '@sara/domain/lists';
import { COLUMN_TOKENS } from '../lib/rows';
import { useProductName } from '../../../lib/product-name';
import { alpha, lighten, type Theme } from '@mui/material/styles';
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
import { visuallyHidden } from '../../../lib/visually-hidden';

const G = 'sara2g.ui.gerenciamento';

/**
 * Columns and their share of a wide table (fixed layout: the nine columns always fit and long texts
 * wrap); below lg (1200 px) each has a width in px and the table scrolls sideways: squeezed into a
 * narrower window, the columns broke words in the middle ('Supermerca dos', 'informad o'). The dates take
 * what '05/12/2026' needs; the observation, three lines of free text, the most ('acondicionada' broke at 10%).
 * The retail chain and the place take 11%: 'Supermercados' (a chain's and its stores' first word) broke at 10%.
 * A phone shows cards instead (ManagementCards).
 */
const COLUMNS: { column: ManagementSortColumn; width: string; narrow: number }[] = [
  // wide enough for 'Rastreamento' and its sort arrow (146 px of the 1,120 px table at lg, padding included)
  { column: 'codigoRastreamento', width: '14%', narrow: 150 },
  { column: 'dataColeta', width: '9%', narrow: 112 },
  { column: 'varejo', width: '11%', narrow: 120 },
  { column: 'localAmostra', width: '11%', narrow: 140 },
  { column: 'produto', width: '10%', narrow: 120 },
  { column: 'fornecedor', width: '14%', narrow: 180 },
  { column: 'dataLaudo', width: '8%', narrow: 100 },
  { column: 'statusSistema', width: '11%', narrow: 130 },
  { column: 'observacao', width: '12%', narrow: 170 },
];
const ACTIONS_WIDTH = 44;
/** The tracking code and the row menu stay in view while a narrower window scrolls the table sideways. */
const STICKY_BELOW_LG = { xs: 'sticky', lg: 'static' } as const;
/** The colour of MUI's lines between table rows (TableCell's borderBottom in the light theme). */
const tableLine = (theme: Theme) => lighten(alpha(theme.palette.divider, 1), 0.88);
const NARROW_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.narrow, ACTIONS_WIDTH);

export interface ManagementTableProps extends RowsView {
  /** A header tapped sorts by its column, ascending first, then the other way. */
  onSort(column: ManagementSortColumn): void;
}

/** The management table: sortable headers, one row per sample, a menu of actions per row. */
export function ManagementTable({ rows, ordenarPor, direcao, onSort, onAction, stale }: ManagementTableProps) {
  const { t } = useTranslation();
  const product = useProductName();
  const { button, menu } = useRowMenu(onAction);

  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t(`${G}.titulo`)}
          sx={(theme) => ({
            tableLayout: 'fixed',
            minWidth: { xs: NARROW_TABLE_WIDTH, lg: 0 },
            '& td, & th': { px: 1, verticalAlign: 'top', fontSize: '0.8125rem', overflowWrap: 'anywhere' },
            '& th': { overflowWrap: 'normal' },
            // a narrower window scrolls the table sideways: the tracking code stays in view
            '& td:first-of-type, & th:first-of-type': {
              pl: 2,
              position: STICKY_BELOW_LG,
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
            },
            // a sticky cell's layer, snapped to whole pixels, covers the line under the sticky cell above it
            // in some rows: the cells kept in view draw the line above themselves instead (the last row,
            // nothing below it, keeps its own). Only where they are kept in view: elsewhere that line sat
            // 1 px below the row's
            [theme.breakpoints.down('lg')]: {
              '& tbody td:first-of-type, & tbody td:last-of-type': {
                borderBottom: 'none',
                boxShadow: `inset 0 1px 0 ${tableLine(theme)}`,
              },
              // the header's line is above the first row
              '& tbody tr:first-of-type > td': { boxShadow: 'none' },
              '& tbody tr:last-of-type > td:first-of-type, & tbody tr:last-of-type > td:last-of-type': {
                borderBottom: `1px solid ${tableLine(theme)}`,
              },
            },
            // the cells kept in view are opaque: the hovered row's shade is laid over them too
            '& tbody tr:hover > td:first-of-type, & tbody tr:hover > td:last-of-type': {
              backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            },
          })}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map(({ column, width, narrow }) => (
                <TableCell
                  key={column}
                  sortDirection={ordenarPor === column ? direcao : false}
                  sx={{ width: { xs: narrow, lg: width }, fontWeight: 600 }}
                >
                  <TableSortLabel
                    active={ordenarPor === column}
                    direction={ordenarPor === column ? direcao : 'asc'}
                    onClick={() => onSort(column)}
                    // inline: the arrow follows the last word and, when it does not fit ('Recolección'), goes under it
                    // rather than over the next column
                    sx={{ display: 'inline', '& .MuiTableSortLabel-icon': { verticalAlign: 'middle' } }}
                  >
                    {t(COLUMN_TOKENS[column])}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell
                align="right"
                sx={{ position: STICKY_BELOW_LG, right: 0, bgcolor: 'background.paper', width: ACTIONS_WIDTH }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t(`${G}.col.acoes`)}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.idAmostra} hover data-id={row.idAmostra}>
                <TableCell>{row.codigoRastreamento ?? row.codigoAmostra ?? missing}</TableCell>
                <TableCell>
                  <CollectionDate row={row} />
                </TableCell>
                <TableCell>{row.varejoRama ?? missing}</TableCell>
                <TableCell>{row.localAmostra ?? missing}</TableCell>
                <TableCell>{product(row.produto, row.produtoI18n) ?? missing}</TableCell>
                <TableCell>
                  <Supplier row={row} />
                </TableCell>
                <TableCell>{shortDate(row.dataLaudo)}</TableCell>
                <TableCell>
                  <StatusChip row={row} />
                </TableCell>
                <TableCell>
                  <Observation row={row} />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    position: STICKY_BELOW_LG,
                    right: 0,
                    bgcolor: 'background.paper',
                    px: '4px !important',
                    py: 0.5,
                  }}
                >
                  {button(row)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {menu}
    </>
  );
}
