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

/**
 * How long after a send's announcement its refusals are said with it, and the other way round: the
 * snackbar shows one message, so the second would replace the first ('enviados: 1' gone under
 * 'recusados: 1').
 */
export const SAID_TOGETHER_MS = 10_000;

/**
 * Sends the outbox from the shell: at start when online, when the browser comes back online and
 * every FLUSH_INTERVAL_MS while entries wait. Says how many were sent or refused (both in one message
 * when one send did both), and refreshes the screens' data after a send. Answers `announce`, for a
 * send started elsewhere (the outbox list's 'Enviar agora').
 */
export function useOutboxFlusher(items: OutboxItem[] | null): { announce(sent: number): void } {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const waitingBefore = useRef<Set<number>>(new Set());
  // refusals of one send arrive one entry at a time: said once, all counted
  const refused = useRef({ count: 0, timer: 0 });
  // what was said last, and when: a send's refusals and the writes it sent are said together
  const said = useRef({ sent: 0, sentAt: -Infinity, refused: 0, refusedAt: -Infinity });

  const say = useCallback(
    (what: { sent?: number; refused?: number }) => {
      const s = said.current;
      const now = performance.now();
      if (what.sent) Object.assign(s, { sent: what.sent, sentAt: now });
      if (what.refused) Object.assign(s, { refused: what.refused, refusedAt: now });
      const sent = now - s.sentAt < SAID_TOGETHER_MS ? s.sent : 0;
      const refusals = now - s.refusedAt < SAID_TOGETHER_MS ? s.refused : 0;
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
