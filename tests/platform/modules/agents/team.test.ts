import type { RegisterRequestInput } from '@/lib/wps/schemas/registration';
import {
  agentDownlineCreateValueSchema, agentDownlinesValueSchema, agentSettingsDefaults, agentTeamOverviewValueSchema, agentTransferValueSchema,
} from '@/lib/wps/schemas/agent-team';
import { agentTeamKpiValueSchema } from '@/lib/wps/schemas/agent';
import { merchantDay } from '@/lib/time/merchant-day';
import type { Merchant } from '@/platform/src/context';
import { createAgentTreeService } from '@/platform/src/modules/agents';
import { hashPassword } from '@/platform/src/modules/members';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { freshUsername, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, expectBooksSound, fund, walletOf } from '../payments/helpers';

/** Every captcha answer of this file is made of 3s (registration through a promotion link). */
const threes = { int: (max: number) => 3 % max };

describeEachDb('agents: settings, rebates, downlines, links, transfers, team figures (modules/agents)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  // 10:00 in Shanghai (the demo's time zone) on 2026-11-20.
  const clock = manualClock(Date.parse('2026-11-20T02:00:00Z'));
  const platform = usePlatform(get, { clock, deps: { random: threes } });
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });
  // The demo seed turns transfers on; each test starts from the defaults.
  beforeEach(async () => {
    await p.deps.db.query('DELETE FROM agent_settings WHERE merchant_id = $1', [demo.id]);
  });

  const settingsPut = (body: unknown) => p.app.inject({
    method: 'PUT', url: '/bo/agents/demo/settings', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  const session = async (memberId: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'web', remember: false })).token;
  const setRates = async (memberId: number, rates: Record<string, number>) => {
    for (const [product, rate] of Object.entries(rates)) {
      await p.deps.db.query(
        `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (merchant_id, member_id, product) DO UPDATE SET rate_bp = EXCLUDED.rate_bp`, [demo.id, memberId, product, rate]);
    }
  };
  /** A top agent (type 3) with the merchant's full lottery ceiling and 1.5 % on slots, logged in. */
  async function topAgent() {
    const m = await makeMember(p, { type: 3 });
    await setRates(m.id, { lottery: 800, slots: 150 });
    return { ...m, token: await session(m.id) };
  }
  const open = (token: string, body: Record<string, unknown>) =>
    wpsCall(p.app, 'agentDownlineCreate', { token, ip: freshIp(), body: { username: freshUsername('d'), password: 'secret123', type: 'member', rebates: {}, ...body } });
  const rebatesOf = async (memberId: number) =>
    Object.fromEntries((await p.deps.db.query<{ product: string; rate_bp: number }>(
      'SELECT product, rate_bp FROM agent_rebates WHERE merchant_id = $1 AND member_id = $2 ORDER BY product', [demo.id, memberId])).rows.map((r) => [r.product, r.rate_bp]));

  it('serves the defaults, lets an operator change keys of the settings, audited, and refuses bad settings changing nothing', async () => {
    const r0 = await bo(p, 'GET', '/bo/agents/demo/settings');
    expect(r0.json().value).toMatchObject({ ...agentSettingsDefaults, updatedAt: null });
    const r = await settingsPut({ minGap_bp: 20, transfersEnabled: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ minGap_bp: 20, transfersEnabled: true, rebateCeiling_bp: agentSettingsDefaults.rebateCeiling_bp });
    const audit = (await bo(p, 'GET', '/bo/audit?merchant=demo')).json().value[0];
    expect(audit).toMatchObject({ action: 'agents.settings', operator: 'admin', after: { minGap_bp: 20, transfersEnabled: true } });
    for (const bad of [
      { minGap_bp: -1 }, { links: { max: 4, rebateCap_bp: agentSettingsDefaults.links.rebateCap_bp } }, { nosuch: 1 },
      { links: { max: 3, rebateCap_bp: { ...agentSettingsDefaults.links.rebateCap_bp, slots: 900 } } },
      { activeMember: { ...agentSettingsDefaults.activeMember, minDeposits: '1.001' } }, { rebateCeiling_bp: { lottery: 800 } },
    ]) {
      const x = await settingsPut(bad);
      expect({ bad, status: x.statusCode, code: x.json().errorCode }).toEqual({ bad, status: 400, code: 'request.invalid' });
    }
    expect((await bo(p, 'GET', '/bo/agents/demo/settings')).json().value).toMatchObject({ minGap_bp: 20, links: { max: 3 } });
  });

  it('opens a downline under the agent within the ceiling and the gap, with registration\'s username and password rules', async () => {
    const a = await topAgent();
    const r = await open(a.token, { type: 'agent', rebates: { lottery: 790, slots: 140 } });
    expect(r.statusCode).toBe(200);
    const d = agentDownlineCreateValueSchema.parse(r.json().value);
    expect(d).toMatchObject({ kind: 'agent', type: 3, depth: 1, rebates: { lottery: 790, slots: 140 } });
    expect(await createAgentTreeService({ db: p.deps.db }).uplines(p.deps.db, demo.id, d.id)).toEqual([a.id]);
    expect((await p.deps.members.byId(p.deps.db, demo.id, d.id))!.parentAgentId).toBe(a.id);

    // 800 − gap 10 = 790 at most on lottery; the merchant's ceiling on slots is 200.
    const above = await open(a.token, { rebates: { lottery: 795 } });
    expect(above.json()).toMatchObject({ errorCode: 'team.rebate.invalid', value: { violations: [{ product: 'lottery', rule: 'aboveUpline', max_bp: 790 }] } });
    await setRates(a.id, { slots: 300 });
    const ceiling = await open(a.token, { rebates: { slots: 250 } });
    expect(ceiling.json()).toMatchObject({ errorCode: 'team.rebate.invalid', value: { violations: [{ product: 'slots', rule: 'aboveCeiling', max_bp: 200 }] } });
    expect((await open(a.token, { username: '1bad' })).json().errorCode).toBe('account.format.invalid');
    expect((await open(a.token, { username: d.userName })).json().errorCode).toBe('user.exists');
    expect((await open(a.token, { password: 'x' })).json().errorCode).toBe('password.format.invalid');

    // The downline agent opens its own downline below its own rate minus the gap.
    const dToken = await session(d.id);
    const dd = await open(dToken, { rebates: { lottery: 780 } });
    expect(dd.statusCode).toBe(200);
    expect((await open(dToken, { rebates: { lottery: 781 } })).json().errorCode).toBe('team.rebate.invalid');

    // A member is no agent.
    const member = await makeMember(p, { type: 0 });
    const denied = await open(await session(member.id), {});
    expect({ status: denied.statusCode, code: denied.json().errorCode }).toEqual({ status: 403, code: 'permission.denied' });
  });

  it('lets an upline raise a direct downline\'s rate, never lower it nor past its own minus the gap, and never outside its line', async () => {
    const a = await topAgent();
    const b = agentDownlineCreateValueSchema.parse((await open(a.token, { type: 'agent', rebates: { lottery: 700 } })).json().value);
    const raise = (token: string, memberId: number, rebates: Record<string, number>) =>
      wpsCall(p.app, 'agentDownlineRebatesPut', { token, ip: freshIp(), body: { memberId, rebates } });
    const up = await raise(a.token, b.id, { lottery: 750, slots: 100 });
    expect(up.json().value).toMatchObject({ rebates: { lottery: 750, slots: 100 }, max: { lottery: 790, slots: 140 } });
    expect((await raise(a.token, b.id, { lottery: 740 })).json()).toMatchObject({ errorCode: 'team.rebate.invalid', value: { violations: [{ rule: 'lowered', min_bp: 750 }] } });
    expect((await raise(a.token, b.id, { lottery: 791 })).json().value.violations[0]).toMatchObject({ rule: 'aboveUpline', max_bp: 790 });
    expect(await rebatesOf(b.id)).toEqual({ lottery: 750, slots: 100 });

    // Another line's agent, a member of b's below a (depth 2), a member of another merchant: not found, nothing changed.
    const other = await topAgent();
    const c = agentDownlineCreateValueSchema.parse((await open(await session(b.id), { rebates: { lottery: 600 } })).json().value);
    expect((await raise(other.token, b.id, { lottery: 760 })).json().errorCode).toBe('team.member.not.found');
    expect((await raise(a.token, c.id, { lottery: 610 })).json().errorCode).toBe('team.member.not.found');
    await p.deps.merchants.create({ code: 'agx', domains: ['agx.example'] }, 'test').catch(() => undefined);
    const foreign = await makeMember(p, { type: 0 }, 'agx');
    expect((await raise(a.token, foreign.id, { lottery: 10 })).json().errorCode).toBe('team.member.not.found');
    for (const id of [c.id, foreign.id]) {
      const r = await wpsCall(p.app, 'agentDownlineRebates', { token: other.token, ip: freshIp(), query: { memberId: id } });
      expect(r.json().errorCode).toBe('team.member.not.found');
    }
    expect(await rebatesOf(c.id)).toEqual({ lottery: 600 });

    // Two raises at once: whatever the order, the rate ends at the higher one and never goes down.
    const [x, y] = await Promise.all([raise(a.token, b.id, { lottery: 770 }), raise(a.token, b.id, { lottery: 760 })]);
    expect(x.statusCode).toBe(200);
    expect([200, 400]).toContain(y.statusCode);
    expect((await rebatesOf(b.id)).lottery).toBe(770);
  });

  it('rations openings at a high rate by the quota, also under 20 openings at once', async () => {
    await settingsPut({ openingQuota: { product: 'lottery', bands: [{ minRate_bp: 780, quota: 2 }, { minRate_bp: 700, quota: 3 }] } });
    const a = await topAgent();
    const rs = await Promise.all(Array.from({ length: 20 }, () => open(a.token, { rebates: { lottery: 785 } })));
    const codes = rs.map((r) => r.json().errorCode ?? 'ok').sort();
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'team.quota.full')).toHaveLength(18);
    // One more in the 700 band fits (3 at or above 700), then it is full too; below 700 nothing is rationed.
    expect((await open(a.token, { rebates: { lottery: 710 } })).statusCode).toBe(200);
    expect((await open(a.token, { rebates: { lottery: 705 } })).json().errorCode).toBe('team.quota.full');
    expect((await open(a.token, { rebates: { lottery: 600 } })).statusCode).toBe(200);
    const g = await wpsCall(p.app, 'agentGlobalRebateSettings', { token: a.token, ip: freshIp() });
    expect(g.json().value.quota.bands).toEqual([{ minRate_bp: 780, quota: 2, used: 2, left: 0 }, { minRate_bp: 700, quota: 3, used: 3, left: 0 }]);
  });

  it('keeps at most 3 promotion links under the cap, and a registration through one gives its type and rates', async () => {
    const a = await topAgent();
    const create = (body: Record<string, unknown>) => wpsCall(p.app, 'agentAffiliateUrlCreate', { token: a.token, ip: freshIp(), body });
    expect((await create({ kind: 'member', rebates: { lottery: 701 } })).json().value.violations[0]).toMatchObject({ rule: 'aboveLinkCap', max_bp: 700 });
    const l1 = (await create({ kind: 'agent', rebates: { lottery: 650, slots: 100 } })).json().value;
    expect(l1).toMatchObject({ kind: 'agent', rebates: { lottery: 650, slots: 100 }, registered: 0 });
    await create({ kind: 'member', rebates: { lottery: 500 } });
    const l3 = (await create({ kind: 'member', rebates: {} })).json().value;
    expect((await create({ kind: 'member', rebates: {} })).json().errorCode).toBe('team.links.full');

    const ip = freshIp();
    const cap = await wpsCall(p.app, 'captcha', { ip });
    const cookie = `captchaId=${cap.cookies.find((c) => c.name === 'captchaId')!.value}`;
    const username = freshUsername('l');
    const body: RegisterRequestInput = {
      countryDialingCode: '', registerUrl: 'https://localhost/m/register', registerMethod: 'H5', username,
      password: 'secret12', confirmPassword: 'secret12', affiliateCode: l1.code, paymentPassword: '', recommenderId: '',
      nickname: '', payeeName: '', email: '', mobileNum: '', idNumber: '', qqNum: '', facebook: '', wechat: '', line: '',
      whatsapp: '', zalo: '', birthday: '', captcha: '3333', type: 0, domain: 'localhost', verificationCode: '',
    };
    const reg = await wpsCall(p.app, 'memberRegister', { body, ip, cookie });
    expect(reg.statusCode).toBe(200);
    const joined = (await p.deps.members.byUsername(p.deps.db, demo.id, username))!;
    expect(joined).toMatchObject({ type: 3, parentAgentId: a.id });
    expect(await rebatesOf(joined.id)).toEqual({ lottery: 650, slots: 100 });
    const list = (await wpsCall(p.app, 'agentAffiliateUrls', { token: a.token, ip: freshIp() })).json().value;
    expect(list).toMatchObject({ max: 3 });
    expect(list.list.find((l: { id: number }) => l.id === l1.id).registered).toBe(1);

    // Deleting a link removes its code; another agent cannot delete it.
    const other = await topAgent();
    expect((await wpsCall(p.app, 'agentAffiliateUrlDelete', { token: other.token, ip: freshIp(), body: { id: l3.id } })).json().errorCode).toBe('team.link.not.found');
    expect((await wpsCall(p.app, 'agentAffiliateUrlDelete', { token: a.token, ip: freshIp(), body: { id: l3.id } })).statusCode).toBe(200);
    expect((await wpsCall(p.app, 'agentAffiliate', { ip: freshIp(), query: { code: l3.code } })).json().errorCode).toBe('affiliate.invalid');
    expect((await wpsCall(p.app, 'agentAffiliate', { ip: freshIp(), query: { code: l1.code } })).statusCode).toBe(200);
  });

  it('transfers to a downline once per request id through the ledger, only where the merchant allows, with the payment password', async () => {
    const a = await topAgent();
    const b = agentDownlineCreateValueSchema.parse((await open(a.token, {})).json().value);
    await fund(p, a.id, 10_000n, `agent-transfer-${a.id}`);
    const send = (body: Record<string, unknown>, token = a.token) =>
      wpsCall(p.app, 'agentTransfer', { token, ip: freshIp(), body: { memberId: b.id, amount: '30.50', requestId: `req-${a.id}-1`, ...body } });
    expect((await send({})).json().errorCode).toBe('team.transfer.off');
    await settingsPut({ transfersEnabled: true });
    const r1 = await send({});
    expect(r1.statusCode).toBe(200);
    expect(agentTransferValueSchema.parse(r1.json().value)).toEqual({ memberId: b.id, amount: '30.50', balance: '69.50', replayed: false });
    const again = await Promise.all([send({}), send({})]);
    for (const r of again) expect(r.json().value).toMatchObject({ replayed: true, balance: '69.50' });
    expect((await send({ amount: '31' })).json().errorCode).toBe('ledger.duplicate.key');
    expect((await walletOf(p, b.id)).balance_minor).toBe(3_050n);
    expect((await send({ requestId: `req-${a.id}-2`, amount: '1000' })).json().errorCode).toBe('ledger.insufficient.funds');
    expect((await send({ requestId: `req-${a.id}-3`, amount: '0' })).json().errorCode).toBe('request.invalid');
    const stranger = await makeMember(p, { type: 0 });
    expect((await send({ requestId: `req-${a.id}-4`, memberId: stranger.id })).json().errorCode).toBe('team.member.not.found');
    // With a payment password set, a transfer needs it.
    await p.deps.members.setPaymentPasswordHash(p.deps.db, demo.id, a.id, await hashPassword('246810'), true, clock.now());
    expect((await send({ requestId: `req-${a.id}-5`, amount: '1' })).json().errorCode).toBe('payment.password.invalid');
    expect((await send({ requestId: `req-${a.id}-5`, amount: '1', paymentPassword: '246810' })).statusCode).toBe(200);
    expect((await walletOf(p, a.id)).balance_minor).toBe(6_850n);
    await expectBooksSound(p);
  });

  it('counts the team\'s figures for today only, lists and searches the team page by page, and shows nothing of another line', async () => {
    const a = await topAgent();
    const b = agentDownlineCreateValueSchema.parse((await open(a.token, { type: 'agent', rebates: { lottery: 700 } })).json().value);
    const bToken = await session(b.id);
    const c = agentDownlineCreateValueSchema.parse((await open(bToken, { rebates: { lottery: 600 } })).json().value);
    const m3 = Array.from({ length: 3 }, () => null);
    const direct = [];
    for (const _ of m3) direct.push(agentDownlineCreateValueSchema.parse((await open(a.token, {})).json().value));
    await session(c.id);
    await fund(p, c.id, 12_345n, `team-${c.id}`);
    const today = merchantDay(clock.now(), demo.timeZone);
    const kpi = await wpsCall(p.app, 'agentTeamKpi', { token: a.token, ip: freshIp(), query: { startDate: today, endDate: today, size: 0 } });
    // Logged in today: b (its session above) and c; online: the same two; registered today: all five.
    expect(agentTeamKpiValueSchema.parse(kpi.json().value).footer).toEqual({
      teamLoginMemberCount: 2, teamBetMemberCount: 0, teamRegisterMemberCount: 5, teamOnlineCount: 2,
    });
    const yesterday = '2026-11-19';
    expect((await wpsCall(p.app, 'agentTeamKpi', { token: a.token, ip: freshIp(), query: { startDate: yesterday, endDate: today } })).json().errorCode).toBe('request.invalid');

    const o = agentTeamOverviewValueSchema.parse((await wpsCall(p.app, 'agentTeamOverview', { token: a.token, ip: freshIp() })).json().value);
    expect(o).toMatchObject({ teamSize: 5, agents: 1, members: 4, direct: 4, newToday: 5, newThisMonth: 5, teamBalance: '123.45', activeMembers: 0, today });

    const page1 = agentDownlinesValueSchema.parse((await wpsCall(p.app, 'agentDownlines', { token: a.token, ip: freshIp(), query: { size: 3 } })).json().value);
    expect(page1.list.map((d) => d.id)).toEqual([direct[2]!.id, direct[1]!.id, direct[0]!.id]);
    const page2 = agentDownlinesValueSchema.parse((await wpsCall(p.app, 'agentDownlines', { token: a.token, ip: freshIp(), query: { size: 3, cursor: page1.nextCursor! } })).json().value);
    expect(page2).toMatchObject({ list: [{ id: b.id, kind: 'agent', teamSize: 1, rebates: { lottery: 700 } }], nextCursor: null });
    const found = agentDownlinesValueSchema.parse((await wpsCall(p.app, 'agentDownlines', { token: a.token, ip: freshIp(), query: { username: c.userName.toUpperCase() } })).json().value);
    expect(found.list).toMatchObject([{ id: c.id, depth: 2, balance: '123.45' }]);
    expect(found.list[0]!.lastLoginAt).not.toBeNull();

    // Another line sees none of it; a member is refused.
    const other = await topAgent();
    const none = (await wpsCall(p.app, 'agentDownlines', { token: other.token, ip: freshIp(), query: { username: c.userName } })).json().value;
    expect(none.list).toEqual([]);
    expect((await wpsCall(p.app, 'agentTeamOverview', { token: other.token, ip: freshIp() })).json().value.teamSize).toBe(0);
    const member = await session(c.id);
    for (const call of ['agentTeamOverview', 'agentDownlines', 'agentAffiliateUrls', 'agentGlobalRebateSettings'] as const) {
      expect((await wpsCall(p.app, call, { token: member, ip: freshIp() })).json().errorCode).toBe('permission.denied');
    }
    const writes = [
      wpsCall(p.app, 'agentTeamKpi', { token: member, ip: freshIp(), query: { startDate: today, endDate: today } }),
      wpsCall(p.app, 'agentDownlineRebates', { token: member, ip: freshIp(), query: { memberId: c.id } }),
      wpsCall(p.app, 'agentDownlineRebatesPut', { token: member, ip: freshIp(), body: { memberId: c.id, rebates: { lottery: 1 } } }),
      wpsCall(p.app, 'agentAffiliateUrlCreate', { token: member, ip: freshIp(), body: { kind: 'member', rebates: {} } }),
      wpsCall(p.app, 'agentAffiliateUrlDelete', { token: member, ip: freshIp(), body: { id: 1 } }),
      wpsCall(p.app, 'agentTransfer', { token: member, ip: freshIp(), body: { memberId: c.id, amount: '1', requestId: 'member-transfer-1' } }),
    ];
    for (const r of await Promise.all(writes)) expect({ status: r.statusCode, code: r.json().errorCode }).toEqual({ status: 403, code: 'permission.denied' });

    // Another merchant's member id is outside every team: the transfer and the reads refuse it as not found.
    await p.deps.merchants.create({ code: 'agy', domains: ['agy.example'] }, 'test').catch(() => undefined);
    const foreign = await makeMember(p, { type: 0 }, 'agy');
    await p.deps.db.query("INSERT INTO agent_settings (merchant_id, settings, updated_at) VALUES ($1, '{\"transfersEnabled\": true}', now())", [demo.id]);
    const tr = await wpsCall(p.app, 'agentTransfer', { token: a.token, ip: freshIp(), body: { memberId: foreign.id, amount: '1', requestId: 'foreign-transfer-1' } });
    expect(tr.json().errorCode).toBe('team.member.not.found');
    expect((await wpsCall(p.app, 'agentDownlineRebates', { token: a.token, ip: freshIp(), query: { memberId: foreign.id } })).json().errorCode).toBe('team.member.not.found');
    await expectBooksSound(p);
  });

  it('lets an operator set a top agent\'s rates within the ceiling, never under a downline\'s plus the gap, audited', async () => {
    const a = await makeMember(p, { type: 3 });
    const put = (username: string, rebates: Record<string, number>) => p.app.inject({
      method: 'PUT', url: `/bo/agents/demo/rates/${username}`, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ rebates }),
    });
    const r = await put(a.username, { lottery: 800, slots: 150 });
    expect(r.json().value).toMatchObject({ memberId: a.id, rebates: { lottery: 800, slots: 150 } });
    expect((await bo(p, 'GET', '/bo/audit?merchant=demo')).json().value[0]).toMatchObject({ action: 'agents.rates', after: { lottery: 800, slots: 150 } });
    expect((await put(a.username, { lottery: 801 })).json().value.violations[0]).toMatchObject({ rule: 'aboveCeiling', max_bp: 800 });
    await open(await session(a.id), { rebates: { lottery: 700 } });
    expect((await put(a.username, { lottery: 705 })).json().value.violations[0]).toMatchObject({ rule: 'lowered', min_bp: 710 });
    expect((await put(a.username, { lottery: 710 })).statusCode).toBe(200);
    expect((await put('nosuchagent', { lottery: 1 })).statusCode).toBe(404);
    expect(await rebatesOf(a.id)).toEqual({ lottery: 710, slots: 150 });
  });
});
