import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@sara/domain/features';
import { BACKENDS, authHeader, createTestApp, createUser, loginAs, type TestApp } from '../../../test/helper.ts';
import { requestTexts } from '../../http/validation.ts';
import { forgetSessions, insideWindows, outsideHoursMessage } from './service.ts';

type Hours = { horaInicio: string; horaFim: string };
const ALL_DAY: Hours = { horaInicio: '00:00', horaFim: '23:59' };
/** The windows of a time group: `hours` on every day of the week. */
const everyDay = (idGrupoHorario: number, hours: Hours) =>
  [0, 1, 2, 3, 4, 5, 6].map((diaSemana) => ({ idGrupoHorario, diaSemana, ...hours }));

describe.each(BACKENDS)('access: login, me, logout (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/sca/api/v1/auth/login', payload: payload as object, headers });

  it('logs a demo user in and answers the session with its features', async () => {
    const res = await login({ username: 'gestor', password: 'Sara@2026', systemId: 59, keepConnected: false });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({ username: 'gestor', name: 'Gustavo Gestor', email: 'gestor@sara.local' });
    expect(data.features).toContain(FEATURES.amostraGerenciamento);
    expect(data.user).not.toHaveProperty('senhaHash');
  });

  it('accepts the username in any case', async () => {
    const res = await login({ username: 'GESTOR', password: 'Sara@2026', systemId: 59 });
    expect(res.statusCode).toBe(200);
  });

  it('takes a password with the direction marks Android pastes around it, and never recomposes one', async () => {
    const res = await login({ username: 'gestor', password: '\u202aSara@2026\u202c', systemId: 59 });
    expect(res.statusCode).toBe(200);
    // 'é' as 'e' and a combining accent is another password than the one set: not rewritten to match
    const texts = requestTexts({ password: 'Cafe\u0301', nome: 'Cafe\u0301' });
    expect(texts !== 'too-deep' && texts.value).toEqual({ password: 'Cafe\u0301', nome: 'Café' });
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await login({ username: 'ninguem', password: 'Sara@2026', systemId: 59 });
    const wrong = await login({ username: 'varejo', password: 'Errada@2026', systemId: 59 });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Usuário e/ou senha inválidos.' });
  });

  it('answers in the language of Accept-Language', async () => {
    const res = await login(
      { username: 'x_y', password: 'nope', systemId: 59 },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(res.json().error.message).toBe('Usuario o contraseña incorrectos.');
  });

  it('refuses a system the user has no access to', async () => {
    const res = await login({ username: 'gestor', password: 'Sara@2026', systemId: 12 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_SYSTEM_ACCESS');
  });

  it('refuses inactive users by the reason of their inactivation', async () => {
    const cases = [
      { reason: null, code: 'USER_INACTIVE', message: 'Usuário inativo.' },
      { reason: 'inatividade', code: 'DEACTIVATED_INACTIVITY' },
      { reason: 'moderacao', code: 'DEACTIVATED_MODERATION' },
      { reason: 'inadimplencia', code: 'CONTRACT_PROBLEM' },
    ] as const;
    for (const [i, c] of cases.entries()) {
      const id = await createUser(t.handle.db, { username: `inativo${i}` });
      await t.handle.db
        .updateTable('access.usuario')
        .set({ ativo: false, motivoInativacao: c.reason })
        .where('idUsuario', '=', id)
        .execute();
      const res = await login({ username: `inativo${i}`, password: 'Sara@2026', systemId: 59 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(c.code);
      if ('message' in c) expect(res.json().error.message).toBe(c.message);
    }
  });

  it('refuses a user whose e-mail is not confirmed', async () => {
    const id = await createUser(t.handle.db, { username: 'sem.confirmar' });
    await t.handle.db
      .updateTable('access.usuario')
      .set({ emailConfirmado: false })
      .where('idUsuario', '=', id)
      .execute();
    expect((await login({ username: 'sem.confirmar', password: 'Sara@2026', systemId: 59 })).json().error.code).toBe(
      'EMAIL_NOT_CONFIRMED',
    );
  });

  it('refuses a user without a grouper (part C section 6), with the right password', async () => {
    await createUser(t.handle.db, { username: 'sem.agrupador', idAgrupadorUsuario: null });
    const res = await login({ username: 'sem.agrupador', password: 'Sara@2026', systemId: 59 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'USER_WITHOUT_GROUPER',
      message: 'Usuário sem agrupador. Contate o administrador.',
    });
  });

  /** A new user whose access to SARA is limited to `hours` on every day of the week. */
  async function userWithin(username: string, hours: Hours) {
    const db = t.handle.db;
    const { idGrupoHorario } = await db
      .insertInto('access.grupoHorario')
      .values({ nome: `Turno de ${username}`, idSistema: 59 })
      .returning('idGrupoHorario')
      .executeTakeFirstOrThrow();
    await db.insertInto('access.janelaHorario').values(everyDay(idGrupoHorario, hours)).execute();
    const id = await createUser(db, { username });
    await db.updateTable('access.usuarioSistema').set({ idGrupoHorario }).where('idUsuario', '=', id).execute();
    return { idGrupoHorario, id };
  }

  it('refuses a login outside the permitted hours (Brasilia time) and accepts one inside', async () => {
    const db = t.handle.db;
    const now = new Date();
    // a window on every day of the week that excludes the current minute, then one that includes it
    const brasilia = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const outside =
      brasilia < '12:00' ? { horaInicio: '23:58', horaFim: '23:59' } : { horaInicio: '00:00', horaFim: '00:01' };
    const { idGrupoHorario } = await userWithin('turno.noite', outside);
    const refused = await login({ username: 'turno.noite', password: 'Sara@2026', systemId: 59 });
    expect(refused.statusCode).toBe(403);
    // it says when the next window opens: today's later one, or tomorrow's first
    expect(refused.json().error).toEqual({
      code: 'OUTSIDE_PERMITTED_HOURS',
      message:
        brasilia < '12:00'
          ? 'Acesso fora do horário permitido. Próximo horário: hoje, das 23:58 às 23:59 (horário de Brasília).'
          : 'Acesso fora do horário permitido. Próximo horário: amanhã, das 00:00 às 00:01 (horário de Brasília).',
    });
    const inEnglish = await login(
      { username: 'turno.noite', password: 'Sara@2026', systemId: 59 },
      { 'accept-language': 'en' },
    );
    expect(inEnglish.json().error.message).toMatch(
      /^Access outside permitted hours\. Next permitted hours: (today|tomorrow), /,
    );
    await db.insertInto('access.janelaHorario').values(everyDay(idGrupoHorario, ALL_DAY)).execute();
    expect((await login({ username: 'turno.noite', password: 'Sara@2026', systemId: 59 })).statusCode).toBe(200);
  });

  it('opens nothing with a live session outside its hours or once its access is taken away, and says why', async () => {
    const db = t.handle.db;
    const { idGrupoHorario, id } = await userWithin('turno.comercial', ALL_DAY);
    const allDay = everyDay(idGrupoHorario, ALL_DAY);
    const { token } = (
      await login({ username: 'turno.comercial', password: 'Sara@2026', systemId: 59, keepConnected: true })
    ).json().data;
    const me = () => t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers: authHeader(token) });
    expect((await me()).statusCode).toBe(200);

    // the window closes while the session lives (a 30-day one): refused as its login would be, kept alive
    await db.deleteFrom('access.janelaHorario').where('idGrupoHorario', '=', idGrupoHorario).execute();
    forgetSessions();
    const outside = await me();
    expect(outside.statusCode).toBe(401);
    expect(outside.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Acesso fora do horário permitido.' });
    await db.insertInto('access.janelaHorario').values(allDay).execute();
    forgetSessions();
    expect((await me()).statusCode).toBe(200);

    // the access to SARA taken away
    await db.deleteFrom('access.usuarioSistema').where('idUsuario', '=', id).where('idSistema', '=', 59).execute();
    forgetSessions();
    const removed = await me();
    expect(removed.statusCode).toBe(401);
    expect(removed.json().error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sem permissão para acessar este sistema.',
    });
    const data = await t.app.inject({ method: 'GET', url: '/api/v1/laboratorios', headers: authHeader(token) });
    expect(data.statusCode).toBe(401);
  });

  it('gives a long session with keep me connected', async () => {
    const short = (await login({ username: 'admin', password: 'Sara@2026', systemId: 59, keepConnected: false })).json()
      .data;
    const long = (await login({ username: 'admin', password: 'Sara@2026', systemId: 59, keepConnected: true })).json()
      .data;
    const hours = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;
    expect(hours(short.expiresAt)).toBeLessThanOrEqual(12.01);
    expect(hours(long.expiresAt)).toBeGreaterThan(24 * 29);
  });

  it('answers me for a live session and 401 after logout', async () => {
    const { token } = await loginAs(t.app, 'fornecedor');
    const me = await t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.username).toBe('fornecedor');
    expect(me.json().data.token).toBe(token);

    const out = await t.app.inject({ method: 'POST', url: '/sca/api/v1/auth/logout', headers: authHeader(token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers: authHeader(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to a missing or forged token', async () => {
    for (const headers of [{}, authHeader('forged-token'), authHeader('x'.repeat(5000))]) {
      const res = await t.app.inject({ method: 'GET', url: '/sca/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers bad input with a 4xx in the error shape and writes nothing', async () => {
    const before = await t.handle.db
      .selectFrom('access.sessao')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases = [
      { payload: '{"username":', status: 400, code: 'MALFORMED_BODY' },
      { payload: { username: 'gestor', password: 'Sara@2026', extra: true }, status: 400, code: 'VALIDATION' },
      { payload: { username: 'gestor', password: 123 }, status: 400, code: 'VALIDATION' },
      { payload: { username: 'gestor', password: 'x'.repeat(2_000_000) }, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sca/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload),
      });
      expect(res.statusCode, JSON.stringify(c.payload).slice(0, 60)).toBe(c.status);
      expect(res.json().error.code).toBe(c.code);
      expect(typeof res.json().error.message).toBe('string');
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    // JSON sent as plain text is not read either: the API speaks JSON
    const plain = await t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'amostrador', password: 'Sara@2026', systemId: 59 }),
    });
    expect(plain.statusCode).toBe(415);
    const after = await t.handle.db
      .selectFrom('access.sessao')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers input the database refuses (a NUL byte, an id out of range) with a 400, never a 500', async () => {
    const nul = await login({ username: 'ges\u0000tor', password: 'Sara@2026', systemId: 59 });
    expect([400, 401]).toContain(nul.statusCode);
    expect(typeof nul.json().error.message).toBe('string');
    const admin = (await loginAs(t.app, 'admin')).token;
    for (const url of [
      '/api/v2/orcamentos?idEmpresa=3000000000',
      '/api/v1/amostras/gerenciamento?idEmpresa=3000000000',
      '/api/v1/amostras/gerenciamento?busca=a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: authHeader(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION');
    }
    // an id past the integer column is refused naming its field, whatever the route
    const tooLarge: [method: 'GET' | 'POST', url: string, field: string][] = [
      ['POST', '/api/v1/coletores/usuario/2147483648', 'idScaUsuario'],
      ['GET', '/public/v2/produtos/?idsCategorias=2147483648', 'idsCategorias.0'],
      ['POST', '/api/v2/amostras/envio-laboratorio/2147483648/active?dateInit=2026-01-01', 'idLaboratorio'],
    ];
    for (const [method, url, field] of tooLarge) {
      const res = await t.app.inject({ method, url, headers: authHeader(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().error.details?.errors?.map((e: { path: string }) => e.path),
        url,
      ).toEqual([field]);
    }
    const system = await login({ username: 'gestor', password: 'Sara@2026', systemId: 2_147_483_648 });
    expect(system.statusCode).toBe(400);
    expect(system.json().error.details.errors[0].path).toBe('systemId');
  });

  it('takes a call without a body labelled JSON as a call without a body', async () => {
    const { token } = await loginAs(t.app, 'amostrador');
    // a client that sets Content-Type: application/json on every request, the logout included
    const out = await t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/logout',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    // a route that needs a body says which fields are missing, not that JSON was malformed
    const empty = await t.app.inject({
      method: 'POST',
      url: '/sca/api/v1/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION');
  });

  it('blocks the account after five wrong passwords in a row', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: 'amostrador', password: `Errada@${i}`, systemId: 59 })).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    // the fifth blocks; even the right password is then refused
    expect((await login({ username: 'amostrador', password: 'Errada@9', systemId: 59 })).json().error.code).toBe(
      'ACCOUNT_BLOCKED',
    );
    expect((await login({ username: 'amostrador', password: 'Sara@2026', systemId: 59 })).json().error.code).toBe(
      'ACCOUNT_BLOCKED',
    );
  });

  it('answers guesses at a name that is no account as at an account: blocked after five', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login({ username: 'Nao.Existe', password: `Errada@${i}`, systemId: 59 })).json().error.code);
    expect(codes).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'ACCOUNT_BLOCKED', 'ACCOUNT_BLOCKED']);
    // the same name in other letters is the same name, as usernames are
    expect((await login({ username: 'nao.existe', password: 'Sara@2026', systemId: 59 })).json().error.code).toBe(
      'ACCOUNT_BLOCKED',
    );
  });

  it('ends a block after its minutes, with its failure count', async () => {
    const user = () =>
      t.handle.db
        .selectFrom('access.usuario')
        .select(['bloqueadoEm', 'tentativasFalhas'])
        .where('username', '=', 'fornecedor')
        .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) await login({ username: 'fornecedor', password: `Errada@${i}`, systemId: 59 });
    expect((await user()).bloqueadoEm).not.toBeNull();
    // still within the 15 minutes
    await t.handle.db
      .updateTable('access.usuario')
      .set({ bloqueadoEm: new Date(Date.now() - 14 * 60_000) })
      .where('username', '=', 'fornecedor')
      .execute();
    expect((await login({ username: 'fornecedor', password: 'Sara@2026', systemId: 59 })).json().error.code).toBe(
      'ACCOUNT_BLOCKED',
    );
    await t.handle.db
      .updateTable('access.usuario')
      .set({ bloqueadoEm: new Date(Date.now() - 16 * 60_000) })
      .where('username', '=', 'fornecedor')
      .execute();
    expect((await login({ username: 'fornecedor', password: 'Sara@2026', systemId: 59 })).statusCode).toBe(200);
    expect(await user()).toEqual({ bloqueadoEm: null, tentativasFalhas: 0 });
    // a wrong password after the block counts from one again
    expect((await login({ username: 'fornecedor', password: 'Errada@9', systemId: 59 })).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await user()).tentativasFalhas).toBe(1);
    await t.handle.db
      .updateTable('access.usuario')
      .set({ tentativasFalhas: 0 })
      .where('username', '=', 'fornecedor')
      .execute();
  });

  it('refuses a right password that arrives once a burst of wrong ones has counted five', async () => {
    // the state a burst leaves: five failures counted, the block not written yet when the right one is checked
    const set = (n: number) =>
      t.handle.db.updateTable('access.usuario').set({ tentativasFalhas: n }).where('username', '=', 'varejo').execute();
    await set(5);
    try {
      expect((await login({ username: 'varejo', password: 'Sara@2026', systemId: 59 })).json().error.code).toBe(
        'ACCOUNT_BLOCKED',
      );
    } finally {
      await set(0);
    }
    expect((await login({ username: 'varejo', password: 'Sara@2026', systemId: 59 })).statusCode).toBe(200);
  });

  it('serves the translation catalogue by tags and language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?tags=acesso,sara2g&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data['sara2g.ui.txt.campo_obrigatorio']).toBe('Required field');
    // a variant of a language names the language; another language is refused, naming the parameter
    const variant = await t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?tags=sara2g&lang=es-ES' });
    expect(variant.json().data['sara2g.ui.txt.campo_obrigatorio']).toBe('Campo obligatorio');
    const other = await t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?tags=sara2g&lang=fr' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details.errors[0].path).toBe('lang');
    const full = await t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?tags=acesso' });
    const entry = full.json().data.find((e: { token: string }) => e.token === 'acesso.erro.usuario_inativo');
    expect(entry).toMatchObject({
      ptBr: 'Usuário inativo.',
      enUs: 'User inactive.',
      esEs: 'Usuario inactivo.',
      tags: ['acesso'],
    });
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/sca/api/v1/auth/login');
  });

  it('answers an unknown API path with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('time windows', () => {
  // 2026-11-23 is a Monday; 13:30 UTC is 10:30 in Brasilia (UTC-3)
  const monday1030 = new Date('2026-11-23T13:30:00Z');
  it('compare weekday and time in Brasilia time, bounds included', () => {
    expect(insideWindows([{ diaSemana: 1, horaInicio: '08:00:00', horaFim: '10:30:00' }], monday1030)).toBe(true);
    expect(insideWindows([{ diaSemana: 1, horaInicio: '10:31:00', horaFim: '18:00:00' }], monday1030)).toBe(false);
    expect(insideWindows([{ diaSemana: 2, horaInicio: '00:00:00', horaFim: '23:59:00' }], monday1030)).toBe(false);
    expect(insideWindows([], monday1030)).toBe(false);
  });

  it('say when the next window opens: later today, tomorrow, a weekday, a week on; nothing without windows', () => {
    const at = (diaSemana: number, horaInicio: string, horaFim = '18:00:00') => ({ diaSemana, horaInicio, horaFim });
    const next = (...windows: ReturnType<typeof at>[]) => outsideHoursMessage(windows, monday1030);
    expect(next(at(1, '08:00:00', '10:00:00'), at(1, '13:00:00'), at(3, '07:00:00'))).toEqual({
      token: 'acesso.erro.fora_horario_proximo',
      args: { dia: 'acesso.dia.hoje', inicio: '13:00', fim: '18:00' },
    });
    expect(next(at(3, '07:00:00'), at(2, '09:00:00'), at(2, '06:30:00', '08:00:00')).args).toEqual({
      dia: 'acesso.dia.amanha',
      inicio: '06:30',
      fim: '08:00',
    });
    expect(next(at(5, '08:00:00'), at(4, '14:00:00')).args?.dia).toBe('acesso.dia.4');
    // only this morning's window, gone by 10:30: next Monday's
    expect(next(at(1, '08:00:00', '10:00:00')).args).toEqual({
      dia: 'acesso.dia.proxima.1',
      inicio: '08:00',
      fim: '10:00',
    });
    expect(next()).toEqual({ token: 'acesso.erro.fora_horario' });
  });
});
