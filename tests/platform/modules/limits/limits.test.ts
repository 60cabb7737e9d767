import { depositBanksValueSchema } from '@/lib/wps/schemas/payments';
import { memberLimitsValueSchema, realityCheckValueSchema } from '@/lib/wps/schemas/limits';
import { WpsError } from '@/lib/wps/errors';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, demo, memberWithSession } from '../payments/helpers';
import { grantOf, rewardsOf } from '../rewards/helpers';

const hour_ms = 60 * 60 * 1000;

describeEachDb('the member\'s own limits and breaks', (get) => {
  // Noon UTC on a Wednesday, so the day, the week and the month all have room on both sides.
  const clock = manualClock(Date.parse('2026-11-25T12:00:00Z'));
  let p: TestPlatform;
  let vendor: VendorClient;
  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    vendor = await makeVendor(p, { code: 'rgvendor' });
  });

  const channelId = async (token: string) => {
    const r = await wpsCall(p.app, 'systemDepositBanks', { token });
    return depositBanksValueSchema.parse(r.json().value).find((c) => c.method === 'mt')!.id;
  };
  const deposit = async (token: string, amount: number) =>
    wpsCall(p.app, 'depositMt', { token, body: { channelId: await channelId(token), amount, reference: 'RG' } });
  const setLimit = (token: string, period: string, amount: number | string | null) =>
    wpsCall(p.app, 'memberDepositLimit', { token, body: { period, amount } });
  const limitsOf = async (token: string) => memberLimitsValueSchema.parse((await wpsCall(p.app, 'memberLimits', { token })).json().value);
  const depositRows = async (memberId: number) =>
    Number((await p.deps.db.query<{ n: string }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [memberId])).rows[0]!.n);
  const login = (username: string, password: string) =>
    wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username, password }, ip: '198.51.100.7' });

  it('refuses a deposit that would pass a limit, naming the period and what is left, and writes nothing', async () => {
    const { token, member } = await memberWithSession(p);
    expect((await setLimit(token, 'day', 500)).statusCode).toBe(200);
    expect((await deposit(token, 300)).statusCode).toBe(200);
    const r = await deposit(token, 250);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { period: 'day', limitAmount: 500, remainingAmount: 200 } });
    expect(await depositRows(member.id)).toBe(1);
    // What is left still goes through, to the unit.
    expect((await deposit(token, 200)).statusCode).toBe(200);
    const day = (await limitsOf(token)).deposit.find((d) => d.period === 'day')!;
    // The demo merchant's days are Shanghai's (UTC+8): noon UTC is 20:00 there, and the day ends at 16:00 UTC.
    expect(day).toMatchObject({ amount: 500, used: 500, remaining: 0, periodEndsAt: '2026-11-25T16:00:00.000Z' });
  });

  it('names the tightest of several limits, and a rejected deposit gives its room back', async () => {
    const { token } = await memberWithSession(p);
    await setLimit(token, 'month', 1000);
    await setLimit(token, 'week', 400);
    const first = (await deposit(token, 300)).json().value as { depositId: number };
    const r = await deposit(token, 200);
    expect(r.json()).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { period: 'week', limitAmount: 400, remainingAmount: 100 } });
    expect((await bo(p, 'POST', `/bo/deposits/demo/${first.depositId}/reject`, { reason: 'none seen' })).statusCode).toBe(200);
    expect((await deposit(token, 200)).statusCode).toBe(200);
  });

  it('lets concurrent deposits take no more than the limit together (no deadlock, no 5xx)', async () => {
    const { token, member } = await memberWithSession(p);
    await setLimit(token, 'day', 1000);
    const id = await channelId(token);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      wpsCall(p.app, 'depositMt', { token, body: { channelId: id, amount: 300, reference: `C-${i}` } })));
    const codes = answers.map((a) => a.json().errorCode as string | null);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(codes.filter((c) => c === null)).toHaveLength(3);
    expect(codes.filter((c) => c === 'deposit.limit.exceeded')).toHaveLength(5);
    expect(await depositRows(member.id)).toBe(3);
  });

  it('applies a lower limit at once and a higher one (or none) only after 24 hours', async () => {
    const { token, member } = await memberWithSession(p);
    await setLimit(token, 'day', 500);
    let day = (await limitsOf(token)).deposit.find((d) => d.period === 'day')!;
    expect(day).toMatchObject({ amount: 500, pendingAmount: null, pendingFrom: null });

    const raised = memberLimitsValueSchema.parse((await setLimit(token, 'day', 800)).json().value).deposit.find((d) => d.period === 'day')!;
    expect(raised).toMatchObject({ amount: 500, pendingAmount: 800, pendingFrom: new Date(clock.now().getTime() + 24 * hour_ms).toISOString() });
    expect((await deposit(token, 600)).json()).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { remainingAmount: 500 } });

    // A decrease is immediate and drops the waiting raise.
    day = memberLimitsValueSchema.parse((await setLimit(token, 'day', 100)).json().value).deposit.find((d) => d.period === 'day')!;
    expect(day).toMatchObject({ amount: 100, pendingAmount: null, pendingFrom: null });

    // Raise again, and a removal: both wait their 24 hours.
    await setLimit(token, 'week', 2000);
    await setLimit(token, 'day', 900);
    const removal = memberLimitsValueSchema.parse((await setLimit(token, 'week', null)).json().value).deposit.find((d) => d.period === 'week')!;
    expect(removal).toMatchObject({ amount: 2000, pendingAmount: null });
    expect(removal.pendingFrom).not.toBeNull();

    // A second before the 24 hours the old limit holds; at them the new one applies (new sessions: the first idled out).
    clock.advance(24 * hour_ms - 1000);
    expect((await limitsOf(await sessionOf(member.id))).deposit.find((d) => d.period === 'day')!.amount).toBe(100);
    clock.advance(1000);
    const t2 = await sessionOf(member.id);
    const after = await limitsOf(t2);
    expect(after.deposit.find((d) => d.period === 'day')).toMatchObject({ amount: 900, pendingAmount: null, pendingFrom: null });
    expect(after.deposit.find((d) => d.period === 'week')).toMatchObject({ amount: null, pendingFrom: null, remaining: null });
    expect((await deposit(t2, 600)).statusCode).toBe(200);
  });

  /** A new session of the member at the clock's time. */
  async function sessionOf(memberId: number): Promise<string> {
    const m = await demo(p);
    return (await p.deps.sessions.issue(p.deps.db, m.id, memberId, { ip: '127.0.0.1', device: 'web', remember: false })).token;
  }

  it('refuses bad input with stable codes and changes nothing', async () => {
    const { token } = await memberWithSession(p);
    for (const body of [{ period: 'year', amount: 10 }, { period: 'day', amount: -5 }, { period: 'day', amount: 10, extra: 1 }]) {
      expect((await wpsCall(p.app, 'memberDepositLimit', { token, body })).json().errorCode).toMatch(/^(request\.invalid|amount\.invalid)$/);
    }
    expect((await setLimit(token, 'day', '1.234')).json().errorCode).toBe('amount.invalid');
    for (const body of [{ kind: 'timeout', days: 0 }, { kind: 'timeout', days: 43 }, { kind: 'selfExclusion', months: 7 }, { kind: 'nap', days: 1 }]) {
      const r = await wpsCall(p.app, 'memberBreak', { token, body });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
    expect((await wpsCall(p.app, 'memberRealityCheckSet', { token, body: { minutes: 20 } })).json().errorCode).toBe('request.invalid');
    const v = await limitsOf(token);
    expect(v.deposit.every((d) => d.amount === null)).toBe(true);
    expect(v.break).toBeNull();
    expect((await wpsCall(p.app, 'memberLimits')).statusCode).toBe(401);
  });

  it('refuses a trial account its limits and breaks', async () => {
    const { token } = await memberWithSession(p, { type: 4 });
    expect((await setLimit(token, 'day', 10)).json().errorCode).toBe('account.not.real');
    expect((await wpsCall(p.app, 'memberBreak', { token, body: { kind: 'timeout', days: 1 } })).json().errorCode).toBe('account.not.real');
  });

  it('self-exclusion ends every session and game token at once, refuses login with the end date, and stops deposits and bonuses', async () => {
    const m = await makeMember(p);
    const merchant = await demo(p);
    await fundWallet(p.deps.db, merchant.id, m.id, 100_000n);
    const a = (await p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: '127.0.0.1', device: 'web', remember: false })).token;
    const b = (await p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: '127.0.0.1', device: 'phone', remember: true })).token;
    const game = await gameToken(p, 'rgvendor', m.username);
    const bet = (tx: string, t = game) => vendor.call('bet', { requestId: tx, token: t, transactionId: tx, roundId: tx, gameId: 'g1', amount: '10.00', currency: 'CNY' });
    expect((await bet('se-1')).json.status).toBe('OK');
    // A bonus reaches the member before the exclusion (and the same grant, retried, would be refused after).
    const rewards = rewardsOf(p);
    expect((await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(merchant, m.id, { sourceRef: `se:${m.id}:1`, now: clock.now() })))).replayed).toBe(false);

    const now = clock.now();
    // Six calendar months on, the same day and time.
    const endsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 6, now.getUTCDate(), now.getUTCHours())).toISOString();
    const r = await wpsCall(p.app, 'memberBreak', { token: a, body: { kind: 'selfExclusion', months: 6 } });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toEqual({ kind: 'selfExclusion', endsAt });

    for (const t of [a, b]) expect((await wpsCall(p.app, 'memberLimits', { token: t })).json().errorCode).toBe('login.not.session');
    expect((await bet('se-2')).json.status).toBe('TOKEN_EXPIRED');
    // The bet open before the exclusion still settles: the member is paid what they won.
    expect((await vendor.call('win', { requestId: 'w', token: game, transactionId: 'se-1w', roundId: 'se-1', gameId: 'g1', amount: '25.00', currency: 'CNY', referenceTransactionId: 'se-1' })).json.status).toBe('OK');

    const refused = await login(m.username, m.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'member.self.excluded', value: { kind: 'selfExclusion', endsAt } });
    // No session can be issued by any door, no game launched, no deposit, no bonus.
    await expect(p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: '127.0.0.1', device: 'web', remember: false }))
      .rejects.toMatchObject({ code: 'member.self.excluded' });
    const live = Number((await p.deps.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM member_sessions WHERE member_id = $1 AND revoked_at IS NULL', [m.id])).rows[0]!.n);
    expect(live).toBe(0);
    await expect(p.deps.db.tx((q) => p.deps.limits.checkDeposit(q, merchant, m.id, 100n, clock.now()))).rejects.toBeInstanceOf(WpsError);
    await expect(p.deps.db.tx((q) => rewards.grantIn(q, grantOf(merchant, m.id, { sourceRef: `se:${m.id}:2`, now: clock.now() }))))
      .rejects.toMatchObject({ code: 'member.self.excluded' });
    const grants = Number((await p.deps.db.query<{ n: string }>('SELECT count(*) AS n FROM reward_grants WHERE member_id = $1', [m.id])).rows[0]!.n);
    expect(grants).toBe(1);

    // Operators see it, and have no way to change it.
    const seen = await bo(p, 'GET', `/bo/limits/demo/${m.username}`);
    expect(seen.json().value).toMatchObject({ username: m.username, break: { kind: 'selfExclusion' }, breaks: [{ kind: 'selfExclusion', startsAt: now.toISOString(), endsAt }] });
    expect((await bo(p, 'POST', `/bo/limits/demo/${m.username}`, { break: null })).statusCode).toBe(404);
    expect((await bo(p, 'GET', '/bo/limits/demo/nobody-here')).json().errorCode).toBe('USER_NOT_EXIST');
  });

  it('a time-out logs out, refuses login until it ends, then lets the member back in', async () => {
    const m = await makeMember(p);
    const { token } = await (async () => {
      const merchant = await demo(p);
      return p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: '127.0.0.1', device: 'web', remember: false });
    })();
    const r = await wpsCall(p.app, 'memberBreak', { token, body: { kind: 'timeout', days: 1 } });
    const endsAt = new Date(clock.now().getTime() + 24 * hour_ms).toISOString();
    expect(r.json().value).toEqual({ kind: 'timeout', endsAt });
    expect((await wpsCall(p.app, 'memberLimits', { token })).statusCode).toBe(401);
    expect((await login(m.username, m.password)).json()).toMatchObject({ errorCode: 'member.timeout', value: { endsAt } });
    clock.advance(24 * hour_ms);
    const back = await login(m.username, m.password);
    expect(back.statusCode).toBe(200);
    const v = await limitsOf(back.json().value.token);
    expect(v.break).toBeNull();
  });

  it('the reality check counts the session\'s time and the net result of its bets', async () => {
    const m = await makeMember(p);
    const merchant = await demo(p);
    await fundWallet(p.deps.db, merchant.id, m.id, 100_000n);
    const earlier = await gameToken(p, 'rgvendor', m.username);
    // A bet before this session began is not this session's.
    await vendor.call('bet', { requestId: 'rc0', token: earlier, transactionId: 'rc-0', roundId: 'rc-0', gameId: 'g1', amount: '50.00', currency: 'CNY', roundClosed: true });
    clock.advance(1000);
    const { token } = await p.deps.sessions.issue(p.deps.db, merchant.id, m.id, { ip: '127.0.0.1', device: 'web', remember: false });
    expect(memberLimitsValueSchema.parse((await wpsCall(p.app, 'memberRealityCheckSet', { token, body: { minutes: 15 } })).json().value).realityCheckMinutes).toBe(15);
    const game = await gameToken(p, 'rgvendor', m.username);
    await vendor.call('bet', { requestId: 'rc1', token: game, transactionId: 'rc-1', roundId: 'rc-1', gameId: 'g1', amount: '10.00', currency: 'CNY' });
    await vendor.call('win', { requestId: 'rc1w', token: game, transactionId: 'rc-1w', roundId: 'rc-1', gameId: 'g1', amount: '25.50', currency: 'CNY', referenceTransactionId: 'rc-1' });
    await vendor.call('bet', { requestId: 'rc2', token: game, transactionId: 'rc-2', roundId: 'rc-2', gameId: 'g1', amount: '4.00', currency: 'CNY', roundClosed: true });
    clock.advance(16 * 60 * 1000);
    const v = realityCheckValueSchema.parse((await wpsCall(p.app, 'memberRealityCheck', { token })).json().value);
    expect(v).toEqual({
      minutes: 15, sessionStartedAt: new Date(clock.now().getTime() - 16 * 60 * 1000).toISOString(), playedSeconds: 960,
      bets: 2, stake: 14, payout: 25.5, net: 11.5,
    });
  });
});
