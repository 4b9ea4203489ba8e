import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ManagementRow, ManagementSortColumn } from '@sara/domain/lists';
import { formatDisplayDate } from '@sara/domain/rules/fields';
import { rowActions, sampleName, STATUS_COLORS, statusToken, type RowAction } from '../lib/rows';
import type { SortDirection } from '../lib/filters';
import { useCloseOnBack } from '../../../lib/back-closes';
import { useProductName } from '../../../lib/product-name';
import { alpha, lighten, type Theme } from '@mui/material/styles';

const G = 'sara2g.ui.gerenciamento';

/**
 * Columns and their share of a wide table (fixed layout: the nine columns always fit and long texts
 * wrap); below lg (1200 px) each has a width in px and the table scrolls sideways: squeezed into a
 * narrower window, the columns broke words in the middle ('Supermerca dos', 'informad o'). The dates take
 * what '05/12/2026' needs; the observation, three lines of free text, the most ('acondicionada' broke at 10%).
 */
const COLUMNS: { column: ManagementSortColumn; token: string; width: string; phone: number }[] = [
  // wide enough on a phone for 'Rastreamento' and its sort arrow
  { column: 'codigoRastreamento', token: 'codigo_rastreamento', width: '11%', phone: 150 },
  { column: 'dataColeta', token: 'data_coleta', width: '9%', phone: 112 },
  { column: 'varejo', token: 'varejo', width: '11%', phone: 120 },
  { column: 'localAmostra', token: 'local', width: '11%', phone: 140 },
  { column: 'produto', token: 'produto', width: '10%', phone: 120 },
  { column: 'fornecedor', token: 'fornecedor', width: '14%', phone: 180 },
  { column: 'dataLaudo', token: 'data_laudo', width: '9%', phone: 100 },
  { column: 'statusSistema', token: 'status', width: '11%', phone: 130 },
  { column: 'observacao', token: 'observacao', width: '14%', phone: 170 },
];
const ACTIONS_WIDTH = 44;
/** The colour of MUI's lines between table rows (TableCell's borderBottom in the light theme). */
const tableLine = (theme: Theme) => lighten(alpha(theme.palette.divider, 1), 0.88);
const PHONE_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.phone, ACTIONS_WIDTH);

const ACTION_ICONS: Record<RowAction, ReactNode> = {
  dados: <InfoOutlinedIcon fontSize="small" />,
  editar: <EditOutlinedIcon fontSize="small" />,
  rejeitar: <BlockIcon fontSize="small" color="error" />,
  pdfAmostra: <PictureAsPdfOutlinedIcon fontSize="small" />,
  pdfLaudo: <DescriptionOutlinedIcon fontSize="small" />,
};
const ACTION_TOKENS: Record<RowAction, string> = {
  dados: `${G}.dados_amostra`,
  editar: `${G}.editar`,
  rejeitar: `${G}.rejeitar`,
  pdfAmostra: `${G}.pdf_amostra`,
  pdfLaudo: `${G}.pdf_laudo`,
};

export interface ManagementTableProps {
  rows: readonly ManagementRow[];
  ordenarPor: ManagementSortColumn;
  direcao: SortDirection;
  onSort(column: ManagementSortColumn): void;
  onAction(action: RowAction, row: ManagementRow): void;
  /** Dimmed while the next page loads. */
  stale?: boolean;
}

/** An unreported value, as every screen says it (part A section 9: 'Não informado'), quieter than a value. */
function Missing() {
  const { t } = useTranslation();
  return (
    <Typography variant="inherit" component="span" color="text.secondary">
      {t('sara2g.ui.txt.nao_informado')}
    </Typography>
  );
}
const missing = <Missing />;
const shortDate = (v: string | null) => {
  const shown = formatDisplayDate(v);
  return 'text' in shown ? shown.text : missing;
};

/** The management table: sortable headers, one row per sample, a menu of actions per row. */
export function ManagementTable({ rows, ordenarPor, direcao, onSort, onAction, stale }: ManagementTableProps) {
  const { t } = useTranslation();
  const product = useProductName();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: ManagementRow } | null>(null);
  useCloseOnBack(menu != null, () => setMenu(null));

  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ opacity: stale ? 0.6 : 1, overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t(`${G}.titulo`)}
          sx={{
            tableLayout: 'fixed',
            minWidth: { xs: PHONE_TABLE_WIDTH, lg: 0 },
            '& td, & th': { px: 1, verticalAlign: 'top', fontSize: '0.8125rem', overflowWrap: 'anywhere' },
            '& th': { overflowWrap: 'normal' },
            // a narrower window scrolls the table sideways: the tracking code stays in view
            '& td:first-of-type, & th:first-of-type': {
              pl: 2,
              position: { xs: 'sticky', lg: 'static' },
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
            },
            // a sticky cell's layer, snapped to whole pixels, covers the line under the sticky cell above it
            // in some rows: the cells kept in view draw the line above themselves instead (the last row,
            // nothing below it, keeps its own)
            '& tbody td:first-of-type, & tbody td:last-of-type': {
              borderBottom: 'none',
              boxShadow: (theme) => `inset 0 1px 0 ${tableLine(theme)}`,
            },
            // the header's line is above the first row
            '& tbody tr:first-of-type > td': { boxShadow: 'none' },
            '& tbody tr:last-of-type > td:first-of-type, & tbody tr:last-of-type > td:last-of-type': {
              borderBottom: (theme) => `1px solid ${tableLine(theme)}`,
            },
            // the cells kept in view are opaque: the hovered row's shade is laid over them too
            '& tbody tr:hover > td:first-of-type, & tbody tr:hover > td:last-of-type': {
              backgroundImage: (theme) =>
                `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            },
          }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map(({ column, token, width, phone }) => (
                <TableCell
                  key={column}
                  sortDirection={ordenarPor === column ? direcao : false}
                  sx={{ width: { xs: phone, lg: width }, fontWeight: 600 }}
                >
                  <TableSortLabel
                    active={ordenarPor === column}
                    direction={ordenarPor === column ? direcao : 'asc'}
                    onClick={() => onSort(column)}
                  >
                    {t(`${G}.col.${token}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell
                align="right"
                sx={{ position: 'sticky', right: 0, bgcolor: 'background.paper', width: ACTIONS_WIDTH }}
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
                  {row.dataColeta == null && row.dataAgendada != null ? (
                    // not collected yet: the scheduled date, marked, since the column sorts by collection date
                    <Typography variant="inherit" color="text.secondary">
                      {shortDate(row.dataAgendada)}
                      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                        {t(`${G}.data_agendada_marca`)}
                      </Typography>
                    </Typography>
                  ) : (
                    shortDate(row.dataColeta)
                  )}
                </TableCell>
                <TableCell>{row.varejoRama ?? missing}</TableCell>
                <TableCell>{row.localAmostra ?? missing}</TableCell>
                <TableCell>{product(row.produto, row.produtoI18n) ?? missing}</TableCell>
                <TableCell>
                  {/* the cell's size, as every other cell (body2 would be larger) */}
                  <Typography variant="inherit">{row.fornecedor ?? missing}</Typography>
                  {row.documento && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(`${G}.documento`, { valor: row.documento })}
                    </Typography>
                  )}
                  {row.inscricaoRural && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(`${G}.inscricao_rural`, { valor: row.inscricaoRural })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{shortDate(row.dataLaudo)}</TableCell>
                <TableCell>
                  {row.statusSistema ? (
                    <Chip
                      size="small"
                      sx={{
                        fontSize: '0.75rem',
                        height: 'auto',
                        minHeight: 22,
                        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                      }}
                      color={STATUS_COLORS[row.statusSistema]}
                      label={t(statusToken(row.statusSistema))}
                    />
                  ) : (
                    missing
                  )}
                </TableCell>
                <TableCell>
                  {row.observacao ? (
                    // three lines at most (a 300-character word made a row 27 lines tall); the whole text is
                    // its tooltip and in the sample data dialog
                    <Box
                      title={row.observacao}
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {row.observacao}
                    </Box>
                  ) : (
                    missing
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ position: 'sticky', right: 0, bgcolor: 'background.paper', px: '4px !important', py: 0.5 }}
                >
                  <IconButton
                    size="small"
                    aria-label={t(`${G}.menu_linha`, {
                      codigo: sampleName(row, product(row.produto, row.produtoI18n)),
                    })}
                    aria-haspopup="menu"
                    onClick={(e) => setMenu({ anchor: e.currentTarget, row })}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Menu anchorEl={menu?.anchor} open={menu != null} onClose={() => setMenu(null)}>
        {menu &&
          rowActions(menu.row).map((action) => (
            <MenuItem
              key={action}
              onClick={() => {
                setMenu(null);
                onAction(action, menu.row);
              }}
            >
              <ListItemIcon>{ACTION_ICONS[action]}</ListItemIcon>
              <ListItemText>{t(ACTION_TOKENS[action])}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}

/** Read by screen readers, not shown (sx numbers would be theme units and fractions). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
