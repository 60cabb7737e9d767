import type { Merchant } from '@/platform/src/context';
import { redRainClaimValueSchema, redRainStateValueSchema, type RedRainStateValue } from '@/lib/wps/schemas/redrain';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { createRewardsService } from '@/platform/src/modules/rewards';
import { drawEnvelope, envelopeClientSeed } from '@/platform/src/modules/redrain/rules';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

/** 11:55 in Shanghai (UTC+8) on 1 June 2026: five minutes before the 12:00 slot of these tests. */
const before_ms = Date.parse('2026-06-01T03:55:00Z');

describeEachDb('the red envelope rain (modules/redrain)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  const clock = manualClock(before_ms);
  const platform = usePlatform(get, { clock });

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  async function member(input: { type?: number } = {}) {
    const m = await makeMember(p, input);
    const token = (await p.deps.sessions.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    return { ...m, token };
  }
  type Who = { id: number; token: string };
  const state = async (w: Who): Promise<RedRainStateValue> => {
    const r = await wpsCall(p.app, 'redRainState', { token: w.token, ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return redRainStateValueSchema.parse(r.json().value);
  };
  const claim = (w: Who, slotId: number, ip = freshIp()) => wpsCall(p.app, 'redRainClaim', { token: w.token, body: { slotId }, ip });
  async function slot(body: Record<string, unknown>) {
    const r = await bo('POST', '/bo/redrain/demo', {
      title: 'Noon rain', start: '12:00', minutes: 10, budget: '1000', bands: [{ min: '1', max: '5', weight: 9 }, { min: '50', max: '88', weight: 1 }],
      wagering: 0, ...body,
    });
    expect(r.statusCode).toBe(201);
    return r.json().value as { id: number; budget: string };
  }
  const rewards = () => createRewardsService({ db: p.deps.db, clock, ledger: createLedgerService({ db: p.deps.db }), members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits });
  const wallet_minor = async (memberId: number) => (await createLedgerService({ db: p.deps.db }).memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const bonus_minor = async (memberId: number) => (await rewards().bonusPosition(p.deps.db, demo.id, memberId, 'CNY', clock.now())).bonus_minor;
  const paidOf = async (slotId: number) => (await bo('GET', '/bo/redrain/demo')).json().value.find((s: { id: number }) => s.id === slotId).today;
  const toNoon = () => {
    const target = Date.parse('2026-06-01T04:01:00Z');
    if (clock.now().getTime() < target) clock.advance(target - clock.now().getTime());
  };

  it('lets an operator make a slot, audited, and refuses a bad one with nothing stored', async () => {
    const before = (await bo('GET', '/bo/redrain/demo')).json().value.length;
    for (const bad of [
      { timeZone: 'Asia/Shanghai' }, { start: '24:00' }, { bands: [{ min: '9', max: '2', weight: 1 }] }, { bands: [] }, { budget: '-5' }, { budget: '0.001' }, { extra: 1 },
    ]) {
      const r = await bo('POST', '/bo/redrain/demo', { title: 'x', start: '12:00', minutes: 10, budget: '100', bands: [{ min: '1', max: '2', weight: 1 }], ...bad });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    }
    expect((await bo('GET', '/bo/redrain/demo')).json().value).toHaveLength(before);
    const s = await slot({ title: 'Audit check', start: '03:00', enabled: false });
    const audit = await p.deps.audit.list({ merchantId: demo.id, limit: 5 });
    expect(audit.find((a) => a.action === 'redrain.slot.create' && a.target === `redrain_slot:${s.id}`)).toBeTruthy();
    const off = await bo('PATCH', `/bo/redrain/demo/${s.id}`, { budget: '20' });
    expect(off.statusCode).toBe(200);
    expect(off.json().value).toMatchObject({ budget: '20.00', enabled: false, start: '03:00' });
    expect((await bo('PATCH', '/bo/redrain/demo/999999', { budget: '20' })).statusCode).toBe(404);
  });

  it('counts down before the slot, pays one envelope per member and per address in it, and none twice', async () => {
    const s = await slot({});
    const a = await member();
    const b = await member();
    const early = await state(a);
    const mine = early.rains.find((r) => r.slotId === s.id)!;
    expect(mine).toMatchObject({ status: 'upcoming', day: '2026-06-01', startsAt: '2026-06-01T04:00:00.000Z', endsAt: '2026-06-01T04:10:00.000Z', eligible: true, claim: null });
    expect((await claim(a, s.id)).json().errorCode).toBe('redrain.closed');

    toNoon();
    const ip = freshIp();
    const before = await wallet_minor(a.id);
    const r = await claim(a, s.id, ip);
    expect(r.statusCode).toBe(200);
    const got = redRainClaimValueSchema.parse(r.json().value);
    const amount_minor = BigInt(Math.round(Number(got.amount) * 100));
    expect([amount_minor >= 100n && amount_minor <= 500n, amount_minor >= 5000n && amount_minor <= 8800n]).toContain(true);
    // Cash (wagering 0): straight into the wallet, exactly once.
    expect(await wallet_minor(a.id)).toBe(before + amount_minor);

    const again = await claim(a, s.id, freshIp());
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'redrain.claimed']);
    const sameAddress = await claim(b, s.id, ip);
    expect([sameAddress.statusCode, sameAddress.json().errorCode]).toEqual([409, 'redrain.address.claimed']);
    expect(await wallet_minor(a.id)).toBe(before + amount_minor);
    expect(await wallet_minor(b.id)).toBe(0n);

    const during = (await state(a)).rains.find((r) => r.slotId === s.id)!;
    expect(during).toMatchObject({ status: 'open', claim: { amount: got.amount, serverSeed: null }, serverSeedHash: got.serverSeedHash });
    // After the rain, the seed is revealed and recomputes the envelope.
    clock.advance(10 * 60_000);
    const after = await state(a);
    const c = after.recent.find((x) => x.slotId === s.id)!;
    expect(c.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawEnvelope([{ min_minor: 100n, max_minor: 500n, weight: 9 }, { min_minor: 5000n, max_minor: 8800n, weight: 1 }], c.serverSeed!, envelopeClientSeed(a.id), c.nonce))
      .toBe(amount_minor);
    expect(after.rains.find((r) => r.slotId === s.id)).toMatchObject({ status: 'upcoming', day: '2026-06-02', claim: null });
    await bo('PATCH', `/bo/redrain/demo/${s.id}`, { enabled: false });
  });

  it('holds a wagering envelope as a bonus, refuses trial accounts, and asks the day for its turnover or deposit', async () => {
    const s = await slot({ start: '12:30', wagering: 3, minDeposit: '100' });
    clock.advance(Date.parse('2026-06-02T04:31:00Z') - clock.now().getTime());
    const trial = await member({ type: 4 });
    expect((await claim(trial, s.id)).json().errorCode).toBe('free_reject');

    const a = await member();
    const refused = await claim(a, s.id);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'redrain.not.eligible']);
    expect(refused.json().value).toEqual({ requirement: { turnover: null, deposit: '100.00' }, progress: { turnover: '0.00', deposit: '0.00' } });

    // An approved deposit of today makes the member eligible.
    const channels = await wpsCall(p.app, 'systemDepositBanks', { token: a.token });
    const channelId = (channels.json().value as { id: number; method: string }[]).find((c) => c.method === 'mt')!.id;
    const dep = await wpsCall(p.app, 'depositMt', { token: a.token, body: { channelId, amount: '100', reference: 'RAIN-1' } });
    expect(dep.statusCode).toBe(200);
    expect((await bo('POST', `/bo/deposits/demo/${dep.json().value.depositId}/approve`)).statusCode).toBe(200);
    expect((await state(a)).rains.find((r) => r.slotId === s.id)).toMatchObject({ eligible: true, progress: { deposit: '100.00' } });

    const wallet = await wallet_minor(a.id);
    const r = await claim(a, s.id);
    expect(r.statusCode).toBe(200);
    const got = redRainClaimValueSchema.parse(r.json().value);
    expect(got.wageringMultiple).toBe(3);
    expect(await bonus_minor(a.id)).toBe(BigInt(Math.round(Number(got.amount) * 100)));
    expect(await wallet_minor(a.id)).toBe(wallet);
    await bo('PATCH', `/bo/redrain/demo/${s.id}`, { enabled: false });
  });

  it('never overspends the last of a budget when 50 members race for it, and pays one member once under 20 tries at once', async () => {
    // 10.00 in envelopes of 0.50 to 1.00: about 13 envelopes for 50 members.
    const s = await slot({ start: '13:00', budget: '10', bands: [{ min: '0.5', max: '1', weight: 1 }] });
    clock.advance(Date.parse('2026-06-03T05:01:00Z') - clock.now().getTime());
    const racers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(racers.map((m) => claim(m, s.id)));
    const paid = answers.filter((r) => r.statusCode === 200).map((r) => BigInt(Math.round(Number(r.json().value.amount) * 100)));
    const refused = answers.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode);
    expect(refused.every((c) => c === 'redrain.empty')).toBe(true);
    expect(paid.length + refused.length).toBe(50);
    // The last envelope holds what was left, so the budget is paid exactly and never past it.
    expect(paid.reduce((x, y) => x + y, 0n)).toBe(1000n);
    // Envelopes of 0.50 to 1.00 (the last one what was left): 10 to 20 of the 50 are paid.
    expect(paid.length).toBeGreaterThanOrEqual(10);
    expect(paid.length).toBeLessThanOrEqual(20);
    const wallets = await Promise.all(racers.map((m) => wallet_minor(m.id)));
    expect(wallets.reduce((x, y) => x + y, 0n)).toBe(1000n);
    expect(await paidOf(s.id)).toMatchObject({ paid: '10.00', claims: paid.length });

    const s2 = await slot({ start: '13:00', budget: '100', bands: [{ min: '1', max: '2', weight: 1 }] });
    const one = await member();
    const tries = await Promise.all(Array.from({ length: 20 }, () => claim(one, s2.id)));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'redrain.claimed')).toBe(true);
    expect(await paidOf(s2.id)).toMatchObject({ claims: 1 });
    expect((await createLedgerService({ db: p.deps.db }).verify()).violations).toEqual([]);
    // 70 members made with scrypt passwords and 70 claims: slow on a loaded machine.
  }, 120_000);
});
