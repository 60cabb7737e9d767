import { WpsError } from '@/lib/wps/errors';
import type { PromotionCategoriesValue, PromotionCategory } from '@/lib/wps/schemas/content';
import type { AuditService, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import type { Store } from '../../infra';
import { invalidInput } from '../../errors';
import { contentRepo as repo, type CategoryRow } from './repo';
import { contentLimits, type BoCategoryCreate, type BoCategoryPatch, type StoredPromotionCategory } from './schema';

/**
 * Promotion categories (migration 032): the promotion screen's horizontal menu (SPEC §2), the ids
 * a promotion's promoAnnouncementCategoryIds name (SPEC §3). Read by anybody, as promotions are
 * (SPEC §6); written by operators, audited like announcements.
 */

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toStored(r: CategoryRow): StoredPromotionCategory {
  return { id: Number(r.id), names: json<Record<string, string>>(r.names), enabled: r.enabled, sort: r.sort };
}

export const categoriesCacheKey = (merchantId: number, language: string) => `content:promotion-categories:${merchantId}:${language}`;

/**
 * PROMOFE_getPromotionAnnouncementCategory: the enabled categories in `language` (already one of
 * the merchant's, contentLanguage), each name falling back to EN; kept briefly in the store like
 * the announcement list, and dropped by the same operator changes.
 */
export async function listPromotionCategories(q: Queryable, store: Store, m: Merchant, language: string): Promise<PromotionCategoriesValue> {
  const key = categoriesCacheKey(m.id, language);
  const hit = await store.get(key);
  if (hit !== null) return { content: JSON.parse(hit) as PromotionCategory[] };
  const rows = (await repo.categories(q, m.id, true, contentLimits.categories_max)).map(toStored);
  const content = rows.map((c) => ({ id: c.id, name: c.names[language] ?? c.names.EN!, sort: c.sort }));
  await store.set(key, JSON.stringify(content), contentLimits.list_cache_ms);
  return { content };
}

export async function listCategoriesForOperator(q: Queryable, m: Merchant): Promise<StoredPromotionCategory[]> {
  return (await repo.categories(q, m.id, false, contentLimits.categories_max)).map(toStored);
}

const auditView = (c: StoredPromotionCategory) => ({ names: c.names, enabled: c.enabled, sort: c.sort });

/** A new category (audited); at most contentLimits.categories_max per merchant. */
export async function createCategory(db: Db, audit: AuditService, m: Merchant, input: BoCategoryCreate, operator: string, now: Date): Promise<StoredPromotionCategory> {
  return db.tx(async (q) => {
    if ((await repo.categoryCount(q, m.id)) >= contentLimits.categories_max) {
      throw invalidInput([{ field: 'names', message: `a merchant keeps at most ${contentLimits.categories_max} promotion categories; disable or rename one` }]);
    }
    const id = await repo.insertCategory(q, m.id, { names: input.names, enabled: input.enabled ?? true, sort: input.sort ?? 0 }, now);
    const after = toStored((await repo.category(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'promotion.category.create', target: `promotion-category:${id}`, before: null, after: auditView(after) });
    return after;
  });
}

/** Changes a category (audited): names merged per language, order, enabled. A disabled category leaves the menu; its promotions stay under "all". */
export async function setCategory(db: Db, audit: AuditService, m: Merchant, id: number, patch: BoCategoryPatch, operator: string, now: Date): Promise<StoredPromotionCategory> {
  return db.tx(async (q) => {
    const row = await repo.category(q, m.id, id, true);
    if (!row) throw new WpsError('not.found');
    const before = toStored(row);
    const next = { names: { ...before.names, ...patch.names }, enabled: patch.enabled ?? before.enabled, sort: patch.sort ?? before.sort };
    await repo.updateCategory(q, m.id, id, next, now);
    const after = toStored((await repo.category(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'promotion.category.set', target: `promotion-category:${id}`, before: auditView(before), after: auditView(after) });
    return after;
  });
}

/** True when the merchant has no promotion category (the demo seed adds its promotions only then). */
export async function hasNoPromotionCategories(q: Queryable, merchantId: number): Promise<boolean> {
  return (await repo.categoryCount(q, merchantId)) === 0;
}
