import { randomUUID } from 'node:crypto';
import { teamBetsValueSchema, teamPnlValueSchema, agentTransactionsValueSchema, type TeamBetsValue, type TeamPnlValue } from '@/lib/wps/schemas/agent-reports';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createRewardsService } from '@/platform/src/modules/rewards';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * The agents' team reports (modules/agents, report-*.ts) over a small tree with real bets through
 * the seamless wallet on two products, money posted through the ledger on two days, and a reward
 * granted through the rewards service; every expected figure is computed by hand in the comments.
 */
describeEachDb('agents\' team reports (modules/agents)', (get) => {
  const clock = manualClock(Date.parse('2026-11-24T08:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let vendor: VendorClient;
  const games = { slots: 'rep-slot', live: 'rep-baccarat' } as const;
  const agentType = 3;

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

  /** One ledger entry between the member's wallet and a house account, at the clock's time. */
  async function money(memberId: number, reason: string, amount_minor: bigint, house: 'house_deposit_clearing' | 'house_withdrawal_clearing' | 'house_adjustment') {
    await p.deps.db.tx(async (q) => {
      const wallet = await ledger.memberWallet(q, demo.id, memberId, 'CNY');
      const other = await ledger.houseAccount(q, demo.id, house, 'CNY', { memberIdForBucket: memberId });
      await ledger.post(q, demo.id, {
        reason, reference: `test:${reason}`, idempotency: { source: 'test.reports', key: randomUUID() }, now: clock.now(),
        lines: [{ accountId: wallet.id, amount_minor }, { accountId: other.id, amount_minor: -amount_minor }],
      });
    });
  }

  async function player(memberId: number, username: string) {
    const tokens = new Map<string, string>();
    // A game session lasts hours: a day later the member launches the game again.
    const token = async (gameId: string) => {
      const key = `${gameId}:${clock.now().toISOString().slice(0, 10)}`;
      return tokens.get(key) ?? tokens.set(key, await gameToken(p, vendor.code, username, { gameId })).get(key)!;
    };
    const stake = async (gameId: string, amount: string) => {
      const id = randomUUID();
      const r = await vendor.call('bet', { requestId: randomUUID(), token: await token(gameId), transactionId: id, roundId: `r-${id}`, gameId, amount, currency: 'CNY' });
      expect(r.json.status).toBe('OK');
      return id;
    };
    return {
      id: memberId, username,
      async settled(gameId: string, amount: string, won: string) {
        const b = await stake(gameId, amount);
        const r = await vendor.call('win', {
          requestId: randomUUID(), token: await token(gameId), transactionId: randomUUID(), referenceTransactionId: b, roundId: `r-${b}`, gameId, amount: won, currency: 'CNY', roundClosed: true,
        });
        expect(r.json.status).toBe('OK');
      },
      open: (gameId: string, amount: string) => stake(gameId, amount),
      async rolledBack(gameId: string, amount: string) {
        const b = await stake(gameId, amount);
        const r = await vendor.call('rollback', { requestId: randomUUID(), token: await token(gameId), transactionId: randomUUID(), referenceTransactionId: b, roundId: `r-${b}`, gameId, currency: 'CNY', roundClosed: true });
        expect(r.json.status).toBe('OK');
      },
    };
  }

  const tokenOf = async (memberId: number, merchantId = demo.id) =>
    (await p.deps.sessions.issue(p.deps.db, merchantId, memberId, { ip: freshIp(), device: 'H5', remember: false })).token;
  async function call(name: 'agentTeamPnl' | 'agentTeamBets' | 'agentTransactions', memberId: number, query: Record<string, string | number> = {}, merchant = 'demo', merchantId?: number) {
    const r = await wpsCall(p.app, name, { token: await tokenOf(memberId, merchantId), ip: freshIp(), query, merchant });
    return { status: r.statusCode, body: r.json() as { errorCode?: string; value: unknown } };
  }
  const pnl = async (memberId: number, query: Record<string, string> = {}): Promise<TeamPnlValue> => {
    const r = await call('agentTeamPnl', memberId, { startDate: '2026-11-24', endDate: '2026-11-25', ...query });
    expect(r.status).toBe(200);
    return teamPnlValueSchema.parse(r.body.value);
  };
  const bets = async (memberId: number, query: Record<string, string | number> = {}): Promise<TeamBetsValue> => {
    const r = await call('agentTeamBets', memberId, { startDate: '2026-11-24', endDate: '2026-11-25', ...query });
    expect(r.status).toBe(200);
    return teamBetsValueSchema.parse(r.body.value);
  };

  let agentA: number;
  let agentB: number;
  let m1: Awaited<ReturnType<typeof player>>;
  let m2: Awaited<ReturnType<typeof player>>;
  let agentX: number;
  let y: Awaited<ReturnType<typeof player>>;

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'repgames', name: 'Report Games' });
    expect((await bo('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'REPG', displayName: 'Report Games' },
      games: [
        { gameId: games.slots, gameType: 'RNG', names: { EN: 'Lucky Slot' }, minBet: '1' },
        { gameId: games.live, gameType: 'LIVE', names: { EN: 'Baccarat' }, minBet: '1' },
      ],
    })).statusCode).toBe(200);
    expect((await bo('PATCH', '/bo/catalog/vendors/demo/REPG', { walletVendor: 'repgames', enabled: true })).statusCode).toBe(200);

    // A (agent) ─┬─ M1 (member)
    //            └─ B (agent) ── M2 (member)        X (agent, another line) ── Y (member)
    agentA = (await makeMember(p, { type: agentType })).id;
    agentB = (await makeMember(p, { type: agentType, parentAgentId: agentA })).id;
    const mm1 = await makeMember(p, { type: 0, parentAgentId: agentA });
    const mm2 = await makeMember(p, { type: 0, parentAgentId: agentB });
    agentX = (await makeMember(p, { type: agentType })).id;
    const my = await makeMember(p, { type: 0, parentAgentId: agentX });
    const a = await player(agentA, (await p.deps.members.byId(p.deps.db, demo.id, agentA))!.username);
    m1 = await player(mm1.id, mm1.username);
    m2 = await player(mm2.id, mm2.username);
    y = await player(my.id, my.username);

    // Day 1, 2026-11-24.
    await money(m1.id, 'deposit', 100_000n, 'house_deposit_clearing'); // M1 deposits 1 000.00
    await money(m2.id, 'deposit', 50_000n, 'house_deposit_clearing'); // M2 deposits 500.00
    await money(agentA, 'deposit', 30_000n, 'house_deposit_clearing'); // A's own: not its team's
    await money(y.id, 'deposit', 99_900n, 'house_deposit_clearing'); // another line
    await m1.settled(games.slots, '100.00', '250.00');
    await m1.settled(games.live, '50.00', '0.00');
    await m2.settled(games.slots, '200.00', '0.00');
    await a.settled(games.slots, '10.00', '0.00');
    await y.settled(games.slots, '77.00', '0.00');

    // Day 2, 2026-11-25.
    clock.advance(24 * 3_600_000);
    await money(m1.id, 'withdrawal', -40_000n, 'house_withdrawal_clearing'); // M1 withdraws 400.00
    await m1.settled(games.live, '300.00', '600.00');
    const rewards = createRewardsService({ db: p.deps.db, clock, ledger, members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits });
    await p.deps.db.tx((q) => rewards.grantIn(q, {
      merchantId: demo.id, memberId: m2.id, currency: 'CNY', source: 'promotion', sourceRef: `test:${m2.id}`, amount_minor: 2_000n, wageringMultiple: 0,
      title: 'Welcome', expiresAt: null, now: clock.now(),
    })); // M2 is granted 20.00
    // The rebates slice's payouts come from its own house account; on this branch a line of the same reason from house_adjustment.
    await money(m2.id, 'agent.rebate', 500n, 'house_adjustment'); // M2's rebate 5.00
    await money(agentA, 'agent.rebate', 200n, 'house_adjustment'); // A's own rebate 2.00
    await m2.open(games.slots, '40.00'); // open: no settled stake
    await m2.rolledBack(games.slots, '30.00'); // rolled back: no settled stake
  });

  afterEach(async () => {
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  it('adds up the team\'s two days and two products as computed by hand, the agent itself and other lines left out', async () => {
    const v = await pnl(agentA);
    // deposits 1 000 + 500; withdrawals 400; bets 100 + 50 + 200 + 300 = 650; wins 250 + 600 = 850;
    // rebates 5; promotions 20; P&L = 850 + 5 + 20 − 650 = 225.
    expect(v.totals).toEqual({
      deposits: '1500.00', withdrawals: '400.00', bets: '650.00', wins: '850.00', rebates: '5.00', promotions: '20.00', pnl: '225.00', betCount: 4,
    });
    expect(v.teamSize).toBe(3);
    expect(v.products).toEqual([
      { product: 'slots', bets: '300.00', wins: '250.00', pnl: '-50.00', betCount: 2 },
      { product: 'live', bets: '350.00', wins: '600.00', pnl: '250.00', betCount: 2 },
    ]);
    expect(v.days).toEqual([
      { date: '2026-11-24', deposits: '1500.00', withdrawals: '0.00', bets: '350.00', wins: '250.00', rebates: '0.00', promotions: '0.00', pnl: '-100.00', betCount: 3 },
      { date: '2026-11-25', deposits: '0.00', withdrawals: '400.00', bets: '300.00', wins: '600.00', rebates: '5.00', promotions: '20.00', pnl: '325.00', betCount: 1 },
    ]);
    // One product: its bets and wins only (money names no product).
    const live = await pnl(agentA, { product: 'live' });
    expect(live.totals).toMatchObject({ deposits: '0.00', bets: '350.00', wins: '600.00', pnl: '250.00', betCount: 2 });
    // B's team is M2 alone: bets 200, promotions 20, rebates 5 → P&L −175.
    expect((await pnl(agentB)).totals).toEqual({
      deposits: '500.00', withdrawals: '0.00', bets: '200.00', wins: '0.00', rebates: '5.00', promotions: '20.00', pnl: '-175.00', betCount: 1,
    });
    // One day: the range is what the report says it covers.
    const day2 = await pnl(agentA, { startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(day2.days.map((d) => d.date)).toEqual(['2026-11-25']);
    expect(day2.totals.pnl).toBe('325.00');
  });

  it('agrees with the ledger\'s own bet and win lines of the team', async () => {
    // The settled stakes and payouts the report reads from the bets equal what the wallet moved:
    // every bet line of the team's wallets, less the stake rolled back and the stake still open.
    const r = await p.deps.db.query<{ reason: string; total: string }>(
      `SELECT l.reason, sum(l.amount_minor)::text AS total FROM journal_lines l
         JOIN ledger_accounts a ON a.merchant_id = l.merchant_id AND a.id = l.account_id
         JOIN agent_tree t ON t.merchant_id = a.merchant_id AND t.member_id = a.member_id
        WHERE l.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0 AND l.reason IN ('bet', 'win', 'rollback')
        GROUP BY l.reason`, [demo.id, agentA]);
    const line = new Map(r.rows.map((x) => [x.reason, BigInt(x.total)]));
    const v = await pnl(agentA);
    expect(String(line.get('win'))).toBe('85000');
    expect(v.totals.wins).toBe('850.00');
    expect(-(line.get('bet')! + line.get('rollback')!) - 4_000n).toBe(65_000n);
    expect(v.totals.bets).toBe('650.00');
  });

  it('lists the team\'s bets newest first and pages them with a cursor that neither skips nor repeats', async () => {
    const all = await bets(agentA, { pageSize: 50 });
    // M1: three settled; M2: one settled, one open, one rolled back. Not A's own, not Y's.
    expect(all.list).toHaveLength(6);
    expect(new Set(all.list.map((b) => b.username))).toEqual(new Set([m1.username, m2.username]));
    expect(all.nextCursor).toBeNull();
    const times = all.list.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await bets(agentA, { pageSize: 4 });
    expect(first.list).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const second = await bets(agentA, { pageSize: 4, cursor: first.nextCursor! });
    expect(second.list).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...first.list, ...second.list].map((b) => b.id)).toEqual(all.list.map((b) => b.id));

    const won = all.list.find((b) => b.stake === '300.00')!;
    expect(won).toMatchObject({ username: m1.username, gameName: 'Baccarat', product: 'live', payout: '600.00', winLoss: '300.00', status: 'settled' });
    expect(all.list.find((b) => b.stake === '40.00')).toMatchObject({ status: 'open', winLoss: '0.00', settledAt: null });

    const ofM2 = await bets(agentA, { username: m2.username });
    expect(ofM2.list.map((b) => b.stake).sort()).toEqual(['200.00', '30.00', '40.00']);
    expect((await bets(agentA, { product: 'live' })).list.map((b) => b.stake).sort()).toEqual(['300.00', '50.00']);
    expect((await bets(agentB)).list.every((b) => b.username === m2.username)).toBe(true);
  });

  it('refuses members, other lines and other merchants, and answers bad input with a stable code', async () => {
    // A member is no agent.
    const asMember = await call('agentTeamPnl', m1.id);
    expect([asMember.status, asMember.body.errorCode]).toEqual([403, 'agent.only']);
    expect((await call('agentTeamBets', m1.id)).body.errorCode).toBe('agent.only');
    expect((await call('agentTransactions', m1.id)).body.errorCode).toBe('agent.only');
    // Another line's member, the agent itself, an upline: not in the team.
    for (const username of [y.username, (await p.deps.members.byId(p.deps.db, demo.id, agentA))!.username]) {
      const r = await call('agentTeamBets', agentA, { username });
      expect([r.status, r.body.errorCode]).toEqual([403, 'agent.member.not.in.team']);
    }
    expect((await call('agentTeamBets', agentB, { username: m1.username })).body.errorCode).toBe('agent.member.not.in.team');
    // X's team is Y alone: nothing of A's.
    const x = await pnl(agentX);
    expect(x.totals).toMatchObject({ deposits: '999.00', bets: '77.00', pnl: '-77.00' });
    expect((await bets(agentX)).list.map((b) => b.username)).toEqual([y.username]);

    // Another merchant: its agent sees its own (empty) team; a demo username means nothing there, and its token is no demo session.
    expect((await bo('POST', '/bo/merchants', { code: 'acme', name: 'Acme Play', domains: ['m.acme.example'] })).statusCode).toBe(201);
    const acme = (await p.deps.merchants.byCode('acme'))!;
    const acmeAgent = await makeMember(p, { type: agentType }, 'acme');
    const there = await call('agentTeamPnl', acmeAgent.id, { startDate: '2026-11-24', endDate: '2026-11-25' }, 'acme', acme.id);
    expect(there.status).toBe(200);
    expect(teamPnlValueSchema.parse(there.body.value).totals).toMatchObject({ deposits: '0.00', bets: '0.00', betCount: 0 });
    const foreign = await call('agentTeamBets', acmeAgent.id, { username: m1.username }, 'acme', acme.id);
    expect(foreign.body.errorCode).toBe('agent.member.not.in.team');
    const crossed = await call('agentTeamPnl', acmeAgent.id, {}, 'demo', acme.id);
    expect(crossed.status).toBe(401);

    // Bad input: a stable code, never a 5xx.
    const bad: Record<string, string | number>[] = [{ startDate: '2026-02-30' }, { startDate: '2026-11-25', endDate: '2026-11-24' }, { product: 'bingo' }, { cursor: 'not-a-cursor' }, { pageSize: 0 }];
    for (const query of bad) {
      const r = await call('agentTeamBets', agentA, query);
      expect(r.status).toBeLessThan(500);
      expect(['request.invalid', 'date.range.invalid']).toContain(r.body.errorCode);
    }
    expect((await call('agentTeamPnl', agentA, { startDate: '2026-10-01', endDate: '2026-11-25' })).body.errorCode).toBe('date.range.invalid');
  });

  it('shows the agent its own money movements by type, paged', async () => {
    const r = await call('agentTransactions', agentA, { startDate: '2026-11-24', endDate: '2026-11-25' });
    expect(r.status).toBe(200);
    const v = agentTransactionsValueSchema.parse(r.body.value);
    // Its deposit of 300, its bet of 10 (and the win of 0 posts no line), its rebate of 2: newest first.
    expect(v.list.map((l) => [l.type, l.amount, l.balanceAfter])).toEqual([
      ['rebate', '2.00', '292.00'], ['game', '-10.00', '290.00'], ['deposit', '300.00', '300.00'],
    ]);
    const rebates = agentTransactionsValueSchema.parse((await call('agentTransactions', agentA, { type: 'rebate' })).body.value);
    expect(rebates.list.map((l) => l.amount)).toEqual(['2.00']);
    const paged = agentTransactionsValueSchema.parse((await call('agentTransactions', agentA, { pageSize: 1, pageNo: 2 })).body.value);
    expect([paged.totalCount, paged.totalPages, paged.list[0]!.type]).toEqual([3, 3, 'game']);
    expect((await call('agentTransactions', agentA, { type: 'casino' })).body.errorCode).toBe('request.invalid');
  });

  it('follows an operator\'s move of a member under another agent (member:set agent=), and refuses a cycle or a non-agent', async () => {
    const nameOf = async (id: number) => (await p.deps.members.byId(p.deps.db, demo.id, id))!.username;
    const patch = (username: string, body: unknown) => bo('PATCH', `/bo/members/demo/${username}`, body);
    // A under B (its own downline): a cycle, refused, nothing moves.
    const cycle = await patch(await nameOf(agentA), { parentAgent: await nameOf(agentB) });
    expect([cycle.statusCode, cycle.json().errorCode]).toEqual([400, 'request.invalid']);
    expect((await patch(y.username, { parentAgent: m1.username })).json().errorCode).toBe('request.invalid');
    expect((await pnl(agentA)).teamSize).toBe(3);
    // Y moves from X's team to A's: A's figures take Y's deposit (999) and bet (77), X's lose them.
    expect((await patch(y.username, { parentAgent: await nameOf(agentA) })).statusCode).toBe(200);
    const after = await pnl(agentA);
    expect(after.teamSize).toBe(4);
    expect(after.totals).toMatchObject({ deposits: '2499.00', bets: '727.00', pnl: '148.00' });
    expect((await pnl(agentX)).totals).toMatchObject({ deposits: '0.00', bets: '0.00' });
  });
});
