import { z } from 'zod';
import type { MerchantCreate as ContextMerchantCreate, MerchantPatch as ContextMerchantPatch } from '../../context';
import { moduleIds, type ModuleId } from '@/lib/wps/modules';
import {
  currencySchema, mobileTemplateSchema, registerFieldNames, registerFieldSettingSchema, resourceSchema,
  socialLinkSchema, themeSchema, whitelabelMenuSchema,
  type MobileTemplate, type RegisterFieldSetting, type RegisterSettings, type WhitelabelMenu,
} from '@/lib/wps/schemas/system';
import { walletSettingsSchema } from '@/lib/wps/schemas/wallet';
import { isTimeZone } from '@/lib/time/merchant-day';

export {
  currencySchema, mobileTemplateSchema, registerSettingsSchema, systemStatusValueSchema, whitelabelMenuSchema,
  type SystemStatusValue, type DomainRoute,
} from '@/lib/wps/schemas/system';

/** Limits on what an operator may store: every list and string has a ceiling. */
export const limits = {
  domains: 50,
  languages: 30,
  blockedCountries: 250,
  socialLinks: 30,
  resources: 30,
  imageCDNs: 10,
  customerService: 30,
  url_chars: 2048,
} as const;

export const merchantCodeSchema = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, 'letters, digits, _ or -, 2 to 32 characters');

/**
 * A Host as a browser sends it, reduced to what merchant_domains holds: lower case, no port,
 * no trailing dot. Returns null for anything that is not a host name or IPv4 address.
 */
export function normaliseHost(raw: string): string | null {
  let h = raw.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    if (end < 0) return null;
    h = h.slice(1, end);
    return /^[0-9a-f:.]+$/.test(h) && h.includes(':') ? h : null;
  }
  h = h.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (h.length < 1 || h.length > 253) return null;
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(h) ? h : null;
}

export const hostSchema = z.string().transform((v, ctx) => {
  const h = normaliseHost(v);
  if (!h) {
    ctx.addIssue({ code: 'custom', message: 'not a host name' });
    return z.NEVER;
  }
  return h;
});

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max).transform((l) => [...new Set(l as unknown[])] as z.infer<T>[]);

export const languageSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code like EN or PT-BR');
export const countrySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code');
const urlSchema = z.string().trim().max(limits.url_chars).regex(/^(https?:\/\/|\/)\S*$/, 'an http(s) URL or a path from /');

export const customerServiceInputSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(100),
  csType: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{1,31}$/),
  position: z.string().trim().max(32).nullable().optional(),
  path: z.string().trim().min(1).max(limits.url_chars),
  sort: z.number().int().min(0).max(10_000).optional(),
});
export type CustomerServiceInput = z.infer<typeof customerServiceInputSchema>;

export const moduleSwitchesSchema = z.record(z.string(), z.boolean()).superRefine((rec, ctx) => {
  for (const id of Object.keys(rec)) {
    if (!(moduleIds as readonly string[]).includes(id)) ctx.addIssue({ code: 'custom', path: [id], message: 'unknown module id' });
  }
});

export const registerPatchSchema = z.partialRecord(z.enum(registerFieldNames), registerFieldSettingSchema.partial().strict());

/** The settings an operator may change (PATCH /bo/merchants/:code); every key optional. */
export const merchantPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    maintenance: z.boolean(),
    blockedCountries: uniqueList(countrySchema, limits.blockedCountries),
    domains: uniqueList(hostSchema, limits.domains).refine((l) => l.length > 0, 'at least one domain'),
    defaultLanguage: languageSchema,
    languages: uniqueList(languageSchema, limits.languages).refine((l) => l.length > 0, 'at least one language'),
    currency: currencySchema.partial().strict(),
    modules: moduleSwitchesSchema,
    register: registerPatchSchema,
    menu: whitelabelMenuSchema.partial().strict(),
    // Each value as walletSettingsSchema holds it, so npm run ops refuses a bad one by name; the
    // service checks the merged settings again (min_minor ≤ max_minor needs the stored ones).
    wallet: z
      .object({
        turnoverMultiple: walletSettingsSchema.shape.turnoverMultiple,
        trialBalance_minor: walletSettingsSchema.shape.trialBalance_minor,
        withdraw: z.object(walletSettingsSchema.shape.withdraw.shape).partial().strict(),
      })
      .partial()
      .strict(),
    theme: z.object({ mode: themeSchema.shape.mode, colors: themeSchema.shape.colors }).partial().strict(),
    mobileTemplate: mobileTemplateSchema.partial().strict(),
    socialLinks: z.array(socialLinkSchema.extend({ url: urlSchema, labelNameEn: z.string().trim().toUpperCase().min(1).max(32) }).strict()).max(limits.socialLinks),
    resources: z.array(resourceSchema.extend({ url: urlSchema, resourceType: z.string().trim().min(1).max(32) }).strict()).max(limits.resources),
    imageCDNs: uniqueList(z.string().trim().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'an https URL'), limits.imageCDNs),
    mainDomain: z.union([z.literal(''), hostSchema]),
    timeZone: z.string().trim().refine(isTimeZone, 'an IANA time zone such as UTC or Asia/Shanghai'),
    logoUrl: urlSchema.nullable(),
    customerService: z.array(customerServiceInputSchema.strict()).max(limits.customerService),
  })
  .partial()
  .strict();
export type MerchantPatch = z.infer<typeof merchantPatchSchema>;
export type MerchantPatchInput = z.input<typeof merchantPatchSchema>;

export const merchantCreateSchema = z
  .object({
    code: merchantCodeSchema,
    name: z.string().trim().min(1).max(100).optional(),
    domains: uniqueList(hostSchema, limits.domains).refine((l) => l.length > 0, 'at least one domain'),
  })
  .strict();
export type MerchantCreate = z.infer<typeof merchantCreateSchema>;

// Defaults of a new merchant. Logins through third parties and the slider captcha need
// provider keys an operator must configure first, so they start off.
const modulesOffByDefault = new Set<ModuleId>(['GEETEST3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'TELEGRAMLOGIN3']);

export function defaultModules(): Record<ModuleId, boolean> {
  return Object.fromEntries(moduleIds.map((id) => [id, !modulesOffByDefault.has(id)])) as Record<ModuleId, boolean>;
}

const off: RegisterFieldSetting = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };

/** Register field settings of a new merchant: username and password on, the rest off. */
export function defaultRegisterSettings(): RegisterSettings {
  const s = Object.fromEntries(registerFieldNames.map((f) => [f, { ...off }])) as RegisterSettings;
  s.username = { enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' };
  s.password = { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4, acceptedPattern: '^[A-Za-z0-9]{6,12}$' };
  s.confirmPassword = { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: null, acceptedPattern: null };
  s.captcha = { enabled: true, required: true, minLength: 1, maxLength: 16, patternId: null, acceptedPattern: null };
  return s;
}

export function defaultMenu(): WhitelabelMenu {
  return {
    deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, customerService: true, appDownload: true,
    vip: false, referral: false, mobileCodeLogin: false, telegramLogin: false, dividendDisplay: false, feedbackImages: false,
    agentTeamOverview: true, agentTransactionRecord: true, agentTeamManage: true, agentRedRain: true, agentTeamPnl: true,
    agentTeamBet: true, agentBackEdit: true, agentRebate: true, agentSecurityCenter: true, agentNews: true,
  };
}

export function defaultMobileTemplate(): MobileTemplate {
  return { app_background: null, app_desc: null, app_desc_font_color: null, mem_cen: '1', dep_func: '1' };
}

/** Page paths of the web app that the status call hands out (SPEC §2). */
export const productPaths: Record<string, string> = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  bettingRecord: '/m/gameRecord',
  rewardCenter: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  vip: '/m/member/benefits',
  memberCenter: '/m/member/home',
  inbox: '/m/webEmail',
  message: '/m/message',
  notice: '/m/notice',
  promotion: '/m/activity',
  promotionDetail: '/m/activityDetail',
  signIn: '/m/activity/signIn',
  feedback: '/m/feedback',
  help: '/m/help',
  app: '/m/app',
  trial: '/m/trail',
  hotGames: '/m/hot-games',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  lottery: '/m/lottery',
  agent: '/m/agent',
  settings: '/m/set',
};

// MerchantService (context.ts) spells the parsed shapes out, because context.ts cannot import a
// module; these lines stop compiling as soon as a schema above and its type there drift apart.
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const patchTypeAgrees: SameType<MerchantPatch, ContextMerchantPatch> = true;
const createTypeAgrees: SameType<MerchantCreate, ContextMerchantCreate> = true;
void patchTypeAgrees;
void createTypeAgrees;
