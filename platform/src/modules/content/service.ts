import { WpsError } from '@/lib/wps/errors';
import {
  announcementKinds, announcementTypesOf, type Announcement, type AnnouncementRead, type AnnouncementReadValue, type AnnouncementsQuery,
  type AnnouncementsValue, type AnnouncementType, type Banner, type BannerGroup, type PromotionAction, type PromotionCategoriesQuery,
  type PromotionCategoriesValue,
} from '@/lib/wps/schemas/content';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import type { Store } from '../../infra';
import { invalidInput } from '../../errors';
import { catalogLanguage } from '../games';
import { isMemberType } from '../members';
import { cleanAnnouncementHtml } from './html';
import { contentRepo as repo, type AnnouncementRow, type AnnouncementWrite, type ImageJson, type LiveRow } from './repo';
import {
  categoriesCacheKey, createCategory, hasNoPromotionCategories, listCategoriesForOperator, listPromotionCategories, setCategory,
} from './promotion-categories';
import {
  contentLimits, type BoCategoryCreate, type BoCategoryPatch, type BoCreate, type BoPatch, type StoredAnnouncement, type StoredPromotionCategory,
} from './schema';

/** SPEC §3 member type 4: a trial account, for which every announcement counts as read (SPEC §4). */
const trialMemberType = 4;

/** Who asks: a member with a session, or nobody. */
export type Reader = { memberId: number; type: number } | null;

/**
 * Type A announcements are written for agents (contracts, rebate tables): only a session of an
 * agent type reads them. Agents are the types that log in on the agent login (members/schema
 * isMemberType, SPEC §3 and §6), so the two rules cannot drift apart.
 */
export function readsAgentAnnouncements(reader: Reader): boolean {
  return reader !== null && !isMemberType(reader.type);
}

/**
 * The types a reader may see of those asked: type A is dropped for visitors and members. When
 * nothing is left (they asked for A alone) the call is refused with permission.denied rather
 * than answered empty, so a client that asks for agent content without being an agent learns
 * it from a stable code instead of an empty list that looks like "no news".
 */
function readableTypes(reader: Reader, asked: readonly AnnouncementType[]): Set<AnnouncementType> {
  const agent = readsAgentAnnouncements(reader);
  const types = new Set(asked.filter((t) => t !== 'A' || agent));
  if (types.size === 0) throw new WpsError('permission.denied');
  return types;
}

/** A live item as cached: everything but the member's read flag, dates as epoch ms. */
interface CachedItem {
  id: number;
  type: AnnouncementType;
  groupName: BannerGroup | null;
  linkUrl: string | null;
  start_ms: number;
  end_ms: number | null;
  noExpiry: boolean;
  promoCategoryIds: number[];
  action: PromotionAction | null;
  title: string;
  content: string;
  images: ImageJson[];
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A promotion's button from its row: only type PR has one (migration 032). */
function actionOf(r: { type: string; link_url: string | null; action_type: string | null; action_claim: string | null }): PromotionAction | null {
  if (r.type !== 'PR') return null;
  if (r.action_type === 'link' && r.link_url) return { type: 'link', url: r.link_url };
  if (r.action_type === 'claim' && r.action_claim) return { type: 'claim', claimId: r.action_claim };
  return null;
}
const ms = (d: Date | string) => new Date(d).getTime();

function toCached(r: LiveRow): CachedItem {
  return {
    id: Number(r.id),
    type: r.type as AnnouncementType,
    groupName: r.group_name as BannerGroup | null,
    linkUrl: r.link_url,
    start_ms: ms(r.start_date),
    end_ms: r.end_date === null ? null : ms(r.end_date),
    noExpiry: r.no_expiry,
    promoCategoryIds: r.promo_category_ids ?? [],
    action: actionOf(r),
    title: r.title,
    // Cleaned again on the way out: a row may have been written past the back office.
    content: cleanAnnouncementHtml(r.content),
    images: json<ImageJson[]>(r.images),
  };
}

/**
 * The language announcements are answered in: the caller's (CN and ZH-* read ZH) when the
 * merchant offers it, else EN. Limiting it to the merchant's languages bounds the cache keys, so
 * an operator change can drop every one of them.
 */
export function contentLanguage(m: Merchant, requested: string | undefined): string {
  const lang = catalogLanguage(requested, m.defaultLanguage).slice(0, 2);
  return contentLanguages(m).includes(lang) ? lang : 'EN';
}

function contentLanguages(m: Merchant): string[] {
  return [...new Set(['EN', ...[m.defaultLanguage, ...m.languages].map((l) => catalogLanguage(l, 'EN').slice(0, 2))])];
}

const cacheKey = (merchantId: number, language: string) => `content:announcements:${merchantId}:${language}`;

/** Drops the merchant's cached lists in every language (after an operator change), on every replica when the store is Redis. */
async function invalidateAnnouncements(store: Store, m: Merchant): Promise<void> {
  await Promise.all(contentLanguages(m).flatMap((l) => [store.del(cacheKey(m.id, l)), store.del(categoriesCacheKey(m.id, l))]));
}

/** The merchant's announcements that have not ended, in one language; kept briefly in the store. */
async function liveItems(q: Queryable, store: Store, m: Merchant, language: string, now: Date): Promise<CachedItem[]> {
  const key = cacheKey(m.id, language);
  const hit = await store.get(key);
  if (hit !== null) return JSON.parse(hit) as CachedItem[];
  const items = (await repo.live(q, m.id, language, now, contentLimits.live_max)).map(toCached);
  await store.set(key, JSON.stringify(items), contentLimits.list_cache_ms);
  return items;
}

/** Live now: started, and not ended (or without expiry). */
export function isLive(item: { start_ms: number; end_ms: number | null; noExpiry: boolean }, now_ms: number): boolean {
  return item.start_ms <= now_ms && (item.noExpiry || (item.end_ms !== null && now_ms < item.end_ms));
}

function toAnnouncement(i: CachedItem, read: boolean): Announcement {
  return {
    id: i.id,
    type: i.type,
    title: i.title,
    content: i.content,
    startDate: new Date(i.start_ms).toISOString(),
    endDate: i.end_ms === null ? null : new Date(i.end_ms).toISOString(),
    noExpiry: i.noExpiry ? 1 : 0,
    promoAnnouncementCategoryIds: i.promoCategoryIds,
    announcementImages: i.images.map((x) => ({ url: x.url, sequence: x.sequence })),
    action: i.action ?? null,
    read,
  };
}

function toBanner(i: CachedItem): Banner | null {
  const img = i.images[0];
  if (!img || !i.groupName) return null;
  return {
    id: i.id,
    groupName: i.groupName,
    url: img.url,
    width: img.width ?? contentLimits.banner_default_width_px,
    height: img.height ?? contentLimits.banner_default_height_px,
    title: i.title,
    linkUrl: i.linkUrl,
  };
}

/**
 * MCSFE_getListAnnouncements (and the agents' call): the live announcements of the asked types,
 * grouped by kind, in the caller's language with EN as fallback; banners of one group when
 * `groupName` is given. A member's read flags are theirs; without a session, or for a trial
 * member, everything counts as read (SPEC §4), so no badge asks a visitor to read.
 */
async function listAnnouncements(
  q: Queryable, store: Store, m: Merchant, reader: Reader, query: AnnouncementsQuery, headerLanguage: string, now: Date,
  defaultTypes: readonly AnnouncementType[] = announcementTypesOf.home,
): Promise<AnnouncementsValue> {
  const language = contentLanguage(m, query.language ?? headerLanguage);
  const types = readableTypes(reader, query.types ?? defaultTypes);
  const now_ms = now.getTime();
  const items = (await liveItems(q, store, m, language, now)).filter((i) =>
    types.has(i.type) && isLive(i, now_ms) && (i.type !== 'B' || !query.groupName || i.groupName === query.groupName));

  const notices = items.filter((i) => i.type !== 'B');
  const everythingRead = !reader || reader.type === trialMemberType;
  const read = everythingRead ? null : await repo.readIds(q, m.id, reader.memberId, notices.map((i) => i.id));
  const value: AnnouncementsValue = { promotion: [], banners: [], player: [], popup: [], hot: [], agent: [], footer: { unreadCount: 0 } };
  for (const i of items) {
    if (i.type === 'B') {
      const b = toBanner(i);
      if (b) value.banners.push(b);
      continue;
    }
    const isRead = read === null || read.has(i.id);
    if (!isRead) value.footer.unreadCount += 1;
    value[announcementKinds[i.type]].push(toAnnouncement(i, isRead));
  }
  return value;
}

/**
 * GET /wps/agent/announcements: the agents' list (type A unless `types` says otherwise), for an
 * agent's session only; a member's session is refused with permission.denied before anything is read.
 */
async function listAgentAnnouncements(
  q: Queryable, store: Store, m: Merchant, reader: Reader, query: AnnouncementsQuery, headerLanguage: string, now: Date,
): Promise<AnnouncementsValue> {
  if (!readsAgentAnnouncements(reader)) throw new WpsError('permission.denied');
  return listAnnouncements(q, store, m, reader, query, headerLanguage, now, announcementTypesOf.agent);
}

/**
 * POST /wps/system/announcements/read: the member has read an announcement. Idempotent; an
 * announcement of another merchant, or a disabled one, is not.found. A trial member's marks are
 * not kept: for them everything already counts as read.
 */
async function markAnnouncementRead(db: Db, m: Merchant, reader: { memberId: number; type: number }, body: AnnouncementRead, now: Date): Promise<AnnouncementReadValue> {
  if (!(await repo.enabledExists(db, m.id, body.announcementId))) throw new WpsError('not.found');
  if (reader.type !== trialMemberType) await repo.markRead(db, m.id, reader.memberId, body.announcementId, now);
  return { announcementId: body.announcementId, read: true };
}

// ---- back office ----

function toStored(r: AnnouncementRow): StoredAnnouncement {
  return {
    id: Number(r.id),
    type: r.type as AnnouncementType,
    groupName: r.group_name as BannerGroup | null,
    linkUrl: r.link_url,
    startDate: new Date(r.start_date),
    endDate: r.end_date === null ? null : new Date(r.end_date),
    noExpiry: r.no_expiry,
    promoCategoryIds: r.promo_category_ids ?? [],
    action: actionOf(r),
    enabled: r.enabled,
    sort: r.sort,
    texts: Object.fromEntries(json<{ language: string; title: string; content: string }[]>(r.texts).map((t) => [t.language, { title: t.title, content: t.content }])),
    images: json<ImageJson[]>(r.images),
  };
}

/** Images in the order given, numbered 1, 2, ... unless the operator numbered them. */
function numberImages(images: BoCreate['images']): ImageJson[] {
  const out = (images ?? []).map((img, i) => ({ url: img.url, sequence: img.sequence ?? i + 1, width: img.width ?? null, height: img.height ?? null }));
  if (new Set(out.map((x) => x.sequence)).size !== out.length) throw invalidInput([{ field: 'images', message: 'two images have the same sequence' }]);
  return out;
}

/** The window rules the table also checks, as field errors an operator can act on. */
function checkWindow(w: { startDate: Date; endDate: Date | null; noExpiry: boolean }): void {
  if (!w.noExpiry && w.endDate === null) throw invalidInput([{ field: 'endDate', message: 'an end date is needed unless noExpiry is true' }]);
  if (w.endDate !== null && w.endDate.getTime() <= w.startDate.getTime()) throw invalidInput([{ field: 'endDate', message: 'the end must come after the start' }]);
}

/**
 * A promotion's categories must be the merchant's own, and a claim action must name a promotion
 * of the engine (modules/rewards), so no button claims what does not exist.
 */
async function checkPromotion(
  q: Queryable, promotions: PromotionCodes, m: Merchant, w: Pick<AnnouncementWrite, 'promoCategoryIds' | 'actionType' | 'actionClaim'>,
): Promise<void> {
  if (w.actionType === 'claim' && !(await promotions.codesKnown(q, m.id, [w.actionClaim!])).has(w.actionClaim!)) {
    throw invalidInput([{ field: 'action.claimId', message: `no promotion ${w.actionClaim} (npm run ops -- promotion:list)` }]);
  }
  const known = await repo.categoryIdsKnown(q, m.id, w.promoCategoryIds);
  const unknown = w.promoCategoryIds.filter((id) => !known.has(id));
  if (unknown.length) throw invalidInput([{ field: 'promoCategoryIds', message: `no such promotion category: ${unknown.join(', ')}` }]);
}

/** The columns an action is stored in: a link's URL is the row's link_url. */
function actionColumns(action: PromotionAction | null, linkUrl: string | null): Pick<AnnouncementWrite, 'linkUrl' | 'actionType' | 'actionClaim'> {
  if (!action) return { linkUrl, actionType: null, actionClaim: null };
  return action.type === 'link'
    ? { linkUrl: action.url, actionType: 'link', actionClaim: null }
    : { linkUrl, actionType: 'claim', actionClaim: action.claimId };
}

async function listForOperator(q: Queryable, m: Merchant, f: { type?: AnnouncementType; group?: BannerGroup }): Promise<StoredAnnouncement[]> {
  return (await repo.list(q, m.id, f, contentLimits.bo_list_max)).map(toStored);
}

/** A new announcement or banner (audited). Without dates it is live from now on, without expiry. */
async function createAnnouncement(db: Db, audit: AuditService, promotions: PromotionCodes, m: Merchant, input: BoCreate, operator: string, now: Date): Promise<StoredAnnouncement> {
  const endDate = input.endDate ?? null;
  const write: AnnouncementWrite = {
    type: input.type,
    groupName: input.groupName ?? null,
    ...actionColumns(input.action ?? null, input.linkUrl ?? null),
    startDate: input.startDate ?? now,
    endDate,
    noExpiry: input.noExpiry ?? endDate === null,
    promoCategoryIds: input.promoCategoryIds ?? [],
    enabled: input.enabled ?? true,
    sort: input.sort ?? 0,
  };
  checkWindow(write);
  for (const lang of Object.keys(input.content ?? {})) {
    if (!(lang in input.title)) throw invalidInput([{ field: `content.${lang}`, message: 'content needs a title in the same language' }]);
  }
  const images = numberImages(input.images);
  return db.tx(async (q) => {
    await checkPromotion(q, promotions, m, write);
    const id = await repo.insert(q, m.id, write, now);
    for (const [lang, title] of Object.entries(input.title)) await repo.upsertText(q, m.id, id, lang, title, input.content?.[lang] ?? '');
    for (const img of images) await repo.insertImage(q, m.id, id, img);
    const after = toStored((await repo.one(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'announcement.create', target: `announcement:${id}`, before: null, after: auditView(after) });
    return after;
  });
}

/** Changes an announcement (audited): enable/disable, dates, order, texts per language, link, images. */
async function setAnnouncement(db: Db, audit: AuditService, promotions: PromotionCodes, m: Merchant, id: number, patch: BoPatch, operator: string, now: Date): Promise<StoredAnnouncement> {
  return db.tx(async (q) => {
    const row = await repo.one(q, m.id, id, true);
    if (!row) throw new WpsError('not.found');
    const before = toStored(row);
    if (patch.content) {
      for (const lang of Object.keys(patch.content)) {
        if (!(lang in before.texts) && !(patch.title && lang in patch.title)) {
          throw invalidInput([{ field: `content.${lang}`, message: 'content needs a title in the same language' }]);
        }
      }
    }
    const endDate = patch.endDate !== undefined ? patch.endDate : before.endDate;
    if (before.type !== 'PR' && (patch.action || patch.promoCategoryIds?.length)) {
      throw invalidInput([{ field: patch.action ? 'action' : 'promoCategoryIds', message: 'only a promotion (type PR) has an action and categories' }]);
    }
    if (before.type === 'PR' && patch.linkUrl !== undefined) throw invalidInput([{ field: 'linkUrl', message: 'a promotion links through its action' }]);
    const linkUrl = patch.linkUrl !== undefined ? patch.linkUrl : before.linkUrl;
    const write: AnnouncementWrite = {
      type: before.type,
      groupName: before.groupName,
      ...(patch.action !== undefined ? actionColumns(patch.action, linkUrl)
        : { linkUrl, actionType: before.action?.type ?? null, actionClaim: before.action?.type === 'claim' ? before.action.claimId : null }),
      startDate: patch.startDate ?? before.startDate,
      endDate,
      // Setting an end date without saying otherwise means the item now expires.
      noExpiry: patch.noExpiry ?? (patch.endDate !== undefined ? patch.endDate === null : before.noExpiry),
      promoCategoryIds: patch.promoCategoryIds ?? before.promoCategoryIds,
      enabled: patch.enabled ?? before.enabled,
      sort: patch.sort ?? before.sort,
    };
    checkWindow(write);
    if (write.actionType === 'link' && !write.linkUrl) throw invalidInput([{ field: 'linkUrl', message: 'a link action needs its link; remove the action with action=null' }]);
    if (before.type === 'PR') await checkPromotion(q, promotions, m, write);
    await repo.update(q, m.id, id, write, now);
    const langs = new Set([...Object.keys(patch.title ?? {}), ...Object.keys(patch.content ?? {})]);
    for (const lang of langs) {
      const title = patch.title?.[lang] ?? before.texts[lang]!.title;
      const content = patch.content?.[lang] ?? before.texts[lang]?.content ?? '';
      await repo.upsertText(q, m.id, id, lang, title, content);
    }
    if (patch.images) {
      await repo.deleteImages(q, m.id, id);
      for (const img of numberImages(patch.images)) await repo.insertImage(q, m.id, id, img);
    }
    const after = toStored((await repo.one(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'announcement.set', target: `announcement:${id}`, before: auditView(before), after: auditView(after) });
    return after;
  });
}

/** What the audit trail keeps of an announcement: everything but long HTML, which it fingerprints by length. */
function auditView(a: StoredAnnouncement) {
  return {
    type: a.type, groupName: a.groupName, enabled: a.enabled, sort: a.sort, linkUrl: a.linkUrl, action: a.action, promoCategoryIds: a.promoCategoryIds,
    startDate: a.startDate.toISOString(), endDate: a.endDate?.toISOString() ?? null, noExpiry: a.noExpiry,
    titles: Object.fromEntries(Object.entries(a.texts).map(([l, t]) => [l, t.title])),
    contentChars: Object.fromEntries(Object.entries(a.texts).map(([l, t]) => [l, t.content.length])),
    images: a.images.map((i) => i.url),
  };
}

/** True when the merchant has no announcement at all (the demo seed adds its set only then). */
async function hasNoContent(q: Queryable, merchantId: number): Promise<boolean> {
  return (await repo.count(q, merchantId)) === 0;
}

export interface ContentDeps {
  db: Db;
  clock: Clock;
  /** Keeps each merchant's live list per language briefly; an operator's change clears it on every replica. */
  store: Store;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** The promotion engine's codes (modules/rewards): a claim action must name one. */
  promotions: PromotionCodes;
}

/** What content asks the promotion engine: which of these codes name a promotion of the merchant. */
export interface PromotionCodes {
  codesKnown(q: Queryable, merchantId: number, codes: string[]): Promise<Set<string>>;
}

/** Announcements and banners: the member calls and the operators' back office. */
export interface ContentService {
  /** MCSFE_getListAnnouncements: live items of the asked types, in the caller's language. */
  list(m: Merchant, reader: Reader, query: AnnouncementsQuery, headerLanguage: string): Promise<AnnouncementsValue>;
  /** GET /wps/agent/announcements: an agent's session only (permission.denied otherwise). */
  listAgent(m: Merchant, reader: Reader, query: AnnouncementsQuery, headerLanguage: string): Promise<AnnouncementsValue>;
  /** POST /wps/system/announcements/read (idempotent). */
  markRead(m: Merchant, reader: { memberId: number; type: number }, body: AnnouncementRead): Promise<AnnouncementReadValue>;
  /** PROMOFE_getPromotionAnnouncementCategory: enabled promotion categories in the caller's language. */
  promotionCategories(m: Merchant, query: PromotionCategoriesQuery, headerLanguage: string): Promise<PromotionCategoriesValue>;
  /** Every promotion category, enabled or not, every language. */
  listCategoriesForOperator(m: Merchant): Promise<StoredPromotionCategory[]>;
  /** A new promotion category (audited); the menu shows it at once, on every replica. */
  createCategory(m: Merchant, input: BoCategoryCreate, operator: string): Promise<StoredPromotionCategory>;
  /** Changes a promotion category (audited). */
  setCategory(m: Merchant, id: number, patch: BoCategoryPatch, operator: string): Promise<StoredPromotionCategory>;
  /** Every announcement and banner of the merchant, enabled or not, every language. */
  listForOperator(m: Merchant, filter: { type?: AnnouncementType; group?: BannerGroup }): Promise<StoredAnnouncement[]>;
  /** A new announcement or banner (audited); members see it at once, on every replica. */
  create(m: Merchant, input: BoCreate, operator: string): Promise<StoredAnnouncement>;
  /** Changes one (audited); members see the change at once, on every replica. */
  set(m: Merchant, id: number, patch: BoPatch, operator: string): Promise<StoredAnnouncement>;
}

export function createContentService(deps: ContentDeps): ContentService {
  const { db, clock, store, audit, promotions } = deps;
  /** An operator's change, then the merchant's cached lists dropped (on every replica), so members see it at once. */
  const thenInvalidate = async <T>(m: Merchant, change: Promise<T>): Promise<T> => {
    const done = await change;
    await invalidateAnnouncements(store, m);
    return done;
  };
  return {
    list: (m, reader, query, headerLanguage) => listAnnouncements(db, store, m, reader, query, headerLanguage, clock.now()),
    listAgent: (m, reader, query, headerLanguage) => listAgentAnnouncements(db, store, m, reader, query, headerLanguage, clock.now()),
    markRead: (m, reader, body) => markAnnouncementRead(db, m, reader, body, clock.now()),
    listForOperator: (m, filter) => listForOperator(db, m, filter),
    promotionCategories: (m, query, headerLanguage) => listPromotionCategories(db, store, m, contentLanguage(m, query.language ?? headerLanguage)),
    listCategoriesForOperator: (m) => listCategoriesForOperator(db, m),
    createCategory: (m, input, operator) => thenInvalidate(m, createCategory(db, audit, m, input, operator, clock.now())),
    setCategory: (m, id, patch, operator) => thenInvalidate(m, setCategory(db, audit, m, id, patch, operator, clock.now())),
    create: (m, input, operator) => thenInvalidate(m, createAnnouncement(db, audit, promotions, m, input, operator, clock.now())),
    set: (m, id, patch, operator) => thenInvalidate(m, setAnnouncement(db, audit, promotions, m, id, patch, operator, clock.now())),
  };
}

export interface ContentSeedDeps {
  db: Db;
  clock: Clock;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** The promotion engine's codes (modules/rewards): a claim action must name one. */
  promotions: PromotionCodes;
}

/**
 * What the demo seed needs: whether a merchant has any content, and adding some. The seed runs
 * before anything is served from a store, so there is no cached list to clear.
 */
export interface ContentSeedService {
  hasNoContent(merchantId: number): Promise<boolean>;
  create(m: Merchant, input: BoCreate, operator: string): Promise<StoredAnnouncement>;
  /** Whether the merchant has no promotion category yet (the seed's promotions came after its first content). */
  hasNoPromotionCategories(merchantId: number): Promise<boolean>;
  createCategory(m: Merchant, input: BoCategoryCreate, operator: string): Promise<StoredPromotionCategory>;
}

export function createContentSeedService(deps: ContentSeedDeps): ContentSeedService {
  return {
    hasNoContent: (merchantId) => hasNoContent(deps.db, merchantId),
    create: (m, input, operator) => createAnnouncement(deps.db, deps.audit, deps.promotions, m, input, operator, deps.clock.now()),
    hasNoPromotionCategories: (merchantId) => hasNoPromotionCategories(deps.db, merchantId),
    createCategory: (m, input, operator) => createCategory(deps.db, deps.audit, m, input, operator, deps.clock.now()),
  };
}
