import { WpsError } from '@/lib/wps/errors';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { describeEachDb } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { memberWithSession } from '../payments/helpers';
import { catalogVendor, demoOf, grantOf, moneyOf, rewardsOf, settledBet } from './helpers';

const codeOf = (e: unknown) => (e instanceof WpsError ? e.code : String(e));

describeEachDb('rewards: grants, wagering, conversion and forfeits', (get) => {
  const platform = usePlatform(get);

  async function booksAreSound() {
    const report = await createLedgerService({ db: platform().deps.db }).verify();
    expect(report.violations).toEqual([]);
  }

  it('pays a reward without wagering to the wallet from house_bonus, once per key', async () => {
    const p = platform();
    const m = await demoOf(p);
    const member = await makeMember(p);
    const rewards = rewardsOf(p);
    const g = grantOf(m, member.id, { source: 'signin', sourceRef: `day:2026-11-25:member:${member.id}`, amount_minor: 1_234n });
    const first = await p.deps.db.tx((q) => rewards.grantIn(q, g));
    expect(first.replayed).toBe(false);
    const again = await p.deps.db.tx((q) => rewards.grantIn(q, { ...g, title: 'Worded otherwise', now: new Date(Date.now() + 5_000) }));
    expect(again).toEqual({ grantId: first.grantId, replayed: true });
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 1_234n, bonus: 0n, wageringSum: 0n });
    const clash = await p.deps.db.tx((q) => rewards.grantIn(q, { ...g, amount_minor: 1_235n })).catch(codeOf);
    expect(clash).toBe('reward.duplicate');
    expect((await moneyOf(p, member.id)).wallet).toBe(1_234n);
    const [view] = await rewards.memberGrants(m.id, member.id);
    expect(view).toMatchObject({ grantId: first.grantId, status: 'paid', amount_minor: 1_234n, source: 'signin' });
    await booksAreSound();
  });

  it('refuses a trial member and moves nothing', async () => {
    const p = platform();
    const m = await demoOf(p);
    const trial = await makeMember(p, { type: 4 });
    const refused = await p.deps.db.tx((q) => rewardsOf(p).grantIn(q, grantOf(m, trial.id))).catch(codeOf);
    expect(refused).toBe('account.not.real');
    expect(await rewardsOf(p).memberGrants(m.id, trial.id)).toEqual([]);
  });

  it('holds a bonus until its weighted wagering completes, then converts it to cash once', async () => {
    const p = platform();
    const m = await demoOf(p);
    const member = await makeMember(p);
    await fundWallet(p.deps.db, m.id, member.id, 100_000n);
    const vendor = await catalogVendor(p, 'rwv1');
    const rewards = rewardsOf(p);
    // 50.00 at x2: 100.00 of weighted turnover.
    const { grantId } = await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 5_000n, wageringMultiple: 2 })));
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 100_000n, bonus: 5_000n, wageringSum: 5_000n });

    // A live table counts 10 %: 100.00 staked is 10.00 wagered.
    expect(await settledBet(p, vendor, member.username, '100.00', 'table-1')).toBe('OK');
    let [g] = await rewards.memberGrants(m.id, member.id);
    expect(g).toMatchObject({ grantId, status: 'wagering', wagered_minor: 1_000n, required_minor: 10_000n });
    // A slot counts in full: 89.99 more leaves one cent to go.
    expect(await settledBet(p, vendor, member.username, '89.99')).toBe('OK');
    [g] = await rewards.memberGrants(m.id, member.id);
    expect(g).toMatchObject({ status: 'wagering', wagered_minor: 9_999n });
    expect((await moneyOf(p, member.id)).bonus).toBe(5_000n);
    expect(await settledBet(p, vendor, member.username, '0.01')).toBe('OK');
    [g] = await rewards.memberGrants(m.id, member.id);
    expect(g).toMatchObject({ status: 'converted', wagered_minor: 10_000n });
    // Cash: 1,000.00 - 100.00 - 89.99 - 0.01 staked (no wins) + 50.00 converted.
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 100_000n - 19_000n + 5_000n, bonus: 0n, wageringSum: 0n });
    // More bets move nothing more.
    expect(await settledBet(p, vendor, member.username, '10.00')).toBe('OK');
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 100_000n - 20_000n + 5_000n, bonus: 0n, wageringSum: 0n });
    await booksAreSound();
  });

  it('forfeits an expired bonus to the house, and its bets no longer count', async () => {
    const p = platform();
    const m = await demoOf(p);
    const member = await makeMember(p);
    await fundWallet(p.deps.db, m.id, member.id, 50_000n);
    const vendor = await catalogVendor(p, 'rwv2');
    const rewards = rewardsOf(p);
    const expiresAt = new Date(Date.now() - 1_000);
    await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 2_000n, wageringMultiple: 1, expiresAt })));
    expect(await settledBet(p, vendor, member.username, '30.00')).toBe('OK');
    const [g] = await rewards.memberGrants(m.id, member.id);
    expect(g).toMatchObject({ status: 'forfeited', forfeitReason: 'expired', wagered_minor: 0n });
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 47_000n, bonus: 0n, wageringSum: 0n });
    await booksAreSound();
  });

  it('forfeits on a withdrawal only the bonuses whose terms say so', async () => {
    const p = platform();
    const m = await demoOf(p);
    const member = await makeMember(p);
    const rewards = rewardsOf(p);
    const keep = await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 1_000n, wageringMultiple: 3 })));
    const lose = await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 700n, wageringMultiple: 3, forfeitOnWithdrawal: true })));
    const position = await p.deps.db.tx((q) => rewards.bonusPosition(q, m.id, member.id, m.currency.code, new Date()));
    expect(position.bonus_minor).toBe(1_700n);
    expect(position.forfeitOnWithdrawal.map((g) => g.grantId)).toEqual([lose.grantId]);
    const gone = await p.deps.db.tx((q) => rewards.forfeitForWithdrawalIn(q, m.id, member.id, new Date()));
    expect(gone.map((g) => [g.grantId, g.forfeitReason])).toEqual([[lose.grantId, 'withdrawal']]);
    expect(await p.deps.db.tx((q) => rewards.forfeitForWithdrawalIn(q, m.id, member.id, new Date()))).toEqual([]);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 0n, bonus: 1_000n, wageringSum: 1_000n });
    expect((await rewards.memberGrants(m.id, member.id)).find((g) => g.grantId === keep.grantId)?.status).toBe('wagering');
    await booksAreSound();
  });

  it('refuses a withdrawal that forfeits a bonus until the member confirms, then forfeits it with the withdrawal', async () => {
    const p = platform();
    const m = await demoOf(p);
    const { member, token } = await memberWithSession(p);
    const card = await wpsCall(p.app, 'memberBankCardPut', { token, body: { bankName: 'ICBC', accountNumber: '6222020200112233', payeeName: 'Li Lei', branch: 'SH' } });
    await wpsCall(p.app, 'memberPaymentPasswordPut', { token, body: { paymentPassword: '135790' } });
    await fundWallet(p.deps.db, m.id, member.id, 100_000n);
    const rewards = rewardsOf(p);
    await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 3_000n, wageringMultiple: 5, forfeitOnWithdrawal: true })));
    const info = (await wpsCall(p.app, 'systemWithdrawBanks', { token })).json().value;
    expect(info.bonusForfeit).toBe(30);
    const body = { amount: '100.00', bankCardId: card.json().value.id, paymentPassword: '135790' };
    const refused = await wpsCall(p.app, 'withdraw', { token, body });
    expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([409, 'withdraw.bonus.forfeit', { bonusForfeit: 30 }]);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 100_000n, bonus: 3_000n, wageringSum: 3_000n });
    const ok = await wpsCall(p.app, 'withdraw', { token, body: { ...body, forfeitBonus: true } });
    expect(ok.statusCode).toBe(200);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 100_000n, bonus: 0n, wageringSum: 0n });
    expect((await rewards.memberGrants(m.id, member.id))[0]).toMatchObject({ status: 'forfeited', forfeitReason: 'withdrawal' });
    expect((await wpsCall(p.app, 'systemWithdrawBanks', { token })).json().value.bonusForfeit).toBe(0);
    await booksAreSound();
  });

  it('pays once when 50 identical grants race, and expireDue sweeps what is due', async () => {
    const p = platform();
    const m = await demoOf(p);
    const member = await makeMember(p);
    const rewards = rewardsOf(p);
    const t0 = Date.now();
    const g = grantOf(m, member.id, { amount_minor: 500n, wageringMultiple: 1, expiresAt: new Date(t0 + 60_000) });
    const results = await Promise.all(Array.from({ length: 50 }, () => p.deps.db.tx((q) => rewards.grantIn(q, g))));
    expect(new Set(results.map((r) => r.grantId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 0n, bonus: 500n, wageringSum: 500n });
    expect(await rewards.expireDue(new Date(t0 + 59_000))).toBe(0);
    expect(await rewards.expireDue(new Date(t0 + 61_000))).toBeGreaterThanOrEqual(1);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 0n, bonus: 0n, wageringSum: 0n });
    await booksAreSound();
  });

  it('lets an operator set the merchant game weights, audited, and bets count with them', async () => {
    const p = platform();
    const m = await demoOf(p);
    const auth = { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' };
    const put = await p.app.inject({ method: 'PUT', url: '/bo/rewards/demo/settings', headers: auth, payload: { gameWeights: { LIVE: 50 } } });
    expect(put.statusCode).toBe(200);
    expect(put.json().value.gameWeights).toMatchObject({ RNG: 100, LIVE: 50 });
    const bad = await p.app.inject({ method: 'PUT', url: '/bo/rewards/demo/settings', headers: auth, payload: { gameWeights: { LIVE: 101 } } });
    expect(bad.statusCode).toBe(400);
    const member = await makeMember(p);
    await fundWallet(p.deps.db, m.id, member.id, 50_000n);
    const vendor = await catalogVendor(p, 'rwv3');
    const rewards = rewardsOf(p);
    await p.deps.db.tx((q) => rewards.grantIn(q, grantOf(m, member.id, { amount_minor: 1_000n, wageringMultiple: 10 })));
    expect(await settledBet(p, vendor, member.username, '10.00', 'table-1')).toBe('OK');
    const shown = await p.app.inject({ method: 'GET', url: `/bo/rewards/demo/members/${member.username}`, headers: auth });
    expect(shown.json().value[0]).toMatchObject({ status: 'wagering', wagered_minor: '500', required_minor: '10000' });
    const audit = await p.deps.audit.list({ merchantId: m.id, limit: 5 });
    expect(audit.some((a) => a.action === 'rewards.weights')).toBe(true);
    await p.app.inject({ method: 'PUT', url: '/bo/rewards/demo/settings', headers: auth, payload: { gameWeights: {} } });
  });
});
