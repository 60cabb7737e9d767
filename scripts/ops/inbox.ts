import { inboxKinds } from '@/lib/wps/schemas/messages';
import { boListQuerySchema, boMerchantParamsSchema, boSendSchema } from '@/platform/src/modules/inbox/schema';
import { check, defineCommand, json, keyValue, limitOption, list, OpsUsageError, plain, renderTable, seg } from './command';

/** inbox:send|list: messages to members' inboxes (/bo/inbox), read on /m/webEmail. */

interface Shown {
  id: number;
  audience: string;
  vipLabel: string | null;
  agentId: number | null;
  kind: string;
  title: string;
  recipientCount: number;
  reads: number;
  sentBy: string;
  createdAt: string;
}

const base = (merchant: string) => `/bo/inbox/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

/** to=alice,bob | to=everyone | to=vip:<label> | to=agent:<username> */
function target(value: string): Record<string, unknown> {
  const v = value.trim();
  if (v.toLowerCase() === 'everyone') return { everyone: true };
  if (/^vip:/i.test(v)) return { vipLabel: v.slice(4).trim() };
  if (/^agent:/i.test(v)) return { agent: v.slice(6).trim() };
  const names = list(v);
  if (!names.length) throw new OpsUsageError('to= needs usernames (to=alice,bob), everyone, vip:<label> or agent:<username>');
  return { usernames: names };
}

function sendBody(assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let to: Record<string, unknown> | undefined;
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'to') to = target(value);
    else if (key === 'title') body.title = value;
    else if (key === 'content') body.content = value;
    else if (key === 'kind') body.kind = value.trim().toLowerCase();
    else throw new OpsUsageError(`unknown inbox setting "${key}" (to, title, content, kind)`);
  }
  if (!to) throw new OpsUsageError('inbox:send needs to=<usernames>|everyone|vip:<label>|agent:<username>');
  if (body.title === undefined) throw new OpsUsageError('inbox:send needs title=<text>');
  const out = { ...to, ...body };
  check(boSendSchema, out);
  return out;
}

function audienceText(m: Shown): string {
  if (m.audience === 'members') return `${m.recipientCount} member${m.recipientCount === 1 ? '' : 's'}`;
  if (m.audience === 'vip') return `VIP ${m.vipLabel}`;
  if (m.audience === 'agent_line') return `agent ${m.agentId}'s line`;
  return 'everyone';
}

export const inboxCommands = [
  defineCommand({
    name: 'inbox:send',
    args: '<merchant> [settings...]',
    summary: 'a message to some members, a VIP label, an agent\'s line or everyone (audited)',
    details: `Keys: to=<username>[,<username>...] | to=everyone | to=vip:<label> | to=agent:<username>  (required)
  title=<text> (required)  content=<html> (the announcement allow-list applies)  kind=${inboxKinds.join('|')} (default notice)
A group message reaches the members in the group when they read it, among those who had joined when it was sent.`,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'inbox:send');
      return { command: 'inbox:send', merchant: m, body: sendBody(assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const s = (await call('POST', base(cmd.merchant), cmd.body)) as Shown;
      print(cmd.json ? json(s) : `Sent message ${s.id} of ${cmd.merchant} to ${audienceText(s)}: "${s.title}".`);
    },
  }),
  defineCommand({
    name: 'inbox:list',
    args: '<merchant>',
    summary: 'messages sent to members\' inboxes, newest first, with how many have read each',
    options: [{ flags: '--limit <n>', description: 'at most this many (default 50, at most 200)' }],
    parse([merchant], o) {
      const m = merchantArg(merchant, 'inbox:list');
      const limit = limitOption(o, 200);
      check(boListQuerySchema, limit ? { limit } : {});
      return { command: 'inbox:list', merchant: m, ...(limit ? { limit } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `${base(cmd.merchant)}${cmd.limit ? `?limit=${cmd.limit}` : ''}`)) as Shown[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'sent', 'to', 'kind', 'title', 'read by', 'by'],
          rows.map((r) => [String(r.id), r.createdAt.slice(0, 16).replace('T', ' '), audienceText(r), r.kind, r.title, String(r.reads), r.sentBy]))
        : 'No messages.');
    },
  }),
];
