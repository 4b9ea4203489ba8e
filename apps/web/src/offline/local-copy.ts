import type { Table } from 'dexie';
import { isNetworkError } from '../api/client';
import { readAll, upsertMany } from './db';

interface LocalCopy<T> {
  save(value: T): Promise<unknown>;
  read(): Promise<T>;
}

/**
 * Fetches from the server and keeps the answer on the device; offline, or when the server cannot
 * be reached, answers from the local copy instead. Other errors (403, 500...) are not hidden.
 */
export async function withLocalCopy<T>(fetchRemote: () => Promise<T>, local: LocalCopy<T>): Promise<T> {
  if (!navigator.onLine) return local.read();
  try {
    const value = await fetchRemote();
    await local.save(value);
    return value;
  } catch (error) {
    if (isNetworkError(error)) return local.read();
    throw error;
  }
}

/** `withLocalCopy` for a list kept in one table, upserted by id. */
export function listWithLocalCopy<T, K>(table: Table<T, K>, fetchList: () => Promise<T[]>): Promise<T[]> {
  return withLocalCopy(fetchList, { save: (rows) => upsertMany(table, rows), read: () => readAll(table) });
}
