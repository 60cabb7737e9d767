import type { HelpCenterQuery, HelpCenterValue } from '@/lib/wps/schemas/system';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { WpsError } from '@/lib/wps/errors';
import { invalidInput } from '../../errors';
import { cleanAnnouncementHtml } from './html';
import { helpRepo as repo, type HelpEntryRow, type HelpEntryWrite } from './help-repo';
import { helpLimits, type BoHelpCreate, type BoHelpPatch, type StoredHelpEntry } from './schema';
import { contentLanguage } from './service';

/**
 * The help centre (SPEC §2 /m/help, §3 help entry, §7 GET /wps/system/helpCenter): entries an
 * operator writes per language, for every device or one, in their order. A visitor reads them
 * in their language (the query's `lang`, else the Language header; CN and ZH-* read ZH) when
 * the merchant offers it, each entry falling back to its English text.
 */

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toStored(r: HelpEntryRow): StoredHelpEntry {
  return {
    id: Number(r.id),
    tag: r.tag,
    device: r.device as StoredHelpEntry['device'],
    sort: r.sort,
    enabled: r.enabled,
    texts: Object.fromEntries(json<{ language: string; title: string; content: string }[]>(r.texts).map((t) => [t.language, { title: t.title, content: t.content }])),
  };
}

async function liveHelp(q: Queryable, m: Merchant, query: HelpCenterQuery, headerLanguage: string): Promise<HelpCenterValue> {
  const language = contentLanguage(m, query.lang ?? headerLanguage);
  const rows = await repo.live(q, m.id, language, query.device, helpLimits.live_max);
  // Cleaned again on the way out: a row may have been written past the back office.
  return rows.map((r) => ({ title: r.title, content: cleanAnnouncementHtml(r.content), tag: r.tag }));
}

async function checkTag(q: Queryable, m: Merchant, tag: string | null, device: string, exceptId: number | null): Promise<void> {
  if (tag !== null && (await repo.tagTaken(q, m.id, tag, device, exceptId))) {
    throw invalidInput([{ field: 'tag', message: `another help entry of ${m.code} is tagged ${tag} on these devices` }]);
  }
}

function checkTitles(title: Record<string, string> | undefined, content: Record<string, string> | undefined, existing: Record<string, unknown>): void {
  for (const lang of Object.keys(content ?? {})) {
    if (!(lang in existing) && !(title && lang in title)) throw invalidInput([{ field: `content.${lang}`, message: 'content needs a title in the same language' }]);
  }
}

/** What the audit trail keeps of an entry: titles, and the HTML by its length. */
function auditView(e: StoredHelpEntry) {
  return {
    tag: e.tag, device: e.device, sort: e.sort, enabled: e.enabled,
    titles: Object.fromEntries(Object.entries(e.texts).map(([l, t]) => [l, t.title])),
    contentChars: Object.fromEntries(Object.entries(e.texts).map(([l, t]) => [l, t.content.length])),
  };
}

async function createEntry(db: Db, audit: AuditService, m: Merchant, input: BoHelpCreate, operator: string, now: Date): Promise<StoredHelpEntry> {
  checkTitles(input.title, input.content, {});
  const write: HelpEntryWrite = { tag: input.tag ?? null, device: input.device ?? 'ALL', sort: input.sort ?? 0, enabled: input.enabled ?? true };
  return db.tx(async (q) => {
    await checkTag(q, m, write.tag, write.device, null);
    const id = await repo.insert(q, m.id, write, now);
    for (const [lang, title] of Object.entries(input.title)) await repo.upsertText(q, m.id, id, lang, title, input.content?.[lang] ?? '');
    const after = toStored((await repo.one(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'help.create', target: `help:${id}`, before: null, after: auditView(after) });
    return after;
  });
}

async function setEntry(db: Db, audit: AuditService, m: Merchant, id: number, patch: BoHelpPatch, operator: string, now: Date): Promise<StoredHelpEntry> {
  return db.tx(async (q) => {
    const row = await repo.one(q, m.id, id, true);
    if (!row) throw new WpsError('not.found');
    const before = toStored(row);
    checkTitles(patch.title, patch.content, before.texts);
    const write: HelpEntryWrite = {
      tag: patch.tag !== undefined ? patch.tag : before.tag,
      device: patch.device ?? before.device,
      sort: patch.sort ?? before.sort,
      enabled: patch.enabled ?? before.enabled,
    };
    await checkTag(q, m, write.tag, write.device, id);
    await repo.update(q, m.id, id, write, now);
    for (const lang of new Set([...Object.keys(patch.title ?? {}), ...Object.keys(patch.content ?? {})])) {
      await repo.upsertText(q, m.id, id, lang, patch.title?.[lang] ?? before.texts[lang]!.title, patch.content?.[lang] ?? before.texts[lang]?.content ?? '');
    }
    const after = toStored((await repo.one(q, m.id, id, false))!);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'help.set', target: `help:${id}`, before: auditView(before), after: auditView(after) });
    return after;
  });
}

export interface HelpDeps {
  db: Db;
  clock: Clock;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** The help centre: the member call and the operators' back office (and the demo seed). */
export interface HelpService {
  /** GET /wps/system/helpCenter: enabled entries for the device, in the caller's language, else English. */
  list(m: Merchant, query: HelpCenterQuery, headerLanguage: string): Promise<HelpCenterValue>;
  /** Every entry of the merchant, enabled or not, every language. */
  listForOperator(m: Merchant): Promise<StoredHelpEntry[]>;
  /** A new entry (audited); members see it on their next read. */
  create(m: Merchant, input: BoHelpCreate, operator: string): Promise<StoredHelpEntry>;
  /** Changes one (audited): texts per language, tag, device, order, enabled. */
  set(m: Merchant, id: number, patch: BoHelpPatch, operator: string): Promise<StoredHelpEntry>;
  /** True when the merchant has no help entry at all (the demo seed adds its set only then). */
  isEmpty(merchantId: number): Promise<boolean>;
}

export function createHelpService(deps: HelpDeps): HelpService {
  const { db, clock, audit } = deps;
  return {
    list: (m, query, headerLanguage) => liveHelp(db, m, query, headerLanguage),
    listForOperator: async (m) => (await repo.list(db, m.id, helpLimits.bo_list_max)).map(toStored),
    create: (m, input, operator) => createEntry(db, audit, m, input, operator, clock.now()),
    set: (m, id, patch, operator) => setEntry(db, audit, m, id, patch, operator, clock.now()),
    isEmpty: async (merchantId) => (await repo.count(db, merchantId)) === 0,
  };
}
