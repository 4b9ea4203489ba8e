import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@sara/domain/access';
import { jsonResponse, requestOf } from '../testing/render';
import { getSession, startSession } from '../lib/session';
import { clearErrors, useAlerts } from '../stores/alerts';
import { ApiError, REQUEST_TIMEOUT_MS, api, buildUrl, isServerOutOfReach } from './client';

const session: SessionData = {
  token: 'tok-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 7, name: 'Gustavo Gestor', username: 'gestor', email: 'gestor@sara.local' },
  features: ['amostra.gerenciamento'],
};

function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const textResponse = (text: string, status: number) => new Response(text, { status });

describe('api client', () => {
  beforeEach(() => act(() => clearErrors()));

  it('unwraps data, sends JSON with Auth-Token and Accept-Language', async () => {
    startSession(session);
    const fetchMock = stubFetch(async () => jsonResponse({ data: [{ idLaboratorio: 1, nome: 'Lab' }] }));
    const rows = await api.post<unknown[]>('/api/v1/x', { body: { a: 1 } });
    expect(rows).toEqual([{ idLaboratorio: 1, nome: 'Lab' }]);
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/x');
    expect(headers['Auth-Token']).toBe('tok-1');
    expect(headers['Accept-Language']).toBe('pt-BR');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Content-Type without a body, and answers a body without data as it is', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    expect(await api.post('/api/v1/coletores/usuario/7')).toEqual({ ok: true });
    const { init, headers } = requestOf(fetchMock);
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('treats 204 as success without data', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(api.post('/sca/api/v1/auth/logout')).resolves.toBeUndefined();
  });

  it('builds query strings without empty values, repeating arrays', () => {
    expect(buildUrl('/p', { a: 1, b: '', c: undefined, d: null, e: ['x', 'y'], f: false })).toBe(
      '/p?a=1&e=x&e=y&f=false',
    );
  });

  describe('error catalogue (spec part A section 8)', () => {
    const cases: [string, () => Response, string][] = [
      [
        'errosArquivos, all joined',
        () => jsonResponse({ errosArquivos: [{ mensagem: 'a.pdf inválido' }, { mensagem: 'b.pdf grande' }] }, 400),
        'a.pdf inválido\nb.pdf grande',
      ],
      ['errors as texts', () => jsonResponse({ errors: ['Primeiro', 'Segundo'] }, 422), 'Primeiro\nSegundo'],
      ['errors as objects', () => jsonResponse({ errors: [{ message: 'Só um' }] }, 422), 'Só um'],
      [
        'error.details.errors, the first',
        () =>
          jsonResponse(
            {
              error: {
                code: 'VALIDATION',
                message: 'Dados inválidos.',
                details: {
                  errors: [
                    { path: 'a', message: 'Campo A' },
                    { path: 'b', message: 'Campo B' },
                  ],
                },
              },
            },
            400,
          ),
        'Campo A',
      ],
      ['details', () => jsonResponse({ details: 'Detalhe do erro' }, 409), 'Detalhe do erro'],
      [
        'error.message',
        () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'Você não tem permissão.' } }, 403),
        'Você não tem permissão.',
      ],
      ['error as text', () => jsonResponse({ error: 'Texto simples' }, 400), 'Texto simples'],
      [
        'an unparsable body',
        () => textResponse('<html>Bad gateway</html>', 502),
        'Erro ao processar resposta do servidor.',
      ],
      ['a body with no known field', () => jsonResponse({ foo: 1 }, 400), 'Erro ao processar resposta do servidor.'],
      [
        'status 500, whatever the body',
        () => jsonResponse({ error: { message: 'detalhe interno' } }, 500),
        'Erro no servidor',
      ],
    ];

    it.each(cases)('reads %s', async (_name, answer, message) => {
      stubFetch(async () => answer());
      const error = await failureOf(api.get('/api/v1/x'));
      expect(error.message).toBe(message);
    });

    it('answers "Sem conexão com a internet" when no HTTP status comes back', async () => {
      stubFetch(async () => {
        throw new TypeError('Failed to fetch');
      });
      const error = await failureOf(api.get('/api/v1/x'));
      expect(error.status).toBe(0);
      expect(error.message).toBe('Sem conexão com a internet');
    });

    it("gives up on an answer that does not come in time, as no connection; a caller's abort stays theirs", async () => {
      vi.useFakeTimers();
      try {
        // a connection that hangs: the request ends only when its signal aborts
        stubFetch(
          (_url: string, init?: RequestInit) =>
            new Promise((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        );
        const hanging = failureOf(api.post('/api/v1/amostras/coletadas', { body: [], silent: true }));
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
        const error = await hanging;
        expect(error.status).toBe(0);
        expect(error.message).toBe('Sem conexão com a internet');

        const controller = new AbortController();
        const mine = api.get('/api/v1/x', { signal: controller.signal }).catch((e: unknown) => e);
        controller.abort();
        expect(await mine).toBeInstanceOf(DOMException);
      } finally {
        vi.useRealTimers();
      }
    });

    it('reads an unparsable success body as an error', async () => {
      stubFetch(async () => textResponse('not json', 200));
      const error = await failureOf(api.get('/api/v1/x'));
      expect(error.message).toBe('Erro ao processar resposta do servidor.');
    });
  });

  it('adds errors to the shared list once, unless silent', async () => {
    const { result } = renderHook(() => useAlerts());
    stubFetch(async () => jsonResponse({ error: { code: 'CONFLICT', message: 'Conflito.' } }, 409));
    await failureOf(api.get('/a'));
    await failureOf(api.get('/a'));
    await failureOf(api.get('/b', { silent: true }));
    expect(result.current.errors.map((e) => e.message)).toEqual(['Conflito.']);
  });

  it('ends the session when its token is refused (401)', async () => {
    startSession(session);
    stubFetch(async () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401));
    await failureOf(api.get('/api/v1/x'));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('sara.session')).toBeNull();
  });

  it('keeps the session when another token is refused', async () => {
    startSession(session);
    stubFetch(async () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' } }, 401));
    await failureOf(api.get('/sca/api/v1/auth/me', { token: 'link-token', silent: true }));
    expect(getSession()?.token).toBe('tok-1');
  });

  it("tells a page another machine answered from the server's own answers", async () => {
    const html = async () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    stubFetch(html);
    expect(isServerOutOfReach(await failureOf(api.get('/x', { silent: true })))).toBe(true);
    // a Wi-Fi login page answering 200
    stubFetch(async () => new Response('<html>Login</html>', { status: 200 }));
    expect(isServerOutOfReach(await failureOf(api.get('/x', { silent: true })))).toBe(true);
    // the server's own refusals carry their code
    stubFetch(async () => jsonResponse({ error: { code: 'SAMPLE_GROUP_NOT_FOUND', message: 'Não encontrada.' } }, 404));
    expect(isServerOutOfReach(await failureOf(api.get('/x', { silent: true })))).toBe(false);
    stubFetch(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'Erro.' } }, 500));
    expect(isServerOutOfReach(await failureOf(api.get('/x', { silent: true })))).toBe(false);
    // a proxy refusing the request itself fails the same when sent again: the form says so
    stubFetch(async () => new Response('<html>Too large</html>', { status: 413 }));
    expect(isServerOutOfReach(await failureOf(api.get('/x', { silent: true })))).toBe(false);
    expect(isServerOutOfReach(new ApiError(0, 'Failed to fetch'))).toBe(true);
  });
});
