import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/access.ts';
import { enqueue } from '../jobs/repository.ts';
import { BACKENDS, authHeader, createTestApp, loginAs, type TestApp } from '../../../test/helper.ts';

describe.each(BACKENDS)('send samples to the integrated lab (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of DEMO_USERS) tokens[u.username] = (await loginAs(t.app, u.username)).token;
  });
  afterAll(() => t.close());

  const send = (token: string | undefined, query = 'dateInit=2000-01-01', lab = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/amostras/envio-laboratorio/${lab}/active?${query}`,
      headers: token ? authHeader(token) : {},
    });

  it('is refused without a session (401) and to roles without management (403)', async () => {
    expect((await send(undefined)).statusCode).toBe(401);
    for (const user of ['amostrador', 'fornecedor', 'varejo'])
      expect((await send(tokens[user])).statusCode, user).toBe(403);
  });

  it('queues each pending collected sample of the lab once', async () => {
    const first = await send(tokens.gestor);
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.encontradas).toBe(data.idsAmostra.length);
    expect(data.enfileiradas).toBe(data.encontradas);
    const jobs = await t.handle.db
      .selectFrom('sara.job')
      .select(['tipo', 'payload'])
      .where('tipo', '=', 'envio_laboratorio')
      .execute();
    expect(jobs).toHaveLength(data.encontradas);
    // a second send queues nothing new; sara.admin passes too
    const again = (await send(tokens.admin)).json().data;
    expect(again.encontradas).toBe(data.encontradas);
    expect(again.enfileiradas).toBe(0);
  });

  it('queues more jobs than one statement can carry, in batches, all at once', async () => {
    // 20,000 jobs are 80,000 parameters: past PostgreSQL's 65,535 for one statement
    const jobs = Array.from({ length: 20_000 }, (_, i) => ({
      tipo: 'teste_lote',
      payload: { i },
      chave: `teste_lote:${i}`,
    }));
    expect(await enqueue(t.handle.db, jobs)).toHaveLength(20_000);
    expect(await enqueue(t.handle.db, jobs.slice(0, 10))).toEqual([]);
    await t.handle.db.deleteFrom('sara.job').where('tipo', '=', 'teste_lote').execute();
  });

  it('only takes samples collected since dateInit', async () => {
    const future = (await send(tokens.gestor, 'dateInit=2999-01-01')).json().data;
    expect(future).toEqual({ encontradas: 0, enfileiradas: 0, idsAmostra: [] });
  });

  it('rejects a malformed date or status without writing', async () => {
    const before = await t.handle.db
      .selectFrom('sara.job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await send(tokens.gestor, 'dateInit=22/11/2026')).statusCode).toBe(400);
    expect((await send(tokens.gestor, '')).statusCode).toBe(400);
    // a day the database would refuse is refused here, with its field named
    const yearZero = await send(tokens.gestor, 'dateInit=0000-01-01');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().error.details.errors[0].path).toBe('dateInit');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/amostras/envio-laboratorio/1/talvez?dateInit=2026-01-01',
      headers: authHeader(tokens.gestor!),
    });
    expect(bad.statusCode).toBe(400);
    const after = await t.handle.db
      .selectFrom('sara.job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
