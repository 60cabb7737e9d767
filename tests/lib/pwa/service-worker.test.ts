import { offlinePath, serviceWorkerScript, staticCacheCap, swStrategy } from '@/lib/pwa/service-worker';

const origin = 'https://lucky.example';

describe('what the service worker caches', () => {
  it('keeps the build\'s hashed files, shows the offline page for pages, and passes everything else through', () => {
    expect(swStrategy(`${origin}/_next/static/chunks/app-1a2b.js`, 'GET', 'no-cors', origin)).toBe('static');
    // The icon and the manifest follow the brand, which may change without a new build.
    expect(swStrategy(`${origin}/app-icon/192`, 'GET', 'no-cors', origin)).toBe('network');
    expect(swStrategy(`${origin}/manifest.webmanifest`, 'GET', 'cors', origin)).toBe('network');
    expect(swStrategy(`${origin}/m/home`, 'GET', 'navigate', origin)).toBe('offline-fallback');
    // Never an API answer, a game, a page fetched by the router (RSC) or another origin.
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/lgw/orders', '/games/house/slot', '/m/home?_rsc=1', '/m/webEmail']) {
      expect(swStrategy(`${origin}${url}`, 'GET', 'cors', origin)).toBe('network');
    }
    expect(swStrategy(`${origin}/wps/session/login`, 'POST', 'cors', origin)).toBe('network');
    expect(swStrategy('https://cdn.example/_next/static/x.js', 'GET', 'cors', origin)).toBe('network');
    expect(swStrategy(`${origin}/_next/static/x.js?dpl=1`, 'GET', 'cors', origin)).toBe('network');
  });
});

/** A service worker global with Cache Storage in memory and a network that is on or off. */
function workerHarness(pages: Record<string, string>) {
  const listeners: Record<string, (e: unknown) => void> = {};
  const stores = new Map<string, Map<string, Response>>();
  const net = { online: true, fetched: [] as string[] };
  const key = (r: string | Request) => new URL(typeof r === 'string' ? r : r.url, origin).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    return {
      put: async (r: string | Request, res: Response) => { m.set(key(r), res); },
      match: async (r: string | Request) => m.get(key(r))?.clone(),
      keys: async () => [...m.keys()].map((u) => new Request(u)),
      delete: async (r: Request) => m.delete(key(r)),
      add: async (r: string) => { m.set(key(r), await fakeFetch(r)); },
    };
  };
  const fakeFetch = async (r: string | Request) => {
    const url = key(r);
    net.fetched.push(url);
    if (!net.online) throw new TypeError('Failed to fetch');
    const body = pages[new URL(url).pathname];
    // A same-origin answer, as a browser types it.
    return Object.defineProperty(body === undefined ? new Response('no', { status: 404 }) : new Response(body, { status: 200 }), 'type', { value: 'basic' });
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (n: string) => stores.delete(n),
    match: async (r: string, o: { cacheName: string }) => (await open(o.cacheName)).match(r),
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, fn: (e: unknown) => void) => { listeners[type] = fn; },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', serviceWorkerScript('build-1'))(self, caches, fakeFetch);
  const dispatch = async (type: string, request?: Request) => {
    let waited: Promise<unknown> | undefined;
    let answer: Promise<Response> | undefined;
    listeners[type]!({ request, waitUntil: (p: Promise<unknown>) => { waited = p; }, respondWith: (p: Promise<Response>) => { answer = p; } });
    await waited;
    return answer;
  };
  return { net, stores, dispatch };
}

const navigation = (path: string) => Object.defineProperty(new Request(`${origin}${path}`), 'mode', { value: 'navigate' });

describe('the served service worker', () => {
  const pages = {
    [offlinePath]: '<html><link rel="stylesheet" href="/_next/static/css/app-9f.css"><h1>You are offline</h1></html>',
    '/_next/static/css/app-9f.css': 'body{}',
    '/m/home': '<h1>Home</h1>',
    '/wps/member/info': '{"value":{"nickname":"me"}}',
  };

  it('stores the offline page and its stylesheet when it installs', async () => {
    const w = workerHarness(pages);
    await w.dispatch('install');
    expect([...w.stores.keys()]).toEqual(['offline-build-1', 'static-build-1']);
    expect([...w.stores.get('static-build-1')!.keys()]).toEqual([`${origin}/_next/static/css/app-9f.css`]);
  });

  it('shows a page from the network while online and the offline page when the network is gone', async () => {
    const w = workerHarness(pages);
    await w.dispatch('install');
    expect(await (await w.dispatch('fetch', navigation('/m/home')))!.text()).toBe('<h1>Home</h1>');
    w.net.online = false;
    expect(await (await w.dispatch('fetch', navigation('/m/home')))!.text()).toContain('You are offline');
  });

  it('never answers or stores a member\'s API answer, and never stores a page', async () => {
    const w = workerHarness(pages);
    await w.dispatch('install');
    expect(await w.dispatch('fetch', new Request(`${origin}/wps/member/info`))).toBeUndefined();
    await w.dispatch('fetch', navigation('/m/home'));
    const stored = [...w.stores.values()].flatMap((m) => [...m.keys()]);
    expect(stored.some((u) => u.includes('/wps/') || u.endsWith('/m/home'))).toBe(false);
  });

  it('serves a static file from its cache once fetched, offline too, and keeps at most the cap', async () => {
    const many: Record<string, string> = { ...pages };
    for (let i = 0; i <= staticCacheCap; i++) many[`/_next/static/chunks/c${i}.js`] = `chunk ${i}`;
    const w = workerHarness(many);
    await w.dispatch('install');
    for (let i = 0; i <= staticCacheCap; i++) await w.dispatch('fetch', new Request(`${origin}/_next/static/chunks/c${i}.js`));
    expect(w.stores.get('static-build-1')!.size).toBe(staticCacheCap);
    w.net.online = false;
    expect(await (await w.dispatch('fetch', new Request(`${origin}/_next/static/chunks/c${staticCacheCap}.js`)))!.text()).toBe(`chunk ${staticCacheCap}`);
  });

  it('drops the caches of an older build when the new worker activates', async () => {
    const w = workerHarness(pages);
    w.stores.set('static-build-0', new Map());
    await w.dispatch('install');
    await w.dispatch('activate');
    expect([...w.stores.keys()].sort()).toEqual(['offline-build-1', 'static-build-1']);
  });
});
