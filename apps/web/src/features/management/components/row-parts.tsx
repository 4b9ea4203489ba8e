import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ManagementRow, ManagementSortColumn } from '@sara/domain/lists';
import { formatDisplayDate } from '@sara/domain/rules/fields';
import { useCloseOnBack } from '../../../lib/back-closes';
import { useProductName } from '../../../lib/product-name';
import type { SortDirection } from '../lib/filters';
import { rowActions, sampleName, STATUS_COLORS, statusToken, type RowAction } from '../lib/rows';

/** What a row shows, the same in the wide table and in the phone's cards. */

/** What the wide table and the phone's cards both take: the page's rows, its sort and the row menu's action. */
export interface RowsView {
  rows: readonly ManagementRow[];
  ordenarPor: ManagementSortColumn;
  direcao: SortDirection;
  onAction(action: RowAction, row: ManagementRow): void;
  /** Dimmed while the next page loads. */
  stale?: boolean;
}

const G = 'sara2g.ui.gerenciamento';

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

/** An unreported value, as every screen says it (part A section 9: 'Não informado'), quieter than a value. */
function Missing() {
  const { t } = useTranslation();
  return (
    <Typography variant="inherit" component="span" color="text.secondary">
      {t('sara2g.ui.txt.nao_informado')}
    </Typography>
  );
}
export const missing = <Missing />;

export const shortDate = (v: string | null) => {
  const shown = formatDisplayDate(v);
  return 'text' in shown ? shown.text : missing;
};

/** The collection date; not collected yet, the scheduled date, marked (the column sorts by collection date). */
export function CollectionDate({ row }: { row: ManagementRow }) {
  const { t } = useTranslation();
  if (row.dataColeta != null || row.dataAgendada == null) return shortDate(row.dataColeta);
  return (
    <Typography variant="inherit" component="span" color="text.secondary">
      {shortDate(row.dataAgendada)}
      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
        {t(`${G}.data_agendada_marca`)}
      </Typography>
    </Typography>
  );
}

// a document number stays on one line: the browser broke '9051234-10' at its hyphen
const UNBROKEN = { v: <span style={{ whiteSpace: 'nowrap' }} /> };

/** The supplier with its document and rural registration. */
export function Supplier({ row }: { row: ManagementRow }) {
  return (
    <>
      {/* the cell's size, as every other cell (body2 would be larger) */}
      <Typography variant="inherit">{row.fornecedor ?? missing}</Typography>
      {row.documento && (
        <Typography variant="caption" color="text.secondary" component="div">
          <Trans i18nKey={`${G}.documento_numero`} values={{ valor: row.documento }} components={UNBROKEN} />
        </Typography>
      )}
      {row.inscricaoRural && (
        <Typography variant="caption" color="text.secondary" component="div">
          <Trans i18nKey={`${G}.inscricao_rural_numero`} values={{ valor: row.inscricaoRural }} components={UNBROKEN} />
        </Typography>
      )}
    </>
  );
}

export function StatusChip({ row }: { row: ManagementRow }) {
  const { t } = useTranslation();
  if (!row.statusSistema) return missing;
  return (
    <Chip
      size="small"
      sx={{
        fontSize: '0.75rem',
        height: 'auto',
        minHeight: 22,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
      color={STATUS_COLORS[row.statusSistema]}
      label={t(statusToken(row.statusSistema))}
    />
  );
}

/**
 * Three lines at most (a 300-character word made a row 27 lines tall); the whole text is its tooltip and
 * in the sample data dialog.
 */
export function Observation({ row }: { row: ManagementRow }) {
  if (!row.observacao) return missing;
  return (
    <Box
      title={row.observacao}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      {row.observacao}
    </Box>
  );
}

/**
 * A row's actions: `button(row)` is the button that opens its menu, `menu` the one menu of the list (render
 * it once, beside the rows).
 */
export function useRowMenu(onAction: (action: RowAction, row: ManagementRow) => void) {
  const { t } = useTranslation();
  const product = useProductName();
  const [open, setOpen] = useState<{ anchor: HTMLElement; row: ManagementRow } | null>(null);
  useCloseOnBack(open != null, () => setOpen(null));

  const button = (row: ManagementRow, size: 'small' | 'medium' = 'small') => (
    <IconButton
      size={size}
      aria-label={t(`${G}.menu_linha`, { codigo: sampleName(row, product(row.produto, row.produtoI18n)) })}
      aria-haspopup="menu"
      onClick={(e) => setOpen({ anchor: e.currentTarget, row })}
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  );
  const menu = (
    <Menu anchorEl={open?.anchor} open={open != null} onClose={() => setOpen(null)}>
      {open &&
        rowActions(open.row).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setOpen(null);
              onAction(action, open.row);
            }}
          >
            <ListItemIcon>{ACTION_ICONS[action]}</ListItemIcon>
            <ListItemText>{t(ACTION_TOKENS[action])}</ListItemText>
          </MenuItem>
        ))}
    </Menu>
  );
  return { button, menu };
}
