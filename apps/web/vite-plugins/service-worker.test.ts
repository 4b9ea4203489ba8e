import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shellServiceWorker } from './service-worker';

/** The worker the build emits for these built files. */
function buildWorker(files: string[]): string {
  const plugin = shellServiceWorker() as unknown as {
    configResolved: (config: { publicDir: string }) => void;
    generateBundle: (this: { emitFile: (file: { source: string }) => void }, options: unknown, bundle: object) => void;
  };
  plugin.configResolved({ publicDir: '' });
  let source = '';
  plugin.generateBundle.call(
    { emitFile: (file) => (source = file.source) },
    {},
    Object.fromEntries(files.map((f) => [f, {}])),
  );
  return source;
}

type Answer = Response | Promise<Response>;

/** The browser's Cache Storage as the worker uses it: caches in creation order, each a map of paths. */
function cacheStorage(initial: [string, Record<string, string>][]) {
  const stores = new Map(initial.map(([name, files]) => [name, new Map(Object.entries(files))]));
  const path = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, 'http://sara.test').pathname;
  const answer = (body: string | undefined) => (body === undefined ? undefined : new Response(body));
  return {
    stores,
    api: {
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new Map());
        const store = stores.get(name)!;
        return {
          match: async (request: string | { url: string }) => answer(store.get(path(request))),
          addAll: async (urls: string[]) => urls.forEach((u) => store.set(u, `fresh ${u}`)),
        };
      },
      match: async (request: string | { url: string }) => {
        for (const store of stores.values()) if (store.has(path(request))) return answer(store.get(path(request)));
        return undefined;
      },
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

/** Runs the worker with the given network and caches; returns what its events answer. */
function startWorker(options: { network: (url: string) => Answer; caches: ReturnType<typeof cacheStorage> }) {
  const source = buildWorker(['assets/index-NEW.js', 'assets/history-NEW.js']);
  const listeners: Record<string, (event: unknown) => void> = {};
  const timers: (() => void)[] = [];
  const self = {
    location: { origin: 'http://sara.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  vm.runInNewContext(source, {
    self,
    caches: options.caches.api,
    fetch: async (request: { url: string }) => options.network(request.url),
    setTimeout: (run: () => void) => timers.push(run),
    URL,
    Promise,
    Response,
  });
  const cacheName = /sara-shell-[0-9a-f]{10}/.exec(source)![0];
  return {
    cacheName,
    /** Lets the time a page load waits for the network run out. */
    waitRunsOut: () => timers.splice(0).forEach((run) => run()),
    dispatch: (type: string) =>
      new Promise<void>((resolve) =>
        listeners[type]!({ waitUntil: (p: Promise<unknown>) => void p.then(() => resolve()) }),
      ),
    /** Whether the worker answers a request itself (else the browser goes to the network). */
    handles: (url: string) => {
      let handled = false;
      listeners.fetch!({
        request: { url: `http://sara.test${url}`, method: 'GET', mode: 'cors' },
        respondWith: (answer: Promise<Response>) => {
          handled = true;
          answer.catch(() => undefined);
        },
      });
      return handled;
    },
    fetch: (url: string, mode = 'no-cors') =>
      new Promise<Response>((resolve, reject) =>
        listeners.fetch!({
          request: { url: `http://sara.test${url}`, method: 'GET', mode },
          respondWith: (p: Promise<Response>) => void p.then(resolve, reject),
        }),
      ),
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the app shell worker', () => {
  it("keeps the previous release's files one release more, and drops older ones", async () => {
    const storage = cacheStorage([
      ['sara-shell-oldest', {}],
      ['sara-shell-previous', {}],
      ['other-cache', {}],
    ]);
    const worker = startWorker({ network: offline, caches: storage });
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...storage.stores.keys()]).toEqual(['sara-shell-previous', 'other-cache', worker.cacheName]);
  });

  it("serves a file of the release a tab still runs, and this release's own files before the previous one's", async () => {
    const storage = cacheStorage([
      ['sara-shell-previous', { '/assets/history-OLD.js': 'old history', '/manifest.webmanifest': 'old manifest' }],
    ]);
    const worker = startWorker({ network: () => new Response('from the network'), caches: storage });
    await worker.dispatch('install');
    storage.stores.get(worker.cacheName)!.set('/manifest.webmanifest', 'new manifest');
    expect(await (await worker.fetch('/assets/history-OLD.js')).text()).toBe('old history');
    expect(await (await worker.fetch('/manifest.webmanifest')).text()).toBe('new manifest');
    expect(await (await worker.fetch('/assets/unknown.js')).text()).toBe('from the network');
  });

  it('opens a page from the network when it answers', async () => {
    const storage = cacheStorage([]);
    const worker = startWorker({ network: () => new Response('new release page'), caches: storage });
    await worker.dispatch('install');
    expect(await (await worker.fetch('/app/main', 'navigate')).text()).toBe('new release page');
  });

  it("opens the saved shell of this release when offline or when a server on the way answers 5xx, never the previous one's", async () => {
    const storage = cacheStorage([['sara-shell-previous', { '/index.html': 'previous shell' }]]);
    const down = startWorker({ network: offline, caches: storage });
    await down.dispatch('install');
    expect(await (await down.fetch('/app/main', 'navigate')).text()).toBe('fresh /index.html');

    const proxy = startWorker({ network: () => new Response('502 Bad Gateway', { status: 502 }), caches: storage });
    expect(await (await proxy.fetch('/app/coleta/historico', 'navigate')).text()).toBe('fresh /index.html');
  });

  it('opens the saved shell when the network connects and does not answer', async () => {
    const storage = cacheStorage([]);
    const worker = startWorker({ network: () => new Promise<Response>(() => undefined), caches: storage });
    await worker.dispatch('install');
    const opened = worker.fetch('/app/main', 'navigate');
    await new Promise((resolve) => setTimeout(resolve, 0));
    worker.waitRunsOut();
    expect(await (await opened).text()).toBe('fresh /index.html');
  });

  it('leaves a page load to the network when nothing is saved yet, and the API always', async () => {
    const worker = startWorker({ network: offline, caches: cacheStorage([]) });
    await expect(worker.fetch('/app/main', 'navigate')).rejects.toThrow('Failed to fetch');
    expect(worker.handles('/api/v1/laboratorios')).toBe(false);
    expect(worker.handles('/sca/api/v1/i18n')).toBe(false);
    expect(worker.handles('/assets/index-NEW.js')).toBe(true);
  });
});
