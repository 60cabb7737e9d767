import type { PlatformConfig } from '../src/config';
import { systemClock, type Clock } from '../src/context';
import { secretBox } from '../src/crypto/secret-box';
import type { Db } from '../src/db';
import { moduleIds } from '@/lib/wps/modules';
import { registerFieldNames, type RegisterFieldSetting, type RegisterSettings } from '@/lib/wps/schemas/system';
import { createAuditService } from '../src/modules/audit';
import { createMerchantService, generateMerchantKeyPair } from '../src/modules/merchants';
import { merchantPatchSchema, type MerchantPatch, type MerchantPatchInput } from '../src/modules/merchants';
import { seedDemoChannel } from '../src/modules/payments';
import { createVendorWalletService } from '../src/modules/vendor-wallet';
import { seedHouseVendor } from '../src/vendors/house/seed';
import { seedDemoActivity } from './activity';
import { seedDemoAgents } from './agents';
import { seedDemoContent } from './content';
import { seedDemoRewards } from './rewards';
import { seedDemoCatalog } from './games';
import { seedDemoHelp } from './help';
import { seedDemoRedRain } from './redrain';
import { seedDemoVip } from './vip';
import { seedDemoTournament } from './tournaments';
// The rebates slice of issue 20: rate rows for the demo agents' teams that have none.

export const demoMerchantCode = 'demo';
export const demoHosts = ['localhost', '127.0.0.1'];

const off: RegisterFieldSetting = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };
const optional = (s: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ ...off, enabled: true, ...s });
const required = (s: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ ...off, enabled: true, required: true, ...s });

function demoRegister(): RegisterSettings {
  const r = Object.fromEntries(registerFieldNames.map((f) => [f, { ...off }])) as RegisterSettings;
  r.username = required({ minLength: 4, maxLength: 16, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' });
  r.password = required({ minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^[A-Za-z0-9]{6,12}$' });
  r.confirmPassword = required({ minLength: 6, maxLength: 12 });
  r.mobileNum = optional({ minLength: 6, maxLength: 20, patternId: 6, acceptedPattern: '^[0-9]{6,20}$' });
  r.email = optional({ maxLength: 254 });
  r.affiliateCode = optional({ maxLength: 32 });
  r.captcha = required({ minLength: 1, maxLength: 16 });
  return r;
}

/** The demo merchant's settings (PATCH shape); every URL points at example.com on purpose. */
export function demoSettings(): MerchantPatchInput {
  return {
    name: 'Demo Casino',
    maintenance: false,
    blockedCountries: [],
    languages: ['EN', 'ZH', 'TH', 'VI', 'ID'],
    defaultLanguage: 'EN',
    currency: { code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 },
    modules: Object.fromEntries(moduleIds.map((id) => [id, true])),
    register: demoRegister(),
    menu: {
      deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, customerService: true, appDownload: true,
      vip: true, referral: true, mobileCodeLogin: true, telegramLogin: true, dividendDisplay: true, feedbackImages: true,
    },
    theme: {
      mode: 'dark',
      colors: { primary: '#f5a623', accent: '#e94e3c', background: '#14161b', surface: '#1e2128', text: '#f2f2f2', muted: '#8a8f98' },
    },
    mobileTemplate: { app_background: null, app_desc: 'Demo Casino: play anywhere', app_desc_font_color: '#ffffff', mem_cen: '1', dep_func: '1' },
    socialLinks: [
      { labelNameEn: 'FACEBOOK', url: 'https://example.com/demo-casino/facebook' },
      { labelNameEn: 'TELEGRAM', url: 'https://example.com/demo-casino/telegram' },
      { labelNameEn: 'WHATSAPP', url: 'https://example.com/demo-casino/whatsapp' },
      { labelNameEn: 'YOUTUBE', url: 'https://example.com/demo-casino/youtube' },
      { labelNameEn: 'INSTAGRAM', url: 'https://example.com/demo-casino/instagram' },
    ],
    resources: [
      { resourceType: 'Android', url: 'https://example.com/demo-casino/app.apk' },
      { resourceType: 'IOS', url: 'https://example.com/demo-casino/ios' },
    ],
    imageCDNs: [],
    mainDomain: 'localhost',
    // The demo's currency is CNY: its day (daily sign-in, rebates) is China's.
    timeZone: 'Asia/Shanghai',
    customerService: [
      // The in-house live chat (modules/chat): the home button and the message centre open /m/chat.
      { title: 'Live chat', csType: 'LIVECHAT', position: 'LIVECHAT-1', path: '/m/chat' },
      { title: 'Facebook', csType: 'FACEBOOK', position: null, path: 'https://example.com/demo-casino/facebook' },
      { title: 'YouTube', csType: 'YOUTUBE', position: null, path: 'https://example.com/demo-casino/youtube' },
      { title: 'Telegram support', csType: 'TELEGRAM', position: null, path: 'https://example.com/demo-casino/telegram' },
    ],
  };
}

/** The demo settings checked by the same schema an operator's PATCH goes through. */
function demoPatch(): Omit<MerchantPatch, 'domains'> {
  return merchantPatchSchema.parse(demoSettings());
}

/**
 * Creates the demo merchant (`demo`, Demo Casino on localhost and 127.0.0.1) unless it
 * exists. Idempotent: a second run, or one after an operator changed the demo, changes
 * nothing. Its RSA key is made once, at creation.
 */
export async function seedDemo(db: Db, config: PlatformConfig, clock: Clock = systemClock): Promise<{ created: boolean }> {
  const audit = createAuditService({ db });
  const merchants = createMerchantService({
    db, audit, box: secretBox(config.platformSecret), clock, cacheTtl_ms: 0, store: null, generateKeyPair: generateMerchantKeyPair,
  });
  const vendorWallet = createVendorWalletService({ db, clock, merchants, box: secretBox(config.platformSecret), audit });
  const existing = await merchants.byCode(demoMerchantCode);
  if (existing) {
    await seedDemoChannel(db, existing.id, clock.now());
    await seedHouseVendor(db, secretBox(config.platformSecret), vendorWallet, existing, clock.now());
    await seedDemoCatalog(db, existing.id, clock.now());
    await seedDemoRewards(db, existing, clock, audit);
    await seedDemoContent(db, existing, clock, audit);
    await seedDemoHelp(db, existing, clock, audit);
    await seedDemoRedRain(db, existing, clock, audit);
    await seedDemoVip(db, existing, clock, audit);
    await seedDemoActivity(db, existing, clock, audit);
    await seedDemoTournament(db, existing, clock, audit);
    await seedDemoAgents(db, existing, clock, audit);
    return { created: false };
  }
  try {
    await merchants.create({ code: demoMerchantCode, name: 'Demo Casino', domains: demoHosts }, 'seed', demoPatch());
    const made = await merchants.byCode(demoMerchantCode);
    if (made) {
      await seedDemoChannel(db, made.id, clock.now());
      await seedHouseVendor(db, secretBox(config.platformSecret), vendorWallet, made, clock.now());
      await seedDemoCatalog(db, made.id, clock.now());
      await seedDemoRewards(db, made, clock, audit);
      await seedDemoContent(db, made, clock, audit);
      await seedDemoHelp(db, made, clock, audit);
      await seedDemoRedRain(db, made, clock, audit);
      await seedDemoVip(db, made, clock, audit);
      await seedDemoActivity(db, made, clock, audit);
      await seedDemoTournament(db, made, clock, audit);
      await seedDemoAgents(db, made, clock, audit);
    }
    return { created: true };
  } catch (e) {
    // Another replica seeding at the same moment won the race.
    if (await merchants.byCode(demoMerchantCode)) return { created: false };
    throw e;
  }
}
