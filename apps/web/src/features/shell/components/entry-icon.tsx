import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ScienceIcon from '@mui/icons-material/Science';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Icons of the side menu and bottom navigation entries, by entry id (@sara/domain/menu). */
const ICONS: Record<string, typeof SvgIcon> = {
  cadastrar_coleta: ScienceIcon,
  coletada: ScienceIcon,
  agendar_coleta: CalendarMonthIcon,
  agendada: CalendarMonthIcon,
  historico: HistoryIcon,
  listagem: ListAltIcon,
  gerenciamento: ManageSearchIcon,
  cadastrar_laudo: UploadFileIcon,
  comunicacao: NotificationsActiveIcon,
  enviar_laboratorio: SendIcon,
  sair: LogoutIcon,
};

export function EntryIcon({ id, ...props }: { id: string } & SvgIconProps) {
  const Icon = ICONS[id] ?? ChevronRightIcon;
  return <Icon {...props} />;
}
