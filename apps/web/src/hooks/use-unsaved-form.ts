import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnackbar } from '../components/snackbar-provider';
import { deviceErrorText } from '../lib/error-text';
import { useSessionState } from '../lib/session';
import {
  forgetUnsaved,
  keepUnsaved,
  readUnsaved,
  type UnsavedForm,
  type UnsavedFormKey,
  type UnsavedPhoto,
} from '../offline/unsaved-forms';

/** At most one write of the form to the device in this time: the first change is written at once. */
const KEEP_INTERVAL_MS = 250;

export interface UnsavedFormKeeper<S> {
  /** The form the user left unsaved on this screen, if any. */
  read(): Promise<UnsavedForm<S> | null>;
  /** Keeps the form as it is now (at once, or within a quarter of a second while changes keep coming). */
  keep(state: S, photos?: readonly UnsavedPhoto[]): void;
  /** Forgets the kept form: saved, kept in the outbox, or discarded. */
  forget(): Promise<void>;
  /** What the form is kept under (none without a session): the outbox forgets it as it keeps the write. */
  key: UnsavedFormKey | undefined;
}

/**
 * Keeps this screen's form on the device while it is filled in (offline/unsaved-forms.ts), under the
 * user and the screen's address. A pending write goes out when the page is hidden (the app sent to
 * the background, the tab closed) and when the screen closes.
 */
export function useUnsavedForm<S>(): UnsavedFormKeeper<S> {
  // a form is kept under its user; without a session nothing is kept or read
  const owner = useSessionState().session?.user.id;
  const { pathname, search } = useLocation();
  const screen = `${pathname}${search}`;
  const pending = useRef<(() => Promise<void>) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastWrite = useRef(0);
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  // said once per screen: the form stays on screen, but a reload or a killed app would lose it
  const warned = useRef(false);

  // the device's writes run in the order asked (offline/unsaved-forms.ts): a forget follows any keep
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    lastWrite.current = Date.now();
    const write = pending.current;
    pending.current = null;
    void write?.();
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onPageHide = () => flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [flush]);

  return useMemo(
    () => ({
      read: async () =>
        owner === undefined
          ? null
          : readUnsaved<S>(owner, screen).catch((error: unknown) => {
              console.error('Reading the unsaved form failed:', error);
              return null;
            }),
      keep(state, photos = []) {
        if (owner === undefined) return;
        pending.current = () =>
          keepUnsaved(owner, screen, state, photos).then(
            () => {
              warned.current = false;
            },
            (error: unknown) => {
              // the form stays on the screen; a device that cannot keep it loses the reload's safety net
              console.error('Keeping the unsaved form failed:', error);
              if (warned.current) return;
              warned.current = true;
              showSnackbar(t('sara2g.ui.outbox.rascunho_nao_guardado', { erro: deviceErrorText(error) }), 'warning');
            },
          );
        // a write already planned takes this state; otherwise one goes out now, or when the interval ends
        if (timer.current !== undefined) return;
        timer.current = setTimeout(flush, Math.max(0, lastWrite.current + KEEP_INTERVAL_MS - Date.now()));
      },
      async forget() {
        clearTimeout(timer.current);
        timer.current = undefined;
        pending.current = null;
        if (owner === undefined) return;
        await forgetUnsaved(owner, screen).catch((error: unknown) => {
          console.error('Forgetting the unsaved form failed:', error);
        });
      },
      key: owner === undefined ? undefined : { owner, screen },
    }),
    [owner, screen, flush, showSnackbar, t],
  );
}
