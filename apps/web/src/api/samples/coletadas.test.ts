import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestOf } from '../../testing/render';
import { ApiError } from '../client';
import { postColetadas, putColetadas } from './coletadas';
import { uploadArquivo } from './upload-arquivo';
import { requestsOf, serverWithEarlierSave } from '../../testing/saved-over';

const ID = '0b7f5b7e-3c1e-4d4a-9a4e-2f1d7c0e9a11';

describe('collected samples API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the items as a JSON array and answers the group', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: { idAgrupador: ID } }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const group = await postColetadas([{ idAgrupador: ID, numeroLacre: 'L1', arquivos: [{ idArquivo: ID }] }]);
    expect(group.idAgrupador).toBe(ID);
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/amostras/coletadas');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual([
      { idAgrupador: ID, numeroLacre: 'L1', arquivos: [{ idArquivo: ID }] },
    ]);
  });

  it('registers through v2 when opened from sample management with a company chosen', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(() => Promise.resolve(jsonResponse({ data: { idAgrupador: ID } }, 201)));
    vi.stubGlobal('fetch', fetchMock);
    await postColetadas([{ idAgrupador: ID, idEmpresa: 7, idPessoaColetor: 9 }], { management: true });
    expect(requestOf(fetchMock).url).toBe('/api/v2/amostras/coletadas');
    // a collector's own registration stays on v1, with or without the company in the items
    fetchMock.mockClear();
    await postColetadas([{ idAgrupador: ID, idEmpresa: 2 }]);
    expect(requestOf(fetchMock).url).toBe('/api/v1/amostras/coletadas');
  });

  it("saves over the group an earlier unanswered save of the form made: 409 SAMPLE_GROUP_EXISTS, then a PUT on the group's version", async () => {
    const fetchMock = serverWithEarlierSave(ID);
    vi.stubGlobal('fetch', fetchMock);
    const itens = [{ idAgrupador: ID, numeroLacre: 'L2' }];
    const group = await postColetadas(itens, { keepSession: true });
    expect(group.versao).toBe('v2');
    const calls = requestsOf(fetchMock, 3);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/v1/amostras/coletadas',
      `GET /api/v1/amostras/coletadas/${ID}`,
      `PUT /api/v1/amostras/coletadas/${ID}`,
    ]);
    expect(calls[2]!.headers['If-Match']).toBe('"v1"');
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual(itens);
  });

  it("keeps a 409 CONFLICT (a group changed since, or not this user's) a refusal: nothing is saved over", async () => {
    const conflict = { error: { code: 'CONFLICT', message: 'Já existe uma amostra com este identificador.' } };
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(conflict, 409));
    vi.stubGlobal('fetch', fetchMock);
    const error = await postColetadas([{ idAgrupador: ID }]).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('PUTs to the group and keeps the validation details of a refusal', async () => {
    const refusal = { error: { code: 'VALIDATION', details: { errors: [{ path: '0.numeroLacre', message: 'x' }] } } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(refusal, 400)));
    const error = await putColetadas(ID, []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(refusal);
  });

  it('uploads a photo as multipart with its own id and type 2', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: { idArquivo: ID, url: '/x' } }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await uploadArquivo(ID, new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { url, init } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/arquivos');
    const form = init.body as FormData;
    expect(form.get('idArquivo')).toBe(ID);
    expect(form.get('idTipoArquivo')).toBe('2');
    expect(form.get('arquivo')).toBeInstanceOf(Blob);
  });

  it("says 'Erro ao processar resposta do servidor.' for an upload answered with a page that is not JSON", async () => {
    for (const body of ['garbage', '<html>Portal</html>']) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 201 })));
      await expect(uploadArquivo(ID, new Blob(['jpeg'], { type: 'image/jpeg' }))).rejects.toMatchObject({
        message: 'Erro ao processar resposta do servidor.',
      });
    }
  });
});
