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
import { boundedWalkQuery, managementQueries } from './management-query.ts';
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
