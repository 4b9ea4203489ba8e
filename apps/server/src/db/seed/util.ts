import { sql, type Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65,535 parameters. */
export const BATCH_SIZE = 500;

type TableName = keyof Database & string;

/** Inserts rows in batches of BATCH_SIZE (one statement per batch). */
export async function insertBatches<T extends TableName>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE);
    // `rows` is typed per table above; Kysely cannot follow the generic table name.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/**
 * Moves the sequence behind a serial or identity column past the largest id, after rows were
 * inserted with explicit ids (the seed fixes ids so the demo facts are stable).
 */
export async function syncSequence(db: Db, table: string, column: string): Promise<void> {
  const qualified = `sara.${quoteIdent(table)}`;
  await sql`select setval(pg_get_serial_sequence(${qualified}, ${column}),
    coalesce((select max(${sql.ref(column)}) from ${sql.table(`sara.${table}`)}), 0) + 1, false)`.execute(db);
}

function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/** A small seeded PRNG (mulberry32), so the demo data is the same on every start. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's date in Brasilia (America/Sao_Paulo), as 'YYYY-MM-DD'. */
export function todayInBrasilia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** Calendar arithmetic on Brasilia dates and wall-clock times (Brazil has no daylight saving time). */
export class DemoCalendar {
  private readonly base: number; // UTC midnight of today's Brasilia date

  constructor(today: string = todayInBrasilia()) {
    this.base = Date.parse(`${today}T00:00:00Z`);
  }

  /** 'YYYY-MM-DD' of today plus `days`. */
  date(days: number): string {
    return new Date(this.base + days * 86_400_000).toISOString().slice(0, 10);
  }

  /** Wall-clock timestamp 'YYYY-MM-DDTHH:mm:ss.SSS' (a `timestamp` column) of today plus `days`. */
  timestamp(days: number, hour = 9, minute = 0): string {
    return `${this.date(days)}T${pad(hour)}:${pad(minute)}:00.000`;
  }

  /** The instant (a `timestamptz` column) of that Brasilia wall-clock time (UTC-03:00). */
  instant(days: number, hour = 9, minute = 0): Date {
    return new Date(`${this.date(days)}T${pad(hour)}:${pad(minute)}:00-03:00`);
  }
}

/** Brazilian CNPJ with valid check digits, formatted NN.NNN.NNN/NNNN-NN. */
export function cnpj(root: string, branch = '0001'): string {
  const base = (root + branch).replace(/\D/g, '');
  const digit = (digits: string, weights: number[]) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const n = base + d1 + d2;
  return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}/${n.slice(8, 12)}-${n.slice(12)}`;
}

/** Brazilian CPF with valid check digits, formatted NNN.NNN.NNN-NN. */
export function cpf(base9: string): string {
  const digit = (digits: string) => {
    const len = digits.length + 1;
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (len - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base9);
  const d2 = digit(base9 + d1);
  const n = base9 + d1 + d2;
  return `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6, 9)}-${n.slice(9)}`;
}

/** EAN-13 with its check digit, from 12 digits. */
export function ean13(base12: string): string {
  const sum = [...base12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return base12 + ((10 - (sum % 10)) % 10);
}

/** A deterministic UUID (version 4 layout) from a prefix and a number, e.g. a9000000-...-000000000012. */
export function demoUuid(prefix: string, n: number): string {
  return `${prefix.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${pad(n, 12)}`;
}
