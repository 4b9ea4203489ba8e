import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TIMINGS } from '@sara/domain/constants';

export type SnackbarSeverity = 'success' | 'error' | 'info';

interface SnackbarMessage {
  key: number;
  message: string;
  severity: SnackbarSeverity;
}

interface SnackbarApi {
  showSnackbar(message: string, severity?: SnackbarSeverity): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Toasts at the bottom right that hide after 6000 ms (spec part A section 2); a new one replaces the current. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const showSnackbar = useCallback((message: string, severity: SnackbarSeverity = 'success') => {
    setCurrent({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showSnackbar }), [showSnackbar]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <SnackbarContext value={api}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={TIMINGS.snackbarMs}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // above the bottom navigation
        sx={{ bottom: { xs: 72, sm: 80 } }}
        slotProps={{ transition: { onExited: () => setCurrent(null) } }}
      >
        {current ? (
          <Alert severity={current.severity} variant="filled" closeText={t('sara2g.ui.txt.fechar')} onClose={close}>
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar is only available inside SnackbarProvider');
  return api;
}
