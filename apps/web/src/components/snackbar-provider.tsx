import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TIMINGS } from '@sara/domain/constants';

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';

interface SnackbarMessage {
  key: number;
  message: string;
  severity: SnackbarSeverity;
}

/** A toast's distance from the foot of the screen: above the bottom navigation (MUI's sm: 600 px). */
const OVER_NAVIGATION = { xs: 72, sm: 80 } as const;

/**
 * Where a toast shows over a page with an action bar: above the bar, as it is when the toast comes. A
 * long form's bar sticks above the navigation (the navigation's room and its height); a short form's
 * sits higher up, right under the form, and a toast at the foot of the screen covered its buttons.
 */
function bottomAbove(bar: HTMLElement | null): number | undefined {
  // none, or hidden (a phone's read-only view has nothing in it)
  if (!bar || bar.offsetHeight === 0) return undefined;
  const navigation = window.innerWidth < 600 ? OVER_NAVIGATION.xs : OVER_NAVIGATION.sm;
  const top = bar.getBoundingClientRect().top;
  // a bar out of sight (the page scrolled away from it) leaves the toast over the navigation
  const underForm = top > 0 && top < window.innerHeight ? window.innerHeight - top + 16 : 0;
  return Math.max(navigation + bar.offsetHeight, underForm);
}

interface SnackbarApi {
  showSnackbar(message: string, severity?: SnackbarSeverity): void;
  /** A page's action bar at the bottom, which toasts stay above (null: none). */
  setFooter(el: HTMLElement | null): void;
  /** A dialog opened: toasts go to the top while it is, off its buttons; answers the closing. */
  dialogOpened(): () => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/**
 * Toasts at the bottom right that hide after 6000 ms (spec part A section 2); a new one replaces the
 * current. A page's action bar at the bottom pushes them up (useStickyActionBar); while a dialog is
 * open they show at the top, where they cover none of its buttons (a phone's dialog reaches the bottom).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  // a state, not a ref: the page that had it gone, a toast it raised moves down over the next page
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  const [dialogs, setDialogs] = useState(0);

  const showSnackbar = useCallback((message: string, severity: SnackbarSeverity = 'success') => {
    setCurrent({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
  const dialogOpened = useCallback(() => {
    setDialogs((n) => n + 1);
    return () => setDialogs((n) => n - 1);
  }, []);
  const api = useMemo(() => ({ showSnackbar, setFooter, dialogOpened }), [showSnackbar, dialogOpened]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <SnackbarContext value={api}>
      {children}
      {/* its own node at the end of the page: a toast shown while a dialog is open is not among the
          page's parts the dialog hides from screen readers (aria-hidden), and is read */}
      <Portal key={current?.key}>
        <Snackbar
          open={open}
          autoHideDuration={TIMINGS.snackbarMs}
          onClose={close}
          anchorOrigin={
            dialogs > 0 ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
          }
          // above the bottom navigation, and above a page's action bar (its buttons stay in reach)
          sx={dialogs > 0 ? undefined : { bottom: bottomAbove(footer) ?? OVER_NAVIGATION }}
          slotProps={{ transition: { onExited: () => setCurrent(null) } }}
        >
          {current ? (
            <Alert severity={current.severity} variant="filled" closeText={t('sara2g.ui.txt.fechar')} onClose={close}>
              {current.message}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Portal>
    </SnackbarContext>
  );
}

/** Toasts at the top while `open` (a dialog); nothing outside the provider (a dialog tested alone). */
export function useToastsAboveDialog(open: boolean) {
  const api = useContext(SnackbarContext);
  const opened = api?.dialogOpened;
  useEffect(() => (open && opened ? opened() : undefined), [open, opened]);
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar is only available inside SnackbarProvider');
  return api;
}

/** Room under a focused field for its helper or error text. */
const HELPER_LINE = 32;

/**
 * A page's sticky action bar: while it is on the page, keeps toasts above it, and the
 * field being filled too: the page's scroll padding makes the browser scroll a focused field
 * above the bar, not behind it (on a phone the bar and the navigation take a fifth of the screen).
 */
export function useStickyActionBar(ref: RefObject<HTMLElement | null>) {
  const { setFooter } = useSnackbar();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const apply = () => {
      setFooter(el);
      // the bar sticks at its `bottom` (above the navigation): it covers its height and that much; a
      // field scrolled to by the focus keeps its helper or error line (about 24 px) in sight above it
      const stuckAt = Number.parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.scrollPaddingBottom = `${el.offsetHeight + stuckAt + HELPER_LINE}px`;
    };
    apply();
    // its buttons wrap to more rows on a narrow screen
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(el);
    window.addEventListener('resize', apply);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', apply);
      root.style.scrollPaddingBottom = '';
      setFooter(null);
    };
  }, [ref, setFooter]);
}
