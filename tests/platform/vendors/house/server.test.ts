import { createHash } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { houseLaunchUrl, houseSlotGameId } from '@/platform/src/vendors/house/launch';
import { houseRates } from '@/platform/src/vendors/house/service';
import { fairRound, verifyRound } from '@/platform/src/vendors/house/slot/round';
import { slotMathOf } from '@/platform/src/vendors/house/slot/evaluate';
import { slotTitles } from '@/platform/src/vendors/house/slot/titles';
import { serverSeedHash } from '@/platform/src/vendors/house/fair/stream';
import { launchGameValueSchema } from '@/lib/wps/schemas/games';
import { wpsCall } from '@/tests/support/wps-client';
import { winTier } from '@/platform/src/vendors/house/win-tier';
import { freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';

interface Answer<T = Record<string, unknown>> {
  ok: boolean;
  value: T;
  error?: string;
  balance?: string;
}

describeEachDb('house slot server', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
    // Wallet calls go over real HTTP to this platform, as an outside vendor's would.
    await p.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A call as the page makes it through web's /games proxy: POST, the token in the JSON body, the Merchant header set. */
  const api = async <T = Record<string, unknown>>(path: string, token: string | null, body: Record<string, unknown> = {}) => {
    const r = await p.app.inject({
      method: 'POST', url: `/games/house/api/demo${path}`, headers: { 'content-type': 'application/json', merchant: 'demo' },
      payload: JSON.stringify({ ...(token ? { token } : {}), ...body }),
    });
    return { status: r.statusCode, json: r.json() as Answer<T> };
  };

  /** A member funded with `amount` and a launch token of the house slot. */
  async function launched(amount: string) {
    const m = await makeMember(p);
    const adjust = await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount, note: 'house test', key: `house-${m.id}` },
    });
    expect(adjust.statusCode).toBe(200);
    const token = await gameToken(p, 'house', m.username, { gameId: houseSlotGameId });
    return { m, token };
  }

  const walletMinor = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const minor = (s: string) => BigInt(Math.round(Number(s) * 100));

  it('serves the client page at the launch URL, light and without outside resources', async () => {
    const { token } = await launched('10');
    const url = houseLaunchUrl({ merchantCode: 'demo', gameId: houseSlotGameId, token, language: 'EN', freePlay: false });
    expect(url).toMatch(/^\/games\/house\/slot\?m=demo&game=house-lucky-5&lang=EN&token=/);
    const r = await p.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(Buffer.byteLength(r.body)).toBeLessThan(30 * 1024);
    expect(r.body).not.toMatch(/(src|href)="https?:/);
    expect(r.body).not.toContain(token);
    // Without ?m the merchant comes from the host.
    const byHost = await p.app.inject({ method: 'GET', url: '/games/house/slot?mode=free', headers: { host: 'localhost:3000' } });
    expect(byHost.statusCode).toBe(200);
  });

  it('takes each bet and pays each win through the wallet: the balance moves by exactly the wins less the bets', async () => {
    const { m, token } = await launched('500');
    const before = await walletMinor(m.id);
    const open = await api<{ session: { balance: string; serverSeedHash: string; clientSeed: string; nonce: number; coinValues: string[] } }>('/session', token, { game: houseSlotGameId });
    expect(open.status).toBe(200);
    expect(open.json.value.session).toMatchObject({ balance: '500.00', nonce: 0 });
    expect(open.json.value.session.coinValues).toEqual(['0.01', '0.02', '0.05', '0.10', '0.20', '0.50', '1.00']);
    const firstHash = open.json.value.session.serverSeedHash;

    let bets = 0n, wins = 0n;
    const spins = 40;
    for (let i = 0; i < spins; i++) {
      const r = await api<{ bet: string; win: string; balance: string; settled: boolean; nonce: number; coins: number; tier: string | null }>('/spin', token, { coinValue: '0.10' });
      expect(r.status).toBe(200);
      expect(r.json.value).toMatchObject({ bet: '2.00', settled: true, nonce: i });
      // The page celebrates by the tier the server names: from the round's coins against the 20-coin bet.
      expect(r.json.value.tier).toBe(winTier(r.json.value.coins, 20));
      expect(minor(r.json.value.win)).toBe(BigInt(r.json.value.coins) * 10n);
      bets += minor(r.json.value.bet);
      wins += minor(r.json.value.win);
      expect(minor(r.json.value.balance)).toBe(before - bets + wins);
    }
    expect(await walletMinor(m.id)).toBe(before - bets + wins);
    expect((await ledger.verify()).violations).toEqual([]);
    const bo = await p.deps.db.query<{ n: string; stake: string; payout: string }>(
      `SELECT count(*) AS n, sum(stake_minor)::text AS stake, sum(payout_minor)::text AS payout FROM bets
       WHERE merchant_id = $1 AND member_id = $2 AND vendor = 'house' AND status = 'settled'`, [demo.id, m.id]);
    expect(bo.rows[0]).toEqual({ n: BigInt(spins), stake: bets.toString(), payout: wins.toString() });

    // Every round checks out once its seed is revealed.
    const rotated = await api<{ revealed: { serverSeed: string; serverSeedHash: string; rounds: number }; session: { nonce: number; clientSeed: string; serverSeedHash: string } }>(
      '/seed', token, { clientSeed: 'my-own-seed' });
    expect(rotated.status).toBe(200);
    const { revealed, session } = rotated.json.value;
    expect(revealed).toMatchObject({ serverSeedHash: firstHash, rounds: spins });
    expect(serverSeedHash(revealed.serverSeed)).toBe(firstHash);
    expect(session).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed' });
    expect(session.serverSeedHash).not.toBe(firstHash);

    const h = await api<{ rounds: { nonce: number; serverSeed: string | null; clientSeed: string; stops: number[][]; win: string; bet: string; status: string }[]; revealedSeeds: unknown[] }>(
      '/history', token, { limit: 50 });
    expect(h.json.value.rounds).toHaveLength(spins);
    expect(h.json.value.revealedSeeds).toHaveLength(1);
    for (const r of h.json.value.rounds) {
      expect(r.serverSeed).toBe(revealed.serverSeed);
      expect(r.status).toBe('settled');
      const coins = fairRound(r.serverSeed!, r.clientSeed, r.nonce).coins;
      expect(verifyRound(r.serverSeed!, r.clientSeed, r.nonce, { stops: r.stops, coins })).toBe(true);
      expect(minor(r.win)).toBe(BigInt(coins) * 10n);
    }
    const next = await api<{ nonce: number; clientSeed: string }>('/spin', token, { coinValue: '0.01' });
    expect(next.json.value).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed' });
  });

  it('plays every slot title by its game id: its page, its strips, and verification by title', async () => {
    for (const title of slotTitles.slice(1)) {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
        payload: { amount: '100', note: 'title test', key: `title-${title.gameId}-${m.id}` },
      });
      const launch = await wpsCall(p.app, 'launchGame', {
        token: (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token,
        query: { vassalage: 'HOUSE', gameId: title.gameId, accountType: 1 },
      });
      expect(launch.statusCode).toBe(200);
      const url = new URL(launch.json().value.content.game_url, 'http://localhost');
      expect([url.pathname, url.searchParams.get('game')]).toEqual(['/games/house/slot', title.gameId]);
      const page = await p.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${title.names.EN}</title>`);
      expect(page.body).toContain(title.reelStrips[0]);
      const token = url.searchParams.get('token')!;
      expect((await api('/session', token, { game: title.gameId })).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await api('/spin', token, { coinValue: '0.10' })).status).toBe(200);
      const rotated = await api<{ revealed: { serverSeed: string } }>('/seed', token, {});
      const h = await api<{ rounds: { nonce: number; clientSeed: string; stops: number[][]; win: string }[] }>('/history', token, { limit: 10 });
      expect(h.json.value.rounds).toHaveLength(5);
      for (const r of h.json.value.rounds) {
        const again = fairRound(rotated.json.value.revealed.serverSeed, r.clientSeed, r.nonce, slotMathOf(title.gameId));
        expect([again.base, ...again.freeSpins].map((s) => s.stops)).toEqual(r.stops);
        expect(minor(r.win)).toBe(BigInt(again.coins) * 10n);
        const q = new URLSearchParams({ serverSeed: rotated.json.value.revealed.serverSeed, clientSeed: r.clientSeed, nonce: String(r.nonce), game: title.gameId });
        const verified = await p.app.inject({ method: 'GET', url: `/games/house/api/verify?${q}` });
        expect(verified.json().value.coins).toBe(again.coins);
      }
    }
    // A table's id opens no slot session.
    const { token } = await launched('1');
    expect((await api('/session', token, { game: 'house-roulette' })).json).toMatchObject({ ok: false, error: 'game.unknown' });
  });

  it('refuses a bet above the balance without moving money, and a coin value off the list', async () => {
    const { m, token } = await launched('1');
    await api('/session', token, { game: houseSlotGameId });
    const r = await api('/spin', token, { coinValue: '0.10' });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ ok: false, error: 'funds.insufficient', balance: '1.00' });
    expect((await api('/spin', token, { coinValue: '0.03' })).json).toMatchObject({ ok: false, error: 'bet.invalid' });
    expect(await walletMinor(m.id)).toBe(100n);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const rounds = await p.deps.db.query<{ status: string }>('SELECT status FROM house_rounds WHERE merchant_id = $1 AND token_hash = $2', [demo.id, tokenHash]);
    expect(rounds.rows).toEqual([{ status: 'refused' }]);
  });

  it('plays money of its own in free play: no wallet call, no real money moves', async () => {
    const { m } = await launched('50');
    const before = await walletMinor(m.id);
    const open = await api<{ token: string; session: { balance: string; freePlay: boolean } }>('/session', null, { game: houseSlotGameId, freePlay: true });
    expect(open.json.value.session).toMatchObject({ balance: '1000.00', freePlay: true });
    const token = open.json.value.token;
    expect(token).toMatch(/^fp_/);
    let balance = 1000_00n;
    for (let i = 0; i < 10; i++) {
      const r = await api<{ bet: string; win: string; balance: string }>('/spin', token, { coinValue: '1.00' });
      balance += minor(r.json.value.win) - minor(r.json.value.bet);
      expect(minor(r.json.value.balance)).toBe(balance);
    }
    expect(await walletMinor(m.id)).toBe(before);
    const state = await api<{ balance: string }>('/state', token);
    expect(minor(state.json.value.balance)).toBe(balance);
    // A direct caller may send the token as a bearer instead.
    const viaHeader = await p.app.inject({ method: 'POST', url: '/games/house/api/demo/state', headers: { authorization: `Bearer ${token}` } });
    expect(viaHeader.json()).toMatchObject({ ok: true, value: { balance: state.json.value.balance } });
  });

  it('turns away an unknown token, a missing one and a malformed body', async () => {
    expect((await api('/session', 'x'.repeat(43), { game: houseSlotGameId })).json).toMatchObject({ ok: false, error: 'session.invalid' });
    expect((await api('/spin', null, { coinValue: '0.10' })).status).toBe(401);
    expect((await api('/spin', 'y'.repeat(43), { coinValue: '0.10' })).json.error).toBe('session.invalid');
    expect((await api('/session', null, { game: 'other-game', freePlay: true })).json.error).toBe('game.unknown');
    const bad = await p.app.inject({ method: 'POST', url: '/games/house/api/demo/spin', headers: { authorization: `Bearer ${'z'.repeat(43)}`, 'content-type': 'application/json' }, payload: '{nope' });
    expect(bad.json()).toMatchObject({ ok: false, error: 'request.invalid' });
    expect((await api('/session', null, { game: houseSlotGameId, freePlay: true, extra: 1 })).json.error).toBe('request.invalid');
  });

  it('caps sessions opened per address and spins per session with 429 and Retry-After, leaving others untouched', async () => {
    const from = (ip: string, path: string, body: Record<string, unknown>) => p.app.inject({
      method: 'POST', url: `/games/house/api/demo${path}`, headers: { 'content-type': 'application/json', merchant: 'demo', 'x-forwarded-for': ip },
      payload: JSON.stringify(body),
    });
    const ip = freshIp();
    const opened = [];
    for (let i = 0; i < houseRates['house.session'].limit; i++) opened.push(await from(ip, '/session', { game: houseSlotGameId, freePlay: true }));
    expect(opened.every((r) => r.statusCode === 200)).toBe(true);
    const refused = await from(ip, '/session', { game: houseSlotGameId, freePlay: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, error: 'requests.too.many' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(freshIp(), '/session', { game: houseSlotGameId, freePlay: true })).statusCode).toBe(200);

    const [first, second] = opened.map((r) => (r.json() as Answer<{ token: string }>).value.token);
    const spins = [];
    for (let i = 0; i < houseRates['house.spin'].limit; i++) spins.push((await from(freshIp(), '/spin', { token: first, coinValue: '0.01' })).statusCode);
    expect(spins.filter((s) => s !== 200)).toEqual([]);
    const over = await from(freshIp(), '/spin', { token: first, coinValue: '0.01' });
    expect(over.statusCode).toBe(429);
    expect((await from(freshIp(), '/spin', { token: second, coinValue: '0.01' })).statusCode).toBe(200);
  });

  it('keeps a member\'s rounds across launches: a new launch shows the earlier ones with their amounts, page by page, and never another member\'s', async () => {
    /** A member funded with 100 who launches the slot from the lobby (launchGame), as many times as asked. */
    async function member() {
      const { m } = await launched('100');
      const session = (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
      return {
        async launch() {
          const r = await wpsCall(p.app, 'launchGame', { token: session, query: { vassalage: 'HOUSE', gameId: houseSlotGameId, accountType: 1 } });
          const token = new URL(launchGameValueSchema.parse(r.json().value).content.game_url, 'http://web.example').searchParams.get('token')!;
          expect((await api('/session', token, { game: houseSlotGameId })).status).toBe(200);
          return token;
        },
      };
    }
    type Page = { rounds: { roundId: string; bet: string; win: string }[]; next: string | null };
    const spinOnce = async (token: string, coinValue: string) =>
      (await api<{ roundId: string; bet: string; win: string }>('/spin', token, { coinValue })).json.value;

    const ann = await member();
    const first = await ann.launch();
    const played = [await spinOnce(first, '0.01'), await spinOnce(first, '0.02')];
    const second = await ann.launch();
    expect(second).not.toBe(first);
    played.push(await spinOnce(second, '0.05'));
    const newestFirst = played.reverse().map((r) => ({ roundId: r.roundId, bet: r.bet, win: r.win }));

    const all = await api<Page>('/history', second, { limit: 10 });
    expect(all.json.value.rounds.map((r) => ({ roundId: r.roundId, bet: r.bet, win: r.win }))).toEqual(newestFirst);
    expect(all.json.value.next).toBeNull();
    // The first launch's token sees the same history: it is the member's, not the launch's.
    expect((await api<Page>('/history', first, { limit: 10 })).json.value.rounds.map((r) => r.roundId)).toEqual(newestFirst.map((r) => r.roundId));

    const page1 = await api<Page>('/history', second, { limit: 2 });
    expect(page1.json.value.rounds.map((r) => r.roundId)).toEqual(newestFirst.slice(0, 2).map((r) => r.roundId));
    const page2 = await api<Page>('/history', second, { limit: 2, before: page1.json.value.next });
    expect(page2.json.value.rounds.map((r) => r.roundId)).toEqual([newestFirst[2]!.roundId]);
    expect(page2.json.value.next).toBeNull();

    const bob = await member();
    const bobs = await bob.launch();
    expect((await api<Page>('/history', bobs, { limit: 10 })).json.value.rounds).toEqual([]);
    // An operator's test token names no player: its history is its own session's.
    const { token: byHand } = await launched('10');
    await api('/session', byHand, { game: houseSlotGameId });
    expect((await api<Page>('/history', byHand, { limit: 10 })).json.value.rounds).toEqual([]);
  });

  it('recomputes any round from its seeds on the public verify call', async () => {
    const seed = 'c'.repeat(64);
    const r = await p.app.inject({ method: 'GET', url: `/games/house/api/verify?serverSeed=${seed}&clientSeed=abc&nonce=5` });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toEqual(JSON.parse(JSON.stringify(fairRound(seed, 'abc', 5))));
  });
});
