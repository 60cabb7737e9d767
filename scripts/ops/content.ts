import { announcementTypes, bannerGroups, type AnnouncementType, type BannerGroup } from '@/lib/wps/schemas/content';
import {
  boAnnouncementParamsSchema, boCategoryCreateSchema, boCategoryParamsSchema, boCategoryPatchSchema, boCreateSchema, boListQuerySchema,
  boMerchantParamsSchema, boPatchSchema,
} from '@/platform/src/modules/content/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, positiveId, renderTable, seg, single, sortValue } from './command';

/**
 * announcement:list|create|set and banner:list|create: the content members see (/bo/announcements);
 * promotions are announcements of type PR (category=, action=), filed under the categories of
 * promotion:categories|category-create|category-set (/bo/promotion-categories).
 */

/** 2026-06-01 (midnight UTC) or an ISO 8601 time with its zone; sent on as written. */
function dateValue(key: string, v: string): string {
  const s = v.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))) return s;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s))) return s;
  throw new OpsUsageError(`${key}: expected a date like 2026-06-01 or 2026-06-01T08:00:00+08:00, got "${v}"`);
}

function pixels(key: string, v: string): number {
  if (!/^\d{1,5}$/.test(v) || Number(v) < 1 || Number(v) > 10_000) throw new OpsUsageError(`${key}: pixels, 1 to 10000`);
  return Number(v);
}

/** title=, title.ZH=, content=, content.ZH=: the key's language (EN without one); help.ts reads its keys the same way. */
export function languageOf(key: string): string {
  const lang = key.includes('.') ? key.slice(key.indexOf('.') + 1).toUpperCase() : 'EN';
  if (!/^[A-Z]{2}$/.test(lang)) throw new OpsUsageError(`${key}: the language after the dot is a two-letter code (title.ZH=...)`);
  return lang;
}

/** category=3,5 (a promotion's categories, the ids promotion:categories shows) or none. */
function categoryIds(key: string, v: string): number[] {
  if (v.trim().toLowerCase() === 'none') return [];
  return v.split(',').map((x) => positiveId(x.trim(), `${key}: category ids separated by commas (promotion:categories shows them), or none`));
}

/** action=/m/voucherCenter (a link to a screen), action=claim:<id> (the reward centre's, refused until it lands) or none. */
function actionValue(key: string, v: string): Record<string, string> | null {
  const s = v.trim();
  if (s.toLowerCase() === 'none') return null;
  if (s.toLowerCase().startsWith('claim:')) return { type: 'claim', claimId: s.slice('claim:'.length) };
  if (!s.startsWith('/')) throw new OpsUsageError(`${key}: a screen of the site (/m/...), claim:<id> or none`);
  return { type: 'link', url: s };
}

/** The shared keys of create and set, into a body of /bo/announcements. */
function applyCommon(body: Record<string, unknown>, key: string, value: string): boolean {
  const base = key.split('.')[0];
  if (base === 'title' || base === 'content') {
    const texts = (body[base] ??= {}) as Record<string, string>;
    texts[languageOf(key)] = value;
  } else if (key === 'start') body.startDate = dateValue(key, value);
  else if (key === 'end') {
    if (value.trim().toLowerCase() === 'none') {
      body.endDate = null;
      body.noExpiry = true;
    } else {
      body.endDate = dateValue(key, value);
      body.noExpiry = false;
    }
  } else if (key === 'sort') body.sort = sortValue(value);
  else if (key === 'enabled') body.enabled = bool(key, value);
  else if (key === 'link') body.linkUrl = value.trim().toLowerCase() === 'null' ? null : value.trim();
  else if (key === 'image') body.images = [{ url: value.trim() }];
  else if (key === 'category') body.promoCategoryIds = categoryIds(key, value);
  else if (key === 'action') body.action = actionValue(key, value);
  else return false;
  return true;
}

function createBody(type: AnnouncementType, assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { type };
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (!applyCommon(body, key, value)) {
      throw new OpsUsageError(`unknown announcement setting "${key}" (title, title.<LANG>, content, content.<LANG>, start, end, sort, enabled, image, link; PR: category, action)`);
    }
  }
  if (!(body.title as Record<string, string> | undefined)?.EN) throw new OpsUsageError('announcement:create needs title=<text> (English, the fallback of every language)');
  check(boCreateSchema, body);
  return body;
}

function bannerBody(group: BannerGroup, assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { type: 'B', groupName: group };
  let width: number | undefined;
  let height: number | undefined;
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'width') width = pixels(key, value);
    else if (key === 'height') height = pixels(key, value);
    else if (key.startsWith('content') || key === 'category' || key === 'action' || !applyCommon(body, key, value)) {
      throw new OpsUsageError(`unknown banner setting "${key}" (image, width, height, title, title.<LANG>, link, sort, start, end, enabled)`);
    }
  }
  const images = body.images as { url: string; width?: number; height?: number }[] | undefined;
  if (!images) throw new OpsUsageError('banner:create needs image=<url> (a site path or an https:// URL)');
  if ((width === undefined) !== (height === undefined)) throw new OpsUsageError('give both width= and height=, or neither (750 × 300 is assumed)');
  if (width !== undefined && height !== undefined) images[0] = { ...images[0]!, width, height };
  const titles = (body.title ??= {}) as Record<string, string>;
  titles.EN ??= group;
  check(boCreateSchema, body);
  return body;
}

function setPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (!applyCommon(patch, key, value)) {
      throw new OpsUsageError(`unknown announcement setting "${key}" (enabled, start, end, sort, title.<LANG>, content.<LANG>, link, image; PR: category, action)`);
    }
  }
  if (!Object.keys(patch).length) throw new OpsUsageError('announcement:set needs at least one key=value');
  check(boPatchSchema, patch);
  return patch;
}

interface Shown {
  id: number;
  type: string;
  groupName: string | null;
  enabled: boolean;
  sort: number;
  startDate: string;
  endDate: string | null;
  noExpiry: boolean;
  linkUrl: string | null;
  texts: Record<string, { title: string; content: string }>;
  images: { url: string; width: number | null; height: number | null }[];
}

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const window = (a: Shown) => `${day(a.startDate)} → ${a.noExpiry || !a.endDate ? 'no expiry' : day(a.endDate)}`;

function table(rows: Shown[], banners: boolean): string {
  return banners
    ? renderTable(['id', 'group', 'title (EN)', 'image', 'link', 'enabled', 'sort', 'window'],
      rows.map((a) => [String(a.id), String(a.groupName), a.texts.EN?.title ?? '', a.images[0]?.url.slice(0, 50) ?? '-', a.linkUrl ?? '-',
        a.enabled ? 'yes' : 'no', String(a.sort), window(a)]))
    : renderTable(['id', 'type', 'title (EN)', 'languages', 'enabled', 'sort', 'window'],
      rows.map((a) => [String(a.id), a.groupName ? `${a.type} ${a.groupName}` : a.type, a.texts.EN?.title ?? '', Object.keys(a.texts).join(','),
        a.enabled ? 'yes' : 'no', String(a.sort), window(a)]));
}

const base = (merchant: string) => `/bo/announcements/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

const created = (merchant: string, a: Shown) =>
  `Created ${a.type === 'B' ? `banner ${a.groupName}` : `announcement ${a.type}`} ${a.id} for ${merchant}: "${a.texts.EN?.title ?? ''}", ${window(a)}.`;

const dates = 'Dates are 2026-06-01 (midnight UTC) or ISO 8601 with a zone (2026-06-01T08:00:00+08:00); end=none never expires.';

export const contentCommands = [
  defineCommand({
    name: 'announcement:list',
    args: '<merchant>',
    summary: 'announcements and banners, enabled or not, with their window',
    options: [{ flags: '--type <type>', description: announcementTypes.join(' | ') }],
    parse([merchant], o) {
      const m = merchantArg(merchant, 'announcement:list');
      const t = single(o, '--type')?.trim().toUpperCase();
      if (t !== undefined && !(announcementTypes as readonly string[]).includes(t)) throw new OpsUsageError(`--type must be one of ${announcementTypes.join(', ')}`);
      check(boListQuerySchema, t ? { type: t } : {});
      return { command: 'announcement:list', merchant: m, ...(t ? { type: t as AnnouncementType } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `${base(cmd.merchant)}${cmd.type ? `?${new URLSearchParams({ type: cmd.type })}` : ''}`)) as Shown[];
      if (cmd.json) return print(json(rows));
      print(rows.length ? table(rows, false) : 'No announcements.');
    },
  }),
  defineCommand({
    name: 'announcement:create',
    args: '<merchant> <type> [settings...]',
    argumentHelp: { type: `${announcementTypes.filter((t) => t !== 'B').join(', ')} (banners: banner:create)` },
    summary: 'a new announcement (audited)',
    details: `Keys: title=<text> (required; EN, the fallback of every language)  title.<LANG>=<text>
  content=<html>  content.<LANG>=<html>  start=<date>  end=<date>|none  sort=<n>
  enabled=true|false  image=<url>  link=</m/path|https url>
  Promotions (PR): category=<id>,<id>|none  action=</m/path>|none (the button under the text; claim:<id> waits for the reward centre)
Without start it is live now, without end it never expires. ${dates}`,
    parse([merchant, type, ...assignments], o) {
      const m = merchantArg(merchant, 'announcement:create');
      const upper = type!.toUpperCase();
      if (upper === 'B') throw new OpsUsageError('banners are made with banner:create <merchant> <group> image=<url>');
      if (!(announcementTypes as readonly string[]).includes(upper)) throw new OpsUsageError('usage: announcement:create <merchant> A|PL|PU|PR|H title=<text> [...]');
      return { command: 'announcement:create', merchant: m, body: createBody(upper as AnnouncementType, assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const a = (await call('POST', base(cmd.merchant), cmd.body)) as Shown;
      print(cmd.json ? json(a) : created(cmd.merchant, a));
    },
  }),
  defineCommand({
    name: 'announcement:set',
    args: '<merchant> <id> [settings...]',
    argumentHelp: { id: 'the id announcement:list shows' },
    summary: 'change an announcement or banner (audited); members see it at once',
    details: `Keys: enabled=true|false  start=<date>  end=<date>|none  sort=<n>  title.<LANG>=<text>
  content.<LANG>=<html>  link=<url>|null  image=<url>  category=<id>,<id>|none (PR)  action=</m/path>|none (PR)
${dates}`,
    parse([merchant, idText, ...assignments], o) {
      const m = merchantArg(merchant, 'announcement:set');
      const id = positiveId(idText, 'usage: announcement:set <merchant> <id> key=value [...] (the id is in announcement:list)');
      check(boAnnouncementParamsSchema, { merchant: m, id });
      return { command: 'announcement:set', merchant: m, id, patch: setPatch(assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const a = (await call('PATCH', `${base(cmd.merchant)}/${cmd.id}`, cmd.patch)) as Shown;
      print(cmd.json ? json(a) : `Announcement ${a.id} of ${cmd.merchant}: ${a.enabled ? 'enabled' : 'disabled'}, sort ${a.sort}, ${window(a)}; members see it at once.`);
    },
  }),
  defineCommand({
    name: 'banner:list',
    args: '<merchant> [group]',
    argumentHelp: { group: `one of ${bannerGroups.join(', ')}; all groups without it` },
    summary: 'banners of a merchant, or of one group',
    parse([merchant, group], o) {
      const m = merchantArg(merchant, 'banner:list');
      if (group !== undefined && !(bannerGroups as readonly string[]).includes(group)) throw new OpsUsageError(`group must be one of ${bannerGroups.join(', ')}`);
      check(boListQuerySchema, { type: 'B', ...(group ? { group } : {}) });
      return { command: 'banner:list', merchant: m, ...(group ? { group: group as BannerGroup } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const params = new URLSearchParams({ type: 'B' });
      if (cmd.group) params.set('group', cmd.group);
      const rows = (await call('GET', `${base(cmd.merchant)}?${params}`)) as Shown[];
      if (cmd.json) return print(json(rows));
      print(rows.length ? table(rows, true) : 'No banners.');
    },
  }),
  defineCommand({
    name: 'banner:create',
    args: '<merchant> <group> [settings...]',
    argumentHelp: { group: bannerGroups.join(', ') },
    summary: 'a new banner (audited)',
    details: `Keys: image=<url> (required; a site path or an https:// URL)  width=<px> height=<px> (both or neither; 750 × 300 is assumed)
  title=<text>  title.<LANG>=<text>  link=<url>  sort=<n>  start=<date>  end=<date>|none  enabled=true|false
${dates}`,
    parse([merchant, group, ...assignments], o) {
      const m = merchantArg(merchant, 'banner:create');
      if (!(bannerGroups as readonly string[]).includes(group!)) throw new OpsUsageError(`usage: banner:create <merchant> ${bannerGroups.join('|')} image=<url> [...]`);
      return { command: 'banner:create', merchant: m, body: bannerBody(group as BannerGroup, assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const a = (await call('POST', base(cmd.merchant), cmd.body)) as Shown;
      print(cmd.json ? json(a) : created(cmd.merchant, a));
    },
  }),
  defineCommand({
    name: 'promotion:categories',
    args: '<merchant>',
    summary: 'promotion categories (the promotion screen\'s menu), enabled or not',
    parse([merchant], o) {
      return { command: 'promotion:categories', merchant: merchantArg(merchant, 'promotion:categories'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', categoryBase(cmd.merchant))) as ShownCategory[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'name (EN)', 'languages', 'enabled', 'sort'], rows.map((c) => [String(c.id), c.names.EN ?? '', Object.keys(c.names).join(','), c.enabled ? 'yes' : 'no', String(c.sort)]))
        : 'No promotion categories.');
    },
  }),
  defineCommand({
    name: 'promotion:category-create',
    args: '<merchant> [settings...]',
    summary: 'a new promotion category (audited)',
    details: 'Keys: name=<text> (required; EN, the fallback of every language)  name.<LANG>=<text>  sort=<n>  enabled=true|false',
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'promotion:category-create');
      const body = categoryBody(assignments);
      if (!(body.names as Record<string, string> | undefined)?.EN) throw new OpsUsageError('promotion:category-create needs name=<text> (English, the fallback of every language)');
      check(boCategoryCreateSchema, body);
      return { command: 'promotion:category-create', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const c = (await call('POST', categoryBase(cmd.merchant), cmd.body)) as ShownCategory;
      print(cmd.json ? json(c) : `Created promotion category ${c.id} for ${cmd.merchant}: "${c.names.EN}".`);
    },
  }),
  defineCommand({
    name: 'promotion:category-set',
    args: '<merchant> <id> [settings...]',
    argumentHelp: { id: 'the id promotion:categories shows' },
    summary: 'rename, reorder, enable or disable a promotion category (audited)',
    details: 'Keys: name.<LANG>=<text> (name= is English)  sort=<n>  enabled=true|false',
    parse([merchant, idText, ...assignments], o) {
      const m = merchantArg(merchant, 'promotion:category-set');
      const id = positiveId(idText, 'usage: promotion:category-set <merchant> <id> key=value [...] (the id is in promotion:categories)');
      check(boCategoryParamsSchema, { merchant: m, id });
      const patch = categoryBody(assignments);
      if (!Object.keys(patch).length) throw new OpsUsageError('promotion:category-set needs at least one key=value');
      check(boCategoryPatchSchema, patch);
      return { command: 'promotion:category-set', merchant: m, id, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const c = (await call('PATCH', `${categoryBase(cmd.merchant)}/${cmd.id}`, cmd.patch)) as ShownCategory;
      print(cmd.json ? json(c) : `Promotion category ${c.id} of ${cmd.merchant}: "${c.names.EN}", ${c.enabled ? 'enabled' : 'disabled'}, sort ${c.sort}.`);
    },
  }),
];

interface ShownCategory {
  id: number;
  names: Record<string, string>;
  enabled: boolean;
  sort: number;
}

const categoryBase = (merchant: string) => `/bo/promotion-categories/${seg(merchant)}`;

/** name=, name.ZH=, sort=, enabled=: a body of /bo/promotion-categories. */
function categoryBody(assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key.split('.')[0] === 'name') ((body.names ??= {}) as Record<string, string>)[languageOf(key)] = value;
    else if (key === 'sort') body.sort = sortValue(value);
    else if (key === 'enabled') body.enabled = bool(key, value);
    else throw new OpsUsageError(`unknown promotion category setting "${key}" (name, name.<LANG>, sort, enabled)`);
  }
  return body;
}
