import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { callUrl, wpsFetch } from '@/lib/net/wps-fetch';

/** The browser's client: the call's name is all a screen gives; the route table does the rest. */
type Sent = { url: string; method: string; contentType: string | null; body: unknown };

function answering(json: () => unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', contentType: new Headers(init?.headers).get('content-type'), body: init?.body });
    return { json: async () => json() } as Response;
  }) as typeof fetch;
  return sent;
}

describe('wpsFetch', () => {
  it('names the device: OTHERS from the installed app (display-mode standalone), web in a browser tab', async () => {
    const devices: (string | null)[] = [];
    globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      devices.push(new Headers(init?.headers).get('device'));
      return { json: async () => ({ success: true, errorCode: null, value: null }) } as Response;
    }) as typeof fetch;
    const g = globalThis as { window?: unknown };
    try {
      for (const standalone of [false, true]) {
        g.window = { matchMedia: (q: string) => ({ matches: standalone && q === '(display-mode: standalone)' }) };
        await wpsFetch('sessionLogout');
        await wpsFetch('checkUsername', { username: 'lucky7' });
      }
    } finally {
      delete g.window;
    }
    expect(devices).toEqual(['web', 'web', 'OTHERS', 'OTHERS']);
  });

  it("sends a GET's input as its query, leaving out empty parameters", async () => {
    const sent = answering(() => ({ success: true, errorCode: null, value: null }));
    await wpsFetch('checkUsername', { username: 'lucky 7' });
    await wpsFetch('launchGame', { nodeId: '42', roomId: undefined });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/wps/check/username?username=lucky+7'],
      ['GET', '/wps/game/launchGame?nodeId=42'],
    ]);
    expect(sent[0]!.body).toBeUndefined();
  });

  it('sends JSON to a JSON call and a form to a form call of the table, with their methods', async () => {
    const sent = answering(() => ({ success: true, errorCode: null, value: null }));
    await wpsFetch('gameFavouriteRemove', { nodeId: '42', vendor: 'HOUSE' });
    await wpsFetch('memberPasswordEmail', { username: 'lucky7', email: 'a@b.co' });
    await wpsFetch('sessionLogout');
    expect(sent[0]).toEqual({ url: '/wps/game/favorite', method: 'DELETE', contentType: 'application/json', body: '{"nodeId":"42","vendor":"HOUSE"}' });
    expect(sent[1]).toEqual({ url: '/wps/member/password/email', method: 'POST', contentType: 'application/x-www-form-urlencoded', body: 'username=lucky7&email=a%40b.co' });
    expect(sent[2]).toEqual({ url: '/wps/session/logout', method: 'DELETE', contentType: null, body: undefined });
  });

  it('answers the value of a success, and the code and value of a refusal', async () => {
    answering(() => ({ success: true, errorCode: null, value: { totalPaidOut: 5, currencySymbol: '¥' } }));
    expect(await wpsFetch('statsPaidOut')).toEqual({ success: true, errorCode: null, value: { totalPaidOut: 5, currencySymbol: '¥' } });
    answering(() => ({ status: false, errorCode: 'login.failed', value: { captchaRequired: true } }));
    expect(await wpsFetch('sessionLogin', { username: 'a', password: 'b' })).toEqual({ success: false, errorCode: 'login.failed', value: { captchaRequired: true } });
  });

  it('turns an unreachable BFF and an answer that is not an envelope into upstream codes', async () => {
    globalThis.fetch = jest.fn(async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch;
    expect(await wpsFetch('walletsBalance')).toEqual({ success: false, errorCode: 'upstream.unavailable', value: null });
    answering(() => { throw new SyntaxError('Unexpected token <'); });
    expect(await wpsFetch('walletsBalance')).toEqual({ success: false, errorCode: 'upstream.bad.response', value: null });
    answering(() => 'ok');
    expect(await wpsFetch('walletsBalance')).toEqual({ success: false, errorCode: 'upstream.bad.response', value: null });
  });
});

describe('callUrl', () => {
  it("is the call's path, with the query of a GET", () => {
    expect(callUrl('reportDeposit', { pageNo: '2', status: 'pending' })).toBe('/wps/report/depositTransaction?pageNo=2&status=pending');
    expect(callUrl('captcha')).toBe('/wps/captcha');
    expect(callUrl('lotteryOrderDetail', undefined, { id: 4711 })).toBe('/lgw/orders/detail/4711/info');
    expect(() => callUrl('lotteryOrderDetail', undefined, { id: '../x' })).toThrow();
    expect(() => callUrl('lotteryOrderDetail')).toThrow();
  });
});

describe('the browser bundle', () => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesUnder(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []));
  const source = (file: string) => readFileSync(file, 'utf8');
  // A value import of lib/wps/calls or a schema module brings zod and whole schema modules along;
  // types cost nothing, and the word lists a screen needs live in lib/wps/words.ts.
  const importsSchemas = (file: string) => /^import (?!type )[^;]*from '@\/lib\/wps\/(calls|schemas\/[a-z-]+)';/m.test(source(file));
  const clientHelpers = ['lib/net/wps-fetch.ts', 'lib/games/list-pages.ts', 'lib/wallet/index.ts', 'lib/auth/sms-countdown.ts', 'lib/auth/register-form.ts', 'lib/auth/social.ts'];

  it('gets the route table, the value types and the word lists without zod: no client component or helper imports a schema', () => {
    const client = [...filesUnder('components').filter((f) => source(f).includes("'use client'")), ...clientHelpers];
    expect(client.filter(importsSchemas)).toEqual([]);
  });

  it('keeps lib/wps/call-table.ts and lib/wps/words.ts free of zod', () => {
    for (const f of ['lib/wps/call-table.ts', 'lib/wps/words.ts']) expect(source(f)).not.toMatch(/from 'zod'/);
  });
});
