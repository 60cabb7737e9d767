import { describeEachDb } from '@/tests/support/db';
import { testConfig } from '@/tests/support/platform';
import { seedDemo } from '@/platform/seed';
import { createAuditService } from '@/platform/src/modules/audit';
import { createMerchantService, generateMerchantKeyPair } from '@/platform/src/modules/merchants';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { systemClock } from '@/platform/src/context';
import { moduleIds } from '@/lib/wps/modules';
import { createRedRainSlotsService } from '@/platform/src/modules/redrain';

describeEachDb('seedDemo', (get) => {
  it('creates the demo merchant once, keeping its RSA key on a second run', async () => {
    const { db } = get();
    const config = testConfig();
    expect(await seedDemo(db, config)).toEqual({ created: true });
    const merchants = createMerchantService({
      db, audit: createAuditService({ db }), box: secretBox(config.platformSecret), clock: systemClock, cacheTtl_ms: 0, store: null, generateKeyPair: generateMerchantKeyPair,
    });
    const first = await merchants.byCode('demo');
    expect(await seedDemo(db, config)).toEqual({ created: false });
    const count = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM merchants WHERE code = 'demo'")).rows[0]!.n;
    expect(count).toBe(1);
    const second = await merchants.byCode('demo');
    expect(second!.rsa).toEqual(first!.rsa);
  });

  it('turns on the demo daily sign-in with 7 rewards and refer a friend with tiers, and leaves an operator\'s change alone', async () => {
    const { db } = get();
    const signin = await db.query<{ enabled: boolean; amounts: string[]; wagering: string }>(
      "SELECT s.enabled, s.amounts_minor::text[] AS amounts, s.wagering_multiple::text AS wagering FROM signin_settings s JOIN merchants m ON m.id = s.merchant_id WHERE m.code = 'demo'");
    expect(signin.rows[0]).toEqual({ enabled: true, amounts: ['100', '200', '300', '500', '800', '1000', '3800'], wagering: '1.00' });
    const referral = await db.query<{ tiers: unknown; turnover: unknown }>(
      "SELECT r.first_deposit_tiers AS tiers, r.turnover_tiers AS turnover FROM referral_settings r JOIN merchants m ON m.id = r.merchant_id WHERE m.code = 'demo'");
    expect(referral.rows[0]).toEqual({
      tiers: [{ minDeposit_minor: '10000', reward_minor: '1000' }, { minDeposit_minor: '50000', reward_minor: '3000' }, { minDeposit_minor: '100000', reward_minor: '8800' }],
      turnover: [{ turnover_minor: '100000', reward_minor: '2000' }, { turnover_minor: '500000', reward_minor: '5000' }],
    });
    await db.query("UPDATE signin_settings SET enabled = false WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'demo')");
    await seedDemo(db, testConfig());
    expect((await db.query<{ enabled: boolean }>("SELECT enabled FROM signin_settings WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'demo')")).rows[0]!.enabled).toBe(false);
    await db.query("UPDATE signin_settings SET enabled = true WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'demo')");
  });

  it('configures the demo as the product needs it', async () => {
    const config = testConfig();
    const m = (await createMerchantService({
      db: get().db, audit: createAuditService({ db: get().db }), box: secretBox(config.platformSecret), clock: systemClock, cacheTtl_ms: 5000, store: null, generateKeyPair: generateMerchantKeyPair,
    }).byCode('demo'))!;
    expect(m).toMatchObject({
      name: 'Demo Casino', domains: ['127.0.0.1', 'localhost'], defaultLanguage: 'EN', languages: ['EN', 'ZH', 'TH', 'VI', 'ID'],
      currency: { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 }, imageCDNs: [], theme: { mode: 'dark' }, timeZone: 'Asia/Shanghai',
    });
    expect(moduleIds.every((id) => m.modules[id] === true)).toBe(true);
    expect(Object.values(m.menu).every(Boolean)).toBe(true);
    expect(m.register.username).toMatchObject({ required: true, patternId: 1, minLength: 4, maxLength: 16 });
    expect(m.register.password).toMatchObject({ required: true, patternId: 4, minLength: 6, maxLength: 12 });
    expect(m.register.mobileNum).toMatchObject({ enabled: true, patternId: 6 });
    expect(m.register.qqNum.enabled).toBe(false);
    // The live chat is the in-house one; the other contacts and the social links are placeholders an operator replaces.
    expect(m.customerService.find((c) => c.position === 'LIVECHAT-1')).toMatchObject({ csType: 'LIVECHAT', path: '/m/chat' });
    expect(m.customerService.map((c) => c.csType)).toEqual(expect.arrayContaining(['FACEBOOK', 'YOUTUBE']));
    const placeholders = [...m.customerService.filter((c) => c.csType !== 'LIVECHAT').map((c) => c.path), ...m.socialLinks.map((s) => s.url)];
    expect(placeholders.every((u) => u.startsWith('https://example.com/'))).toBe(true);
    // Two red envelope rains a day in the merchant's time, stored once.
    await seedDemo(get().db, config);
    const slots = await createRedRainSlotsService({ db: get().db, clock: systemClock, audit: createAuditService({ db: get().db }) }).listSlots(m);
    expect(slots.map((s) => [s.title, s.start, s.timeZone, s.minutes, s.budget, s.wagering, s.minTurnover, s.minDeposit, s.enabled])).toEqual([
      ['Noon red envelope rain', '12:00', 'Asia/Shanghai', 10, '2000.00', 1, null, null, true],
      ['Evening red envelope rain', '20:00', 'Asia/Shanghai', 10, '5000.00', 1, '100.00', '100.00', true],
    ]);
    // One tournament running on the in-house slots, stored once.
    const rows = await get().db.query<{ title: string; metric: string; games: number; running: boolean; prizes: { amount_minor: string }[] }>(
      'SELECT title, metric, cardinality(game_ids) AS games, starts_at <= now() AND ends_at > now() AS running, prizes FROM tournaments WHERE merchant_id = $1', [m.id]);
    expect(rows.rows.map((t) => [t.title, t.metric, t.games, t.running, t.prizes.map((p) => p.amount_minor)])).toEqual([
      ['Slots month: most bets wins', 'bet_sum', 4, true, ['88800', '38800', '18800', '8800', '3800']],
    ]);
  });
});
