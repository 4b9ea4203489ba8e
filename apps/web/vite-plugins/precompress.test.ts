import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Runs the plugin's last step on a build folder as Vite would after writing it. */
async function run(root: string, env: Record<string, string> = {}) {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root, build: { outDir: 'dist' }, env } as unknown as ResolvedConfig);
  const close = plugin.closeBundle as { handler(): Promise<void> };
  await close.handler();
}

describe('precompress', () => {
  const roots: string[] = [];
  const build = (files: Record<string, string | Buffer>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sara-precompress-'));
    roots.push(root);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, 'dist', name)), { recursive: true });
      fs.writeFileSync(path.join(root, 'dist', name), content);
    }
    return { root, file: (name: string) => path.join(root, 'dist', name) };
  };
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of each text file of 1 KiB or more, holding the same bytes', async () => {
    const js = 'export const sara = "amostra";\n'.repeat(100);
    const { root, file } = build({
      'assets/app-1.js': js,
      'index.html': `<!doctype html>${' '.repeat(2000)}`,
      'sw.js': 'x',
    });
    await run(root);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('assets/app-1.js.br'))).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(file('assets/app-1.js.gz'))).toString()).toBe(js);
    expect(fs.statSync(file('assets/app-1.js.br')).size).toBeLessThan(js.length / 10);
    expect(fs.existsSync(file('index.html.br'))).toBe(true);
    // a file too small to gain is left as it is
    expect(fs.existsSync(file('sw.js.br'))).toBe(false);
  });

  it('leaves images alone and does nothing for the Android app, which reads its files from the device', async () => {
    const png = Buffer.alloc(4096, 1);
    const { root, file } = build({ 'icons/icon.png': png, 'assets/app-1.js': 'a'.repeat(4096) });
    await run(root, { VITE_API_URL: 'https://sara.example.com' });
    expect(fs.existsSync(file('assets/app-1.js.br'))).toBe(false);
    await run(root);
    expect(fs.existsSync(file('assets/app-1.js.br'))).toBe(true);
    expect(fs.existsSync(file('icons/icon.png.br'))).toBe(false);
  });
});
