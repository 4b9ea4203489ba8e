/**
 * Prints EXPLAIN ANALYZE of the management table's page and count statements for one query string,
 * on the volume database:  DATABASE_URL=... node --import tsx bench/explain.ts 'busca=granizo&situacao=coletada'
 */
import pg from 'pg';
import { FEATURES } from '@sara/domain/features';
import { managementQuerySchema } from '@sara/domain/lists';
import { openDb } from '../apps/server/src/db/client.ts';
import {
  chooseStrategy,
  managementQueries,
  rareWindows,
  type PageStrategy,
} from '../apps/server/src/modules/lists/management-query.ts';
import { scopeOf } from '../apps/server/src/modules/lists/scope.ts';

const url = process.env.DATABASE_URL!;
const handle = await openDb({ url, poolSize: 1 });
const pool = new pg.Pool({ connectionString: url, max: 1 });
const query = Object.fromEntries(new URLSearchParams(process.argv[2] ?? ''));
const scope = scopeOf([FEATURES.amostraGerenciamento], null);
const params = managementQuerySchema.parse(query);
const strategy = (process.argv[4] as PageStrategy | undefined) ?? (await chooseStrategy(handle.db, scope, params));
// the page as the route reads it: few candidates of a search found by its rarest windows
const windows =
  strategy === 'candidates' && params.busca
    ? await rareWindows(handle.db, (q) => handle.db.executeQuery(q), params.busca)
    : [];
console.log('strategy', strategy, windows.length ? `windows ${windows.join(', ')}` : '');
const compiled = managementQueries(handle.db, scope, params, strategy, { windows });
for (const [kind, c] of [
  ['page', compiled.page],
  ['count', compiled.count],
] as const) {
  if (process.argv[3] && process.argv[3] !== kind) continue;
  const plan = await pool.query(`explain (analyze, buffers) ${c.sql}`, c.parameters as unknown[]);
  console.log(
    `== ${kind}\n${c.sql}\n${JSON.stringify(c.parameters)}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
  );
}
await pool.end();
await handle.close();
