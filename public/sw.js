/*
 * Service worker of the museum site (docs/requirements.md §7: registered at /sw.js). It caches static assets only:
 * build output under /_next/static (content-hashed, never changes) and images under /media.
 * Pages, API answers and everything else always go to the network, so visitors never see stale
 * programme data or another visitor's state.
 */
const CACHE = 'museum-static-v1';
const MAX_MEDIA_ENTRIES = 200;

const isStatic = (url) =>
  url.origin === self.location.origin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/media/'));

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  const media = keys.filter((request) => new URL(request.url).pathname.startsWith('/media/'));
  await Promise.all(media.slice(0, Math.max(0, media.length - MAX_MEDIA_ENTRIES)).map((request) => cache.delete(request)));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only complete, successful same-origin answers are kept (no 206 ranges, no errors).
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
    trim(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isStatic(url)) return;
  event.respondWith(cacheFirst(request));
});
