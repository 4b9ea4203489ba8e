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
}

/** Older errors are dropped past this many, so a flaky connection cannot flood the screen. */
const MAX_ERRORS = 5;

const alertsStore = createStore<AlertsState>({ errors: [], info: null });
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
 * Drops the errors shown more than `ms` ago: a screen the user moves to does not keep another
 * screen's errors, while one shown just before the move (the reason a screen led elsewhere) stays.
 */
export function clearErrorsOlderThan(ms: number): void {
  const limit = Date.now() - ms;
  alertsStore.set((state) =>
    state.errors.some((e) => e.at < limit) ? { ...state, errors: state.errors.filter((e) => e.at >= limit) } : state,
  );
}

export function showInfo(message: string): void {
  alertsStore.set((state) => ({ ...state, info: message }));
}

export function dismissInfo(): void {
  alertsStore.set((state) => ({ ...state, info: null }));
}

export function useAlerts(): AlertsState {
  return useStore(alertsStore);
}
