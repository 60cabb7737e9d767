import { describeEachDb } from '@/tests/support/db';
import { testConfig } from '@/tests/support/platform';
import { secretBox } from '@/platform/src/crypto/secret-box';
import type { Clock, Merchant } from '@/platform/src/context';
import { WpsError } from '@/lib/wps/errors';
import {
  applyPatch, createMerchantService, generateMerchantKeyPair, merchantLabelsByIds, systemStatusValue, type MerchantService,
} from '@/platform/src/modules/merchants';
import { defaultMenu, defaultMobileTemplate, defaultModules, defaultRegisterSettings, normaliseHost } from '@/platform/src/modules/merchants/schema';
import { seedDemo } from '@/platform/seed';
import { defaultWalletSettings } from '@/lib/wps/schemas/wallet';
import { MemoryStore } from '@/platform/src/infra';

function merchant(over: Partial<Merchant> = {}): Merchant {
  return {
    id: 1, code: 'm1', name: 'M1', maintenance: false, blockedCountries: [], modules: defaultModules(), defaultLanguage: 'EN', languages: ['EN'],
    currency: { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 }, rsa: { n: 'ab', d: 'cd' }, domains: ['m1.example'], mainDomain: '',
    logoUrl: null, theme: { mode: 'dark', colors: {} }, mobileTemplate: defaultMobileTemplate(), register: defaultRegisterSettings(), menu: defaultMenu(),
    wallet: defaultWalletSettings(), socialLinks: [], resources: [], imageCDNs: [], customerService: [], ...over,
  };
}

describe('applyPatch', () => {
  it('merges switch maps key by key and replaces lists', () => {
    const next = applyPatch(merchant(), { modules: { CBS3: false }, blockedCountries: ['US'], menu: { vip: true } });
    expect(next.modules.CBS3).toBe(false);
    expect(next.modules.COMM3).toBe(true);
    expect(next.menu).toEqual({ ...defaultMenu(), vip: true });
    expect(next.blockedCountries).toEqual(['US']);
  });

  it('names every field that does not hold together', () => {
    try {
      applyPatch(merchant(), { defaultLanguage: 'ZH', register: { email: { required: true } }, mainDomain: 'other.example' });
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(WpsError);
      expect((e as WpsError).value).toMatchObject({ fields: ['register.email.required', 'defaultLanguage', 'mainDomain'] });
    }
  });

  it('merges wallet settings key by key and refuses ones that do not hold together', () => {
    const next = applyPatch(merchant(), { wallet: { turnoverMultiple: 1.5, withdraw: { dailyCount: 2 } } });
    expect(next.wallet).toEqual({ ...defaultWalletSettings(), turnoverMultiple: 1.5, withdraw: { ...defaultWalletSettings().withdraw, dailyCount: 2 } });
    const fields = (patch: Parameters<typeof applyPatch>[1]) => {
      try {
        applyPatch(merchant(), patch);
        return [];
      } catch (e) {
        return ((e as WpsError).value as { fields: string[] }).fields;
      }
    };
    expect(fields({ wallet: { turnoverMultiple: 1.555 } })).toEqual(['wallet.turnoverMultiple']);
    expect(fields({ wallet: { withdraw: { min_minor: 10, max_minor: 5 } } })).toEqual(['wallet.withdraw.min_minor']);
    expect(fields({ wallet: { trialBalance_minor: -1 } })).toEqual(['wallet.trialBalance_minor']);
  });

  it('refuses a register pattern that is not a regular expression', () => {
    expect(() => applyPatch(merchant(), { register: { username: { acceptedPattern: '([' } } })).toThrow(WpsError);
  });
});

describe('systemStatusValue', () => {
  const visitor = { ip: '8.8.8.8', country: 'US', host: null };
  it.each([
    [false, [], 0, false],
    [true, [], 1, false],
    [false, ['US'], 2, true],
    [true, ['US'], 1, true],
  ] as const)('maintenance %s, blocked %j gives status %i', (maintenance, blocked, status, restricted) => {
    const v = systemStatusValue(merchant({ maintenance, blockedCountries: [...blocked] }), visitor);
    expect(v.status).toBe(status);
    expect(v.regionRestriction).toBe(restricted);
  });

  it('does not restrict a visitor of unknown country', () => {
    expect(systemStatusValue(merchant({ blockedCountries: ['US'] }), { ip: '10.0.0.1', country: null, host: null }).status).toBe(0);
  });

  it('uses the first domain when no main domain is set', () => {
    expect(systemStatusValue(merchant(), visitor).info.mainDomain).toBe('m1.example');
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Example.COM', 'example.com'], ['example.com:8080', 'example.com'], ['example.com.', 'example.com'], ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'], ['a b', null], ['', null], ['-bad.example', null], ['x'.repeat(64) + '.example', null],
  ])('%s → %s', (raw, host) => expect(normaliseHost(raw)).toBe(host));
});

describeEachDb('MerchantService cache', (get) => {
  let now = 0;
  const clock: Clock = { now: () => new Date(now) };
  let service: MerchantService;
  beforeAll(async () => {
    const config = testConfig();
    await seedDemo(get().db, config);
    service = createMerchantService({
      db: get().db, box: secretBox(config.platformSecret), clock, cacheTtl_ms: 5000, store: null, generateKeyPair: generateMerchantKeyPair,
    });
  });

  it('serves a merchant from memory for a few seconds, then reloads it', async () => {
    const a = await service.byCode('demo');
    await get().db.query("UPDATE merchants SET name = 'Changed behind its back' WHERE code = 'demo'");
    expect((await service.byCode('demo'))!.name).toBe(a!.name);
    now += 5001;
    expect((await service.byCode('demo'))!.name).toBe('Changed behind its back');
  });

  it('forgets cached merchants on every change it makes', async () => {
    expect((await service.byHost('LOCALHOST:3000'))!.maintenance).toBe(false);
    await service.update('demo', { maintenance: true }, 'tester');
    expect((await service.byHost('localhost'))!.maintenance).toBe(true);
    expect((await service.byCode('demo'))!.maintenance).toBe(true);
    await service.update('demo', { maintenance: false }, 'tester');
  });

  it('tells other replicas through the store, so their caches forget the merchant too', async () => {
    const store = new MemoryStore();
    const config = testConfig();
    const make = () => createMerchantService({
      db: get().db, box: secretBox(config.platformSecret), clock, cacheTtl_ms: 60_000, store, generateKeyPair: generateMerchantKeyPair,
    });
    const [a, b] = [make(), make()];
    await a.listenForChanges();
    await b.listenForChanges();
    expect((await b.byCode('demo'))!.maintenance).toBe(false);
    await a.update('demo', { maintenance: true }, 'tester');
    await new Promise((r) => setTimeout(r, 10));
    expect((await b.byCode('demo'))!.maintenance).toBe(true);
    await a.update('demo', { maintenance: false }, 'tester');
    await store.close();
  });

  it('answers null for codes and hosts that cannot exist without asking the database', async () => {
    expect(await service.byCode('x')).toBeNull();
    expect(await service.byCode("demo'; --")).toBeNull();
    expect(await service.byHost('not a host')).toBeNull();
  });
});

describeEachDb('merchant labels for another module', (get) => {
  beforeAll(async () => {
    await seedDemo(get().db, testConfig());
  });

  it('answers codes and minor digits by id in one query, unknown ids absent', async () => {
    const { rows } = await get().db.query<{ id: number; currency_minor_digits: number }>("SELECT id, currency_minor_digits FROM merchants WHERE code = 'demo'");
    const demo = rows[0]!;
    const labels = await merchantLabelsByIds(get().db, [demo.id, demo.id, demo.id + 1000]);
    expect(labels).toEqual(new Map([[demo.id, { code: 'demo', minorDigits: demo.currency_minor_digits }]]));
    expect(await merchantLabelsByIds(get().db, [])).toEqual(new Map());
  });
});
