/** The service worker's address (root scope: it serves every page) and the page it shows offline. */
export const serviceWorkerPath = '/sw.js';
export const offlinePath = '/offline';

/** SPEC §9 service-worker thresholds: registered 200 ms after the page has loaded, checked for an update every 60 s. */
export const swRegisterDelay_ms = 200;
export const swUpdateInterval_ms = 60_000;

/** At most this many static files are kept; the oldest go first. */
export const staticCacheCap = 200;

export type SwStrategy = 'offline-fallback' | 'static' | 'network';

/**
 * What the service worker does with a request. Only two things are ever taken from its cache:
 * static files (the build's hashed assets under /_next/static) and the offline page, shown when a page
 * cannot be fetched. Pages themselves, /wps and /lgw answers, games and everything else go to the
 * network untouched and are never stored: they hold a member's balance, messages and session.
 * Kept free of outside names: the worker's script embeds this function's source.
 */
export function swStrategy(url: string, method: string, mode: string, origin: string): SwStrategy {
  if (method !== 'GET') return 'network';
  const u = new URL(url);
  if (u.origin !== origin) return 'network';
  if (mode === 'navigate') return 'offline-fallback';
  // Only the build's hashed files: an icon or the manifest follows the merchant's brand, which
  // may change between two builds, so they are fetched like any other address.
  if (u.search === '' && /^\/_next\/static\//.test(u.pathname)) return 'static';
  return 'network';
}

/**
 * The service worker (served as /sw.js with the build's id as its version, so a new build
 * replaces the old worker and its caches). Install stores the offline page and its stylesheets;
 * fetch follows swStrategy: a page from the network, the offline page when that fails; a static
 * file from the cache, else fetched and kept (at most staticCacheCap).
 */
export function serviceWorkerScript(version: string): string {
  const v = JSON.stringify(version.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 64) || 'dev');
  return `'use strict';
const VERSION = ${v};
const OFFLINE_CACHE = 'offline-' + VERSION;
const STATIC_CACHE = 'static-' + VERSION;
const OFFLINE_PATH = ${JSON.stringify(offlinePath)};
const STATIC_CAP = ${staticCacheCap};
const swStrategy = ${String(swStrategy)};

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(OFFLINE_CACHE);
    const res = await fetch(OFFLINE_PATH, { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) throw new Error('offline page ' + res.status);
    const html = await res.clone().text();
    await cache.put(OFFLINE_PATH, res);
    const styles = [...new Set(html.match(/\\/_next\\/static\\/[^"'?#\\s]+\\.css/g) || [])];
    const store = await caches.open(STATIC_CACHE);
    await Promise.all(styles.map((s) => store.add(s).catch(() => undefined)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== OFFLINE_CACHE && key !== STATIC_CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

async function fromNetworkOrOffline(request) {
  try {
    return await fetch(request);
  } catch (e) {
    const page = await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE });
    if (page) return page;
    throw e;
  }
}

async function staticFile(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') {
    await cache.put(request, res.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - STATIC_CAP))) await cache.delete(old);
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const r = event.request;
  const how = swStrategy(r.url, r.method, r.mode, self.location.origin);
  if (how === 'offline-fallback') event.respondWith(fromNetworkOrOffline(r));
  else if (how === 'static') event.respondWith(staticFile(r));
});
`;
}
