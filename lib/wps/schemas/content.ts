import { z } from 'zod';

/**
 * Wire shapes of announcements and banners (SPEC §3 Banner and Announcement, §4 announcement
 * read, §6 calls; WPS-PROTOCOL.md `MCSFE_getListAnnouncements`). Served by
 * platform/src/modules/content.
 *
 * The list call answers the SPEC's value directly (`promotion, banners, player, popup, hot`,
 * plus `agent` for type A and `footer.unreadCount`), not under `value.content`: SPEC §3 names
 * that value. Dates travel as ISO 8601 strings, `noExpiry` as 0 or 1 as in the field. Clients
 * send every parameter as text and fields we do not use (platform M, merchantCode, token);
 * those are accepted and ignored.
 */

/** SPEC §9 content types: A agent, B banner, PL player, PU pop-up, PR promotion, H hot. */
export const announcementTypes = ['A', 'B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** SPEC §3 banner groups. */
export const bannerGroups = ['m_home', 'm_login', 'm_reg', 'm_leftmenu', 'm_hotgames'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** SPEC §6: the types each screen asks for. */
export const announcementTypesOf = {
  notice: ['B', 'PL', 'PU'],
  home: ['B', 'PL', 'PU', 'PR', 'H'],
  agent: ['A'],
  register: ['B'],
} as const satisfies Record<string, readonly AnnouncementType[]>;

/** Each type's list in the answer. */
export const announcementKinds = { A: 'agent', B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' } as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `types=B,PL,PU` (or repeated `types=B&types=PL`), in any case; unknown types are refused. */
const typesSchema = z.preprocess((v) => {
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const clean = parts.map((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x)).filter((x) => x !== '' && x !== undefined);
  return clean.length ? [...new Set(clean)] : undefined;
}, z.array(z.enum(announcementTypes)).min(1).max(announcementTypes.length).optional());

/** GET /wps/relay/MCSFE_getListAnnouncements (and /wps/agent/announcements) */
export const announcementsQuerySchema = z.object({
  types: typesSchema,
  groupName: z.preprocess(blankToUndefined, z.enum(bannerGroups).optional()),
  language: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : undefined), z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/).optional()),
  platform: z.string().max(8).optional(),
  merchantCode: z.string().max(64).optional(),
  token: z.string().max(512).optional(),
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuerySchema>;

export const announcementImageSchema = z.object({ url: z.string(), sequence: z.number().int() });

/**
 * A screen of this site a promotion's button may open: a path under /m/ with an optional plain
 * query (`/m/voucherCenter`, `/m/gameList?gameType=RNG`). Never another origin or scheme.
 */
export const promotionLinkPattern = /^\/m(\/[A-Za-z0-9._~-]+)*\/?(\?[A-Za-z0-9._~=&%+-]*)?$/;

/** What a claim names: the reward of the rewards issue (an id of letters, digits, `_` and `-`). */
export const promotionClaimPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * SPEC §2 "expanded shows HTML plus an action"; the shape is ours (the spec shows none). `link`
 * opens a screen of the site; `claim` is reserved for the rewards issue, which will claim
 * `claimId` for the member: until then the platform refuses to store one and screens show no
 * button for it. Only promotions (type PR) carry an action; every other announcement answers null.
 */
export const promotionActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), url: z.string().regex(promotionLinkPattern) }),
  z.object({ type: z.literal('claim'), claimId: z.string().regex(promotionClaimPattern) }),
]);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

export const announcementSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** HTML, as the operator wrote it. */
  content: z.string(),
  startDate: z.string(),
  /** Null with noExpiry. */
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(announcementImageSchema),
  /** A promotion's button (null: none, and for every other type). */
  action: promotionActionSchema.nullable(),
  /** Always true without a session or for a trial member (SPEC §4). */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const bannerSchema = z.object({
  id: z.number().int().positive(),
  groupName: z.enum(bannerGroups),
  url: z.string(),
  /** The image's size in pixels, so the page reserves its box before it loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  title: z.string(),
  /** Where a tap goes: a site path or an https URL; null: nowhere. */
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementsValueSchema = z.object({
  promotion: z.array(announcementSchema),
  banners: z.array(bannerSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
  agent: z.array(announcementSchema),
  /** Unread among the announcements answered (banners never count). */
  footer: z.object({ unreadCount: z.number().int().min(0) }),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

/** POST /wps/system/announcements/read: `read` is always true (SPEC §6). */
export const announcementReadSchema = z.object({
  announcementId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  read: z.literal(true),
});
export type AnnouncementRead = z.infer<typeof announcementReadSchema>;

export const announcementReadValueSchema = z.object({ announcementId: z.number().int(), read: z.literal(true) });
export type AnnouncementReadValue = z.infer<typeof announcementReadValueSchema>;

// ---- promotion categories (SPEC §2 promotion screen's horizontal menu, §3 promoAnnouncementCategoryIds) ----

/**
 * GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory: the merchant's promotion categories in
 * the caller's language (EN where a name is missing), in the operator's order. A relay, so the
 * list answers under `value.content` (WPS-PROTOCOL.md); its item shape is ours. Anonymous: SPEC §6
 * "Promotions load for guests when no session". Promotions themselves are the list call's
 * `promotion` (types=PR), each naming its categories in `promoAnnouncementCategoryIds`.
 */
export const promotionCategoriesQuerySchema = z.object({
  language: announcementsQuerySchema.shape.language,
  platform: z.string().max(8).optional(),
  merchantCode: z.string().max(64).optional(),
});
export type PromotionCategoriesQuery = z.infer<typeof promotionCategoriesQuerySchema>;

export const promotionCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  sort: z.number().int(),
});
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const promotionCategoriesValueSchema = z.object({ content: z.array(promotionCategorySchema) });
export type PromotionCategoriesValue = z.infer<typeof promotionCategoriesValueSchema>;
