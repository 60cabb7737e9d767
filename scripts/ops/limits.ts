import { boMemberParamsSchema } from '@/platform/src/modules/limits/schema';
import { check, defineCommand, json, plain, renderTable, seg } from './command';

/** limits:show: a member's own deposit limits and breaks (/bo/limits), read only: only the member sets them. */

interface Shown {
  username: string;
  timeZone: string;
  deposit: { period: string; amount: number | null; pendingAmount: number | null; pendingFrom: string | null; used: number; remaining: number | null }[];
  break: { kind: string; endsAt: string } | null;
  breaks: { kind: string; startsAt: string; endsAt: string }[];
  realityCheckMinutes: number;
}

const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export const limitsCommands = [
  defineCommand({
    name: 'limits:show',
    args: '<merchant> <username>',
    summary: 'a member\'s own deposit limits and breaks (read only)',
    parse([merchant, username], o) {
      plain([merchant, username], 'usage: limits:show <merchant> <username>');
      check(boMemberParamsSchema, { merchant, username });
      return { command: 'limits:show', merchant: merchant!, username: username!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const v = (await call('GET', `/bo/limits/${seg(cmd.merchant)}/${seg(cmd.username)}`)) as Shown;
      if (cmd.json) return print(json(v));
      print(`${v.username} (${cmd.merchant}): ${v.break ? `on a ${v.break.kind} until ${at(v.break.endsAt)} UTC` : 'not on a break'}; ` +
        `reality check ${v.realityCheckMinutes ? `every ${v.realityCheckMinutes} min` : 'off'}; periods in ${v.timeZone}`);
      print(renderTable(['period', 'limit', 'used', 'left', 'waiting change'], v.deposit.map((d) => [
        d.period, d.amount === null ? 'none' : String(d.amount), String(d.used), d.remaining === null ? '-' : String(d.remaining),
        d.pendingFrom ? `${d.pendingAmount === null ? 'removed' : d.pendingAmount} from ${at(d.pendingFrom)}` : '',
      ])));
      if (v.breaks.length) print(renderTable(['break', 'from', 'until'], v.breaks.map((b) => [b.kind, at(b.startsAt), at(b.endsAt)])));
    },
  }),
];
