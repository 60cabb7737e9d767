import { z } from 'zod';

/** Register field settings of SPEC §5, per field (GET /wps/system/setting/register). */
export const registerFieldSettingSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).nullable(),
  maxLength: z.number().int().min(1).nullable(),
  /** 1 starts with a letter; 4 6-12 letters and digits; 6 digits only (WPS-PROTOCOL.md). */
  patternId: z.number().int().nullable(),
  acceptedPattern: z.string().nullable(),
});
export type RegisterFieldSetting = z.infer<typeof registerFieldSettingSchema>;

/** Fields of the SPEC §3 registration payload that a merchant configures. */
export const registerFieldNames = [
  'username', 'password', 'confirmPassword', 'paymentPassword', 'affiliateCode', 'recommenderId', 'nickname',
  'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
  'birthday', 'captcha', 'verificationCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const registerSettingsSchema = z.record(z.enum(registerFieldNames), registerFieldSettingSchema);
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const customerServiceEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** FACEBOOK, YOUTUBE, LIVECHAT, TELEGRAM, WHATSAPP, ... */
  csType: z.string(),
  /** Placement, e.g. LIVECHAT-1 for the floating button of the home screen. */
  position: z.string().nullable(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const socialLinkSchema = z.object({ url: z.string(), labelNameEn: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const resourceSchema = z.object({ resourceType: z.string(), url: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

export const mobileTemplateSchema = z.object({
  app_background: z.string().nullable(),
  app_desc: z.string().nullable(),
  app_desc_font_color: z.string().nullable(),
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
});
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

/** Menu switches of the white-label configuration (SPEC §2 left side menu, §6 agent menu). */
export const whitelabelMenuSchema = z.object({
  deposit: z.boolean(),
  withdraw: z.boolean(),
  bettingRecord: z.boolean(),
  rewardCenter: z.boolean(),
  customerService: z.boolean(),
  appDownload: z.boolean(),
  vip: z.boolean(),
  referral: z.boolean(),
  mobileCodeLogin: z.boolean(),
  telegramLogin: z.boolean(),
  dividendDisplay: z.boolean(),
  /** Members may add up to 3 images to their feedback (SPEC §5 uploads; platform/src/modules/feedback). */
  feedbackImages: z.boolean(),
  /** The agent home's menu grid (SPEC §6): each entry shows only while its switch is on (on by default). */
  agentTeamOverview: z.boolean(),
  agentTransactionRecord: z.boolean(),
  agentTeamManage: z.boolean(),
  agentRedRain: z.boolean(),
  agentTeamPnl: z.boolean(),
  agentTeamBet: z.boolean(),
  agentBackEdit: z.boolean(),
  agentRebate: z.boolean(),
  agentSecurityCenter: z.boolean(),
  agentNews: z.boolean(),
});
export type WhitelabelMenu = z.infer<typeof whitelabelMenuSchema>;

export const themeSchema = z.object({
  mode: z.enum(['dark', 'light']),
  /** Brand colours as CSS colour strings, exposed to pages as --brand-<name> variables. */
  colors: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.string().regex(/^#[0-9a-fA-F]{3,8}$/)),
});
export type Theme = z.infer<typeof themeSchema>;

export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(4),
  pattern: z.string(),
  minorDigits: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  theme: themeSchema,
  currency: currencySchema,
  languages: z.object({ supported: z.array(z.string()), default: z.string() }),
  modules: z.record(z.string(), z.boolean()),
  menu: whitelabelMenuSchema,
  socialLinks: z.array(socialLinkSchema),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const domainRouteSchema = z.object({ host: z.string(), merchantCode: z.string(), mainDomain: z.string() });
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** SPEC §4: 0 normal; 1 maintenance (also when both); 2 region restricted only. */
export const systemStatusCodes = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof systemStatusCodes)[keyof typeof systemStatusCodes];

export const systemStatusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: z.object({
    customerService: z.array(customerServiceEntrySchema),
    domainRoute: domainRouteSchema.nullable(),
    mobileTemplate: mobileTemplateSchema,
    paths: z.record(z.string(), z.string()),
    register: registerSettingsSchema,
    resources: z.array(resourceSchema),
    whitelabel: whitelabelSchema,
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

/** GET /wps/system/domainRoute?host= : the host to look up (the visitor's own Host when absent). */
export const domainRouteQuerySchema = z.object({ host: z.string().max(260).optional() });
export type DomainRouteQuery = z.infer<typeof domainRouteQuerySchema>;

/** GET /wps/system/settings/consolidated: what a page frame needs in one call. */
export const settingsConsolidatedValueSchema = z.object({
  whitelabel: whitelabelSchema,
  register: registerSettingsSchema,
  mobileTemplate: mobileTemplateSchema,
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()),
});
export type SettingsConsolidatedValue = z.infer<typeof settingsConsolidatedValueSchema>;

/** GET /wps/session/key/rsa: the merchant's RSA modulus in hex (WPS-PROTOCOL.md, body encryption). */
export const rsaKeyValueSchema = z.string().regex(/^[0-9a-fA-F]+$/);

/** The devices a help entry is written for (SPEC §7 asks with device=MOBILE). */
export const helpDevices = ['MOBILE', 'WEB'] as const;

/** GET /wps/system/helpCenter?lang=&device=MOBILE (SPEC §7): `lang` (else the Language header), `device` (default MOBILE). */
export const helpCenterQuerySchema = z.object({
  lang: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().regex(/^[A-Za-z]{2}([-_][A-Za-z]{2,4})?$/).optional()),
  device: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.enum(helpDevices).default('MOBILE')),
});
export type HelpCenterQuery = z.infer<typeof helpCenterQuerySchema>;

/**
 * The help centre (SPEC §3 help entry: title, content): entries in the merchant's order, each in
 * the asked language or else English. `tag` (WPS-PROTOCOL.md) names an entry a link asks for by
 * name: /m/help?title=affiliate opens the entry tagged `affiliate`; null for the others.
 */
export const helpCenterValueSchema = z.array(z.object({ title: z.string(), content: z.string(), tag: z.string().nullable() }));
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;
