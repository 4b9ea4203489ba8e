import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, authHeader, createTestApp, loginAs, type TestApp } from '../../../test/helper.ts';
import { MAX_FILE_BYTES } from './service.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  crypto.randomBytes(24),
]);

/** A multipart/form-data body: text fields, then the file under 'arquivo'. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----sara${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(BACKENDS)('files (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { seedDemo: false });
    // any SARA session may upload: use a user without sample features
    const { createUser } = await import('../../../test/helper.ts');
    await createUser(t.handle.db, { username: 'leitor', features: ['listagem'] });
    token = (await loginAs(t.app, 'leitor')).token;
  });
  afterAll(() => t.close());

  const upload = (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    auth = true,
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/arquivos',
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? authHeader(token) : {}) },
    });
  };
  const download = (id: string, auth = true) =>
    t.app.inject({ method: 'GET', url: `/api/v1/arquivos/${id}`, headers: auth ? authHeader(token) : {} });

  it('stores a photo under a generated id and gives it back as .jpg', async () => {
    const res = await upload({ idTipoArquivo: '2' }, { name: 'blob', type: 'image/jpeg', bytes: JPEG });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      idArquivo: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nome: 'blob.jpg',
      idTipoArquivo: 2,
      url: `/api/v1/arquivos/${data.idArquivo}`,
      tamanho: JPEG.length,
    });
    const got = await download(data.idArquivo);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['content-disposition']).toContain('filename="blob.jpg"');
    // a file never changes under its id: the browser of the user who read it keeps it, no shared cache does
    expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(got.rawPayload.equals(JPEG)).toBe(true);
    const row = await t.handle.db
      .selectFrom('sara.arquivo')
      .select('sha256')
      .where('idArquivo', '=', data.idArquivo)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(crypto.createHash('sha256').update(JPEG).digest('hex'));
  });

  it('stores a PDF, PNG and WebP with the type read from the bytes', async () => {
    const idArquivo = crypto.randomUUID();
    const pdf = await upload(
      { idArquivo, idTipoArquivo: '1' },
      { name: 'C:\\laudos\\Laudo Nº 1.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data).toMatchObject({ idArquivo, nome: 'Laudo Nº 1.pdf', idTipoArquivo: 1 });
    const got = await download(idArquivo);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Laudo Nº 1.pdf')}`);
    const png = await upload({ idTipoArquivo: '2' }, { name: 'foto.jpg', type: 'image/jpeg', bytes: PNG });
    expect(png.json().data.nome).toBe('foto.png');
    // a long name is cut by characters, never inside an emoji (a lone half would read back as '�')
    const long = await upload(
      { idTipoArquivo: '2' },
      { name: `${'a'.repeat(199)}📷b.jpg`, type: 'image/jpeg', bytes: PNG },
    );
    expect(long.json().data.nome).toBe(`${'a'.repeat(199)}📷.png`);
    // a name in bytes that are not UTF-8 keeps its readable characters, not replacement marks
    const latin1 = multipart({ idTipoArquivo: '2' }, { name: 'PLACEHOLDER', type: 'image/jpeg', bytes: PNG });
    const payload = Buffer.from(
      latin1.payload.toString('latin1').replace('PLACEHOLDER', Buffer.from('São.jpg', 'latin1').toString('latin1')),
      'latin1',
    );
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/v1/arquivos',
      payload,
      headers: { ...latin1.headers, ...authHeader(token) },
    });
    expect(odd.json().data.nome).toBe('So.png');
    expect((await download(png.json().data.idArquivo)).headers['content-type']).toBe('image/png');
    const webp = await upload({ idTipoArquivo: '2' }, { name: 'x.webp', type: 'image/webp', bytes: WEBP });
    expect(webp.statusCode).toBe(201);
  });

  it('refuses content that does not match the declared type, whatever the name says', async () => {
    const spoofed = await upload({ idTipoArquivo: '2' }, { name: 'foto.jpg', type: 'image/jpeg', bytes: PDF });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().error.code).toBe('FILE_TYPE_MISMATCH');
    expect(spoofed.json().error.message).toBe('O conteúdo do arquivo não é do tipo esperado (JPEG, PNG, WebP).');
    const notPdf = await upload({ idTipoArquivo: '1' }, { name: 'laudo.pdf', type: 'application/pdf', bytes: JPEG });
    expect(notPdf.statusCode).toBe(400);
    const text = await upload(
      { idTipoArquivo: '2' },
      { name: 'a.png', type: 'image/png', bytes: Buffer.from('hello') },
    );
    expect(text.statusCode).toBe(400);
  });

  it('validates the fields and needs a file', async () => {
    const badType = await upload({ idTipoArquivo: '3' }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.details.errors[0].path).toBe('idTipoArquivo');
    const badId = await upload(
      { idArquivo: 'x', idTipoArquivo: '2' },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
    );
    expect(badId.json().error.details.errors[0].path).toBe('idArquivo');
    // a type in digits only ('0x2' and '2.0' would be read as 2 by JavaScript)
    for (const odd of ['0x2', '2.0', ' 2'])
      expect(
        (await upload({ idTipoArquivo: odd }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG })).statusCode,
        odd,
      ).toBe(400);
    const noFile = await upload({ idTipoArquivo: '2' });
    expect(noFile.json().error.code).toBe('FILE_MISSING');
    // no type: required, as a form says it
    const noType = await upload({}, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
    expect(noType.json().error.details.errors).toEqual([{ path: 'idTipoArquivo', message: 'Campo obrigatório' }]);
    // two files in one upload: one at a time, not a JSON error
    const one = multipart({ idTipoArquivo: '2' }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      JPEG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/arquivos',
      payload: twoFiles,
      headers: { ...one.headers, ...authHeader(token) },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toMatchObject({ code: 'FILE_ONE_AT_A_TIME', message: 'Envie um arquivo por vez.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/arquivos',
      payload: {},
      headers: authHeader(token),
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers a broken multipart body with 400, not a server error: cut short, no boundary, another boundary', async () => {
    const one = multipart({ idTipoArquivo: '2' }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
    const send = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/arquivos',
        payload,
        headers: { ...one.headers, 'content-type': contentType, ...authHeader(token) },
      });
    const contentType = one.headers['content-type'];
    for (const res of [
      await send(one.payload.subarray(0, one.payload.length - 40), contentType),
      await send(one.payload, 'multipart/form-data'),
      await send(one.payload, 'multipart/form-data; boundary=outra-fronteira'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('MULTIPART_MALFORMED');
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length + 1)]);
    const res = await upload({ idTipoArquivo: '1' }, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('10 MB') });
    const exact = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length)]);
    expect(
      (await upload({ idTipoArquivo: '1' }, { name: 'ok.pdf', type: 'application/pdf', bytes: exact })).statusCode,
    ).toBe(201);
  });

  it('answers a repeated upload of the same id and bytes as the first, and 409 for other bytes', async () => {
    const idArquivo = crypto.randomUUID();
    const file = { name: 'foto.jpg', type: 'image/jpeg', bytes: JPEG };
    const answers = await Promise.all([1, 2, 3].map(() => upload({ idArquivo, idTipoArquivo: '2' }, file)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const other = await upload(
      { idArquivo, idTipoArquivo: '2' },
      { ...file, bytes: Buffer.concat([JPEG, Buffer.from([0])]) },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('FILE_ID_CONFLICT');
    const rows = await t.handle.db
      .selectFrom('sara.arquivo')
      .select('idArquivo')
      .where('idArquivo', '=', idArquivo)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    const res = await download(crypto.randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('FILE_NOT_FOUND');
    expect((await download(crypto.randomUUID(), false)).statusCode).toBe(401);
    const anon = await upload({ idTipoArquivo: '2' }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG }, false);
    expect(anon.statusCode).toBe(401);
  });
});
