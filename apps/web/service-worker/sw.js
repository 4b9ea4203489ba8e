/* global self, caches */
// The app shell worker. The build (vite-plugins/service-worker.ts) fills in the cache name and the
// shell files. Data never goes through here: the app keeps its own copies in IndexedDB.
const CACHE = '__CACHE_NAME__';
const SHELL = self.__SHELL_FILES__;
const CACHE_PREFIX = 'sara-shell-';
const INDEX = '/index.html';
const API = /^\/(api|sca\/api|public\/v\d|broker)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// The previous release's files stay one release more: a tab still running it (a phone left open for
// days) can open its screens not yet loaded; older ones go (the keys are in creation order).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => {
        const older = keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE);
        return Promise.all(older.slice(0, -1).map((k) => caches.delete(k)));
      })
      .then(() => self.clients.claim()),
  );
});

/**
 * A page load: the network first, so a new release is picked up at once. The saved shell when the
 * network fails, when a server or proxy on the way answers 5xx, or when it has not answered within
 * NAVIGATION_WAIT_MS (a field signal that connects and never answers): the app then opens from the
 * device and works offline.
 */
const NAVIGATION_WAIT_MS = 5000;
async function pageLoad(request) {
  const saved = await (await caches.open(CACHE)).match(INDEX);
  if (!saved) return fetch(request);
  const network = fetch(request)
    .then((answer) => (answer.status >= 500 ? saved : answer))
    .catch(() => saved);
  const waited = new Promise((resolve) => setTimeout(() => resolve(saved), NAVIGATION_WAIT_MS));
  return Promise.race([network, waited]);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageLoad(request));
    return;
  }
  event.respondWith(savedFile(request));
});

/** A file of this release's shell, else of the previous one's (its hashed files), else the network. */
async function savedFile(request) {
  const current = await (await caches.open(CACHE)).match(request);
  return current ?? (await caches.match(request)) ?? fetch(request);
}
