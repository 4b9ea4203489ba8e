import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar-provider';
import { flushOutbox, watchOutbox, type OutboxItem } from '../../../offline/outbox';
import { samplesKeys } from '../../../api/samples/keys';

/** While entries wait, the outbox is tried again this often. */
export const FLUSH_INTERVAL_MS = 60_000;

/** Refusals this close together are one announcement. */
export const REFUSALS_SETTLE_MS = 400;

/** The outbox entries, kept current (changes in other tabs included); null until first read. */
export function useOutboxItems(): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => watchOutbox(setItems), []);
  return items;
}

/** Says how many kept writes were sent, and refreshes the screens' data. */
export function useAnnounceSent() {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  return useCallback(
    (sent: number) => {
      if (sent === 0) return;
      showSnackbar(t('sara2g.ui.outbox.enviados', { n: sent }), 'success');
      void queryClient.invalidateQueries();
    },
    [queryClient, showSnackbar, t],
  );
}

/**
 * Sends the outbox from the shell: at start when online, when the browser comes back online and
 * every FLUSH_INTERVAL_MS while entries wait. Says how many were sent or refused, and refreshes
 * the screens' data after a send.
 */
export function useOutboxFlusher(items: OutboxItem[] | null) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const announce = useAnnounceSent();
  const queryClient = useQueryClient();
  const waitingBefore = useRef<Set<number>>(new Set());
  // refusals of one send arrive one entry at a time: said once, all counted
  const refused = useRef({ count: 0, timer: 0 });

  const flush = useCallback(async () => {
    if (navigator.onLine) announce(await flushOutbox());
  }, [announce]);

  useEffect(() => {
    // back online: the lists and groups answered from the device's copies are read again
    const online = () => void flush().finally(() => void queryClient.invalidateQueries({ queryKey: samplesKeys.all }));
    void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, queryClient]);

  const waiting = items?.some((i) => i.status !== 'failed') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), FLUSH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  // a waiting entry the server refused is announced once; a refusal a screen kept itself (an online
  // save that met a 412, already explained on that screen) is not
  useEffect(() => {
    if (!items) return;
    const before = waitingBefore.current;
    waitingBefore.current = new Set(items.filter((i) => i.status !== 'failed').map((i) => i.id));
    // a waiting write that left the outbox (sent, here or in another tab): the lists read it again,
    // or a tab that showed it waiting would show it nowhere until its lists expire
    if ([...before].some((id) => !items.some((i) => i.id === id))) {
      void queryClient.invalidateQueries({ queryKey: samplesKeys.all });
    }
    const fresh = items.filter((i) => i.status === 'failed' && before.has(i.id)).length;
    if (fresh === 0) return;
    const r = refused.current;
    r.count += fresh;
    window.clearTimeout(r.timer);
    r.timer = window.setTimeout(() => {
      showSnackbar(t('sara2g.ui.outbox.recusados', { n: r.count }), 'error');
      r.count = 0;
    }, REFUSALS_SETTLE_MS);
  }, [items, showSnackbar, t, queryClient]);
  useEffect(() => () => window.clearTimeout(refused.current.timer), []);
}
