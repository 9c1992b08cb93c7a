import { OFFLINE_PAGE_PATH, SHELL_CACHE_PREFIX } from '../../domain/push/web-app';

/**
 * The service worker's source, written out with the build's own values. It is plain script
 * (no build step of its own): the app shell it caches is only known once the client is built.
 *
 * - install: caches the entry's script and style files and the offline page in both languages,
 *   in a cache named after the client build (`version`): the build number of the address stays
 *   5013 (spec §9) while the files it lists change with every build, and a cache that kept one
 *   name would keep every earlier build's files for ever;
 * - activate: removes the caches of every other build, this worker's own holding the offline page;
 * - fetch: the shell's own files from the cache; a page that fails to load with no network gets
 *   the offline page in the reader's language; nothing else is ever answered from or written to
 *   a cache (GraphQL answers, admin, account, checkout and order pages go straight to the network);
 * - push: shows the notification (spec §3: title, content, icon, color, actions, sound);
 *   notificationclick opens its route in an open window of the shop, or a new one.
 */
/** The shell cache of one client build, e.g. `etalase-shell-5013-Qm9vZ3h1c2V3`. */
export function shellCacheName(build: number, version: string): string {
  return `${SHELL_CACHE_PREFIX}${build}-${version}`;
}

export function serviceWorkerScript(input: { build: number; version: string; shell: string[] }): string {
  const config = {
    cache: shellCacheName(input.build, input.version),
    prefix: SHELL_CACHE_PREFIX,
    shell: input.shell,
    offline: { id: `${OFFLINE_PAGE_PATH}?lang=id`, en: `${OFFLINE_PAGE_PATH}?lang=en` },
  };
  return `'use strict';
const CONFIG = ${JSON.stringify(config)};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CONFIG.cache)
    .then((cache) => cache.addAll([...CONFIG.shell, CONFIG.offline.id, CONFIG.offline.en]))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CONFIG.prefix) && key !== CONFIG.cache).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

async function readerLanguage(url) {
  const asked = url.searchParams.get('lang');
  if (asked === 'id' || asked === 'en') return asked;
  try {
    const chosen = self.cookieStore ? await self.cookieStore.get('_lang') : null;
    if (chosen && (chosen.value === 'id' || chosen.value === 'en')) return chosen.value;
  } catch (error) { /* no cookie access: fall back to the browser's language */ }
  return (self.navigator.language || '').toLowerCase().startsWith('en') ? 'en' : 'id';
}

async function offlinePage(url) {
  const cache = await caches.open(CONFIG.cache);
  const page = await cache.match(CONFIG.offline[await readerLanguage(url)]);
  return page || Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return;
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
    return;
  }
  // Only the shell's own files are answered from the cache; every other request goes to the
  // network untouched, so no personal or changing answer is ever stored.
  if (CONFIG.shell.includes(url.pathname)) {
    event.respondWith(caches.open(CONFIG.cache).then((cache) => cache.match(url.pathname)).then((hit) => hit || fetch(request)));
  }
});

self.addEventListener('push', (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch (error) { message = { title: event.data ? event.data.text() : '' }; }
  const actions = Array.isArray(message.actions) ? message.actions : [];
  const options = {
    body: message.content || '',
    icon: message.icon || undefined,
    badge: message.icon || undefined,
    tag: message.id || undefined,
    silent: message.sound === false,
    data: { route: actions[0] ? actions[0].route : '/', target: actions[0] ? actions[0].routeTarget : '_self', actions },
    actions: actions.slice(0, 2).map((action, index) => ({ action: String(index), title: action.text })),
  };
  event.waitUntil(self.registration.showNotification(message.title || self.location.host, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const chosen = event.action !== '' && data.actions ? data.actions[Number(event.action)] : null;
  const route = (chosen && chosen.route) || data.route || '/';
  const target = (chosen && chosen.routeTarget) || data.target || '_self';
  // Only paths of this shop are opened: a message can never send the reader elsewhere.
  const address = new URL(route.startsWith('/') && !route.startsWith('//') ? route : '/', self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = target === '_self' ? windows.find((client) => new URL(client.url).origin === self.location.origin) : null;
    if (open) return open.navigate(address).then((client) => (client || open).focus());
    return self.clients.openWindow(address);
  }));
});
`;
}
