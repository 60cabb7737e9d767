import { boMemberListQuerySchema, boMemberParamsSchema, boMemberPatchSchema } from '@/platform/src/modules/members/schema';
import { check, dash, defineCommand, json, keyValue, limitOption, OpsUsageError, plain, renderTable, seg, single } from './command';

/** member:list|set: find members and change their status or type (/bo/members). */

/** The PATCH body of /bo/members/:merchant/:username from member:set's key=value pairs. */
export function memberPatch(assignments: string[]): { status?: 'active' | 'disabled'; type?: number; parent?: string | null } {
  const patch: { status?: 'active' | 'disabled'; type?: number; parent?: string | null } = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
    if (key === 'status') {
      if (value !== 'active' && value !== 'disabled') throw new OpsUsageError('status: expected active or disabled');
      patch.status = value;
    } else if (key === 'type') {
      if (!/^\d{1,5}$/.test(value) || Number(value) > 32767) throw new OpsUsageError('type: expected a whole number 0 to 32767 (SPEC: 0, 1, 2 real; 4 trial; 40-42 other; else agent)');
      patch.type = Number(value);
    } else if (key === 'parent') {
      patch.parent = value === 'none' ? null : value;
    } else {
      throw new OpsUsageError(`unknown member setting "${key}" (status, type, parent)`);
    }
  }
  return patch;
}

export const memberCommands = [
  defineCommand({
    name: 'member:list',
    summary: 'members, newest first',
    options: [
      { flags: '--merchant <code>', description: 'one merchant\'s members' },
      { flags: '--q <text>', description: 'part of a username, nickname, mobile number or e-mail' },
      { flags: '--limit <n>', description: 'at most n members (1 to 500)' },
    ],
    parse(_args, o) {
      const merchant = single(o, '--merchant');
      const q = single(o, '--q')?.trim();
      if (q !== undefined && !q) throw new OpsUsageError('--q needs some text');
      const limit = limitOption(o, 500);
      const query = { ...(merchant !== undefined ? { merchant } : {}), ...(q !== undefined ? { q } : {}), ...(limit !== undefined ? { limit } : {}) };
      check(boMemberListQuerySchema, query);
      return { command: 'member:list', ...query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const q = new URLSearchParams();
      if (cmd.merchant) q.set('merchant', cmd.merchant);
      if (cmd.q) q.set('q', cmd.q);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/members${q.size ? `?${q}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No members.');
      print(renderTable(
        ['merchant', 'id', 'username', 'type', 'status', 'nickname', 'mobile', 'email', 'created'],
        rows.map((m) => [String(m.merchant), String(m.id), String(m.username), String(m.type), String(m.status), dash(m.nickname),
          m.mobileNum ? `${dash(m.countryDialingCode)} ${m.mobileNum}` : '-', dash(m.email), String(m.createdAt)]),
      ));
    },
  }),
  defineCommand({
    name: 'member:set',
    args: '<merchant> <username> <settings...>',
    summary: 'change a member\'s status or type (audited)',
    details: 'Keys: status=active|disabled  type=<n> (SPEC: 0, 1, 2 real; 4 trial; 40-42 other; else agent)  parent=<agent username>|none (the member\'s parent agent; its team moves along)',
    parse([merchant, username, ...assignments], o) {
      plain([merchant, username], 'usage: member:set <merchant> <username> status=active|disabled type=<n>');
      const patch = memberPatch(assignments);
      check(boMemberParamsSchema, { merchant, username });
      check(boMemberPatchSchema, patch);
      return { command: 'member:set', merchant: merchant!, username: username!, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const m = (await call('PATCH', `/bo/members/${seg(cmd.merchant)}/${seg(cmd.username)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return print(json(m));
      print(`Updated ${m.username} of ${m.merchant}: status ${m.status}, type ${m.type}.`);
    },
  }),
];
