import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@sara/domain/features';
import { historyQuerySchema, managementQuerySchema, mySamplesQuerySchema } from '@sara/domain/lists';
import { PLAN_PER_CALL } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import {
  boundedWalkQuery,
  chooseStrategy,
  managementQueries,
  PERIOD_CANDIDATE_LIMIT,
  walkedBeforePeriod,
  type Run,
} from './management-query.ts';
import { historyQueries, mySamplesQueries } from './repository.ts';
import { scopeOf } from './scope.ts';

// Which list statements are planned for their values (db/client.ts PLAN_PER_CALL) rather than prepared
// once: a prepared statement's generic plan, made for any value, read a text of fewer than three
// letters through the trigram index (every entry: 2 to 25 s at a million items).
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const perCall = (q: CompiledQuery | undefined) => q!.sql.endsWith(PLAN_PER_CALL);
const manager = [FEATURES.amostraGerenciamento];
const scope = scopeOf(manager, null);

describe('list statements planned per call', () => {
  it('management: every count with a text filter, a page only with a text shorter than a trigram', () => {
    const q = (query: Record<string, string>) => managementQueries(db, scope, managementQuerySchema.parse(query));
    expect(perCall(q({}).page)).toBe(false);
    expect(perCall(q({}).count)).toBe(false);
    for (const filter of ['busca', 'numeroLacre', 'observacao', 'codigoAmostra', 'codigoRastreamento']) {
      expect(perCall(q({ [filter]: 'refrigerado' }).count), filter).toBe(true);
      expect(perCall(q({ [filter]: 'refrigerado' }).page), filter).toBe(false);
      expect(perCall(q({ [filter]: 'Aé' }).page), filter).toBe(true);
      // three characters, but no three letters or digits in a row: no trigram either
      expect(perCall(q({ [filter]: 'a-b' }).page), filter).toBe(true);
    }
    const bounded = (busca: string) =>
      boundedWalkQuery(db, scope, managementQuerySchema.parse({ busca, situacao: 'coletada' }));
    expect(perCall(bounded('refrigerado'))).toBe(false);
    expect(perCall(bounded('ab'))).toBe(true);
  });

  it('my samples and the history: every statement with a text', () => {
    const mine = (query: Record<string, string>) =>
      mySamplesQueries(db, scope, manager, mySamplesQuerySchema.parse(query));
    expect(perCall(mine({}).page)).toBe(false);
    for (const { page, count } of [mine({ codigoRastreamento: 'HF2500' }), mine({ codigoRastreamento: 'HF' })]) {
      expect([perCall(page), perCall(count)]).toEqual([true, true]);
    }
    const period = { dataInicial: '2026-11-30', dataFinal: '2026-12-22' };
    const history = (query: Record<string, string>) =>
      historyQueries(db, scope, historyQuerySchema.parse({ ...period, ...query }));
    expect(perCall(history({}).page)).toBe(false);
    expect([perCall(history({ busca: 'refrigerado' }).page), perCall(history({ busca: 'ab' }).count)]).toEqual([
      true,
      true,
    ]);
  });
});

describe('a period on another date than the sort', () => {
  const reports = { dataLaudoInicio: '2025-01-01', dataLaudoFim: '2025-03-05' };
  const parse = (query: Record<string, string>) => managementQuerySchema.parse(query);

  it('knows the rows a walk by collection date reads before the period', () => {
    // newest first: those collected since the period's end; oldest first: before its start
    expect(walkedBeforePeriod(parse(reports))).toMatchObject({
      dataColetaInicio: '2025-03-05',
      dataLaudoInicio: undefined,
      dataLaudoFim: undefined,
    });
    expect(walkedBeforePeriod(parse({ ...reports, direcao: 'asc' }))).toMatchObject({ dataColetaFim: '2025-01-01' });
    // the tighter of two periods, and the sort's own period where it is tighter still
    expect(walkedBeforePeriod(parse({ ...reports, dataAgendadaFim: '2025-02-01' }))?.dataColetaInicio).toBe(
      '2025-02-01',
    );
    expect(walkedBeforePeriod(parse({ ...reports, dataColetaInicio: '2025-06-01' }))?.dataColetaInicio).toBe(
      '2025-06-01',
    );
    // open on that side, or sorted otherwise: nothing to tell
    expect(walkedBeforePeriod(parse({ dataLaudoInicio: '2025-01-01' }))).toBeUndefined();
    expect(walkedBeforePeriod(parse({ ...reports, ordenarPor: 'dataLaudo' }))).toBeUndefined();
    expect(walkedBeforePeriod(parse({ ...reports, ordenarPor: 'produto' }))).toBeUndefined();
  });

  it('reads a large period as candidates when a walk would read more rows before it', async () => {
    // the planner's estimates: the period's rows, and the rows collected after its end
    const estimates = (period: number, ahead: number): Run =>
      (async (q: CompiledQuery) => {
        const rows = q.parameters.includes('2025-01-01') ? period : ahead;
        return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }] };
      }) as Run;
    const choose = (period: number, ahead: number) =>
      chooseStrategy(db, scope, parse(reports), estimates(period, ahead));
    expect(await choose(PERIOD_CANDIDATE_LIMIT - 1, 0)).toBe('candidates');
    // a year back: 56,000 reports, 600,000 rows collected since
    expect(await choose(56_000, 600_000)).toBe('candidates');
    // the last months: the walk meets the period at once
    expect(await choose(90_000, 20_000)).toBe('walk');
  });
});
