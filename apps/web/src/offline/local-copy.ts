import Dexie, { type Table } from 'dexie';
import i18next from 'i18next';
import { API_MESSAGES, ApiError, isServerOutOfReach } from '../api/client';
import { readAll, upsertMany, type Configuracao } from './db';

interface LocalCopy<T> {
  save(value: T): Promise<unknown>;
  read(): Promise<T>;
}

/**
 * Writes the device's copy of what the server answered, best effort: a full or failing store is
 * logged, never turned into a failure of the call the server answered (the screen goes on online).
 * Any other error (an answer of an unexpected shape) is not the device's, and is not hidden.
 */
export async function keepCopy(write: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof Dexie.DexieError)) throw error;
    console.warn(`Could not keep ${what} on the device`, error);
  }
}

/**
 * Fetches from the server and keeps the answer on the device (best effort, keepCopy); offline, or when the server cannot
 * be reached (isServerOutOfReach), answers from the local copy instead. The server's own errors (403, 500...) are not
 * hidden.
 */
export async function withLocalCopy<T>(fetchRemote: () => Promise<T>, local: LocalCopy<T>): Promise<T> {
  if (!navigator.onLine) return readOrNoConnection(local);
  try {
    const value = await fetchRemote();
    await keepCopy(() => local.save(value), 'a server answer');
    return value;
  } catch (error) {
    if (isServerOutOfReach(error)) return readOrNoConnection(local);
    throw error;
  }
}

/** The local copy; without one, the failure is the missing connection (screens say 'Sem conexão'). */
async function readOrNoConnection<T>(local: LocalCopy<T>): Promise<T> {
  try {
    return await local.read();
  } catch (error) {
    throw Object.assign(new ApiError(0, i18next.t(API_MESSAGES.noConnection)), { cause: error });
  }
}

/** How a filtered list call is answered from the device. */
export interface FilteredCopy<T> {
  /** The call and its filters, e.g. `pessoas?tipoEmpresa=laboratorio`: names the remembered answer. */
  key: string;
  /** Offline before this call was ever answered: which kept rows the filter would pick, if known. */
  matches?: (row: T) => boolean;
}

const answerKey = (key: string) => `lista:${key}`;

/**
 * `withLocalCopy` for a list kept in one table, upserted by id. Each call remembers which rows the
 * server answered, in its order: offline a filtered call answers those rows, not every row the table
 * keeps from other calls (the lab people list must not offer the company's samplers), and every list
 * keeps the server's order.
 */
export function listWithLocalCopy<T, K>(
  table: Table<T, K>,
  fetchList: () => Promise<T[]>,
  filtered?: FilteredCopy<T>,
): Promise<T[]> {
  const keyPath = table.schema.primKey.keyPath as string;
  const answers = table.db.table<Configuracao, string>('configuracao');
  // the answer's rows in the answer's order: the server sorts its lists (by name, mostly), and the
  // table would give them back in key order (a product list by id, not alphabetically, offline)
  const answered = answerKey(filtered?.key ?? table.name);
  return withLocalCopy(fetchList, {
    save: async (rows) => {
      await upsertMany(table, rows);
      const ids = rows.map((row) => (row as Record<string, unknown>)[keyPath]);
      await answers.put({ chave: answered, valor: ids });
    },
    read: async () => {
      const answer = await answers.get(answered);
      if (Array.isArray(answer?.valor)) {
        const rows = await table.bulkGet(answer.valor as K[]);
        return rows.filter((row): row is T => row !== undefined);
      }
      const all = await readAll(table);
      return filtered?.matches ? all.filter(filtered.matches) : all;
    },
  });
}

/** The key of a filtered call: its name and its set filters, in a stable order. */
export function filterKey(name: string, filter: object): string {
  const parts = Object.entries(filter)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? [...(v as unknown[])].sort().join(',') : String(v)}`);
  return parts.length ? `${name}?${parts.join('&')}` : name;
}
