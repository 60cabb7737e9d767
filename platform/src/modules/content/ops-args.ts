import { announcementTypes, bannerGroups, type AnnouncementType, type BannerGroup } from '@/lib/wps/schemas/content';
import { OpsUsageError } from '../backoffice/ops-args';

export { contentOpsUsage } from './ops-usage';

/**
 * Argument parsing of the content commands of `npm run ops` (announcement:list|create|set,
 * banner:list|create), kept pure so it is tested without a running platform. The platform
 * validates the bodies again (modules/content/schema.ts) and has the last word.
 */
export type ContentOpsCommand =
  | { command: 'announcement:list'; merchant: string; type?: AnnouncementType; json: boolean }
  | { command: 'announcement:create'; merchant: string; body: Record<string, unknown>; json: boolean }
  | { command: 'announcement:set'; merchant: string; id: number; patch: Record<string, unknown>; json: boolean }
  | { command: 'banner:list'; merchant: string; group?: BannerGroup; json: boolean }
  | { command: 'banner:create'; merchant: string; body: Record<string, unknown>; json: boolean };

export const contentOpsCommands = ['announcement:list', 'announcement:create', 'announcement:set', 'banner:list', 'banner:create'] as const;

export function isContentOpsCommand(command: string): command is ContentOpsCommand['command'] {
  return (contentOpsCommands as readonly string[]).includes(command);
}

/** A parsed command of the content module's (what scripts/ops.ts hands to runContentOps). */
export function isContentOps(cmd: { command: string }): cmd is ContentOpsCommand {
  return isContentOpsCommand(cmd.command);
}


function keyValue(a: string): [string, string] {
  const eq = a.indexOf('=');
  if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
  return [a.slice(0, eq).trim(), a.slice(eq + 1)];
}

function bool(key: string, v: string): boolean {
  const s = v.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(s)) return true;
  if (['false', 'off', 'no', '0'].includes(s)) return false;
  throw new OpsUsageError(`${key}: expected true or false, got "${v}"`);
}

function sortValue(v: string): number {
  if (!/^-?\d{1,6}$/.test(v) || Math.abs(Number(v)) > 100_000) throw new OpsUsageError('sort: expected a whole number (-100000 to 100000); smaller comes first');
  return Number(v);
}

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

/** title=, title.ZH=, content=, content.ZH=: the key's language (EN without one). */
function languageOf(key: string): string {
  const lang = key.includes('.') ? key.slice(key.indexOf('.') + 1).toUpperCase() : 'EN';
  if (!/^[A-Z]{2}$/.test(lang)) throw new OpsUsageError(`${key}: the language after the dot is a two-letter code (title.ZH=...)`);
  return lang;
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
  else return false;
  return true;
}

function createBody(type: AnnouncementType, assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { type };
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (!applyCommon(body, key, value)) {
      throw new OpsUsageError(`unknown announcement setting "${key}" (title, title.<LANG>, content, content.<LANG>, start, end, sort, enabled, image, link)`);
    }
  }
  if (!(body.title as Record<string, string> | undefined)?.EN) throw new OpsUsageError('announcement:create needs title=<text> (English, the fallback of every language)');
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
    else if (key.startsWith('content') || !applyCommon(body, key, value)) {
      throw new OpsUsageError(`unknown banner setting "${key}" (image, width, height, title, title.<LANG>, link, sort, start, end, enabled)`);
    }
  }
  const images = body.images as { url: string; width?: number; height?: number }[] | undefined;
  if (!images) throw new OpsUsageError('banner:create needs image=<url> (a site path or an https:// URL)');
  if ((width === undefined) !== (height === undefined)) throw new OpsUsageError('give both width= and height=, or neither (750 × 300 is assumed)');
  if (width !== undefined && height !== undefined) images[0] = { ...images[0]!, width, height };
  const titles = (body.title ??= {}) as Record<string, string>;
  titles.EN ??= group;
  return body;
}

function setPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (!applyCommon(patch, key, value)) {
      throw new OpsUsageError(`unknown announcement setting "${key}" (enabled, start, end, sort, title.<LANG>, content.<LANG>, link, image)`);
    }
  }
  if (!Object.keys(patch).length) throw new OpsUsageError('announcement:set needs at least one key=value');
  return patch;
}

/** Parses one content command; `type` is the --type option of announcement:list. */
export function parseContentOps(command: ContentOpsCommand['command'], positional: string[], type: string | undefined, json: boolean): ContentOpsCommand {
  const [merchant, ...rest] = positional;
  if (!merchant || merchant.includes('=')) throw new OpsUsageError(`usage: ${command} <merchant> ... (npm run ops -- help)`);
  switch (command) {
    case 'announcement:list': {
      if (rest.length) throw new OpsUsageError('usage: announcement:list <merchant> [--type A|PL|PU|PR|H|B]');
      const t = type?.trim().toUpperCase();
      if (t !== undefined && !(announcementTypes as readonly string[]).includes(t)) throw new OpsUsageError(`--type must be one of ${announcementTypes.join(', ')}`);
      return { command, merchant, ...(t ? { type: t as AnnouncementType } : {}), json };
    }
    case 'announcement:create': {
      const [t, ...assignments] = rest;
      const upper = t?.toUpperCase();
      if (upper === 'B') throw new OpsUsageError('banners are made with banner:create <merchant> <group> image=<url>');
      if (!upper || !(announcementTypes as readonly string[]).includes(upper)) throw new OpsUsageError('usage: announcement:create <merchant> A|PL|PU|PR|H title=<text> [...]');
      return { command, merchant, body: createBody(upper as AnnouncementType, assignments), json };
    }
    case 'announcement:set': {
      const [id, ...assignments] = rest;
      if (!id || !/^[1-9]\d{0,15}$/.test(id)) throw new OpsUsageError('usage: announcement:set <merchant> <id> key=value [...] (the id is in announcement:list)');
      return { command, merchant, id: Number(id), patch: setPatch(assignments), json };
    }
    case 'banner:list': {
      const [group, ...extra] = rest;
      if (extra.length) throw new OpsUsageError('usage: banner:list <merchant> [group]');
      if (group !== undefined && !(bannerGroups as readonly string[]).includes(group)) throw new OpsUsageError(`group must be one of ${bannerGroups.join(', ')}`);
      return { command, merchant, ...(group ? { group: group as BannerGroup } : {}), json };
    }
    case 'banner:create': {
      const [group, ...assignments] = rest;
      if (!group || !(bannerGroups as readonly string[]).includes(group)) throw new OpsUsageError(`usage: banner:create <merchant> ${bannerGroups.join('|')} image=<url> [...]`);
      return { command, merchant, body: bannerBody(group as BannerGroup, assignments), json };
    }
  }
}
