import { signinClaimValueSchema, signinValueSchema } from '@/lib/wps/schemas/activity';
import { depositBanksValueSchema, depositCreatedValueSchema } from '@/lib/wps/schemas/payments';
import type { Merchant } from '@/platform/src/context';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, expectBooksSound, walletOf } from '../payments/helpers';

const day_ms = 86_400_000;

describeEachDb('daily sign-in (modules/signin)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  // 10:00 in Shanghai (the demo's time zone) on 2026-11-20.
  const clock = manualClock(Date.parse('2026-11-20T02:00:00Z'));
  const platform = usePlatform(get, { clock });

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });

  const rules = (patch: Record<string, unknown>) => bo(p, 'PATCH', '/bo/signin/demo', patch);
  async function member(type = 0) {
    const m = await makeMember(p, { type });
    return { ...m, token: await session(m.id) };
  }
  // A fresh session per call: moving the clock by days would otherwise outlive a session's idle time.
  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'web', remember: false })).token;
  const status = async (memberId: number) => {
    const r = await wpsCall(p.app, 'activitySignIn', { token: await session(memberId), ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return signinValueSchema.parse(r.json().value);
  };
  const signIn = async (memberId: number) => wpsCall(p.app, 'activitySignInPost', { token: await session(memberId), ip: freshIp() });
  const cashRules = { enabled: true, amounts: ['1', '2', '3', '4', '5', '6', '50'], wageringMultiple: 0, requirement: 'none', requirementAmount: '0' };

  it('lets an operator set the rules, audited, and refuses rules that do not hold together, changing nothing', async () => {
    const r = await rules(cashRules);
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ enabled: true, currency: 'CNY', amounts: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '50.00'], wageringMultiple: 0, requirement: 'none' });
    const audit = (await bo(p, 'GET', '/bo/audit?merchant=demo')).json().value[0];
    expect(audit).toMatchObject({ action: 'signin.settings', operator: 'admin', after: { amounts: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '50.00'] } });
    for (const bad of [{ amounts: ['1', '2'] }, { amounts: ['1', '2', '3', '4', '5', '6', '7.001'] }, { requirement: 'deposit', requirementAmount: '0' }, { wageringMultiple: 101 }, { nosuch: 1 }]) {
      const x = await rules(bad);
      expect({ bad, status: x.statusCode, code: x.json().errorCode }).toEqual({ bad, status: 400, code: 'request.invalid' });
    }
    expect((await bo(p, 'GET', '/bo/signin/demo')).json().value.amounts[6]).toBe('50.00');
  });

  it('signs in once a day, counts the streak, pays each day of the strip and the big day 7, and starts again after a missed day', async () => {
    await rules(cashRules);
    const m = await member();
    expect(await status(m.id)).toMatchObject({ enabled: true, today: '2026-11-20', streak: 0, signedToday: false });
    const paid: number[] = [];
    for (let d = 1; d <= 8; d++) {
      const r = await signIn(m.id);
      expect(r.statusCode).toBe(200);
      const v = signinClaimValueSchema.parse(r.json().value);
      expect(v.claimed).toEqual({ day: ((d - 1) % 7) + 1, amount: [1, 2, 3, 4, 5, 6, 50][(d - 1) % 7], streak: d });
      expect(v).toMatchObject({ streak: d, signedToday: true });
      paid.push(v.claimed.amount);
      clock.advance(day_ms);
    }
    // 1 + 2 + 3 + 4 + 5 + 6 + 50 + 1 as cash (wagering 0).
    expect((await walletOf(p, m.id)).balance_minor).toBe(7_200n);
    // A day missed: the streak shows 0, and the next sign-in is day 1 again.
    clock.advance(day_ms);
    expect((await status(m.id)).streak).toBe(0);
    const again = signinClaimValueSchema.parse((await signIn(m.id)).json().value);
    expect(again.claimed).toEqual({ day: 1, amount: 1, streak: 1 });
    expect(again.days.map((x) => x.state)).toEqual(['claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    await expectBooksSound(p);
  });

  it('answers a second tap of the day with the same record and pays nothing more', async () => {
    await rules(cashRules);
    const m = await member();
    const first = await signIn(m.id);
    const second = await signIn(m.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().value).toEqual(first.json().value);
    expect((await walletOf(p, m.id)).balance_minor).toBe(100n);
  });

  it('counts days in the merchant time zone: 00:30 in Shanghai is a new day though UTC still says yesterday', async () => {
    await rules(cashRules);
    const m = await member();
    const lateEvening = Date.parse('2026-12-02T15:00:00Z'); // 23:00 on the 2nd in Shanghai
    expect(lateEvening).toBeGreaterThan(clock.now().getTime());
    clock.advance(lateEvening - clock.now().getTime());
    expect(signinClaimValueSchema.parse((await signIn(m.id)).json().value).today).toBe('2026-12-02');
    clock.advance(90 * 60_000); // 00:30 on the 3rd in Shanghai, 16:30 on the 2nd in UTC
    const v = signinClaimValueSchema.parse((await signIn(m.id)).json().value);
    expect(v).toMatchObject({ today: '2026-12-03', claimed: { day: 2, streak: 2 } });
  });

  it('holds the sign-in back until the day requirement is met, showing the progress', async () => {
    await rules({ ...cashRules, requirement: 'deposit', requirementAmount: '100' });
    const m = await member();
    const refused = await signIn(m.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'signin.requirement.unmet', value: { type: 'deposit', amount: 100, progress: 0, met: false } });
    expect((await walletOf(p, m.id)).balance_minor).toBe(0n);

    const token = await session(m.id);
    const channel = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value).find((c) => c.method === 'mt')!;
    const dep = depositCreatedValueSchema.parse((await wpsCall(p.app, 'depositMt', { token, body: { channelId: channel.id, amount: '150', reference: 'SIGNIN-1' } })).json().value);
    expect((await bo(p, 'POST', `/bo/deposits/demo/${dep.depositId}/approve`)).statusCode).toBe(200);
    expect((await status(m.id)).requirement).toEqual({ type: 'deposit', amount: 100, progress: 150, met: true });
    const ok = await signIn(m.id);
    expect(ok.statusCode).toBe(200);
    expect((await walletOf(p, m.id)).balance_minor).toBe(15_000n + 100n);
    await rules({ requirement: 'none', requirementAmount: '0' });
  });

  it('refuses a trial account with free_reject and answers signin.disabled while the merchant has it off', async () => {
    const trial = await member(4);
    expect((await signIn(trial.id)).json().errorCode).toBe('free_reject');
    await rules({ enabled: false });
    const m = await member();
    const r = await signIn(m.id);
    expect({ status: r.statusCode, code: r.json().errorCode }).toEqual({ status: 404, code: 'signin.disabled' });
    expect((await status(m.id)).enabled).toBe(false);
    await rules({ enabled: true });
  });

  it('pays once when one member taps 50 times at once', async () => {
    await rules(cashRules);
    const m = await member();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => session(m.id)));
    const answers = await Promise.all(tokens.map((token) => wpsCall(p.app, 'activitySignInPost', { token, ip: freshIp() })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(new Set(answers.map((a) => JSON.stringify(a.json().value.claimed)))).toEqual(new Set([JSON.stringify({ day: 1, amount: 1, streak: 1 })]));
    expect((await walletOf(p, m.id)).balance_minor).toBe(100n);
    await expectBooksSound(p);
  });
});
