import { referralDetailsValueSchema } from '@/lib/wps/schemas/activity';
import { depositBanksValueSchema, depositCreatedValueSchema } from '@/lib/wps/schemas/payments';
import { loginValueSchema } from '@/lib/wps/schemas/session';
import type { RegisterRequestInput } from '@/lib/wps/schemas/registration';
import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { createBankCardsService } from '@/platform/src/modules/payments';
import { describeEachDb } from '@/tests/support/db';
import { freshIp } from '@/tests/support/clock';
import { freshUsername, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, expectBooksSound, walletOf } from '../payments/helpers';

function payload(p: Partial<RegisterRequestInput>): RegisterRequestInput {
  return {
    countryDialingCode: '', registerUrl: 'https://localhost/m/register', registerMethod: 'H5', username: '',
    password: 'secret12', confirmPassword: 'secret12', affiliateCode: '', paymentPassword: '', recommenderId: '',
    nickname: '', payeeName: '', email: '', mobileNum: '', idNumber: '', qqNum: '', facebook: '', wechat: '', line: '',
    whatsapp: '', zalo: '', birthday: '', captcha: '', type: 0, domain: 'localhost', verificationCode: '', ...p,
  };
}

let deviceSeq = 0;
const freshDevice = () => `device-${process.pid}-${++deviceSeq}-abcdef`;

describeEachDb('refer a friend (modules/referral)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  const platform = usePlatform(get);

  const rules = {
    firstDepositTiers: [{ minDeposit: '100', reward: '10' }, { minDeposit: '500', reward: '30' }],
    turnoverTiers: [{ turnover: '1000', reward: '20' }],
    wageringMultiple: 0, inviteeMax: '0', period: 'month', periodMax: '0',
  };

  beforeAll(async () => {
    p = platform();
    // Registrations in these tests come without a captcha: the captcha has tests of its own.
    await p.merchants.update('demo', merchantPatchSchema.parse({ modules: { CAPTCHA3: false } }), 'test');
    demo = (await p.deps.merchants.byCode('demo'))!;
    expect((await bo(p, 'PATCH', '/bo/referral/demo', rules)).statusCode).toBe(200);
  });

  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'web', remember: false })).token;
  async function referrer(type = 0) {
    const m = await makeMember(p, { type });
    return { ...m, token: await session(m.id) };
  }
  const details = async (memberId: number) => {
    const r = await wpsCall(p.app, 'referralDetails', { token: await session(memberId), ip: freshIp() });
    expect(r.statusCode).toBe(200);
    return referralDetailsValueSchema.parse(r.json().value);
  };
  /** A friend registering through the link: the code as recommenderId, from an address and a device. */
  async function friend(code: string, o: { ip?: string; device?: string } = {}) {
    const r = await wpsCall(p.app, 'memberRegister', {
      body: payload({ username: freshUsername('f'), recommenderId: code }), ip: o.ip ?? freshIp(), cookie: `SHELL_deviceId=${o.device ?? freshDevice()}`,
    });
    expect(r.statusCode).toBe(200);
    return loginValueSchema.parse(r.json().value);
  }
  async function deposit(token: string, amount: string) {
    const channel = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value).find((c) => c.method === 'mt')!;
    const d = depositCreatedValueSchema.parse((await wpsCall(p.app, 'depositMt', { token, body: { channelId: channel.id, amount, reference: 'REF' } })).json().value);
    return d.depositId;
  }
  const approve = async (id: number) => expect((await bo(p, 'POST', `/bo/deposits/demo/${id}/approve`)).statusCode).toBe(200);
  const balance = async (memberId: number) => (await walletOf(p, memberId)).balance_minor;

  it('lets an operator set tiers and limits, audited, and refuses tiers that do not hold together', async () => {
    const r = await bo(p, 'GET', '/bo/referral/demo');
    expect(r.json().value).toMatchObject({ enabled: true, firstDepositTiers: [{ minDeposit: '100.00', reward: '10.00' }, { minDeposit: '500.00', reward: '30.00' }] });
    const audit = (await bo(p, 'GET', '/bo/audit?merchant=demo')).json().value.find((a: { action: string }) => a.action === 'referral.settings');
    expect(audit).toMatchObject({ operator: 'admin', after: { turnoverTiers: [{ turnover: '1000.00', reward: '20.00' }] } });
    for (const bad of [{ firstDepositTiers: [{ minDeposit: '100', reward: '0' }] }, { turnoverTiers: [{ turnover: '5', reward: '1' }, { turnover: '5', reward: '2' }] }, { period: 'year' }]) {
      const x = await bo(p, 'PATCH', '/bo/referral/demo', bad);
      expect({ bad, status: x.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('gives a member one code and pays them by tier on a friend\'s first deposit, once', async () => {
    const a = await referrer();
    const d = await details(a.id);
    expect(d.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(d.registerPath).toBe(`/m/register?ref=${d.code}`);
    expect((await details(a.id)).code).toBe(d.code);

    const f = await friend(d.code.toLowerCase());
    await approve(await deposit(f.token, '600'));
    expect(await balance(a.id)).toBe(3_000n);
    await approve(await deposit(f.token, '1000'));
    expect(await balance(a.id)).toBe(3_000n);
    const after = await details(a.id);
    expect(after.totals).toEqual({ invited: 1, earned: 30 });
    expect(after.friends).toEqual([expect.objectContaining({ firstDeposit: 30, turnover: 0, earned: 30, blocked: false })]);
    expect(after.friends[0]!.name).toMatch(/\*\*\*/);
    await expectBooksSound(p);
  });

  it('pays the lowest tier for a first deposit that reaches only it', async () => {
    const a = await referrer();
    const f = await friend((await details(a.id)).code);
    await approve(await deposit(f.token, '100'));
    expect(await balance(a.id)).toBe(1_000n);
  });

  it('pays a friend\'s device, address and bank card once: a second friend with any of them earns nothing', async () => {
    const a = await referrer();
    const code = (await details(a.id)).code;
    const device = freshDevice();
    const first = await friend(code, { device });
    const sameDevice = await friend(code, { device });
    const ip = freshIp();
    const second = await friend(code, { ip });
    const sameAddress = await friend(code, { ip });
    const cards = createBankCardsService({ db: p.deps.db, clock: p.deps.clock, members: p.deps.members, box: secretBox(p.config.platformSecret) });
    const third = await friend(code);
    const sameCard = await friend(code);
    for (const f of [third, sameCard]) {
      await cards.addBankCard(demo, { memberId: f.id, type: 0 }, { bankName: 'B', accountNumber: '6222 0000 1111 2222', payeeName: 'Li Lei' });
    }
    for (const f of [first, sameDevice, second, sameAddress, third, sameCard]) await approve(await deposit(f.token, '200'));
    // Three friends paid 10 each; the three look-alikes nothing.
    expect(await balance(a.id)).toBe(3_000n);
    const blocked = (await details(a.id)).friends.filter((f) => f.blocked);
    expect(blocked).toHaveLength(3);
    const reasons = await p.deps.db.query<{ reason: string }>(
      `SELECT reason FROM referral_rewards WHERE merchant_id = $1 AND invitee_id = ANY($2::bigint[]) ORDER BY reason`,
      [demo.id, [sameDevice.id, sameAddress.id, sameCard.id]]);
    expect(reasons.rows.map((r) => r.reason)).toEqual(['address', 'card', 'device']);
  });

  it('pays once when two friends on one phone deposit at the same moment', async () => {
    const a = await referrer();
    const code = (await details(a.id)).code;
    const device = freshDevice();
    const friends = await Promise.all([friend(code, { device }), friend(code, { device })]);
    const ids = await Promise.all(friends.map((f) => deposit(f.token, '200')));
    await Promise.all(ids.map(approve));
    expect(await balance(a.id)).toBe(1_000n);
  });

  it('pays a turnover tier once, when the referrer looks, even with 50 looks at once', async () => {
    const a = await referrer();
    const f = await friend((await details(a.id)).code);
    await p.deps.db.query(
      `INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency, play_money, settled_at)
       VALUES ($1, $2, 'TEST', $3, 'g1', 'r1', 120000, 0, 'settled', 'CNY', false, now())`, [demo.id, f.id, `ref-${f.id}`]);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => session(a.id)));
    const answers = await Promise.all(tokens.map((token) => wpsCall(p.app, 'referralDetails', { token, ip: freshIp() })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(a.id)).toBe(2_000n);
    expect((await details(a.id)).friends[0]).toMatchObject({ turnover: 20, earned: 20 });
  });

  it('keeps within the limit per friend and per period', async () => {
    await bo(p, 'PATCH', '/bo/referral/demo', { inviteeMax: '25', periodMax: '40' });
    try {
      const a = await referrer();
      const code = (await details(a.id)).code;
      const f1 = await friend(code);
      await approve(await deposit(f1.token, '600')); // 30, cut to 25 by the friend's limit
      expect(await balance(a.id)).toBe(2_500n);
      const f2 = await friend(code);
      await approve(await deposit(f2.token, '600')); // 30, cut to the 15 left of the month's 40
      expect(await balance(a.id)).toBe(4_000n);
      const f3 = await friend(code);
      await approve(await deposit(f3.token, '600'));
      expect(await balance(a.id)).toBe(4_000n);
    } finally {
      await bo(p, 'PATCH', '/bo/referral/demo', { inviteeMax: '0', periodMax: '0' });
    }
  });

  it('pays agents nothing: a friend an agent recommends is not a referral', async () => {
    const agent = await referrer(3);
    expect((await wpsCall(p.app, 'referralDetails', { token: agent.token, ip: freshIp() })).json().errorCode).toBe('account.not.real');
    const f = await friend(agent.username);
    await approve(await deposit(f.token, '600'));
    expect(await balance(agent.id)).toBe(0n);
  });

  it('shows coming soon and pays nothing while the merchant\'s referral promotion is off', async () => {
    const a = await referrer();
    const code = (await details(a.id)).code;
    const f = await friend(code);
    await p.merchants.update('demo', merchantPatchSchema.parse({ menu: { referral: false } }), 'test');
    try {
      expect(await details(a.id)).toMatchObject({ enabled: false, code: '', friends: [] });
      await approve(await deposit(f.token, '600'));
      expect(await balance(a.id)).toBe(0n);
    } finally {
      await p.merchants.update('demo', merchantPatchSchema.parse({ menu: { referral: true } }), 'test');
    }
  });
});
