import { createStore, useStore } from '../lib/create-store';

/** The shared list of errors (part A section 8) and the info alert, shown by the global alerts. */
export interface ErrorAlert {
  id: number;
  message: string;
  /** When it was shown (Date.now()). */
  at: number;
}

interface AlertsState {
  errors: ErrorAlert[];
  info: string | null;
  /** Counts the info alerts shown, so the same text shown again is news too. */
  infoId: number;
  /** When the info alert was shown (Date.now()). */
  infoAt: number;
}

/** Older errors are dropped past this many, so a flaky connection cannot flood the screen. */
const MAX_ERRORS = 5;

const alertsStore = createStore<AlertsState>({ errors: [], info: null, infoId: 0, infoAt: 0 });
let nextId = 1;

/** Adds an error to the list; the same message already shown is not repeated. */
export function pushError(message: string): void {
  alertsStore.set((state) =>
    state.errors.some((e) => e.message === message)
      ? state
      : { ...state, errors: [...state.errors, { id: nextId++, message, at: Date.now() }].slice(-MAX_ERRORS) },
  );
}

export function dismissError(id: number): void {
  alertsStore.set((state) => ({ ...state, errors: state.errors.filter((e) => e.id !== id) }));
}

export function clearErrors(): void {
  alertsStore.set((state) => (state.errors.length ? { ...state, errors: [] } : state));
}

/**
 * Drops the errors and the info alert shown more than `ms` ago: a screen the user moves to does not
 * keep another screen's alerts, while one shown just before the move (the reason a screen led
 * elsewhere) stays.
 */
export function clearAlertsOlderThan(ms: number): void {
  const limit = Date.now() - ms;
  alertsStore.set((state) => {
    const staleInfo = state.info !== null && state.infoAt < limit;
    if (!staleInfo && !state.errors.some((e) => e.at < limit)) return state;
    return { ...state, errors: state.errors.filter((e) => e.at >= limit), info: staleInfo ? null : state.info };
  });
}

export function showInfo(message: string): void {
  alertsStore.set((state) => ({ ...state, info: message, infoId: state.infoId + 1, infoAt: Date.now() }));
}

export function dismissInfo(): void {
  alertsStore.set((state) => (state.info === null ? state : { ...state, info: null }));
}

export function useAlerts(): AlertsState {
  return useStore(alertsStore);
}
