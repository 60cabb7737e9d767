import { randomUUID } from 'node:crypto';
import { boLedgerVerifyQuerySchema } from '@/platform/src/modules/ledger/schema';
import { boWalletAdjustSchema, boWalletParamsSchema, boWalletShowQuerySchema } from '@/platform/src/modules/wallet/schema';
import { check, defineCommand, json, limitOption, OpsFailure, OpsUsageError, renderTable, seg, single } from './command';

/** wallet:show|adjust and ledger:verify: a member's money and the ledger's invariants. */
export const walletCommands = [
  defineCommand({
    name: 'wallet:show',
    args: '<merchant> <username>',
    summary: 'a member\'s balance, locked funds, turnover and newest ledger lines',
    options: [{ flags: '--limit <n>', description: 'at most n ledger lines (1 to 500)' }],
    parse([merchant, username], o) {
      const limit = limitOption(o, 500);
      check(boWalletParamsSchema, { merchant, username });
      check(boWalletShowQuerySchema, limit !== undefined ? { limit } : {});
      return { command: 'wallet:show', merchant: merchant!, username: username!, ...(limit !== undefined ? { limit } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const q = cmd.limit ? `?${new URLSearchParams({ limit: String(cmd.limit) })}` : '';
      const w = (await call('GET', `/bo/wallets/${seg(cmd.merchant)}/${seg(cmd.username)}${q}`)) as Record<string, unknown>;
      if (cmd.json) return print(json(w));
      print(`${w.username} (${cmd.merchant})${w.playMoney ? ' - trial, play money' : ''}: balance ${w.balance} ${w.currency}, ` +
        `available ${w.available}, locked ${w.locked}, turnover to wager ${w.turnoverRemaining}; account ${w.accountId}, version ${w.version}`);
      const lines = w.lines as Record<string, unknown>[];
      if (!lines.length) return print('No ledger lines yet.');
      print(renderTable(
        ['entry', 'at', 'amount', 'reason', 'reference', 'source', 'key'],
        lines.map((l) => [String(l.entryId), String(l.at), String(l.amount), String(l.reason), String(l.reference), String(l.source), String(l.key)]),
      ));
    },
  }),
  defineCommand({
    name: 'wallet:adjust',
    args: '<merchant> <username> <amount>',
    summary: 'credit or debit a member\'s wallet: one audited ledger entry',
    details: `--key: an idempotency key; a retry with the same key moves nothing (without one, each run is its own adjustment).`,
    options: [{ flags: '--reason <text>', description: 'why (required; kept in the audit log)' }, { flags: '--key <key>', description: 'idempotency key' }],
    parse([merchant, username, amount], o) {
      const reason = single(o, '--reason')?.trim();
      if (!reason) throw new OpsUsageError('usage: wallet:adjust <merchant> <username> <amount> --reason <text> [--key <key>]');
      if (!/^-?\d+(\.\d+)?$/.test(amount!) || /^-?0+(\.0+)?$/.test(amount!)) throw new OpsUsageError(`amount: expected a non-zero decimal like 100.50 or -20, got "${amount}"`);
      const key = single(o, '--key');
      check(boWalletParamsSchema, { merchant, username });
      // The key the run makes up when none is given passes the same schema; a placeholder stands for it here.
      check(boWalletAdjustSchema, { amount, note: reason, key: key ?? 'ops-key' });
      return { command: 'wallet:adjust', merchant: merchant!, username: username!, amount: amount!, reason, ...(key !== undefined ? { key } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      // Without --key each run is its own adjustment; the key still makes this run's request safe to retry.
      const key = cmd.key ?? `ops-${randomUUID()}`;
      const r = (await call('POST', `/bo/wallets/${seg(cmd.merchant)}/${seg(cmd.username)}/adjust`, { amount: cmd.amount, note: cmd.reason, key })) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`${r.replayed ? 'Already done' : 'Adjusted'}: ${cmd.amount} ${r.currency} to ${r.username} (entry ${r.entryId}, key ${key}); ` +
        `balance now ${r.balance}, available ${r.available}.`);
    },
  }),
  defineCommand({
    name: 'ledger:verify',
    summary: 'check every ledger invariant; exits 1 listing the offending ids',
    options: [{ flags: '--merchant <code>', description: 'one merchant (default: all)' }],
    parse(_args, o) {
      const merchant = single(o, '--merchant');
      check(boLedgerVerifyQuerySchema, merchant !== undefined ? { merchant } : {});
      return { command: 'ledger:verify', ...(merchant !== undefined ? { merchant } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const q = cmd.merchant ? `?${new URLSearchParams({ merchant: cmd.merchant })}` : '';
      const r = (await call('GET', `/bo/ledger/verify${q}`)) as {
        entries: number; accounts: number; violations: { kind: string; merchantId: number; ids: number[]; detail: string }[];
      };
      if (cmd.json) print(json(r));
      const scope = cmd.merchant ? `merchant ${cmd.merchant}` : 'all merchants';
      if (!r.violations.length) {
        if (!cmd.json) print(`Ledger clean (${scope}): ${r.entries} entries, ${r.accounts} accounts, every invariant holds.`);
        return;
      }
      // A broken invariant is a failure of the command: scripts and monitors see the exit status.
      if (!cmd.json) {
        print(renderTable(['violation', 'merchant', 'ids', 'detail'], r.violations.map((v) => [v.kind, String(v.merchantId), v.ids.join(','), v.detail])));
      }
      throw new OpsFailure(`ledger:verify found ${r.violations.length} violation(s) in ${scope} (${r.entries} entries, ${r.accounts} accounts)`);
    },
  }),
];
