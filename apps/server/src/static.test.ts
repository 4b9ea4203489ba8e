import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('serves build files, also those written after start, with a long cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const later = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
  });

  it('answers a missing file or API path with 404, never the app page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/old-build.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});
