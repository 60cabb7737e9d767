import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { fail } from '@/lib/wps/envelope';
import { WpsError, errorCatalogue } from '@/lib/wps/errors';
import { jsonTooDeep } from '@/lib/wps/json-depth';
import { answerClientError } from '@/lib/net/client-error';
import { request_timeout_ms, requestBody_bytes_max, requestHead_bytes_max } from '@/lib/wps/limits';
import type { Deps } from './context';
import { limitNotFound, registerRateLimits } from './http/rate-limit';
import { registerWebsocket } from './http/websocket';
import { modules } from './modules';
import { houseRoutes, type HouseOptions } from './vendors/house/server';

const notFoundLimit = { limit: 120, window_ms: 60_000 };

/** A body refused before parsing: request.invalid, with the statusCode that scoped error handlers (the house vendor's) read. */
function tooDeep(): Error {
  return Object.assign(new WpsError('request.invalid'), { statusCode: 400 });
}

export interface BuildOptions {
  logger?: boolean;
  notFoundLimit?: { limit: number; window_ms: number };
  /** The time a client has to send a whole request (lib/wps/limits.ts); tests make it short. */
  request_timeout_ms?: number;
  /** How often Node looks for requests past their time. */
  timeoutCheck_ms?: number;
  /** The in-house vendor's options (tests: a wallet transport, table games and timers of their own). */
  house?: HouseOptions;
}

/**
 * Builds the platform service from its modules. main.ts listens; tests call app.inject.
 */
export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const timeout_ms = opts.request_timeout_ms ?? request_timeout_ms;
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.logLevel, redact: ['req.headers.authorization', 'req.headers.encryption'] } : false,
    bodyLimit: requestBody_bytes_max,
    // A client has this long to send its whole request (a body that stops half-way held the
    // connection for minutes); Node looks for late requests every second, so the limit holds within one.
    requestTimeout: timeout_ms,
    http: { maxHeaderSize: requestHead_bytes_max, headersTimeout: timeout_ms, connectionsCheckingInterval: opts.timeoutCheck_ms ?? 1_000 },
    // What Node refuses before a route (a head too large, a request too slow) is answered as our envelope, like the web server's.
    clientErrorHandler: (err, socket) => answerClientError(err, socket),
    // The client IP is decided by lib/net/client-ip against TRUSTED_PROXIES, not by Fastify.
    trustProxy: false,
    return503OnClosing: true,
    // One line per request is the load balancer's job; the platform logs what goes wrong.
    logController: new LogController({ disableRequestLogging: true }),
  });

  // Bodies stay raw text here: encrypted calls accept three body forms (one is not JSON),
  // and vendor callbacks are signed over the exact bytes. Each route parses what it expects.
  // Any body a route may read as JSON is first refused if it nests deeper than any call needs:
  // it would parse, then overflow the stack in whatever walks it next.
  const rawText = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) =>
    typeof body === 'string' && jsonTooDeep(body) ? done(tooDeep()) : done(null, body);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, rawText);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('*', { parseAs: 'string' }, rawText);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof WpsError) {
      return reply.code(err.status).send(fail(err.code, errorCatalogue[err.code].message, err.value));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send(fail('request.too.large', errorCatalogue['request.too.large'].message));
    if (status >= 400 && status < 500) return reply.code(400).send(fail('request.invalid', errorCatalogue['request.invalid'].message));
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail('unknown.error', errorCatalogue['unknown.error'].message));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(fail('not.found', errorCatalogue['not.found'].message)));

  // Rate limits count in deps.store (its Redis when there is one); modules name their rules.
  await registerRateLimits(app, deps.store);
  // Probing for paths costs the prober too: unknown paths are rate-limited per client IP.
  limitNotFound(app, { ...(opts.notFoundLimit ?? notFoundLimit), config: deps.config });

  // req.cookies for the few cookies the platform reads (captchaId binds a captcha to its browser).
  await app.register(cookie);

  // One @fastify/websocket for every socket route (the live chat's, the house tables').
  await registerWebsocket(app);

  app.get('/healthz', async () => ({ ok: true }));
  for (const register of modules) await register(app, deps);
  // The in-house game vendor: a vendor like any other, beside the platform rather than one of its modules.
  await houseRoutes(app, deps, opts.house);
  return app;
}
