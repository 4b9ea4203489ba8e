import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnackbar } from '../components/snackbar-provider';
import { deviceErrorText } from '../lib/error-text';
import { useSessionState } from '../lib/session';
import { tabStorage } from '../lib/tab-storage';
import {
  forgetUnsaved,
  keepUnsaved,
  keptSlots,
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
  /** This open screen has kept the form: what read() finds is its own, not one left on an earlier visit. */
  keptHere: boolean;
}

/** A copy of a screen's form held by the open screen that keeps it, and its letting go. */
interface Claim {
  slot: number;
  release(): void;
}

/** Takes the lock `name` if no other tab holds it: its release, or null. */
function tryLock(locks: LockManager, name: string): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    void locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null);
        // held until released (the screen closes), or until the tab goes
        return new Promise<void>((release) => resolve(release));
      })
      .catch(() => resolve(null));
  });
}

/** How many copies of one screen's form a user may have open at once (tabs on the same address). */
const MAX_SLOTS = 20;

/**
 * The copy of this screen's form this open screen keeps (docs/decisions/0018): the newest copy no other
 * tab has open, or a new one. Each copy is held by a Web Lock while its screen is open, so a second tab
 * on the same address fills its own copy, and a save in one tab does not forget the other's. Without
 * Web Locks (an old WebView) every screen of an address shares one copy, as before.
 */
async function claimSlot(owner: number, screen: string): Promise<Claim> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return { slot: 0, release: () => undefined };
  const kept = (await keptSlots(owner, screen).catch(() => [])).map((k) => k.slot);
  const free = Array.from({ length: MAX_SLOTS }, (_, slot) => slot).filter((slot) => !kept.includes(slot));
  // a tab reloaded takes back the copy it held, not the newest one another tab closed with
  const own = heldSlot(owner, screen);
  const order = own !== null && kept.includes(own) ? [own, ...kept.filter((s) => s !== own)] : kept;
  for (const slot of [...order, ...free]) {
    const release = await tryLock(locks, `sara-unsaved-form:${owner}|${screen}#${slot}`);
    if (release) {
      holdSlot(owner, screen, slot);
      return { slot, release };
    }
  }
  return { slot: 0, release: () => undefined };
}

/** The copy of a screen's form this tab held (kept per tab, through a reload). */
const slotKey = (owner: number, screen: string) => `sara.formSlot:${owner}|${screen}`;
function heldSlot(owner: number, screen: string): number | null {
  const held = tabStorage.get(slotKey(owner, screen));
  return held !== null && /^\d+$/.test(held) ? Number(held) : null;
}
const letSlotGo = (owner: number, screen: string) => tabStorage.remove(slotKey(owner, screen));
const holdSlot = (owner: number, screen: string, slot: number) => tabStorage.set(slotKey(owner, screen), String(slot));

/** A screen address's claim in this tab, shared by its keepers (counted), let go when the last leaves. */
interface SharedClaim {
  claim: Promise<Claim>;
  slot?: number;
  users: number;
  released?: boolean;
}
const sharedClaims = new Map<string, SharedClaim>();

/** Tests: what follows runs as in another tab (its screens claim their own copies). */
export function actAsAnotherTab(): void {
  sharedClaims.clear();
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('sara.formSlot:')) sessionStorage.removeItem(key);
}

function joinClaim(at: string, owner: number, screen: string): SharedClaim {
  let entry = sharedClaims.get(at);
  if (!entry) {
    const created: SharedClaim = { claim: claimSlot(owner, screen), users: 0 };
    void created.claim.then((c) => {
      created.slot = c.slot;
      if (created.released) c.release();
    });
    sharedClaims.set(at, (entry = created));
  }
  entry.users += 1;
  return entry;
}

function leaveClaim(at: string, entry: SharedClaim): void {
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.released = true;
  if (sharedClaims.get(at) === entry) sharedClaims.delete(at);
  void entry.claim.then((c) => c.release());
}

/**
 * Keeps this screen's form on the device while it is filled in (offline/unsaved-forms.ts), under the
 * user, the screen's address and the copy this open screen holds (claimSlot). A pending write goes out
 * when the page is hidden (the app sent to the background, the tab closed) and when the screen closes.
 */
export function useUnsavedForm<S>(): UnsavedFormKeeper<S> {
  // a form is kept under its user; without a session nothing is kept or read
  const owner = useSessionState().session?.user.id;
  const { pathname, search } = useLocation();
  const screen = `${pathname}${search}`;
  const pending = useRef<(() => Promise<void>) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastWrite = useRef(0);
  const keptHere = useRef(false);
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  // said once per screen: the form stays on screen, but a reload or a killed app would lose it
  const warned = useRef(false);
  // the copy this screen keeps (shared with the screen's other keepers: the scheduling page reads it,
  // its form keeps it), claimed on first use and let go when the screen closes or moves; a write still
  // pending then goes to the copy it was for, without claiming it again
  const used = useRef(new Map<string, { entry: SharedClaim; left: boolean }>());
  const at = `${owner}|${screen}`;
  const claimed = useCallback(async (): Promise<UnsavedFormKey | undefined> => {
    if (owner === undefined) return undefined;
    let use = used.current.get(at);
    if (!use) {
      use = { entry: joinClaim(at, owner, screen), left: false };
      used.current.set(at, use);
    }
    return { owner, screen, slot: (await use.entry.claim).slot };
  }, [owner, screen, at]);
  /** The copy this screen keeps once claimed (undefined before): writes go to it in the order asked. */
  const keyNow = useCallback((): UnsavedFormKey | undefined => {
    const slot = used.current.get(at)?.entry.slot;
    return owner === undefined || slot === undefined ? undefined : { owner, screen, slot };
  }, [owner, screen, at]);
  useEffect(() => {
    const uses = used.current;
    // opened again on an address it let go (React's development double mount): claimed afresh
    if (uses.get(at)?.left) uses.delete(at);
    // claimed as the screen opens, before its first read
    if (owner !== undefined && !uses.has(at)) uses.set(at, { entry: joinClaim(at, owner, screen), left: false });
    return () => {
      const use = uses.get(at);
      if (!use || use.left) return;
      use.left = true;
      leaveClaim(at, use.entry);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- owner and screen are `at`
  }, [at]);

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
      read: async () => {
        const form = await claimed();
        if (!form) return null;
        return readUnsaved<S>(form).catch((error: unknown) => {
          console.error('Reading the unsaved form failed:', error);
          return null;
        });
      },
      keep(state, photos = []) {
        if (owner === undefined) return;
        keptHere.current = true;
        pending.current = () =>
          // in the device's order of writes at once when the copy is known (a forget asked next follows it)
          (keyNow()
            ? keepUnsaved(keyNow()!, state, photos)
            : claimed().then((f) => f && keepUnsaved(f, state, photos))
          ).then(
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
        const form = keyNow() ?? (await claimed());
        if (!form) return;
        // no copy of this tab's any more: a reload takes no other tab's copy for it
        letSlotGo(form.owner, form.screen);
        await forgetUnsaved(form).catch((error: unknown) => {
          console.error('Forgetting the unsaved form failed:', error);
        });
      },
      // read when a save keeps its write (long after the claim): the copy this screen holds
      get key() {
        return owner === undefined ? undefined : { owner, screen, slot: used.current.get(at)?.entry.slot ?? 0 };
      },
      get keptHere() {
        return keptHere.current;
      },
    }),
    [owner, screen, at, claimed, keyNow, flush, showSnackbar, t],
  );
}
