import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { WpsCall } from '@/lib/wps/calls';
import type { Deps, Merchant } from '@/platform/src/context';
import { wpsRoute } from '@/platform/src/http/wps-route';

/**
 * wpsRoute takes its validation from the call's contract (lib/wps/calls.ts): a route cannot
 * accept what the call's schemas refuse, may narrow them, and under test answers nothing
 * outside the call's value schema.
 */
const merchant = { id: 1, code: 'demo', maintenance: false, blockedCountries: [], modules: {}, defaultLanguage: 'EN' } as unknown as Merchant;
const deps = {
  merchants: { byCode: async (code: string) => (code === 'demo' ? merchant : null) },
  geo: { country: () => null },
  config: { trustedProxies: [] },
  sessions: null,
} as unknown as Deps;

const echo = {
  method: 'POST', path: '/wps/test/echo', module: 'COMM3', session: 'none',
  body: z.object({ n: z.number().int().min(0) }),
  value: z.object({ doubled: z.number() }),
} as const satisfies WpsCall;
const lookup = {
  method: 'GET', path: '/wps/test/lookup', module: 'COMM3', session: 'none',
  query: z.object({ id: z.coerce.number().int().positive() }),
  value: z.object({ id: z.number() }),
} as const satisfies WpsCall;

async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof WpsError) return reply.code(err.status).send(fail(err.code, '', err.value));
    return reply.code(500).send(fail('unknown.error'));
  });
  register(app);
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { merchant: 'demo', 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { merchant: 'demo' } });

describe('wpsRoute and the call contract', () => {
  it("validates the body by the call's own schema when the route gives none", async () => {
    const app = await appWith((a) => wpsRoute(a, deps, echo, {}, async ({ body }) => ({ doubled: body.n * 2 })));
    expect((await post(app, echo.path, { n: 4 })).json()).toMatchObject({ success: true, value: { doubled: 8 } });
    const refused = await post(app, echo.path, { n: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    await app.close();
  });

  it("validates the query by the call's own schema and hands the handler its output", async () => {
    const app = await appWith((a) => wpsRoute(a, deps, lookup, {}, async ({ query }) => ({ id: query.id })));
    expect((await get(app, `${lookup.path}?id=7`)).json()).toMatchObject({ success: true, value: { id: 7 } });
    expect((await get(app, `${lookup.path}?id=x`)).json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    await app.close();
  });

  it('lets a route narrow the contract but never widen it', async () => {
    const narrower = z.object({ n: z.number().max(10) });
    const wider = z.object({ n: z.number() });
    const app = await appWith((a) => {
      wpsRoute(a, deps, echo, { body: narrower }, async ({ body }) => ({ doubled: body.n * 2 }));
      wpsRoute(a, deps, { ...echo, path: '/wps/test/wider' }, { body: wider }, async ({ body }) => ({ doubled: body.n * 2 }));
    });
    expect((await post(app, echo.path, { n: 11 })).json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await post(app, echo.path, { n: 3 })).json()).toMatchObject({ success: true, value: { doubled: 6 } });
    // The route's own schema would take a fraction; the contract's refuses it first.
    expect((await post(app, '/wps/test/wider', { n: 1.5 })).json()).toMatchObject({ errorCode: 'request.invalid' });
    await app.close();
  });

  it("answers an error, under test, when a handler's value leaves the call's value schema", async () => {
    // The compiler refuses such a handler already (the handler answers the value schema's input);
    // one that gets past it, through a cast or an untyped helper, is still caught on the wire.
    // @ts-expect-error a string where the contract says number
    const app = await appWith((a) => wpsRoute(a, deps, echo, {}, async ({ body }) => ({ doubled: String(body.n * 2) })));
    const r = await post(app, echo.path, { n: 2 });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ success: false });
    await app.close();
  });
});
