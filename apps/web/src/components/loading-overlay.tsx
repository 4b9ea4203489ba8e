import { useTranslation } from 'react-i18next';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCloseOnBack } from '../lib/back-closes';

interface LoadingOverlayProps {
  open: boolean;
  message?: string;
  /**
   * What runs only reads (a screen loading its record): back leaves the screen, as from a spinner,
   * instead of waiting out a weak connection. Without it, back waits (a save or delete running).
   */
  reading?: boolean;
}

/** Covers the screen while blocking work runs, with an optional message. */
export function LoadingOverlay({ open, message, reading = false }: LoadingOverlayProps) {
  const { t } = useTranslation();
  // a save or delete running: back waits too, instead of leaving a screen whose work is not done
  useCloseOnBack(open && !reading, null);
  return (
    <Backdrop
      open={open}
      aria-busy={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" aria-label={message ?? t('sara2g.ui.txt.carregando')} />
      {message && <Typography role="status">{message}</Typography>}
    </Backdrop>
  );
}
