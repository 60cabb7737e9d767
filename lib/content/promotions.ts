import type { Announcement, PromotionCategory } from '@/lib/wps/schemas/content';
import { dateYmd } from './rules';

/**
 * Rules of the promotion screen (SPEC §2 promotion screen, §9 deep-link scroll), as plain
 * functions: which promotions a category shows, which one a deep link opens, the date line and
 * the image of each item. Components hold none of these inline.
 */

/** The home tab's promo block lists this many promotions at most (the screen has them all). */
export const homePromotionsShown = 3;

/** The side menu's collapsible promotion list holds this many at most. */
export const sideMenuPromotionsShown = 10;

/** SPEC §9: a deep link scrolls to its promotion 500 ms after the screen shows. */
export const promotionDeepLinkScroll_ms = 500;

/** A promotion's own address (the canonical one, which a sitemap lists): the screen opens and scrolls to it. */
export function promotionHref(id: number): string {
  return `/m/activityDetail?id=${id}`;
}

/** The promotion screen filtered to one category (`/m/activity?category=<id>`). */
export function promotionCategoryHref(categoryId: number | null): string {
  return categoryId === null ? '/m/activity' : `/m/activity?category=${categoryId}`;
}

/** A query value as a positive id (`?id=12`, `?category=3`), else null. */
export function queryId(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || !/^[1-9]\d{0,9}$/.test(v)) return null;
  const n = Number(v);
  return n <= 2_147_483_647 ? n : null;
}

/** The category the screen shows: one of the menu's, else none (all promotions). */
export function selectedCategory(categories: readonly PromotionCategory[], asked: number | null): number | null {
  return asked !== null && categories.some((c) => c.id === asked) ? asked : null;
}

/** The promotions of a category, in the server's order; every promotion for none. */
export function promotionsIn(promotions: readonly Announcement[], categoryId: number | null): Announcement[] {
  return categoryId === null ? [...promotions] : promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(categoryId));
}

/** SPEC §2: the date line, YYYY/MM/DD – YYYY/MM/DD, its end 'long term' when noExpiry=1. */
export function promotionDates(p: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>, longTerm: string): string {
  const end = p.noExpiry === 1 || !p.endDate ? longTerm : dateYmd(p.endDate);
  return `${dateYmd(p.startDate)} – ${end}`;
}

/** SPEC §2: an item shows its image of sequence 1 (none when it has none). */
export function promotionImage(p: Pick<Announcement, 'announcementImages'>): string | null {
  return p.announcementImages.find((i) => i.sequence === 1)?.url ?? null;
}

/**
 * The button under an expanded promotion: a link to a screen, or for a claim the reward centre
 * with that promotion first, where the member sees whether they may claim it (and why not) and
 * claims it with one tap.
 */
export function promotionActionHref(p: Pick<Announcement, 'action'>): string | null {
  if (p.action?.type === 'link') return p.action.url;
  if (p.action?.type === 'claim') return `/m/rewardCenter?claim=${encodeURIComponent(p.action.claimId)}`;
  return null;
}
