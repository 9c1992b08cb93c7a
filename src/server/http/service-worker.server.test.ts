import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerScript, shellCacheName } from './service-worker.server';

type Listener = (event: Record<string, unknown>) => void;

/**
 * The worker's script run in a stand-in for a browser's service worker scope: Cache Storage in
 * memory (kept across workers, as the browser keeps it), a network that answers or is offline.
 */
function browserWith(storage: Map<string, Map<string, string>>) {
  let online = true;
  const network = async (address: string) => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(`network ${new URL(address, 'https://toko.example').pathname}${new URL(address, 'https://toko.example').search}`);
  };
  const cacheOf = (name: string) => {
    let entries = storage.get(name);
    if (!entries) storage.set(name, (entries = new Map()));
    const store = entries;
    return {
      addAll: async (paths: string[]) => {
        for (const path of paths) store.set(path, await (await network(path)).text());
      },
      match: async (path: string) => (store.has(path) ? new Response(store.get(path)) : undefined),
    };
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...storage.keys()],
    delete: async (name: string) => storage.delete(name),
  };

  function run(script: string) {
    const listeners = new Map<string, Listener>();
    const self = {
      location: new URL('https://toko.example/sw-5013.js'),
      navigator: { language: 'id-ID' },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
    };
    vm.runInNewContext(script, { self, caches, fetch: (request: { url: string } | string) => network(typeof request === 'string' ? request : request.url), URL, Response, Promise });
    const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
      let waited: Promise<unknown> = Promise.resolve();
      let answer: Promise<Response> | undefined;
      listeners.get(type)!({ ...fields, waitUntil: (work: Promise<unknown>) => { waited = work; }, respondWith: (work: Promise<Response>) => { answer = work; } });
      await waited;
      return answer;
    };
    return {
      install: () => dispatch('install'),
      activate: () => dispatch('activate'),
      navigate: async (address: string) => (await dispatch('fetch', { request: { method: 'GET', mode: 'navigate', url: `https://toko.example${address}` } }))!.text(),
    };
  }
  return { run, setOnline: (value: boolean) => { online = value; } };
}

describe('the service worker’s shell cache', () => {
  it('is named after the client build, so each build’s worker gets its own', () => {
    const first = serviceWorkerScript({ build: 5013, version: 'buildA', shell: ['/assets/entry-a.js'] });
    const second = serviceWorkerScript({ build: 5013, version: 'buildB', shell: ['/assets/entry-b.js'] });
    expect(first).toContain(JSON.stringify(shellCacheName(5013, 'buildA')));
    expect(second).toContain(JSON.stringify(shellCacheName(5013, 'buildB')));
    expect(shellCacheName(5013, 'buildA')).not.toBe(shellCacheName(5013, 'buildB'));
  });

  it('drops the earlier builds’ files when a new build’s worker takes over, and still shows the offline page', async () => {
    const storage = new Map<string, Map<string, string>>();
    // A cache left by a worker of an earlier scheme, and one of an unrelated feature.
    storage.set('etalase-shell-5013', new Map([['/assets/entry-old.js', 'old']]));
    storage.set('someone-elses-cache', new Map());
    const browser = browserWith(storage);

    const first = browser.run(serviceWorkerScript({ build: 5013, version: 'buildA', shell: ['/assets/entry-a.js', '/assets/style-a.css'] }));
    await first.install();
    await first.activate();
    expect([...storage.keys()].sort()).toEqual([shellCacheName(5013, 'buildA'), 'someone-elses-cache']);

    const second = browser.run(serviceWorkerScript({ build: 5013, version: 'buildB', shell: ['/assets/entry-b.js'] }));
    await second.install();
    await second.activate();
    expect([...storage.keys()].sort()).toEqual([shellCacheName(5013, 'buildB'), 'someone-elses-cache']);
    expect([...storage.get(shellCacheName(5013, 'buildB'))!.keys()]).toEqual(['/assets/entry-b.js', '/_/offline?lang=id', '/_/offline?lang=en']);

    browser.setOnline(false);
    expect(await second.navigate('/product/category/')).toBe('network /_/offline?lang=id');
    expect(await second.navigate('/product/category/?lang=en')).toBe('network /_/offline?lang=en');
  });
});
