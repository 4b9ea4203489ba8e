import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { App as CapacitorApp } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';

/**
 * The phone's back button closes what is open over the screen (a dialog, a drawer, a menu) instead of
 * leaving the screen behind it, as Android's own apps do (docs/decisions/0021).
 *
 * Each open overlay puts its close on a stack; back closes the newest one. In a browser, back is a
 * history step back: the router's blocker keeps the screen and the URL. In the Android app, the
 * hardware button is Capacitor's backButton event (the WebView then never moves by itself).
 */

/** The key of the entry keepFirstEntry puts under the screen a browser tab opened on. */
const FIRST_KEY = 'sara-first';

/**
 * Before the router starts, in a browser: a tab opened on a screen (the home page of a phone, say) has no
 * entry of the app's before it, so back would leave the page, unseen by the router, with the side menu
 * open. This puts one under the screen's: back then stays in the page, where an open overlay is closed,
 * and with none open the app steps back once more, out of it. A reload keeps its entries as they are.
 */
export function keepFirstEntry(): void {
  if (Capacitor.isNativePlatform()) return;
  const state = window.history.state as { idx?: unknown; key?: unknown } | null;
  // an entry the router already knows (a reload); but on that first entry itself (forward from the
  // page before), one goes on top again, or nothing of the app's would be under the screen
  if (typeof state?.idx === 'number' && state.key !== FIRST_KEY) return;
  window.history.replaceState({ usr: null, key: FIRST_KEY, idx: 0 }, '');
  window.history.pushState({ usr: null, idx: 1 }, '');
}

/** A close, or null for an overlay that only its own buttons close (a save in progress, say). */
type Close = (() => void) | null;

const open: { id: symbol; close: { current: Close } }[] = [];

/** The open list of a select or an autocomplete field: MUI renders its listbox only while it is open. */
const openList = () => document.querySelector('[role="listbox"]');

/** Whether back has something to close. */
const somethingOpen = () => open.length > 0 || openList() !== null;

/** Closes the newest overlay; false when none is open. */
function closeNewest(): boolean {
  // a field's list is over whatever holds the field: it closes first, as Escape closes it (the focus
  // is in the list of a select, in the input of an autocomplete, and each handles its Escape)
  if (openList()) {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    return true;
  }
  return closeNewestOverlay();
}

/**
 * Closes the newest registered overlay as back would (nothing while it has no close, during a save
 * say); false when none is open. A dialog's Escape goes through here too.
 */
export function closeNewestOverlay(): boolean {
  const newest = open.at(-1);
  if (!newest) return false;
  newest.close.current?.();
  return true;
}

/** While `isOpen`, back calls `close` (the newest overlay first); with no close, back does nothing. */
export function useCloseOnBack(isOpen: boolean, close: Close | undefined): void {
  const latest = useRef<Close>(close ?? null);
  useEffect(() => {
    latest.current = close ?? null;
  });
  useEffect(() => {
    if (!isOpen) return;
    const entry = { id: Symbol('overlay'), close: latest };
    open.push(entry);
    return () => {
      const at = open.findIndex((e) => e.id === entry.id);
      if (at >= 0) open.splice(at, 1);
    };
  }, [isOpen]);
}

/** Mounted once under the router: turns back into a close while an overlay is open. */
export function BackClosesOverlays() {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && somethingOpen());
  const { key } = useLocation();
  // back with nothing open reached the entry under the first screen: on out of the app
  useEffect(() => {
    if (key === FIRST_KEY) window.history.back();
  }, [key]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    closeNewest();
    blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!Capacitor.isNativePlatform()) return;
    const listener = CapacitorApp.addListener('backButton', ({ canGoBack }) => {
      if (closeNewest()) return;
      if (canGoBack) window.history.back();
      else void CapacitorApp.exitApp();
    });
    return () => void listener.then((l) => l.remove());
  }, []);
  return null;
}
