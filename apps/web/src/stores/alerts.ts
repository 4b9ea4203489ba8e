import { createStore, useStore } from '../lib/create-store';

/** The shared list of errors (part A section 8) and the info alert, shown by the global alerts. */
export interface ErrorAlert {
  id: number;
  message: string;
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
      : { ...state, errors: [...state.errors, { id: nextId++, message }].slice(-MAX_ERRORS) },
  );
}

export function dismissError(id: number): void {
  alertsStore.set((state) => ({ ...state, errors: state.errors.filter((e) => e.id !== id) }));
}

export function clearErrors(): void {
  alertsStore.set((state) => (state.errors.length ? { ...state, errors: [] } : state));
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
