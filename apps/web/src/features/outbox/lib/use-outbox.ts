import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@sara/domain/constants';
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

/**
 * Sends the outbox from the shell: at start when online, when the browser comes back online and
 * every FLUSH_INTERVAL_MS while entries wait. Says how many were sent or refused, and refreshes the
 * screens' data after a send. Answers `announce`, for a send started elsewhere (the outbox list's
 * 'Enviar agora').
 */
export function useOutboxFlusher(items: OutboxItem[] | null): { announce(sent: number): void } {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const waitingBefore = useRef<Set<number>>(new Set());
  // refusals of one send arrive one entry at a time: said once, all counted
  const refused = useRef({ count: 0, timer: 0 });
  // the last message, while it is still on screen: the snackbar shows one, so a send's sent writes and
  // its refusals, said one after the other, would replace each other ('enviados: 1' gone under
  // 'recusados: 1'). The second joins the first, once: a joined message is not joined again
  const shown = useRef<{ sent: number; refused: number; at: number } | null>(null);

  const say = useCallback(
    (what: { sent: number; refused?: never } | { refused: number; sent?: never }) => {
      const now = performance.now();
      const last = shown.current;
      const join =
        last &&
        now - last.at < TIMINGS.snackbarMs &&
        (what.sent ? last.refused > 0 && !last.sent : last.sent > 0 && !last.refused);
      const sent = what.sent ?? (join ? last!.sent : 0);
      const refusals = what.refused ?? (join ? last!.refused : 0);
      shown.current = { sent, refused: refusals, at: now };
      if (sent > 0 && refusals > 0) {
        showSnackbar(t('sara2g.ui.outbox.enviados_recusados', { n: sent, recusados: refusals }), 'error');
      } else if (refusals > 0) showSnackbar(t('sara2g.ui.outbox.recusados', { n: refusals }), 'error');
      else showSnackbar(t('sara2g.ui.outbox.enviados', { n: sent }), 'success');
    },
    [showSnackbar, t],
  );

  const announce = useCallback(
    (sent: number) => {
      if (sent === 0) return;
      say({ sent });
      void queryClient.invalidateQueries();
    },
    [queryClient, say],
  );

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
      say({ refused: r.count });
      r.count = 0;
    }, REFUSALS_SETTLE_MS);
  }, [items, say, queryClient]);
  useEffect(() => () => window.clearTimeout(refused.current.timer), []);
  return { announce };
}
