import type { Db } from '../../db/client.ts';

export interface NewJob {
  tipo: string;
  payload: Record<string, unknown>;
  /** Unique key: a job with a key already queued is not queued again. */
  chave: string;
}

/** Queues jobs in the database queue (sara.job); answers the keys actually queued. */
export async function enqueue(db: Db, jobs: NewJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insertInto('sara.job')
    .values(
      jobs.map((j) => ({ tipo: j.tipo, payload: JSON.stringify(j.payload), chave: j.chave, executarEm: new Date() })),
    )
    .onConflict((oc) => oc.column('chave').doNothing())
    .returning('chave')
    .execute();
  return rows.map((r) => r.chave!);
}
