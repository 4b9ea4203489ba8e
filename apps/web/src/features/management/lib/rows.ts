import type { ChipProps } from '@mui/material/Chip';
import type { ResultadoLaudo, Situacao, StatusLaudo, StatusSistema } from '@sara/domain/enums';
import { CALLED_BY_MANAGEMENT } from '@sara/domain/enums';
import type { ManagementRow, ManagementSortColumn } from '@sara/domain/lists';
import { formatDisplayDate } from '@sara/domain/rules/fields';
import { canBeRejected } from '@sara/domain/rules/followup';
import { ROUTES } from '@sara/domain/menu';

const G = 'sara2g.ui.gerenciamento';

/** A sortable column's heading (the table's header, the phone's sort select). */
export const COLUMN_TOKENS: Record<ManagementSortColumn, string> = {
  codigoRastreamento: `${G}.col.codigo_rastreamento`,
  dataColeta: `${G}.col.data_coleta`,
  varejo: `${G}.col.varejo`,
  localAmostra: `${G}.col.local`,
  produto: `${G}.col.produto`,
  fornecedor: `${G}.col.fornecedor`,
  dataLaudo: `${G}.col.data_laudo`,
  statusSistema: `${G}.col.status`,
  observacao: `${G}.col.observacao`,
};

export const situationToken = (s: Situacao) => `${G}.situacao.${s}`;
export const statusToken = (s: StatusSistema) => `${G}.status.${s.toLowerCase()}`;
export const reportStatusToken = (s: StatusLaudo) => `${G}.status_laudo.${s}`;
export const resultToken = (r: ResultadoLaudo) => `${G}.resultado.${r}`;

export const STATUS_COLORS: Record<StatusSistema, ChipProps['color']> = {
  AMOSTRA_AGENDADA: 'default',
  AMOSTRA_NOVA: 'info',
  AMOSTRA_REJEITADA: 'error',
  LAUDO_AGUARDANDO_APROVACAO_DA_EQUIPE_INTERNA: 'default',
  LAUDO_SEM_PROBLEMA: 'success',
  LAUDO_EM_PLANO_DE_ACAO: 'warning',
  LAUDO_EM_PLANO_DE_ACAO_EM_ATRASO: 'error',
  AGUARDANDO_APROVACA_DO_PLANO_DE_ACAO: 'secondary',
  LAUDO_EM_PLANO_DE_ACAO_FINALIZADO: 'success',
  LAUDO_CONTESTADO: 'warning',
};

/**
 * How the table's menu and dialogs name a sample: its tracking or lab code, or, without one yet, its
 * product, place and date (collection, else scheduled); its internal number only when nothing else is known.
 */
export function sampleName(
  row: Pick<
    ManagementRow,
    'idAmostra' | 'codigoRastreamento' | 'codigoAmostra' | 'localAmostra' | 'dataColeta' | 'dataAgendada'
  >,
  product: string | null,
): string {
  const code = row.codigoRastreamento ?? row.codigoAmostra;
  if (code) return code;
  const date = formatDisplayDate(row.dataColeta ?? row.dataAgendada);
  const described = [product, row.localAmostra, 'text' in date ? date.text : null].filter(Boolean).join(' · ');
  return described || `#${row.idAmostra}`;
}

/** The server rejects only new (collected, not analysed) or scheduled samples. */
export const canReject = (row: Pick<ManagementRow, 'statusSistema'>): boolean => canBeRejected(row.statusSistema);

export type RowAction = 'dados' | 'editar' | 'rejeitar' | 'pdfAmostra' | 'pdfLaudo';

/** The row menu's entries, in order, by the row's flags. */
export function rowActions(row: ManagementRow): RowAction[] {
  const actions: RowAction[] = ['dados'];
  if (row.showButtonEdit) actions.push('editar');
  if (canReject(row)) actions.push('rejeitar');
  if (row.showButtonPdf) actions.push('pdfAmostra');
  if (row.showButtonPdfLaudo) actions.push('pdfLaudo');
  return actions;
}

/**
 * The edit screen of the row's group: a scheduled one the scheduling screen (which returns home, part A
 * section 2), a collected one the collection screen, told it was opened from management (it returns here).
 */
export function editPath(
  row: Pick<ManagementRow, 'idAgrupador' | 'idEmpresa' | 'idPessoaColetor' | 'situacao'>,
): string {
  // both edit routes take the group's company and collector (part B section 2), as part A section 2 lists them
  const params = new URLSearchParams({ calledBy: CALLED_BY_MANAGEMENT, idEmpresa: String(row.idEmpresa) });
  if (row.idPessoaColetor != null) params.set('idPessoaColetor', String(row.idPessoaColetor));
  const screen =
    row.situacao === 'agendada' ? ROUTES.agendadaEdit(row.idAgrupador) : ROUTES.coletadaEdit(row.idAgrupador);
  return `${screen}?${params.toString()}`;
}
