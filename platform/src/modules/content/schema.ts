import { z } from 'zod';
import {
  announcementTypes, bannerGroups, promotionClaimPattern, promotionLinkPattern, type AnnouncementType, type BannerGroup, type PromotionAction,
} from '@/lib/wps/schemas/content';
import { cleanAnnouncementHtml } from './html';

/** Limits of the content module (TigerStyle: a bound on everything). */
export const contentLimits = {
  /** The live list is read at most this often per merchant and language (operator changes drop it at once). */
  list_cache_ms: 5_000,
  /** Live announcements and banners answered at most, all types together. */
  live_max: 200,
  /** An operator listing answers at most this many. */
  bo_list_max: 500,
  images_max: 20,
  title_chars_max: 200,
  content_chars_max: 20_000,
  /** A banner without a recorded size is drawn in the SPEC banner box (750 × 300, the m_home slot's ratio). */
  banner_default_width_px: 750,
  banner_default_height_px: 300,
  /** Promotion categories a merchant keeps at most, and a promotion is filed under at most. */
  categories_max: 100,
  categories_per_promotion_max: 20,
  category_name_chars_max: 40,
} as const;

/** An announcement as an operator sees it: every language, dates as Date. */
export interface StoredAnnouncement {
  id: number;
  type: AnnouncementType;
  groupName: BannerGroup | null;
  linkUrl: string | null;
  startDate: Date;
  endDate: Date | null;
  noExpiry: boolean;
  promoCategoryIds: number[];
  /** A promotion's button (type PR only); null: none. */
  action: PromotionAction | null;
  enabled: boolean;
  sort: number;
  /** language → title and HTML content; EN always there. */
  texts: Record<string, { title: string; content: string }>;
  images: { url: string; sequence: number; width: number | null; height: number | null }[];
}

// ---- back office (npm run ops -- announcement:* / banner:*) ----

const language = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'a two-letter language code (EN, ZH, ...)');
const sort = z.number().int().min(-100_000).max(100_000);
const date = z.iso.datetime({ offset: true }).or(z.iso.date()).transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s));

/** Announcement HTML: stored as the allowlist leaves it (html.ts), whatever the operator sent. */
const html = z.string().max(contentLimits.content_chars_max).transform(cleanAnnouncementHtml);
const title = z.string().trim().min(1).max(contentLimits.title_chars_max);
/** A site path (/m/activity) or an https URL. */
const link = z.string().trim().max(500).regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'a site path (/m/...) or an https:// URL');
/** An image: a site path (/games/art/...) or an https URL; never another scheme. */
const imageUrl = z.string().trim().min(1).max(500).regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'a site path or an https:// URL');

export const boImageSchema = z.object({
  url: imageUrl,
  sequence: z.number().int().min(1).max(contentLimits.images_max).optional(),
  width: z.number().int().min(1).max(10_000).optional(),
  height: z.number().int().min(1).max(10_000).optional(),
}).strict();

/**
 * A promotion's button: `{type: 'link', url: '/m/...'}` opens a screen of the site; `{type:
 * 'claim', claimId}` is the rewards issue's and refused until it lands (service.ts). Null removes it.
 */
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), url: z.string().trim().regex(promotionLinkPattern, 'a screen of the site: /m/... (no other origin)') }).strict(),
  z.object({ type: z.literal('claim'), claimId: z.string().trim().regex(promotionClaimPattern, 'letters, digits, _ and - (at most 64)') }).strict(),
]);
const categoryIds = z.array(z.number().int().min(1).max(2_147_483_647)).max(contentLimits.categories_per_promotion_max)
  .refine((ids) => new Set(ids).size === ids.length, 'a category is named twice');

const texts = <T extends z.ZodType>(t: T) => z.record(language, t).refine((r) => Object.keys(r).length <= 20, 'at most 20 languages');

export const boMerchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boAnnouncementParamsSchema = boMerchantParamsSchema.extend({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/** GET /bo/announcements/:merchant?type=&group= */
export const boListQuerySchema = z.object({
  type: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.enum(announcementTypes).optional()),
  group: z.preprocess((v) => (v === '' ? undefined : v), z.enum(bannerGroups).optional()),
}).strict();

/** POST /bo/announcements/:merchant: a new announcement or banner. */
export const boCreateSchema = z.object({
  type: z.enum(announcementTypes),
  groupName: z.enum(bannerGroups).optional(),
  /** language → title; EN is required (the fallback of every language). */
  title: texts(title).refine((r) => 'EN' in r, { message: 'an EN title is required', path: ['EN'] }),
  content: texts(html).optional(),
  startDate: date.optional(),
  endDate: date.nullable().optional(),
  noExpiry: z.boolean().optional(),
  sort: sort.optional(),
  enabled: z.boolean().optional(),
  linkUrl: link.nullable().optional(),
  images: z.array(boImageSchema).max(contentLimits.images_max).optional(),
  promoCategoryIds: categoryIds.optional(),
  action: action.nullable().optional(),
}).strict()
  .refine((a) => (a.type === 'B') === (a.groupName !== undefined), { message: 'a banner (type B) needs a groupName, and only a banner has one', path: ['groupName'] })
  .refine((a) => a.type === 'PR' || !a.action, { message: 'only a promotion (type PR) has an action', path: ['action'] })
  .refine((a) => a.type !== 'PR' || a.linkUrl == null, { message: 'a promotion links through its action ({type: "link", url})', path: ['linkUrl'] })
  .refine((a) => a.type === 'PR' || !a.promoCategoryIds?.length, { message: 'only a promotion (type PR) has categories', path: ['promoCategoryIds'] })
  .refine((a) => a.type !== 'B' || (a.images?.length ?? 0) > 0, { message: 'a banner needs an image', path: ['images'] });
export type BoCreate = z.infer<typeof boCreateSchema>;

/** PATCH /bo/announcements/:merchant/:id: enable/disable, dates, order, texts, link, images. */
export const boPatchSchema = z.object({
  enabled: z.boolean(),
  sort,
  startDate: date,
  endDate: date.nullable(),
  noExpiry: z.boolean(),
  /** Merged per language; an empty title is not allowed (disable the announcement instead). */
  title: texts(title),
  content: texts(html),
  linkUrl: link.nullable(),
  images: z.array(boImageSchema).min(1).max(contentLimits.images_max),
  promoCategoryIds: categoryIds,
  action: action.nullable(),
}).partial().strict().refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type BoPatch = z.infer<typeof boPatchSchema>;

// ---- the help centre (GET /wps/system/helpCenter; npm run ops -- help:*) ----

export const helpLimits = {
  /** Entries one language's help centre answers at most. */
  live_max: 100,
  bo_list_max: 500,
  content_chars_max: 50_000,
  /** A visitor's help list may be kept this long by browsers and proxies. */
  cache_s: 60,
} as const;

/** A help entry as an operator sees it: every language. */
export interface StoredHelpEntry {
  id: number;
  /** The name a link asks for (/m/help?title=affiliate), or null. */
  tag: string | null;
  device: 'ALL' | 'MOBILE' | 'WEB';
  sort: number;
  enabled: boolean;
  /** language → title and HTML content; EN always there. */
  texts: Record<string, { title: string; content: string }>;
}

const helpHtml = z.string().max(helpLimits.content_chars_max).transform(cleanAnnouncementHtml);
const helpTag = z.string().trim().toLowerCase().regex(/^[a-z][a-z0-9_-]{0,31}$/, 'a lower-case name: a letter, then letters, digits, _ or -, at most 32');
const helpDevice = z.string().trim().toUpperCase().pipe(z.enum(['ALL', 'MOBILE', 'WEB']));

export const boHelpParamsSchema = boMerchantParamsSchema.extend({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/** POST /bo/help/:merchant: a new help entry (EN title required, the fallback of every language). */
export const boHelpCreateSchema = z.object({
  title: texts(title).refine((r) => 'EN' in r, { message: 'an EN title is required', path: ['EN'] }),
  content: texts(helpHtml).optional(),
  tag: helpTag.nullable().optional(),
  device: helpDevice.optional(),
  sort: sort.optional(),
  enabled: z.boolean().optional(),
}).strict();
export type BoHelpCreate = z.infer<typeof boHelpCreateSchema>;

/** PATCH /bo/help/:merchant/:id: texts merged per language; enabled=false hides the entry. */
export const boHelpPatchSchema = z.object({
  title: texts(title),
  content: texts(helpHtml),
  tag: helpTag.nullable(),
  device: helpDevice,
  sort,
  enabled: z.boolean(),
}).partial().strict().refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type BoHelpPatch = z.infer<typeof boHelpPatchSchema>;

// ---- promotion categories (npm run ops -- promotion:category-*) ----

const categoryName = z.string().trim().min(1).max(contentLimits.category_name_chars_max);

/** A promotion category as an operator sees it: names in every language. */
export interface StoredPromotionCategory {
  id: number;
  names: Record<string, string>;
  enabled: boolean;
  sort: number;
}

export const boCategoryParamsSchema = boMerchantParamsSchema.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** POST /bo/promotion-categories/:merchant */
export const boCategoryCreateSchema = z.object({
  /** language → name; EN is required (the fallback of every language). */
  names: texts(categoryName).refine((r) => 'EN' in r, { message: 'an EN name is required', path: ['EN'] }),
  sort: sort.optional(),
  enabled: z.boolean().optional(),
}).strict();
export type BoCategoryCreate = z.infer<typeof boCategoryCreateSchema>;

/** PATCH /bo/promotion-categories/:merchant/:id: names merged per language, order, enabled. */
export const boCategoryPatchSchema = z.object({
  names: texts(categoryName),
  sort,
  enabled: z.boolean(),
}).partial().strict().refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type BoCategoryPatch = z.infer<typeof boCategoryPatchSchema>;
