import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('../service-worker/sw.js', import.meta.url);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Emits `sw.js` at build time: the worker of `service-worker/sw.js` with the app shell to precache
 * (every built file and every public file) and a cache name derived from those file names (they
 * carry content hashes), so a release replaces the previous cache. Only built; development runs
 * without a worker.
 */
export function shellServiceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'sara:shell-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const files = [...new Set(['index.html', ...built, ...(publicDir ? listFiles(publicDir) : [])])].sort();
      const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 10);
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace('self.__SHELL_FILES__', JSON.stringify(['/', ...files.map((file) => `/${file}`)]))
        .replace('__CACHE_NAME__', `sara-shell-${buildId}`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
