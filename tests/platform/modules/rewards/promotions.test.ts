import fc from 'fast-check';
import { WpsError } from '@/lib/wps/errors';
import { availablePromotionsValueSchema, claimPromotionValueSchema, promotionClaimListValueSchema } from '@/lib/wps/schemas/rewards';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { createPromotionsService, type PromotionsService } from '@/platform/src/modules/rewards';
import { drawRandom } from '@/platform/src/modules/rewards/promotion-rules';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { memberWithSession } from '../payments/helpers';
import { bo, creditedDeposit, demoOf, moneyOf, rewardsOf } from './helpers';

const codeOf = (e: unknown) => (e instanceof WpsError ? e.code : String(e));
let seq = 0;
const freshCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

function promotionsOf(p: TestPlatform): PromotionsService {
  return createPromotionsService({ db: p.deps.db, clock: p.deps.clock, rewards: rewardsOf(p), members: p.deps.members, audit: p.deps.audit });
}

async function createPromotion(p: TestPlatform, code: string, rules: Record<string, unknown>) {
  const r = await bo(p, 'POST', '/bo/rewards/demo/promotions', { code, rules: { title: { EN: `Promo ${code}` }, ...rules } });
  if (r.statusCode !== 201) throw new Error(`create: ${r.statusCode} ${r.body}`);
  return r.json().value;
}

describeEachDb('rewards: the promotion engine', (get) => {
  const platform = usePlatform(get);

  async function booksAreSound() {
    expect((await createLedgerService({ db: platform().deps.db }).verify()).violations).toEqual([]);
  }

  async function available(token: string, ip = '203.0.113.1') {
    const r = await wpsCall(platform().app, 'rewardPromotions', { token, ip });
    expect(r.statusCode).toBe(200);
    return availablePromotionsValueSchema.parse(r.json().value).content.promotions;
  }

  it('pays a welcome reward once per member and at most twice per address, with the reason shown', async () => {
    const p = platform();
    const code = freshCode('welcome');
    await createPromotion(p, code, { reward: { type: 'fixed', amount: '8.88' }, limits: { perAddress: 2 } });
    const a = await memberWithSession(p);
    const before = (await available(a.token)).find((x) => x.id === code)!;
    expect(before).toMatchObject({ claimable: true, reason: null, preview: 8.88, reward: { type: 'fixed', amount: 8.88 }, claimed: 0, perMember: 1 });

    const claim = await wpsCall(p.app, 'rewardClaim', { token: a.token, body: { promotionId: code }, ip: '203.0.113.1' });
    expect(claim.statusCode).toBe(200);
    expect(claimPromotionValueSchema.parse(claim.json().value).content).toMatchObject({ amount: 8.88, status: 'paid', source: 'promotion' });
    const again = await wpsCall(p.app, 'rewardClaim', { token: a.token, body: { promotionId: code }, ip: '203.0.113.1' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'promotion.claimed']);
    expect((await available(a.token)).find((x) => x.id === code)).toMatchObject({ claimable: false, reason: 'claimed', claimed: 1 });
    expect(await moneyOf(p, a.member.id)).toEqual({ wallet: 888n, bonus: 0n, wageringSum: 0n });

    const b = await memberWithSession(p);
    expect((await wpsCall(p.app, 'rewardClaim', { token: b.token, body: { promotionId: code }, ip: '203.0.113.1' })).statusCode).toBe(200);
    const c = await memberWithSession(p);
    expect((await available(c.token, '203.0.113.1')).find((x) => x.id === code)).toMatchObject({ claimable: false, reason: 'limit.address' });
    const third = await wpsCall(p.app, 'rewardClaim', { token: c.token, body: { promotionId: code }, ip: '203.0.113.1' });
    expect([third.statusCode, third.json().errorCode]).toEqual([409, 'promotion.limit.reached']);
    expect((await wpsCall(p.app, 'rewardClaim', { token: c.token, body: { promotionId: code }, ip: '203.0.113.9' })).statusCode).toBe(200);

    const unknown = await wpsCall(p.app, 'rewardClaim', { token: c.token, body: { promotionId: 'no-such-promo' } });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'promotion.not.found']);
    const trial = await memberWithSession(p, { type: 4 });
    const refused = await wpsCall(p.app, 'rewardClaim', { token: trial.token, body: { promotionId: code }, ip: '198.51.100.7' });
    expect(refused.json().errorCode).toBe('account.not.real');
    await booksAreSound();
  });

  it('pays a first-deposit bonus of 100 % up to the cap, locked for x5 wagering, once per deposit', async () => {
    const p = platform();
    const code = freshCode('first');
    await createPromotion(p, code, {
      eligibility: { deposit: { nth: 1, min: '50', claimWithinHours: 72 } },
      reward: { type: 'percent', percent: 100, cap: '500' }, wageringMultiple: 5, bonusExpiresInHours: 24 * 7, forfeitOnWithdrawal: true,
    });
    const { member, token } = await memberWithSession(p);
    expect((await available(token)).find((x) => x.id === code)).toMatchObject({ claimable: false, reason: 'deposit.required', deposit: { nth: 1, min: 50 } });
    await creditedDeposit(p, token, '800.00');
    expect((await available(token)).find((x) => x.id === code)).toMatchObject({ claimable: true, preview: 500 });
    const r = await wpsCall(p.app, 'rewardClaim', { token, body: { promotionId: code } });
    expect(claimPromotionValueSchema.parse(r.json().value).content).toMatchObject({
      amount: 500, status: 'wagering', wageringMultiple: 5, required: 2500, wagered: 0, forfeitOnWithdrawal: true,
    });
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 80_000n, bonus: 50_000n, wageringSum: 50_000n });
    const list = promotionClaimListValueSchema.parse((await wpsCall(p.app, 'rewardClaimList', { token })).json().value).content;
    expect(list).toMatchObject({ bonus: 500, forfeitOnWithdrawal: 500 });
    expect(list.rewards[0]).toMatchObject({ status: 'wagering', required: 2500 });
    expect(list.rewards[0]!.expiresAt).not.toBeNull();
    // A second deposit is not a first one.
    await creditedDeposit(p, token, '100.00');
    expect((await available(token)).find((x) => x.id === code)).toMatchObject({ claimable: false, reason: 'claimed' });
    await booksAreSound();
  });

  it('never overspends a budget: the last claim gets what is left, then the promotion is exhausted', async () => {
    const p = platform();
    const code = freshCode('budget');
    await createPromotion(p, code, { reward: { type: 'fixed', amount: '10' }, limits: { budget: '35' } });
    const promotions = promotionsOf(p);
    const m = await demoOf(p);
    const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(p)));
    const results = await Promise.all(members.map((x, i) =>
      promotions.claim(m, x.id, code, 'EN', { device: null, address: `192.0.2.${i + 1}` }).then((g) => g.amount_minor, codeOf)));
    expect(results.filter((r): r is bigint => typeof r === 'bigint').sort((x, y) => Number(x - y))).toEqual([500n, 1000n, 1000n, 1000n]);
    expect(results.filter((r) => r === 'promotion.budget.exhausted')).toHaveLength(2);
    const shown = (await bo(p, 'GET', `/bo/rewards/demo/promotions/${code}`)).json().value;
    expect(shown).toMatchObject({ budget_minor: '3500', spent_minor: '3500', claims: 4 });
    await booksAreSound();
  });

  it('pays once when one member sends 50 claims at the same moment', async () => {
    const p = platform();
    const code = freshCode('race');
    await createPromotion(p, code, { reward: { type: 'fixed', amount: '3' }, wageringMultiple: 2 });
    const m = await demoOf(p);
    const member = await makeMember(p);
    const promotions = promotionsOf(p);
    const results = await Promise.all(Array.from({ length: 50 }, () =>
      promotions.claim(m, member.id, code, 'EN', { device: 'dev1', address: '192.0.2.50' }).then((g) => g.grantId, codeOf)));
    expect(results.filter((r) => r !== 'promotion.claimed')).toHaveLength(1);
    expect(await moneyOf(p, member.id)).toEqual({ wallet: 0n, bonus: 300n, wageringSum: 300n });
    await booksAreSound();
  });

  it('draws random rewards from the fair stream, within the bands, the same for the same seed and key', () => {
    const reward = { type: 'random' as const, bands: [{ min: '1', max: '2', weight: 9 }, { min: '50', max: '88.88', weight: 1 }] };
    const seed = 'ab'.repeat(32);
    expect(drawRandom(reward, seed, 'k1', 2)).toBe(drawRandom(reward, seed, 'k1', 2));
    const draws = Array.from({ length: 2000 }, (_, i) => drawRandom(reward, seed, `key:${i}`, 2));
    expect(draws.every((d) => (d >= 100n && d <= 200n) || (d >= 5_000n && d <= 8_888n))).toBe(true);
    const high = draws.filter((d) => d >= 5_000n).length;
    // Weight 1 in 10: 200 expected of 2000; 4 standard deviations either side.
    expect(high).toBeGreaterThan(200 - 4 * 13.4);
    expect(high).toBeLessThan(200 + 4 * 13.4);
  });

  it('refuses rules it cannot keep, and audits what operators change', async () => {
    const p = platform();
    const bad = await bo(p, 'POST', '/bo/rewards/demo/promotions', { code: freshCode('bad'), rules: { title: { EN: 'x' }, reward: { type: 'percent', percent: 50, cap: '10' } } });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
    const decimals = await bo(p, 'POST', '/bo/rewards/demo/promotions', { code: freshCode('bad'), rules: { title: { EN: 'x' }, reward: { type: 'fixed', amount: '1.005' } } });
    expect(decimals.json().value.fields).toEqual(['rules.reward.amount']);
    const code = freshCode('audited');
    await createPromotion(p, code, { reward: { type: 'fixed', amount: '1' } });
    const off = await bo(p, 'PATCH', `/bo/rewards/demo/promotions/${code}`, { enabled: false });
    expect(off.json().value).toMatchObject({ enabled: false });
    const { token } = await memberWithSession(p);
    expect((await available(token)).some((x) => x.id === code)).toBe(false);
    expect((await wpsCall(p.app, 'rewardClaim', { token, body: { promotionId: code } })).json().errorCode).toBe('promotion.not.found');
    const audit = await p.deps.audit.list({ merchantId: (await demoOf(p)).id, limit: 10 });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['promotion.create', 'promotion.update']));
  });

  it('checks tags, VIP labels and new members', async () => {
    const p = platform();
    const code = freshCode('tagged');
    await createPromotion(p, code, { reward: { type: 'fixed', amount: '2' }, eligibility: { tags: ['vip-club'], newMemberDays: 30 } });
    const { member, token } = await memberWithSession(p);
    expect((await available(token)).find((x) => x.id === code)).toMatchObject({ claimable: false, reason: 'tag' });
    const tagged = await bo(p, 'PUT', `/bo/rewards/demo/members/${member.username}/tags/vip-club`, { on: true });
    expect(tagged.json().value).toEqual({ tags: ['vip-club'] });
    expect((await available(token)).find((x) => x.id === code)).toMatchObject({ claimable: true });
  });

  it('property: no sequence of claims, retries and bursts pays twice or past a limit or budget; bonus + cash equal the ledger', async () => {
    const p = platform();
    const m = await demoOf(p);
    const promotions = promotionsOf(p);
    const op = fc.record({
      member: fc.nat({ max: 2 }), promo: fc.nat({ max: 1 }), address: fc.constantFrom('198.51.100.1', '198.51.100.2'),
      burst: fc.constantFrom(1, 1, 2, 5),
    });
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), fc.constantFrom('7', '25', '40'), async (ops, budget) => {
      const codes = [freshCode('pa'), freshCode('pb')];
      await createPromotion(p, codes[0]!, { reward: { type: 'random', bands: [{ min: '1', max: '9', weight: 3 }, { min: '10', max: '15', weight: 1 }] }, wageringMultiple: 3, limits: { perMember: 2, budget } });
      await createPromotion(p, codes[1]!, { reward: { type: 'fixed', amount: '4' }, limits: { perMember: 1, perAddress: 2 } });
      const members = await Promise.all([0, 1, 2].map(() => makeMember(p)));
      for (const o of ops) {
        await Promise.all(Array.from({ length: o.burst }, () =>
          promotions.claim(m, members[o.member]!.id, codes[o.promo]!, 'EN', { device: null, address: o.address }).catch(codeOf)));
      }
      const views = await Promise.all(codes.map((c) => promotions.show(m, c)));
      expect(views[0]!.spent_minor).toBeLessThanOrEqual(BigInt(budget) * 100n);
      const claims = await p.deps.db.query<{ code: string; member_id: string; address: string; n: string; s: string; g: string }>(
        `SELECT pr.code, c.member_id::text, c.address, count(*)::text AS n, sum(c.amount_minor)::text AS s, sum(g.amount_minor)::text AS g
         FROM reward_claims c JOIN reward_promotions pr ON pr.merchant_id = c.merchant_id AND pr.id = c.promotion_id
         JOIN reward_grants g ON g.merchant_id = c.merchant_id AND g.id = c.grant_id
         WHERE c.merchant_id = $1 AND pr.code = ANY ($2::text[]) GROUP BY pr.code, c.member_id, c.address`, [m.id, codes]);
      for (const [i, code] of codes.entries()) {
        const rows = claims.rows.filter((r) => r.code === code);
        const spent = rows.reduce((s, r) => s + BigInt(r.s), 0n);
        expect(spent).toBe(views[i]!.spent_minor);
        expect(rows.reduce((s, r) => s + BigInt(r.g), 0n)).toBe(spent);
        const perMember = new Map<string, number>();
        const perAddress = new Map<string, number>();
        for (const r of rows) {
          perMember.set(r.member_id, (perMember.get(r.member_id) ?? 0) + Number(r.n));
          perAddress.set(r.address, (perAddress.get(r.address) ?? 0) + Number(r.n));
        }
        expect(Math.max(0, ...perMember.values())).toBeLessThanOrEqual(i === 0 ? 2 : 1);
        if (i === 1) expect(Math.max(0, ...perAddress.values())).toBeLessThanOrEqual(2);
      }
      for (const x of members) {
        const money = await moneyOf(p, x.id);
        expect(money.bonus).toBe(money.wageringSum);
        const paid = claims.rows.filter((r) => r.member_id === String(x.id) && r.code === codes[1]).reduce((s, r) => s + BigInt(r.s), 0n);
        expect(money.wallet).toBe(paid);
      }
    }), { numRuns: Number(process.env.FC_RUNS ?? 6) });
    await booksAreSound();
  });
});
