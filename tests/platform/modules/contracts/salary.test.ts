import { randomUUID } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { contractsDepsOf, createContractSettlement } from '@/platform/src/modules/contracts';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { agentContractsValueSchema, contractViewSchema, fundsConsolidatedValueSchema } from '@/lib/wps/schemas/contracts';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * Daily salary contracts on a 3-level chain (A the top, B under A, C under B), with real bets of
 * one player under each through the seamless wallet, settled by the job contracts.daily, with
 * the payouts computed by hand. Agent type 3 (SPEC §3: every type but 0, 1, 2, 4, 40-42).
 */
describeEachDb('daily salary contracts (modules/contracts)', (get) => {
  const clock = manualClock(Date.parse('2026-11-24T08:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  let ledger: LedgerService;
  let vendor: VendorClient;
  const game = 'ctr-slot';
  const bo = (method: 'GET' | 'POST', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'ctrgames', name: 'Contract Games' });
    expect((await bo('POST', '/bo/catalog/import/demo', {
      vendor: { vassalage: 'CTRG', displayName: 'Contract Games' }, games: [{ gameId: game, gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' }],
    })).statusCode).toBe(200);
    const patch = await p.app.inject({
      method: 'PATCH', url: '/bo/catalog/vendors/demo/CTRG', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ walletVendor: 'ctrgames', enabled: true }),
    });
    expect(patch.statusCode).toBe(200);
  });

  afterEach(async () => {
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });

  const walletOf = async (memberId: number) =>
    (await ledger.balance(p.deps.db, demo.id, (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).id))!.balance_minor;
  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'H5', remember: false })).token;
  const agent = async (parentAgentId: number | null) => makeMember(p, { type: 3, parentAgentId });

  /** A funded player under an agent who settles a losing bet of `amount`. */
  async function bet(parentAgentId: number, amount: string) {
    const m = await makeMember(p, { type: 0, parentAgentId });
    await fundWallet(p.deps.db, demo.id, m.id, 100_000_000n);
    const token = await gameToken(p, vendor.code, m.username, { gameId: game });
    const id = randomUUID();
    expect((await vendor.call('bet', { requestId: randomUUID(), token, transactionId: id, roundId: `r-${id}`, gameId: game, amount, currency: 'CNY' })).json.status).toBe('OK');
    expect((await vendor.call('win', {
      requestId: randomUUID(), token, transactionId: randomUUID(), referenceTransactionId: id, roundId: `r-${id}`, gameId: game, amount: '0', currency: 'CNY', roundClosed: true,
    })).json.status).toBe('OK');
    return m;
  }

  const call = async (memberId: number, name: 'agentContractPropose' | 'agentContractAction', body: unknown) =>
    wpsCall(p.app, name, { token: await session(memberId), ip: freshIp(), body });
  const overview = async (memberId: number) => {
    const r = await wpsCall(p.app, 'agentContracts', { token: await session(memberId), ip: freshIp(), query: { kind: 'daily' } });
    expect(r.statusCode).toBe(200);
    return agentContractsValueSchema.parse(r.json().value);
  };
  const tiers = (...t: [string, number, string][]) => t.map(([bets, active, amount]) => ({ bets, active, amount }));

  let A: Awaited<ReturnType<typeof agent>>;
  let B: typeof A;
  let C: typeof A;
  let X: typeof A;
  let cContract: string;

  it('builds a chain: the merchant grants the top, each upline offers its direct downline, the downline accepts on its own call', async () => {
    A = await agent(null);
    B = await agent(A.id);
    C = await agent(B.id);
    X = await agent(null);
    const granted = await bo('POST', '/bo/contracts/demo', { member: A.username, kind: 'daily', tiers: tiers(['0', 0, '50'], ['80000', 2, '80']) });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().value).toMatchObject({ status: 'signed', upline: null, member: A.username });

    const offerB = await call(A.id, 'agentContractPropose', { kind: 'daily', downline: B.username, tiers: tiers(['0', 0, '40'], ['40000', 2, '50']) });
    expect(offerB.statusCode).toBe(200);
    const b = contractViewSchema.parse(offerB.json().value);
    expect(b).toMatchObject({ status: 'pending', role: 'upline', upline: A.username, member: B.username });
    // The downline sees the offer waiting for it (and the prompt counts it); the upline sees it among its offers.
    expect((await overview(B.id)).pending?.id).toBe(b.id);
    expect((await overview(A.id)).offered.map((o) => o.id)).toEqual([b.id]);
    const prompt = await wpsCall(p.app, 'memberFundsConsolidated', { token: await session(B.id), ip: freshIp(), query: { dailysalreqtype: '1' } });
    expect(fundsConsolidatedValueSchema.parse(prompt.json().value).dailySalary).toEqual({ toAnswer: 1, signed: false, enabled: true });
    // Only the downline may accept.
    expect((await call(A.id, 'agentContractAction', { id: b.id, action: 'accept' })).json().errorCode).toBe('contract.state');
    const accepted = await call(B.id, 'agentContractAction', { id: b.id, action: 'accept' });
    expect(accepted.json().value).toMatchObject({ status: 'signed', role: 'downline' });

    const offerC = await call(B.id, 'agentContractPropose', { kind: 'daily', downline: C.username, tiers: tiers(['0', 0, '30']) });
    expect(offerC.statusCode).toBe(200);
    cContract = offerC.json().value.id;
    expect((await call(C.id, 'agentContractAction', { id: cContract, action: 'accept' })).json().value.status).toBe('signed');
    const after = await wpsCall(p.app, 'memberFundsConsolidated', { token: await session(B.id), ip: freshIp(), query: { dailysalreqtype: '1' } });
    expect(fundsConsolidatedValueSchema.parse(after.json().value).dailySalary).toEqual({ toAnswer: 0, signed: true, enabled: true });
  });

  it('refuses offers above the upline\'s own terms or below what the downline already grants, with stable codes, and changes nothing', async () => {
    const above = await call(B.id, 'agentContractPropose', { kind: 'daily', downline: C.username, tiers: tiers(['0', 0, '45']) });
    expect([above.statusCode, above.json().errorCode, above.json().value]).toEqual([409, 'contract.offer.above.upline', { tier: 0 }]);
    // A's terms pay 50 at 40 000 with 2 actives (its 80 needs 80 000): 70 there is above them.
    const aboveTier = await call(A.id, 'agentContractPropose', { kind: 'daily', downline: B.username, tiers: tiers(['0', 0, '40'], ['40000', 2, '70']) });
    expect([aboveTier.json().errorCode, aboveTier.json().value]).toEqual(['contract.offer.above.upline', { tier: 1 }]);
    // B grants C 30 from 0: an offer of 25 to B would leave B paying more than it earns.
    const below = await call(A.id, 'agentContractPropose', { kind: 'daily', downline: B.username, tiers: tiers(['0', 0, '25']) });
    expect([below.statusCode, below.json().errorCode]).toEqual([409, 'contract.offer.below.downline']);
    const falling = await call(A.id, 'agentContractPropose', { kind: 'daily', downline: B.username, tiers: tiers(['0', 0, '45'], ['100', 0, '40']) });
    expect(falling.json().errorCode).toBe('contract.offer.invalid');
    const decimals = await call(A.id, 'agentContractPropose', { kind: 'daily', downline: B.username, tiers: tiers(['0', 0, '4.555']) });
    expect(decimals.json().errorCode).toBe('request.invalid');
    expect((await overview(A.id)).offered.map((o) => o.status)).toEqual(['signed']);
  });

  it('keeps every line to itself: no offer past a direct downline, no answer or sight of another line\'s contract', async () => {
    expect((await call(A.id, 'agentContractPropose', { kind: 'daily', downline: C.username, tiers: tiers(['0', 0, '10']) })).json().errorCode).toBe('contract.not.downline');
    expect((await call(X.id, 'agentContractPropose', { kind: 'daily', downline: C.username, tiers: tiers(['0', 0, '10']) })).json().errorCode).toBe('contract.not.downline');
    for (const action of ['accept', 'reject', 'withdraw', 'terminate', 'keep']) {
      const r = await call(X.id, 'agentContractAction', { id: cContract, action });
      expect([r.statusCode, r.json().errorCode]).toEqual([404, 'contract.not.found']);
    }
    // A is above C but not its contract's party: A sees nothing of it and cannot end it.
    expect((await call(A.id, 'agentContractAction', { id: cContract, action: 'terminate' })).json().errorCode).toBe('contract.not.found');
    const xView = await overview(X.id);
    expect([xView.own, xView.pending, xView.offered]).toEqual([null, null, []]);
    const player = await makeMember(p, { type: 0 });
    const r = await wpsCall(p.app, 'agentContracts', { token: await session(player.id), ip: freshIp(), query: { kind: 'daily' } });
    expect(r.json().errorCode).toBe('permission.denied');
    const none = await wpsCall(p.app, 'memberFundsConsolidated', { token: await session((await makeMember(p, { type: 40 })).id), ip: freshIp(), query: { dailysalreqtype: '1' } });
    expect(none.json().value.dailySalary).toBeNull();
  });

  it('pays the day as computed by hand; a crash after the first payout resumes without paying twice', async () => {
    // 2026-11-24: a player under C bets 20 000, under B 30 000, under A 50 000 (each an active member).
    await bet(C.id, '20000.00');
    await bet(B.id, '30000.00');
    await bet(A.id, '50000.00');
    const before = { A: await walletOf(A.id), B: await walletOf(B.id), C: await walletOf(C.id) };
    clock.advance(17 * 3_600_000); // 2026-11-25 01:00 UTC: the 24th has ended.

    // A first process settles the 24th and dies after its first payout (its heartbeat before the second throws).
    const settlement = createContractSettlement(contractsDepsOf(p.deps));
    let beats = 0;
    await expect(settlement.settle(demo, 'daily', '2026-11-24', async () => {
      beats += 1;
      if (beats === 2) throw new Error('process killed');
    })).rejects.toThrow('process killed');
    const paidFirst = (await walletOf(A.id)) - before.A;
    // A: team 100 000, 3 actives → 80 per 10 000 = 800.00, less B's gross (50 000 at 50 = 250.00) = 550.00.
    expect(paidFirst).toBe(55_000n);

    const outcomes = await p.deps.jobs.runDue({ merchantId: demo.id, job: 'contracts.daily' });
    expect(outcomes.map((o) => [o.period, o.outcome])).toEqual([['2026-11-22', 'done'], ['2026-11-23', 'done'], ['2026-11-24', 'done']]);
    // B: 250.00 less C's gross (20 000 at 30 = 60.00) = 190.00; C: 60.00. The chain costs A's gross, 800.00.
    expect(outcomes[2]!.result).toMatchObject({ contracts: 3, paid: 2, paid_minor: '25000' });
    expect((await walletOf(A.id)) - before.A).toBe(55_000n);
    expect((await walletOf(B.id)) - before.B).toBe(19_000n);
    expect((await walletOf(C.id)) - before.C).toBe(6_000n);
    const payouts = (await overview(B.id)).payouts;
    expect(payouts).toEqual([expect.objectContaining({
      period: '2026-11-24', teamBets: '50000.00', activeMembers: 2, tierAmount: '50.00', gross: '250.00', downline: '60.00', amount: '190.00',
    })]);
  });

  it('pays a day once: a second pass, an operator\'s settle and a direct run pay nothing more', async () => {
    const before = [await walletOf(A.id), await walletOf(B.id), await walletOf(C.id)];
    expect(await p.deps.jobs.runDue({ merchantId: demo.id, job: 'contracts.daily' })).toEqual([]);
    const again = await bo('POST', '/bo/contracts/demo/settle', { kind: 'daily', period: '2026-11-24' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ status: 'done', result: { contracts: 3, paid: 0, paid_minor: '0' } });
    await createContractSettlement(contractsDepsOf(p.deps)).settle(demo, 'daily', '2026-11-24', async () => {});
    expect([await walletOf(A.id), await walletOf(B.id), await walletOf(C.id)]).toEqual(before);
    const entries = await p.deps.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM journal_entries WHERE merchant_id = $1 AND idempotency_source = 'contract'", [demo.id]);
    expect(entries.rows[0]!.n).toBe('3');
    // Today has not ended: an operator cannot settle it yet.
    expect((await bo('POST', '/bo/contracts/demo/settle', { kind: 'daily', period: '2026-11-25' })).json().errorCode).toBe('request.invalid');
  });

  it('settles a day once when two runs race it', async () => {
    await bet(C.id, '10000.00');
    clock.advance(24 * 3_600_000); // 2026-11-26 01:00: the 25th has ended.
    const before = await walletOf(C.id);
    const s1 = createContractSettlement(contractsDepsOf(p.deps));
    const s2 = createContractSettlement(contractsDepsOf(p.deps));
    const noop = async () => {};
    const [r1, r2] = await Promise.all([s1.settle(demo, 'daily', '2026-11-25', noop), s2.settle(demo, 'daily', '2026-11-25', noop)]);
    // One active member in every team: C 10 000 at 30 = 30.00; B at 40 = 40.00, less 30.00 = 10.00; A at 50 = 50.00, less 40.00
    // = 10.00: the chain costs A's gross, 50.00, paid by the two runs together exactly once.
    expect(BigInt(r1.paid_minor as string) + BigInt(r2.paid_minor as string)).toBe(5_000n);
    expect((await walletOf(C.id)) - before).toBe(3_000n);
  });

  it('ends a contract only when both parties agree; an ended contract no longer pays', async () => {
    expect((await call(C.id, 'agentContractAction', { id: cContract, action: 'terminate' })).json().value).toMatchObject({ status: 'termination_requested', terminationBy: 'downline' });
    expect((await call(C.id, 'agentContractAction', { id: cContract, action: 'terminate' })).json().errorCode).toBe('contract.state');
    expect((await call(B.id, 'agentContractAction', { id: cContract, action: 'terminate' })).json().value).toMatchObject({ status: 'cancelled', endReason: 'terminated' });
    expect((await overview(C.id)).own).toBeNull();
    const listed = await bo('GET', `/bo/contracts/demo?member=${C.username}`);
    expect(listed.json().value.map((c: { status: string }) => c.status)).toEqual(['cancelled']);
    const shown = await bo('GET', `/bo/contracts/demo/${cContract}`);
    expect(shown.json().value.payouts.map((x: { period: string; amount: string }) => [x.period, x.amount])).toEqual([['2026-11-25', '30.00'], ['2026-11-24', '60.00']]);
  });
});
