import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession } from '../lib/session';
import { jsonResponse, requestOf } from '../testing/render';
import { signIn } from '../testing/session';
import { requestsOf, serverWithEarlierSave } from '../testing/saved-over';
import { db } from './db';
import { keepGroup, readGroup } from './group-copy';
import {
  OUTBOX_KINDS,
  countWaiting,
  discardEntry,
  flushOutbox,
  listOutbox,
  queueWrite,
  lastOutboxRow,
  readReopenable,
  refusalOf,
  holdWhileOpen,
  retryEntry,
  supersedeQueued,
} from './outbox';
import { screenPath } from '../features/outbox/lib/reopen';
import { forgetUnsaved, keepUnsaved } from './unsaved-forms';

const ID = '0b7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a11';
const PHOTO = '1c7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a12';
const SCHEDULE = '2d7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a13';

const refusal = (message: string, status = 400) =>
  jsonResponse({ error: { code: 'VALIDATION', message, details: { errors: [{ path: 'x', message }] } } }, status);

/** A server that takes the photo and the group. */
const acceptingServer = () =>
  vi.fn((url: string) =>
    Promise.resolve(
      url.endsWith('/api/v1/arquivos')
        ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201)
        : jsonResponse({ data: { idAgrupador: ID } }, 201),
    ),
  );

describe('outbox', () => {
  beforeEach(async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: ID,
      method: 'POST',
      itens: [{ idAgrupador: ID, numeroLacre: 'L1', arquivos: [{ idArquivo: PHOTO }] }],
      photos: [{ idArquivo: PHOTO, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photos, then posts the group once, and empties the outbox', async () => {
    expect(await countWaiting(OUTBOX_KINDS.coletada)).toBe(1);
    const fetchMock = acceptingServer();
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([flushOutbox(), flushOutbox()]);
    expect(a).toBe(1);
    expect(b).toBe(1);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/arquivos', '/api/v1/amostras/coletadas']);
    expect(await countWaiting()).toBe(0);
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the entry pending while there is no connection, the server cannot take it now, or a portal answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await flushOutbox()).toBe(0);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: { message: 'busy' } }, 503)));
    expect(await flushOutbox()).toBe(0);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: { message: 'slow' } }, 429)));
    expect(await flushOutbox()).toBe(0);
    // a Wi-Fi login page answering in the server's place
    const portal = () => new Response('<html>Entre na rede</html>', { headers: { 'Content-Type': 'text/html' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => portal()),
    );
    expect(await flushOutbox()).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/v1/arquivos') ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201) : portal(),
      ),
    );
    expect(await flushOutbox()).toBe(0);
    // a portal's or proxy's refusal page: not the server's refusal (which always has its code)
    for (const status of [403, 404]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response('<html>Acesso bloqueado</html>', { status, headers: { 'Content-Type': 'text/html' } }),
        ),
      );
      expect(await flushOutbox()).toBe(0);
    }
    const [entry] = await listOutbox();
    expect(entry!.status).toBe('pending');
    expect(await countWaiting()).toBe(1);
  });

  it("a server error on one write holds only its group's writes, and its photos are not uploaded again", async () => {
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: ID, method: 'PUT', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] });
    let broken = true;
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(
        url.endsWith('/api/v1/arquivos')
          ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201)
          : broken && url.endsWith('/api/v1/amostras/coletadas') && init?.method === 'POST'
            ? jsonResponse({ error: { code: 'INTERNAL', message: 'Erro no servidor' } }, 500)
            : jsonResponse({ data: { idAgrupador: SCHEDULE } }, 201),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // the collection's POST fails; its later edit waits behind it, the other group's schedule goes
    expect(await flushOutbox()).toBe(1);
    const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
    expect(calls()).toEqual([
      'POST /api/v1/arquivos',
      'POST /api/v1/amostras/coletadas',
      'POST /api/v1/amostras/agendadas',
    ]);
    expect((await listOutbox()).map((i) => `${i.method} ${i.status}`)).toEqual(['POST pending', 'PUT pending']);
    // the failure is counted and said on the entry it happened to (the one behind it just waits)
    expect((await listOutbox()).map((i) => i.serverFailure)).toEqual([
      { error: 'Erro no servidor', attempts: 1 },
      undefined,
    ]);
    await flushOutbox();
    expect((await listOutbox())[0]!.serverFailure).toEqual({ error: 'Erro no servidor', attempts: 2 });
    fetchMock.mockClear();
    broken = false;
    expect(await flushOutbox()).toBe(2);
    expect(calls()).toEqual(['POST /api/v1/amostras/coletadas', `PUT /api/v1/amostras/coletadas/${ID}`]);
  });

  it('sends schedules and finalizations to their routes, oldest first', async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.finalizar, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ data: { idAgrupador: SCHEDULE } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(3);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /api/v1/amostras/agendadas',
      `PUT /api/v1/amostras/agendadas/${SCHEDULE}`,
      'PUT /api/v1/amostras/agendadas/finalizar',
    ]);
  });

  it('sends a creation as an edit of the group its earlier, unanswered send made (SAMPLE_GROUP_EXISTS)', async () => {
    await db.outbox.clear();
    const itens = [{ idAgrupador: SCHEDULE, observacao: 'mudada depois' }];
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'POST', itens, photos: [] });
    const fetchMock = serverWithEarlierSave(SCHEDULE);
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(1);
    const calls = requestsOf(fetchMock, 3);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/v1/amostras/agendadas',
      `GET /api/v1/amostras/agendadas/${SCHEDULE}`,
      `PUT /api/v1/amostras/agendadas/${SCHEDULE}`,
    ]);
    expect(calls[2]!.headers['If-Match']).toBe('"v1"');
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual(itens);
    expect(await countWaiting()).toBe(0);
  });

  it('uploads the photos of a refused write again when it is retried: the server may have let them go since', async () => {
    // the photo went, the group was refused
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/api/v1/arquivos')
            ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201)
            : refusal('Lacre inválido.'),
        ),
      ),
    );
    expect(await flushOutbox()).toBe(0);
    const [refused] = await listOutbox();
    expect(refused!.status).toBe('failed');
    const fetchMock = acceptingServer();
    vi.stubGlobal('fetch', fetchMock);
    expect(await retryEntry(refused!.id)).toBe(1);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/arquivos', '/api/v1/amostras/coletadas']);
  });

  it("forgets a refusal's field errors when it is sent again: a draft left waiting opens without them", async () => {
    const id = await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: SCHEDULE,
      method: 'POST',
      itens: [],
      photos: [],
    });
    await db.outbox.update(id, { status: 'failed', error: 'Recusado.', errorBody: { error: {} } } as never);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await retryEntry(id);
    const row = (await db.outbox.get(id)) as { status: string; errorBody?: unknown };
    expect(row.status).toBe('pending');
    expect(row.errorBody).toBeUndefined();
  });

  it('keeps a refused entry with the server message, goes on with the next, and retries or discards it', async () => {
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/api/v1/arquivos')
            ? refusal('Arquivo recusado.')
            : jsonResponse({ data: { idAgrupador: SCHEDULE } }, 201),
        ),
      ),
    );
    expect(await flushOutbox()).toBe(1);
    const [refused, ...rest] = await listOutbox();
    expect(rest).toHaveLength(0);
    expect(refused).toMatchObject({ kind: OUTBOX_KINDS.coletada, idAgrupador: ID, status: 'failed' });
    expect(refused!.error).toBe('Arquivo recusado.');
    // with the fields it named, for its screen to mark them
    const row = (await db.outbox.get(refused!.id)) as { errorBody?: unknown };
    expect(row.errorBody).toMatchObject({
      error: { details: { errors: [{ path: 'x', message: 'Arquivo recusado.' }] } },
    });
    expect(await countWaiting()).toBe(0);
    // a later run leaves it alone; a retry sends it again
    const ok = vi.fn(() => Promise.resolve(jsonResponse({ data: { idArquivo: PHOTO, idAgrupador: ID } }, 201)));
    vi.stubGlobal('fetch', ok);
    expect(await flushOutbox()).toBe(0);
    expect(ok).not.toHaveBeenCalled();
    expect(await retryEntry(refused!.id)).toBe(1);
    expect(await listOutbox()).toEqual([]);

    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal('Sem permissão.', 403)));
    await flushOutbox();
    const [again] = await listOutbox();
    expect(again!.status).toBe('failed');
    await discardEntry(again!.id);
    expect(await listOutbox()).toEqual([]);
  });

  it("sends and shows a user's writes only while that user is signed in", async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] });
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ data: { idAgrupador: SCHEDULE } }, 201)));
    vi.stubGlobal('fetch', fetchMock);
    // another user on the same phone neither sends nor sees it
    signIn([], { id: 8, username: 'outro' });
    expect(await listOutbox()).toEqual([]);
    expect(await countWaiting()).toBe(0);
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    signIn([], { id: 7 });
    expect(await countWaiting()).toBe(1);
    expect(await flushOutbox()).toBe(1);
    endSession('logout');
  });

  it('stops sending when its user logs out during a send: nothing goes out under the next login', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const photos = [PHOTO, SCHEDULE].map((idArquivo) => ({
      idArquivo,
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
    }));
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: ID, method: 'POST', itens: [], photos });
    const fetchMock = vi.fn((url: string) => {
      // the first upload is under way when the user logs out and another logs in
      if (fetchMock.mock.calls.length === 1) signIn([], { id: 8, username: 'outro' });
      return Promise.resolve(
        url.endsWith('/api/v1/arquivos')
          ? jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201)
          : jsonResponse({ data: { idAgrupador: ID } }, 201),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // still waiting for its user, who sends it at their next login
    signIn([], { id: 7 });
    expect((await listOutbox()).map((i) => i.status)).toEqual(['pending']);
    expect(await flushOutbox()).toBe(1);
    // the photo taken before the logout is not uploaded again
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/v1/arquivos',
      '/api/v1/arquivos',
      '/api/v1/amostras/coletadas',
    ]);
    endSession('logout');
  });

  it("keeps the server's answer as the device's copy of the group: a finalized schedule's becomes the collected one", async () => {
    await db.outbox.clear();
    const view = (situacao: string) => ({ idAgrupador: SCHEDULE, situacao, versao: `v-${situacao}`, itens: [] });
    await keepGroup('agendada', view('antiga') as never);
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ data: view('agendada') }))),
    );
    expect(await flushOutbox()).toBe(1);
    expect((await readGroup('agendada', SCHEDULE))?.versao).toBe('v-agendada');

    await queueWrite(OUTBOX_KINDS.finalizar, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ data: view('coletada') }))),
    );
    expect(await flushOutbox()).toBe(1);
    expect(await readGroup('agendada', SCHEDULE)).toBeNull();
    expect((await readGroup('coletada', SCHEDULE))?.versao).toBe('v-coletada');
  });

  it("drops a group's older writes once a newer save of it reached the server", async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: ID, method: 'PUT', itens: [], photos: [] });
    await queueWrite(OUTBOX_KINDS.finalizar, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    expect(await supersedeQueued(OUTBOX_KINDS.agendada, SCHEDULE)).toBe(1);
    expect((await listOutbox()).map((r) => `${r.kind} ${r.idAgrupador}`)).toEqual([
      `amostra-agendada ${ID}`,
      `agendada-finalizar ${SCHEDULE}`,
    ]);
  });

  it('keeps a write of the group kept after the saving screen opened (in another tab)', async () => {
    await db.outbox.clear();
    const edit = { idAgrupador: SCHEDULE, method: 'PUT' as const, itens: [], photos: [] };
    const older = await queueWrite(OUTBOX_KINDS.agendada, edit);
    const atOpen = await lastOutboxRow();
    expect(atOpen).toBe(older);
    const fromOtherTab = await queueWrite(OUTBOX_KINDS.agendada, edit);
    expect(await supersedeQueued(OUTBOX_KINDS.agendada, SCHEDULE, atOpen)).toBe(1);
    expect((await listOutbox()).map((r) => r.id)).toEqual([fromOtherTab]);
  });

  it("drops the user's refused change of a group once a later change of it, kept offline, is sent", async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const edit = { idAgrupador: SCHEDULE, method: 'PUT' as const, itens: [], photos: [] };
    const refused = { refused: { error: 'Alterada por outra pessoa.', status: 412 } };
    await queueWrite(OUTBOX_KINDS.agendada, edit, 7, refused);
    await queueWrite(OUTBOX_KINDS.agendada, { ...edit, idAgrupador: ID }, 7, refused);
    await queueWrite(OUTBOX_KINDS.agendada, edit, 8, refused);
    await queueWrite(OUTBOX_KINDS.agendada, edit, 7);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ data: { idAgrupador: SCHEDULE } }))),
    );
    expect(await flushOutbox()).toBe(1);
    // another group's refusal, and another user's, stay
    expect((await listOutbox()).map((r) => `${r.status} ${r.idAgrupador}`)).toEqual([`failed ${ID}`]);
    signIn([], { id: 8, username: 'outro' });
    expect((await listOutbox()).map((r) => `${r.status} ${r.idAgrupador}`)).toEqual([`failed ${SCHEDULE}`]);
    endSession('logout');
  });

  it("leaves another user's writes of the group on a shared device alone", async () => {
    await db.outbox.clear();
    signIn([], { id: 8, username: 'outro' });
    await queueWrite(OUTBOX_KINDS.agendada, { idAgrupador: SCHEDULE, method: 'PUT', itens: [], photos: [] });
    signIn([], { id: 7 });
    expect(await supersedeQueued(OUTBOX_KINDS.agendada, SCHEDULE)).toBe(0);
    signIn([], { id: 8, username: 'outro' });
    expect((await listOutbox()).map((r) => r.idAgrupador)).toEqual([SCHEDULE]);
    endSession('logout');
  });

  it("keeps the entry and the session when the server refuses the session's token in the background", async () => {
    signIn([], { id: 7 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: { message: 'expired' } }, 401)));
    expect(await flushOutbox()).toBe(0);
    expect((await listOutbox())[0]!.status).toBe('pending');
    // the user stays on the screen they are filling in; their own next request ends the session
    expect(getSession()).not.toBeNull();
    endSession('logout');
  });

  it('does not try a token the server refused again, photo upload and all, until the next login', async () => {
    signIn([], { id: 7 });
    const expired = vi
      .fn()
      .mockResolvedValue(jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401));
    vi.stubGlobal('fetch', expired);
    expect(await flushOutbox()).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
    // the next minute's attempts send nothing with that token
    expect(await flushOutbox()).toBe(0);
    expect(await flushOutbox()).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
    expect((await listOutbox())[0]!.status).toBe('pending');
    // logged in again: sent
    signIn([], { id: 7 });
    const fetchMock = acceptingServer();
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    endSession('logout');
  });

  it('does not send an entry another tab is sending, but takes over a claim left long ago', async () => {
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.id!, { status: 'sending', sendingSince: Date.now() } as never);
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ data: { idAgrupador: ID } }, 201)));
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await db.outbox.update(entry!.id!, { sendingSince: Date.now() - 10 * 60_000 } as never);
    expect(await flushOutbox()).toBe(1);
  });

  it('opens a draft saved for later while it waits, and does not send it while a form has it open', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const form = { responsavelColeta: 'Ana', itens: [{ key: 'k1', numeroLacre: 'L1', idsArquivo: [] }] };
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: ID,
      method: 'POST',
      itens: [{ idAgrupador: ID, numeroLacre: 'L1', finalizado: false }],
      photos: [],
      screen: { path: '/app/coleta/coletada/add/save', form },
    });
    const [draft] = await listOutbox();
    expect(draft).toMatchObject({ ofDraft: true, continueDraft: `/app/coleta/coletada/add/save?outbox=${draft!.id}` });
    expect(draft!.reopen).toBeUndefined();
    expect(await readReopenable(draft!.id)).toMatchObject({ id: draft!.id, waiting: true, screen: { form } });

    const fetchMock = acceptingServer();
    vi.stubGlobal('fetch', fetchMock);
    const release = holdWhileOpen(draft!.id);
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    // changed on the device and left unsaved (decision 0018): the kept form holds it, in any tab
    await keepUnsaved(
      { owner: 7, screen: draft!.continueDraft! },
      { form: { ...form, responsavelColeta: 'Ana Maria' } },
      [],
    );
    release();
    expect(await flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    // opened again and left unchanged (its kept form forgotten): sent as it was kept
    await forgetUnsaved({ owner: 7, screen: draft!.continueDraft! });
    expect(await flushOutbox()).toBe(1);
    expect(await listOutbox()).toEqual([]);
  });

  it('opens a refused write kept with its screen, as it was kept, and a corrected save takes its place', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const form = { responsavelColeta: 'Ana', itens: [{ key: 'k1', numeroLacre: 'L1', idsArquivo: [PHOTO] }] };
    const screen = { path: '/app/coleta/coletada/add?calledBy=gerenciamento_amostra', form };
    await queueWrite(OUTBOX_KINDS.coletada, {
      idAgrupador: ID,
      method: 'POST',
      itens: [{ idAgrupador: ID, numeroLacre: 'L1', arquivos: [{ idArquivo: PHOTO }] }],
      photos: [{ idArquivo: PHOTO, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
      screen,
    });
    // waiting: nothing to open (the outbox may send it any moment)
    const [waiting] = await listOutbox();
    expect(waiting!.reopen).toBeUndefined();
    expect(await readReopenable(waiting!.id)).toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal('Lacre já usado.')));
    await flushOutbox();
    const [refused] = await listOutbox();
    expect(refused!.reopen).toBe(`/app/coleta/coletada/add?calledBy=gerenciamento_amostra&outbox=${refused!.id}`);
    const opened = await readReopenable(refused!.id);
    expect(opened).toMatchObject({ id: refused!.id, kind: OUTBOX_KINDS.coletada, screen, error: 'Lacre já usado.' });
    expect(opened!.write.method).toBe('POST');
    expect(opened!.write.photos[0]!.idArquivo).toBe(PHOTO);
    // (its bytes are checked in a real browser: e2e collection.spec, jsdom's Blob cannot read another realm's ArrayBuffer)
    expect(opened!.write.photos[0]!.blob.type).toBe('image/jpeg');
    // another user on the same phone cannot open it
    signIn([], { id: 99, username: 'outro' });
    expect(await readReopenable(refused!.id)).toBeNull();
    signIn([], { id: 7 });

    // kept again after the correction: one row, the new one, waiting
    await queueWrite(
      OUTBOX_KINDS.coletada,
      { idAgrupador: ID, method: 'POST', itens: [], photos: [], screen: { ...screen, form: { ...form } } },
      undefined,
      { replaces: refused!.id },
    );
    const rows = await listOutbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(refused!.id);
    expect(rows[0]!.status).toBe('pending');
    endSession('logout');
  });

  it('keeps a write as refused when the kept write it replaces went meanwhile (another tab saved over it)', async () => {
    await db.outbox.clear();
    signIn([], { id: 7 });
    const screen = { path: '/app/coleta/coletada/add', form: {} };
    const draft = { idAgrupador: ID, method: 'POST' as const, itens: [], photos: [], screen };
    const opened = await queueWrite(OUTBOX_KINDS.coletada, draft, 7);
    // tab A saves the draft it opened: its row replaces the draft's
    const fromA = await queueWrite(OUTBOX_KINDS.coletada, draft, 7, { replaces: opened });
    // tab B, opened on the same draft, saves next: not sent over A's unseen
    const fromB = await queueWrite(OUTBOX_KINDS.coletada, draft, 7, { replaces: opened });
    const rows = await listOutbox();
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [fromA, 'pending'],
      [fromB, 'failed'],
    ]);
    // not the server's refusal: no status (a 412's story and its 'no resend' do not apply)
    expect(rows[1]).toMatchObject({ replacedElsewhere: true, errorStatus: undefined });
    expect(await refusalOf(fromB)).toMatch(/^Enquanto você editava, este envio foi salvo em outra aba/);
    expect(await readReopenable(fromB)).toMatchObject({ replacedElsewhere: true });
    expect(await refusalOf(fromA)).toBeUndefined();
    endSession('logout');
  });

  it("names a screen's address without the outbox parameter", () => {
    expect(screenPath({ pathname: '/app/coleta/agendada/add/', search: '?outbox=3' })).toBe(
      '/app/coleta/agendada/add/',
    );
    expect(screenPath({ pathname: '/app/coleta/coletada/add', search: '?calledBy=x&outbox=3' })).toBe(
      '/app/coleta/coletada/add?calledBy=x',
    );
  });

  it('sends an edit with the version it was made on (If-Match) and keeps the status of its refusal', async () => {
    await db.outbox.clear();
    const screen = { path: `/app/coleta/agendada/edit/${SCHEDULE}`, form: {} };
    await queueWrite(OUTBOX_KINDS.agendada, {
      idAgrupador: SCHEDULE,
      method: 'PUT',
      itens: [],
      photos: [],
      versao: 'abc123',
      screen,
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        jsonResponse({ error: { code: 'SAMPLE_CHANGED_SINCE_READ', message: 'Alterada por outra pessoa.' } }, 412),
      );
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(0);
    expect(requestOf(fetchMock).headers['If-Match']).toBe('"abc123"');
    const [row] = await listOutbox();
    expect(await readReopenable(row!.id)).toMatchObject({ status: 412, error: 'Alterada por outra pessoa.' });
  });

  it('sends a finalization with the version of the schedule it was made on', async () => {
    await db.outbox.clear();
    await queueWrite(OUTBOX_KINDS.finalizar, {
      idAgrupador: SCHEDULE,
      method: 'PUT',
      itens: [],
      photos: [],
      versao: 'def456',
    });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toBe(1);
    expect(requestOf(fetchMock).url).toContain('/api/v1/amostras/agendadas/finalizar');
    expect(requestOf(fetchMock).headers['If-Match']).toBe('"def456"');
  });

  it('counts a repeated answer that is not a refusal (a proxy refusing the photo) and says it, so it can be let go', async () => {
    const tooLarge = () =>
      new Response('<html>413 Request Entity Too Large</html>', {
        status: 413,
        headers: { 'Content-Type': 'text/html' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tooLarge()),
    );
    expect(await flushOutbox()).toBe(0);
    expect(await flushOutbox()).toBe(0);
    const [entry] = await listOutbox();
    expect(entry!.status).toBe('pending');
    expect(entry!.serverFailure?.attempts).toBe(2);
    // no connection is not counted
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await flushOutbox();
    expect((await listOutbox())[0]!.serverFailure?.attempts).toBe(2);
  });

  it('does not send a group discarded while its photos were going', async () => {
    let uploading!: () => void;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/api/v1/arquivos')) {
        await new Promise<void>((resolve) => {
          uploading = resolve;
        });
        return jsonResponse({ data: { idArquivo: PHOTO, url: '/x' } }, 201);
      }
      return jsonResponse({ data: { idAgrupador: ID } }, 201);
    });
    vi.stubGlobal('fetch', fetchMock);
    const flushing = flushOutbox();
    await vi.waitFor(() => expect(uploading).toBeTypeOf('function'));
    const [entry] = await listOutbox();
    await discardEntry(entry!.id);
    uploading();
    expect(await flushing).toBe(0);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/arquivos']);
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps the entry waiting, not refused, when the device fails while sending', async () => {
    const { default: Dexie } = await import('dexie');
    const update = db.outbox.update.bind(db.outbox);
    const full = vi
      .spyOn(db.outbox, 'update')
      .mockImplementation(
        (key, changes) =>
          ('uploaded' in (changes as object)
            ? Promise.reject(new Dexie.QuotaExceededError('full'))
            : update(key as number, changes as never)) as never,
      );
    const fetchMock = acceptingServer();
    vi.stubGlobal('fetch', fetchMock);
    try {
      // the note of the uploaded photo fails: the group goes anyway
      expect(await flushOutbox()).toBe(1);
      expect(await listOutbox()).toEqual([]);
    } finally {
      full.mockRestore();
    }
  });

  it('forgets the form kept while it was filled in as it keeps the write, in one transaction', async () => {
    const { keepUnsaved, readUnsaved, unsavedSettled } = await import('./unsaved-forms');
    signIn(['amostraColetada.adicionar']);
    const owner = getSession()!.user.id;
    await keepUnsaved({ owner: owner, screen: '/app/coleta/coletada/add' }, { nota: 'x' }, [
      { idArquivo: PHOTO, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) },
    ]);
    await unsavedSettled();
    await queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] }, owner, {
      forgets: { owner, screen: '/app/coleta/coletada/add' },
    });
    expect(await readUnsaved({ owner: owner, screen: '/app/coleta/coletada/add' })).toBeNull();
    expect(await db.unsavedPhoto.count()).toBe(0);
    // a write the device could not keep leaves the form as it was
    await keepUnsaved({ owner: owner, screen: '/app/coleta/coletada/add' }, { nota: 'y' }, []);
    const failing = vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(
      queueWrite(OUTBOX_KINDS.coletada, { idAgrupador: SCHEDULE, method: 'POST', itens: [], photos: [] }, owner, {
        forgets: { owner, screen: '/app/coleta/coletada/add' },
      }),
    ).rejects.toThrow();
    failing.mockRestore();
    expect((await readUnsaved({ owner: owner, screen: '/app/coleta/coletada/add' }))?.state).toEqual({ nota: 'y' });
  });
});
