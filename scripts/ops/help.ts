import { boHelpCreateSchema, boHelpParamsSchema, boHelpPatchSchema, boMerchantParamsSchema } from '@/platform/src/modules/content/schema';
import { languageOf } from './content';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, positiveId, renderTable, seg, sortValue, textOrNull } from './command';

/** help:list|create|set: the help centre members read on /m/help (/bo/help). */

interface Shown {
  id: number;
  tag: string | null;
  device: string;
  sort: number;
  enabled: boolean;
  texts: Record<string, { title: string; content: string }>;
}

const base = (merchant: string) => `/bo/help/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

function body(assignments: string[], command: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    const baseKey = key.split('.')[0];
    if (baseKey === 'title' || baseKey === 'content') ((out[baseKey] ??= {}) as Record<string, string>)[languageOf(key)] = value;
    else if (key === 'tag') out.tag = textOrNull(value)?.trim() ?? null;
    else if (key === 'device') out.device = value.trim().toUpperCase();
    else if (key === 'sort') out.sort = sortValue(value);
    else if (key === 'enabled') out.enabled = bool(key, value);
    else throw new OpsUsageError(`unknown help setting "${key}" (title, title.<LANG>, content, content.<LANG>, tag, device, sort, enabled)`);
  }
  if (!Object.keys(out).length) throw new OpsUsageError(`${command} needs at least one key=value`);
  return out;
}

const keys = `Keys: title=<text> (EN, the fallback of every language)  title.<LANG>=<text>  content=<html>  content.<LANG>=<html>
  tag=<name>|null (a link asks for it: /m/help?title=affiliate)  device=ALL|MOBILE|WEB  sort=<n>  enabled=true|false
The HTML passes the announcements' allow-list (no scripts, frames, handlers or positioning).`;

export const helpCommands = [
  defineCommand({
    name: 'help:list',
    args: '<merchant>',
    summary: 'the help centre\'s entries, enabled or not, with their languages',
    parse([merchant], o) {
      return { command: 'help:list', merchant: merchantArg(merchant, 'help:list'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', base(cmd.merchant))) as Shown[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'title (EN)', 'tag', 'device', 'languages', 'enabled', 'sort'],
          rows.map((e) => [String(e.id), e.texts.EN?.title ?? '', e.tag ?? '-', e.device, Object.keys(e.texts).join(','), e.enabled ? 'yes' : 'no', String(e.sort)]))
        : 'No help entries.');
    },
  }),
  defineCommand({
    name: 'help:create',
    args: '<merchant> [settings...]',
    summary: 'a new help entry (audited)',
    details: keys,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'help:create');
      const b = body(assignments, 'help:create');
      if (!(b.title as Record<string, string> | undefined)?.EN) throw new OpsUsageError('help:create needs title=<text> (English, the fallback of every language)');
      check(boHelpCreateSchema, b);
      return { command: 'help:create', merchant: m, body: b, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const e = (await call('POST', base(cmd.merchant), cmd.body)) as Shown;
      print(cmd.json ? json(e) : `Created help entry ${e.id} for ${cmd.merchant}: "${e.texts.EN?.title ?? ''}"${e.tag ? ` (tag ${e.tag})` : ''}.`);
    },
  }),
  defineCommand({
    name: 'help:set',
    args: '<merchant> <id> [settings...]',
    argumentHelp: { id: 'the id help:list shows' },
    summary: 'change a help entry (audited); enabled=false hides it',
    details: keys,
    parse([merchant, idText, ...assignments], o) {
      const m = merchantArg(merchant, 'help:set');
      const id = positiveId(idText, 'usage: help:set <merchant> <id> key=value [...] (the id is in help:list)');
      check(boHelpParamsSchema, { merchant: m, id });
      const patch = body(assignments, 'help:set');
      check(boHelpPatchSchema, patch);
      return { command: 'help:set', merchant: m, id, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const e = (await call('PATCH', `${base(cmd.merchant)}/${cmd.id}`, cmd.patch)) as Shown;
      print(cmd.json ? json(e) : `Help entry ${e.id} of ${cmd.merchant}: "${e.texts.EN?.title ?? ''}", ${e.enabled ? 'enabled' : 'disabled'}, sort ${e.sort}.`);
    },
  }),
];
