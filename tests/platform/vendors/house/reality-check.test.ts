import type { Merchant } from '@/platform/src/context';
import { houseSlotGameId } from '@/platform/src/vendors/house/launch';
import type { HouseRealityCheck } from '@/platform/src/vendors/house/reality-check';
import { launchGameValueSchema } from '@/lib/wps/schemas/games';
import { realityCheckValueSchema } from '@/lib/wps/schemas/limits';
import { freshIp, manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

interface Answer<T = Record<string, unknown>> {
  ok: boolean;
  value: T;
  error?: string;
}

/** The house API's answer, as the page reads it. */
type Reality = HouseRealityCheck;

const minute_ms = 60_000;

/**
 * POST /games/house/api/:merchant/realityCheck: the reality check the house games' own pages show
 * (issue 19), for the member of a launch token, by the limits module's figures.
 */
describeEachDb('house games: the reality check by launch token', (get) => {
  const clock = manualClock(Date.parse('2026-11-25T12:00:00Z'));
  let p: TestPlatform;
  let demo: Merchant;
  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    // Wallet calls go over real HTTP to this platform, as an outside vendor's would.
    await p.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A call as the page makes it through web's /games proxy: POST, the token in the JSON body. */
  const api = async <T = Record<string, unknown>>(merchant: string, path: string, body: unknown) => {
    const r = await p.app.inject({
      method: 'POST', url: `/games/house/api/${merchant}${path}`, headers: { 'content-type': 'application/json', merchant },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: r.statusCode, json: r.json() as Answer<T> };
  };
  const reality = (token: string, merchant = 'demo') => api<Reality>(merchant, '/realityCheck', { token });

  /** A funded member of `merchant` who logs in now and launches the house slot from the lobby (launchGame). */
  async function launched(opts: { type?: number; merchant?: Merchant } = {}) {
    const merchant = opts.merchant ?? demo;
    const m = await makeMember(p, opts.type === undefined ? {} : { type: opts.type }, merchant.code);
    await fundWallet(p.deps.db, merchant.id, m.id, 100_000n);
    const session = (await p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const startedAt = clock.now();
    const launch = async () => {
      const r = await wpsCall(p.app, 'launchGame', {
        token: session, query: { vassalage: 'HOUSE', gameId: houseSlotGameId, accountType: 1 }, merchant: merchant.code,
      });
      expect(r.statusCode).toBe(200);
      return new URL(launchGameValueSchema.parse(r.json().value).content.game_url, 'http://web.example').searchParams.get('token')!;
    };
    return { m, session, startedAt, launch };
  }

  it('answers the member\'s interval, the time since the login session began and the session\'s bets, as the member API counts them', async () => {
    const { session, startedAt, launch } = await launched();
    expect((await wpsCall(p.app, 'memberRealityCheckSet', { token: session, body: { minutes: 15 } })).statusCode).toBe(200);
    // The game is launched a while after the login: the reminder counts from the login, not the launch.
    clock.advance(3 * minute_ms);
    const token = await launch();
    expect((await api('demo', '/session', { token, game: houseSlotGameId })).status).toBe(200);
    const spins = [];
    for (const coinValue of ['0.01', '0.05', '0.10']) {
      const r = await api<{ bet: string; win: string }>('demo', '/spin', { token, coinValue });
      expect(r.status).toBe(200);
      spins.push(r.json.value);
    }
    clock.advance(13 * minute_ms + 5_000);

    const r = await reality(token);
    expect(r.status).toBe(200);
    const stake = spins.reduce((a, s) => a + Math.round(Number(s.bet) * 100), 0);
    const payout = spins.reduce((a, s) => a + Math.round(Number(s.win) * 100), 0);
    const cents = (n: number) => `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;
    expect(r.json.value).toEqual({
      minutes: 15, sessionStartedAt: startedAt.toISOString(), playedSeconds: 16 * 60 + 5,
      bets: 3, stake: cents(stake), payout: cents(payout), net: cents(payout - stake),
    });
    expect(stake).toBe(20 + 100 + 200);
    // The member API's figures for the same session, to the cent.
    const member = realityCheckValueSchema.parse((await wpsCall(p.app, 'memberRealityCheck', { token: session })).json().value);
    expect({ ...member, stake: Math.round(member.stake * 100), payout: Math.round(member.payout * 100), net: Math.round(member.net * 100) })
      .toEqual({ minutes: 15, sessionStartedAt: startedAt.toISOString(), playedSeconds: 16 * 60 + 5, bets: 3, stake, payout, net: payout - stake });

    // The member turns it off: the page's next ask learns it.
    await wpsCall(p.app, 'memberRealityCheckSet', { token: session, body: { minutes: 0 } });
    expect((await reality(token)).json.value.minutes).toBe(0);
  });

  it('answers interval 0 to a trial account and to free play: nobody to remind', async () => {
    const trial = await launched({ type: 4 });
    await wpsCall(p.app, 'memberRealityCheckSet', { token: trial.session, body: { minutes: 15 } });
    const token = await trial.launch();
    const r = await reality(token);
    expect(r.status).toBe(200);
    expect(r.json.value.minutes).toBe(0);

    const free = await api<{ token: string }>('demo', '/session', { game: houseSlotGameId, freePlay: true });
    expect(free.status).toBe(200);
    const f = await reality(free.json.value.token);
    expect(f.status).toBe(200);
    expect(f.json.value).toEqual({ minutes: 0, sessionStartedAt: null, playedSeconds: 0, bets: 0, stake: '0.00', payout: '0.00', net: '0.00' });
    // A free-play session lives a day, like every house session.
    clock.advance(24 * 60 * minute_ms + 1);
    expect((await reality(free.json.value.token)).json).toEqual({ ok: false, error: 'session.expired' });
  });

  it('refuses an unknown, ended or malformed token with the house API\'s usual answer, never a 5xx', async () => {
    expect(await reality('A'.repeat(43))).toEqual({ status: 401, json: { ok: false, error: 'session.invalid' } });
    // A token an operator issued by hand names nobody to the house, and opened no session here.
    const { m, session, launch } = await launched();
    expect(await reality(await gameToken(p, 'house', m.username))).toEqual({ status: 401, json: { ok: false, error: 'session.invalid' } });
    for (const body of ['{', '[]', { token: 'short' }, { token: 'A'.repeat(43), extra: 1 }, { token: 12 }, {}]) {
      const r = await api('demo', '/realityCheck', body);
      expect([r.status, r.json.ok]).toEqual([typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0 ? 401 : 400, false]);
    }
    expect((await api('no-such', '/realityCheck', { token: 'A'.repeat(43) })).json.error).toBe('merchant.unknown');

    // A time-out ends the member's game sessions: the page's token is refused as every game call refuses it.
    const token = await launch();
    expect((await reality(token)).status).toBe(200);
    expect((await wpsCall(p.app, 'memberBreak', { token: session, body: { kind: 'timeout', days: 1 } })).statusCode).toBe(200);
    expect(await reality(token)).toMatchObject({ status: 401, json: { ok: false, error: 'session.expired' } });
  });

  it('answers a token only at its own merchant', async () => {
    const other = await p.merchants.create({ code: `rc${Date.now() % 100_000}`, domains: [] }, 'test');
    expect(await p.deps.merchants.byCode(other.code)).not.toBeNull();
    const { launch } = await launched();
    const token = await launch();
    expect((await reality(token)).status).toBe(200);
    expect(await reality(token, other.code)).toEqual({ status: 401, json: { ok: false, error: 'session.invalid' } });
  });
});
