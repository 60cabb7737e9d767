import 'server-only';
import { cache } from 'react';
import { announcementTypesOf, type AnnouncementsValue, type Banner, type BannerGroup, type PromotionCategory } from '@/lib/wps/schemas/content';
import type { HelpCenterValue } from '@/lib/wps/schemas/system';
import { requestLanguage } from '@/lib/i18n/server';
import { currentCaller, readValue } from './request';

/**
 * Announcements and banners for server pages (SPEC §6: types B,PL,PU on notice; B,PL,PU,PR,H on
 * home; B with the group on register). Every /m page's frame reads the home set (m_home banners,
 * the ticker, the login pop-up), so a visitor's answer is kept briefly per merchant and
 * language, as the platform keeps it; a member's has their read flags and is never shared.
 */
const visitorTtl_ms = 5_000;
const visitorCache = new Map<string, { value: AnnouncementsValue; at_ms: number }>();

async function read(types: readonly string[], groupName?: BannerGroup): Promise<AnnouncementsValue | null> {
  const caller = await currentCaller();
  const key = `${caller.merchant}:${caller.language ?? ''}:${types.join(',')}:${groupName ?? ''}`;
  if (!caller.token) {
    const hit = visitorCache.get(key);
    if (hit && Date.now() - hit.at_ms < visitorTtl_ms) return hit.value;
  }
  const value = await readValue('announcements', {
    types: types.join(','), groupName, platform: 'M', merchantCode: caller.merchant,
  });
  if (value && !caller.token) {
    if (visitorCache.size > 500) visitorCache.clear();
    visitorCache.set(key, { value, at_ms: Date.now() });
  }
  return value;
}

/**
 * The home set: m_home banners, ticker notices, pop-ups, promotion and hot notices; null when the
 * call failed. The promotion screen reads its promotions from it too (the frame asks for it anyway).
 */
export const getHomeContent = cache(async (): Promise<AnnouncementsValue | null> => read(announcementTypesOf.home));

/** The notice screen's set (banners, player notices, pop-ups). */
export const getNoticeContent = cache(async (): Promise<AnnouncementsValue | null> => read(announcementTypesOf.notice));

/** The banners of one group (m_login, m_reg, ...), in order; empty when there are none or the call failed. */
export const getBanners = cache(async (group: BannerGroup): Promise<Banner[]> =>
  (await read(announcementTypesOf.register, group))?.banners.filter((b) => b.groupName === group) ?? []);

/**
 * The promotion screen's category menu (PROMOFE_getPromotionAnnouncementCategory, anonymous): in
 * the caller's language, in order; empty when there are none or the call failed (the screen then
 * shows every promotion under "all").
 */
export const getPromotionCategories = cache(async (): Promise<PromotionCategory[]> => {
  const caller = await currentCaller();
  // The language travels in the Language header, as for the announcement list.
  return (await readValue('promotionCategories', { merchantCode: caller.merchant, platform: 'M' }))?.content ?? [];
});

/** The help centre for phones in the caller's language (SPEC §7: device=MOBILE, lang); empty when the call failed. */
export const getHelpCenter = cache(async (): Promise<HelpCenterValue> =>
  (await readValue('systemHelpCenter', { device: 'MOBILE', lang: await requestLanguage() })) ?? []);
