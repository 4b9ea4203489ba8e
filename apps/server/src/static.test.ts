import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

/** The server serves the built web app at / with history fallback (one backend is enough). */
describe('web app serving', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sara-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SARA</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp('pglite', { seedDemo: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with the app page, not cached', async () => {
    for (const url of ['/', '/public/login', '/app/main/load-init/3', '/app/coleta/coletada/add?idEmpresa=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>SARA</title>');
    }
  });

  it('runs only its own scripts in the page, and no answer can be framed or sniffed', async () => {
    for (const url of ['/', '/public/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      const csp = String(page.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
    }
    for (const url of ['/', '/assets/app-1.js', '/health', '/api/v1/nada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
      });
    }
  });

  it("keeps API answers, a user's data, out of every cache on the way", async () => {
    const answers = {
      login: await t.app.inject({ method: 'POST', url: '/sca/api/v1/auth/login', payload: {} }),
      catalogue: await t.app.inject({ method: 'GET', url: '/sca/api/v1/i18n?lang=pt-BR' }),
      refused: await t.app.inject({ method: 'GET', url: '/api/v1/laboratorios' }),
      unknown: await t.app.inject({ method: 'GET', url: '/api/v1/nada' }),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBeUndefined();
  });

  it('serves build files, also those written after start, with a long cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const later = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
  });

  it("sends the build's compressed copy the browser accepts, the page with its policy too", async () => {
    const js = 'console.log("sara");\n'.repeat(200);
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.gz'), zlib.gzipSync(js));
    const page = '<!doctype html><title>SARA</title>';
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
    try {
      const br = await t.app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await t.app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip' } });

      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
      const plain = await t.app.inject({ url: '/assets/big-1.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      // the page, by its path and as any client route's fallback, keeps its security policy compressed
      for (const url of ['/', '/app/coleta/historico']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self'");
        expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
      }
    } finally {
      for (const f of ['assets/big-1.js', 'assets/big-1.js.br', 'assets/big-1.js.gz', 'index.html.br'])
        fs.rmSync(path.join(dist, f));
    }
  });

  it('compresses API answers of 1 KiB and more as the client accepts, small ones not', async () => {
    const url = '/api/v1/municipios';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(body)).toEqual(plain.json());
    // the states and municipalities, read at a phone's first start: 724 KiB, 145 KiB compressed
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers a missing file or API path with 404, never the app page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/old-build.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});
