/* global self, caches, Response */
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

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // network first, so a new release is picked up at once; the cached shell when offline
    event.respondWith(fetch(request).catch(() => caches.match(INDEX).then((cached) => cached ?? Response.error())));
    return;
  }
  event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});
