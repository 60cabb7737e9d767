import { minorToWireNumber } from '@/lib/format/money';
import type { z } from 'zod';
import type {
  BetHistoryValue, TransactionReportValue, TransactionType, betHistoryQuerySchema, transactionReportQuerySchema,
} from '@/lib/wps/schemas/wallet';
import { reportRange } from '@/lib/wps/report-range';
import type { Db } from '../../db';
import type { Clock, Merchant, VendorBets } from '../../context';
import type { BetNamesService } from '../games';
import type { LedgerService } from '../ledger';
import { rewardSources } from '../rewards';

/** Ledger reasons behind each transaction type of the record screen. */
const reasonsOf: Record<TransactionType, string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  bet: ['bet'],
  win: ['win'],
  rollback: ['rollback'],
  adjustment: ['adjustment.credit', 'adjustment.debit'],
  // Rewards paid in cash or converted from a wagered bonus (modules/rewards).
  // Agents' rebates (返点, modules/agents) are paid in cash too.
  bonus: ['trial.funding', ...rewardSources.map((s) => `reward.${s}`), 'reward.convert', 'agent.rebate'],
};
const typeOfReason = new Map(Object.entries(reasonsOf).flatMap(([type, reasons]) => reasons.map((r) => [r, type as TransactionType])));

const iso = (d: Date | string) => new Date(d).toISOString();

type Paged = { pageNo: number; pageSize: number; startDate?: string; endDate?: string };

function pageOf(clock: Clock, q: Paged) {
  const range = reportRange(clock.now(), q.startDate, q.endDate);
  return { range, page: { from: range.from, to: range.to, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize } };
}

function paging(q: Paged, total: number, range: { start: string; end: string }) {
  return { pageNo: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPages: Math.ceil(total / q.pageSize), startDate: range.start, endDate: range.end };
}

export interface WalletReportsDeps {
  db: Db;
  /** Today, for a report's default date range. */
  clock: Clock;
  ledger: LedgerService;
  /** The member's bets (modules/vendor-wallet). */
  bets: VendorBets;
  /** The names of the bets' games and vendors (modules/games' catalog). */
  names: BetNamesService;
}

export interface WalletReportsService {
  /** GET /wps/report/transaction: every movement of the member's wallet, with the balance after it. */
  transactionReport(merchant: Merchant, memberId: number, query: z.infer<typeof transactionReportQuerySchema>): Promise<TransactionReportValue>;
  /** GET /wps/report/accountGameBetHistory: the member's bets with stake, payout and win/loss, and totals; names in `language`. */
  betHistory(merchant: Merchant, memberId: number, query: z.infer<typeof betHistoryQuerySchema>, language: string): Promise<BetHistoryValue>;
}

export function createWalletReportsService(deps: WalletReportsDeps): WalletReportsService {
  const { db, clock, ledger, bets, names } = deps;
  return {
    /** GET /wps/report/transaction: every movement of the member's wallet, with the balance after it. */
    async transactionReport(merchant, memberId, query) {
      const { range, page } = pageOf(clock, query);
      const wallet = await ledger.memberWallet(db, merchant.id, memberId, merchant.currency.code);
      const { rows, total } = await ledger.accountLines(db, merchant.id, wallet.id, query.type ? reasonsOf[query.type] : null, page);
      return {
        list: rows.map((r) => ({
          id: Number(r.entry_id),
          type: typeOfReason.get(r.reason) ?? 'other',
          amount: minorToWireNumber(BigInt(r.amount_minor), merchant.currency.minorDigits),
          balanceAfter: minorToWireNumber(BigInt(r.balance_after_minor), merchant.currency.minorDigits),
          createdAt: iso(r.created_at),
        })),
        ...paging(query, total, range),
      };
    },

    /** GET /wps/report/accountGameBetHistory: the member's bets with stake, payout and win/loss, and totals. */
    async betHistory(merchant, memberId, query, language) {
      const { range, page } = pageOf(clock, query);
      const r = await bets.memberBetHistory(merchant.id, memberId, { status: query.status ?? null, vendor: query.vassalage ?? null }, page);
      const stake = BigInt(r.stake);
      const payout = BigInt(r.payout);
      const named = await names.namesOf(merchant, language, r.rows.map((b) => ({ vendor: b.vendor, gameId: b.game_id })));
      return {
        list: r.rows.map((b, i) => ({
          id: b.transaction_id,
          vassalage: b.vendor,
          gameId: b.game_id,
          gameName: named[i]!.gameName,
          vendorName: named[i]!.vendorName,
          roundId: b.round_id,
          stake: minorToWireNumber(BigInt(b.stake_minor), merchant.currency.minorDigits),
          payout: minorToWireNumber(BigInt(b.payout_minor), merchant.currency.minorDigits),
          winLoss: b.status === 'rolled_back' ? 0 : minorToWireNumber(BigInt(b.payout_minor) - BigInt(b.stake_minor), merchant.currency.minorDigits),
          status: b.status,
          createdAt: iso(b.created_at),
          settledAt: b.settled_at ? iso(b.settled_at) : null,
        })),
        ...paging(query, r.total, range),
        totals: { stake: minorToWireNumber(BigInt(stake), merchant.currency.minorDigits), payout: minorToWireNumber(BigInt(payout), merchant.currency.minorDigits), winLoss: minorToWireNumber(BigInt(payout - stake), merchant.currency.minorDigits) },
      };
    },
  };
}
