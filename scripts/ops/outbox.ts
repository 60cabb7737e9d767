import { outboxQuerySchema } from '@/platform/src/modules/outbox/schema';
import { check, defineCommand, json, limitOption, OpsUsageError, renderTable, single } from './command';

/** outbox:list: a merchant's SMS and e-mail, newest first, bodies in full (GET /bo/outbox). */
export const outboxCommands = [
  defineCommand({
    name: 'outbox:list',
    summary: 'SMS and e-mail of a merchant, newest first',
    options: [
      { flags: '--merchant <code>', description: 'the merchant (required)' },
      { flags: '--channel <channel>', description: 'sms or email' },
      { flags: '--to <recipient>', description: 'one phone number or address' },
      { flags: '--limit <n>', description: 'at most n messages (1 to 200)' },
    ],
    parse(_args, o) {
      const merchant = single(o, '--merchant');
      if (!merchant) throw new OpsUsageError('outbox:list needs --merchant <code>\nusage: outbox:list --merchant <code> [--channel sms|email] [--to <recipient>] [--limit <n>]');
      const channel = single(o, '--channel');
      if (channel !== undefined && channel !== 'sms' && channel !== 'email') throw new OpsUsageError('--channel must be sms or email');
      const to = single(o, '--to')?.trim();
      if (to !== undefined && !to) throw new OpsUsageError('--to needs a recipient');
      const limit = limitOption(o, 200);
      check(outboxQuerySchema, { merchant, ...(channel ? { channel } : {}), ...(to ? { recipient: to } : {}), ...(limit ? { limit } : {}) });
      return {
        command: 'outbox:list', merchant, ...(channel !== undefined ? { channel } : {}), ...(to !== undefined ? { to } : {}),
        ...(limit !== undefined ? { limit } : {}), json: Boolean(o.json),
      };
    },
    async run(cmd, { call, print }) {
      const q = new URLSearchParams({ merchant: cmd.merchant });
      if (cmd.channel) q.set('channel', cmd.channel);
      if (cmd.to) q.set('recipient', cmd.to);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/outbox?${q}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No messages.');
      // Bodies in full: a held SMS code or reset link is what the operator came for.
      const oneLine = (v: unknown) => String(v ?? '').replace(/\s+/g, ' ').trim();
      print(renderTable(
        ['id', 'created', 'channel', 'to', 'status', 'tries', 'subject', 'body', 'error'],
        rows.map((r) => [String(r.id), String(r.createdAt), String(r.channel), String(r.recipient), String(r.status), String(r.attempts),
          oneLine(r.subject) || '-', oneLine(r.body), oneLine(r.lastError) || '-']),
      ));
    },
  }),
];
