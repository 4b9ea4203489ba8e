import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
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
  /** A way out of a wait that runs long (a save that can go on in the background), offered after a while. */
  later?: { label: string; onClick(): void };
}

/** How long a wait runs before its way out is offered: a save on a good connection is done well before. */
export const LATER_AFTER_MS = 8_000;

/** Covers the screen while blocking work runs, with an optional message. */
export function LoadingOverlay({ open, message, reading = false, later }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const [longWait, setLongWait] = useState(false);
  const offersLater = later !== undefined;
  useEffect(() => {
    if (!open || !offersLater) return;
    const timer = window.setTimeout(() => setLongWait(true), LATER_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setLongWait(false);
    };
  }, [open, offersLater]);
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
      {open && longWait && later && (
        <Button variant="contained" color="inherit" sx={{ color: 'text.primary' }} onClick={later.onClick}>
          {later.label}
        </Button>
      )}
    </Backdrop>
  );
}
