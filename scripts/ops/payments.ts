import {
  boDecisionBodySchema, boDepositListQuerySchema, boMerchantParamsSchema, boTransactionParamsSchema, boWithdrawalListQuerySchema, channelCreateSchema,
} from '@/platform/src/modules/payments/schema';
import {
  bool, check, defineCommand, json, keyValue, list, OpsUsageError, plain, positiveId, renderTable, seg, single, yesNo, type AnyCommandSpec,
} from './command';

/**
 * deposit:list|approve|reject, withdraw:list|approve|reject and channel:list|create: the
 * payments an operator settles by hand and the deposit channels of a merchant.
 */

const statuses = { deposit: ['pending', 'approved', 'rejected', 'failed', 'review'], withdraw: ['pending', 'approved', 'rejected'] } as const;

const channelKeys = {
  common: ['name', 'min', 'max', 'presets', 'sort', 'enabled'],
  mt: ['bankName', 'accountName', 'accountNumber'],
  pg: ['adapter', 'baseUrl', 'pspMerchantId', 'callbackBaseUrl', 'secret'],
} as const;

/** The POST body of /bo/deposit-channels/:merchant from channel:create's method and key=value pairs. */
export function channelBody(method: string, assignments: string[]): Record<string, unknown> {
  if (method !== 'mt' && method !== 'pg') throw new OpsUsageError(`channel method must be mt or pg, got "${method}"`);
  const allowed: readonly string[] = [...channelKeys.common, ...channelKeys[method]];
  const v: Record<string, string> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (!allowed.includes(key)) throw new OpsUsageError(`unknown ${method} channel setting "${key}" (${allowed.join(', ')})`);
    v[key] = value.trim();
  }
  for (const k of ['name', 'min', 'max', ...channelKeys[method]]) if (!v[k]) throw new OpsUsageError(`channel:create ${method} needs ${k}=`);
  const body: Record<string, unknown> = { method, name: v.name, minAmount: v.min, maxAmount: v.max };
  if (v.presets !== undefined) body.presets = list(v.presets);
  if (v.sort !== undefined) {
    if (!/^-?\d{1,4}$/.test(v.sort)) throw new OpsUsageError('sort: expected a whole number');
    body.sort = Number(v.sort);
  }
  if (v.enabled !== undefined) body.enabled = bool('enabled', v.enabled);
  if (method === 'mt') body.bank = { bankName: v.bankName, accountName: v.accountName, accountNumber: v.accountNumber };
  else body.psp = { adapter: v.adapter, baseUrl: v.baseUrl, merchantId: v.pspMerchantId, callbackBaseUrl: v.callbackBaseUrl, secret: v.secret };
  check(channelCreateSchema, body);
  return body;
}

function listCommand(kind: 'deposit' | 'withdraw'): AnyCommandSpec {
  const name = `${kind}:list` as const;
  const what = kind === 'deposit' ? 'deposits' : 'withdrawals';
  return defineCommand({
    name,
    summary: kind === 'deposit' ? 'deposits, newest first' : 'withdrawals, newest first, with the account to pay',
    options: [
      { flags: '--merchant <code>', description: 'one merchant\'s' },
      { flags: '--status <status>', description: statuses[kind].join(' | ') },
      { flags: '--limit <n>', description: 'at most n (1 to 200)' },
    ],
    parse(_args, o) {
      const merchant = single(o, '--merchant');
      const status = single(o, '--status');
      if (status !== undefined && !(statuses[kind] as readonly string[]).includes(status)) throw new OpsUsageError(`--status must be one of ${statuses[kind].join(', ')}`);
      const limitText = single(o, '--limit');
      let limit: number | undefined;
      if (limitText !== undefined) {
        if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 200) throw new OpsUsageError('--limit must be 1 to 200');
        limit = Number(limitText);
      }
      const query = { ...(merchant !== undefined ? { merchant } : {}), ...(status !== undefined ? { status } : {}), ...(limit !== undefined ? { limit } : {}) };
      check(kind === 'deposit' ? boDepositListQuerySchema : boWithdrawalListQuerySchema, query);
      return { command: name, ...query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const params = new URLSearchParams();
      if (cmd.merchant) params.set('merchant', cmd.merchant);
      if (cmd.status) params.set('status', cmd.status);
      if (cmd.limit) params.set('limit', String(cmd.limit));
      const rows = (await call('GET', `/bo/${what}${params.size ? `?${params}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print(`No ${what}.`);
      print(kind === 'deposit'
        ? renderTable(['merchant', 'id', 'member', 'method', 'amount', 'status', 'reference', 'created'],
          rows.map((d) => [String(d.merchant), String(d.id), String(d.username), `${d.method} ${d.channelName ?? ''}`.trim(),
            `${d.amount} ${d.currency}${d.paidAmount && d.paidAmount !== d.amount ? ` (paid ${d.paidAmount})` : ''}`, String(d.status),
            String(d.reference ?? d.pspReference ?? ''), String(d.createdAt)]))
        : renderTable(['merchant', 'id', 'member', 'amount', 'status', 'bank', 'account', 'payee', 'created'],
          rows.map((w) => [String(w.merchant), String(w.id), String(w.username), `${w.amount} ${w.currency}`, String(w.status),
            String(w.bankName), String(w.accountNumber), String(w.payeeName), String(w.createdAt)])));
    },
  });
}

function decisionCommand(kind: 'deposit' | 'withdraw', action: 'approve' | 'reject'): AnyCommandSpec {
  const name = `${kind}:${action}` as const;
  const what = kind === 'deposit' ? 'deposits' : 'withdrawals';
  const summaries = {
    'deposit:approve': 'credit a deposit to the wallet (once; audited)',
    'deposit:reject': 'refuse a deposit; no money moves (audited)',
    'withdraw:approve': 'mark a withdrawal paid: the held amount leaves the wallet (once; audited)',
    'withdraw:reject': 'refuse a withdrawal: the held amount is released (audited)',
  };
  return defineCommand({
    name,
    args: '<merchant> <id>',
    summary: summaries[name],
    argumentHelp: { id: `the merchant-scoped id ${kind}:list shows` },
    options: action === 'reject' ? [{ flags: '--reason <text>', description: 'why, shown to the member (1 to 200 characters)' }] : [],
    parse([merchant, idText], o) {
      const id = positiveId(idText, `usage: ${name} <merchant> <id>${action === 'reject' ? ' [--reason <text>]' : ''}`);
      const reason = action === 'reject' ? single(o, '--reason')?.trim() : undefined;
      if (reason !== undefined && (!reason || reason.length > 200)) throw new OpsUsageError('--reason needs 1 to 200 characters');
      check(boTransactionParamsSchema, { merchant, id });
      if (action === 'reject') check(boDecisionBodySchema, reason !== undefined ? { reason } : {});
      return { command: name, merchant: merchant!, id, ...(reason !== undefined ? { reason } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const body = action === 'reject' ? (cmd.reason ? { reason: cmd.reason } : {}) : undefined;
      const r = (await call('POST', `/bo/${what}/${seg(cmd.merchant)}/${cmd.id}/${action}`, body)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`${kind} ${cmd.merchant}/${r.id}: ${r.status} (${r.amount} ${r.currency}, by ${r.settledBy})`);
    },
  });
}

export const paymentCommands = [
  listCommand('deposit'), decisionCommand('deposit', 'approve'), decisionCommand('deposit', 'reject'),
  listCommand('withdraw'), decisionCommand('withdraw', 'approve'), decisionCommand('withdraw', 'reject'),
  defineCommand({
    name: 'channel:list',
    args: '<merchant>',
    summary: 'deposit channels of a merchant (PSP secrets as fingerprints)',
    parse([merchant], o) {
      check(boMerchantParamsSchema, { merchant });
      return { command: 'channel:list', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `/bo/deposit-channels/${seg(cmd.merchant)}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No deposit channels.');
      print(renderTable(['id', 'method', 'name', 'min', 'max', 'enabled', 'sort', 'where'],
        rows.map((c) => {
          const bank = c.bank as { bankName: string; accountNumber: string } | null;
          const psp = c.psp as { adapter: string; baseUrl: string; secretFingerprint: string } | null;
          return [String(c.id), String(c.method), String(c.name), String(c.minAmount), String(c.maxAmount), yesNo(Boolean(c.enabled)), String(c.sort),
            bank ? `${bank.bankName} ${bank.accountNumber}` : psp ? `${psp.adapter} ${psp.baseUrl} (secret ${psp.secretFingerprint})` : ''];
        })));
    },
  }),
  defineCommand({
    name: 'channel:create',
    args: '<merchant> <method> [settings...]',
    argumentHelp: { method: 'mt (manual bank transfer) or pg (payment gateway)' },
    summary: 'a new deposit channel (audited); amounts in currency units',
    details: `Keys: name=<text> min=<amount> max=<amount> [presets=100,500] [sort=<n>] [enabled=true|false]
  mt: bankName=<text> accountName=<text> accountNumber=<text>
  pg: adapter=simpay baseUrl=<url> pspMerchantId=<id> callbackBaseUrl=<url> secret=<secret>`,
    parse([merchant, method, ...assignments], o) {
      plain([merchant], 'usage: channel:create <merchant> mt|pg name=<text> min=<amount> max=<amount> [key=value ...]');
      const body = channelBody(method!, assignments);
      check(boMerchantParamsSchema, { merchant });
      return { command: 'channel:create', merchant: merchant!, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', `/bo/deposit-channels/${seg(cmd.merchant)}`, cmd.body)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Channel ${r.id} (${r.method}, ${r.name}) created for ${cmd.merchant}.`);
    },
  }),
];
