import { auditQuerySchema } from '@/platform/src/modules/backoffice/schema';
import { check, defineCommand, json, limitOption, renderTable, single } from './command';

/** audit:list: every operator change, newest first (GET /bo/audit). */
export const auditCommands = [
  defineCommand({
    name: 'audit:list',
    summary: 'operator changes, newest first',
    options: [{ flags: '--merchant <code>', description: 'one merchant\'s changes' }, { flags: '--limit <n>', description: 'at most n entries (1 to 500)' }],
    parse(_args, o) {
      const merchant = single(o, '--merchant');
      const limit = limitOption(o, 500);
      const query = { ...(merchant !== undefined ? { merchant } : {}), ...(limit !== undefined ? { limit } : {}) };
      check(auditQuerySchema, query);
      return { command: 'audit:list', ...query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const q = new URLSearchParams();
      if (cmd.merchant) q.set('merchant', cmd.merchant);
      if (cmd.limit) q.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/audit${q.size ? `?${q}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No audit entries.');
      const short = (v: unknown) => {
        const s = v === null || v === undefined ? '-' : JSON.stringify(v);
        return s.length > 70 ? `${s.slice(0, 67)}...` : s;
      };
      print(renderTable(
        ['id', 'at', 'operator', 'merchant', 'action', 'before', 'after'],
        rows.map((r) => [String(r.id), String(r.at), String(r.operator), String(r.merchant ?? '-'), String(r.action), short(r.before), short(r.after)]),
      ));
    },
  }),
];
