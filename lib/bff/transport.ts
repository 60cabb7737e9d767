import http from 'node:http';
import https from 'node:https';

/** Sockets to the upstream kept open between calls, per protocol; a bound, like every pool. */
const sockets_max = 256;
/**
 * An idle socket is closed after this, before a server with Node's default keep-alive (5 s)
 * closes it under a request. A request that still meets a socket the server just closed is
 * sent once more on a fresh one when it is a GET (see `attempt`).
 */
const idleSocket_ms = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: sockets_max, timeout: idleSocket_ms }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: sockets_max, timeout: idleSocket_ms }),
};
/** Largest upstream answer read; a game list page is about 15 KB. */
export const upstreamAnswer_bytes_max = 8 * 1024 * 1024;
const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the BFF and the SSR data layer call the upstream with (lib/wps/client.ts takes it
 * as fetchImpl): one request on a kept-alive node:http socket, answered as a Response. The
 * global fetch costs several times more per call in the web server (Next's wrapper, undici's
 * request and stream machinery) for a request on loopback that needs none of it. It keeps what
 * client.ts relies on: method, headers, a string body, the abort signal (a timeout rejects with
 * the signal's TimeoutError), no redirects followed, every Set-Cookie kept.
 */
export function upstreamFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new TypeError(`unsupported upstream protocol ${url.protocol}`));
  const body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : null;
  if (body === null) return Promise.reject(new TypeError('upstreamFetch sends string bodies only'));
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => (headers[k] = v));
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return attempt(url, method, headers, body, agent, signal, method === 'GET');
}

function attempt(
  url: URL, method: string, headers: Record<string, string>, body: string | undefined, agent: http.Agent, signal: AbortSignal | undefined, retry: boolean,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    let answered = false;
    const req = transport.request(url, { method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > upstreamAnswer_bytes_max) req.destroy(new Error('upstream answer too large'));
        else chunks.push(c);
      });
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        const status = res.statusCode ?? 502;
        try {
          const out = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) out.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          resolve(new Response(nullBodyStatuses.has(status) ? null : Buffer.concat(chunks), { status, headers: out }));
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', fail);
    });
    function fail(e: unknown) {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(signal.reason);
      // A kept-alive socket the server closed as this request went out: nothing was answered.
      if (retry && !answered && req.reusedSocket && (e as NodeJS.ErrnoException).code === 'ECONNRESET') {
        return resolve(attempt(url, method, headers, body, agent, signal, false));
      }
      reject(e);
    }
    function onAbort() {
      req.destroy(signal!.reason as Error);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', fail);
    req.end(body);
  });
}
