import { minorToDecimalString } from '@/lib/format/money';
import { reportRange } from '@/lib/wps/report-range';
import { WpsError } from '@/lib/wps/errors';
import { vipProductOfGameType } from '@/lib/wps/schemas/vip';
import {
  reportProducts, type AgentTransactionsValue, type ReportProduct, type TeamBetsValue, type TeamPnlFigures, type TeamPnlValue,
  agentTransactionsQuerySchema, teamBetsQuerySchema, teamPnlQuerySchema,
} from '@/lib/wps/schemas/agent-reports';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { Clock, Merchant, MembersService } from '../../context';
import type { BetNamesService } from '../games';
import type { LedgerService } from '../ledger';
import { isMemberType } from '../members';
import { agentReportsRepo as repo, type BetCursor } from './report-repo';
import { agentReasonsOf, agentTypeOfReason, figureOfReason, teamMoneyReasons } from './report-reasons';
import { agentTreeRepo } from './repo';

/**
 * The agents' team reports (issue 20, reports slice): the team P&L per day and product, the
 * team's betting records and the agent's own transaction record. Every figure is read from the
 * ledger (money lines by reason) and the bets the same wallet statement wrote, at request time:
 * no second bookkeeping that could drift from them. Every call is the caller's: an agent, about
 * its own team (below it), in its own merchant.
 */

export interface AgentReportsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  members: MembersService;
  /** The names of the bets' games and vendors (modules/games' catalog). */
  names: BetNamesService;
}

/** Who asks: the session's member and type. */
export interface ReportCaller {
  memberId: number;
  type: number;
}

export interface AgentReportsService {
  /** GET /wps/agent/team/pnl: the team's figures for the range, per product and per day. */
  teamPnl(merchant: Merchant, caller: ReportCaller, query: z.infer<typeof teamPnlQuerySchema>): Promise<TeamPnlValue>;
  /** GET /wps/report/teamPVPRNGBetting: a page of the team's bets, newest first, with the cursor of the next. */
  teamBets(merchant: Merchant, caller: ReportCaller, query: z.infer<typeof teamBetsQuerySchema>, language: string): Promise<TeamBetsValue>;
  /** GET /wps/agent/transactions: the agent's own wallet movements by type, newest first. */
  transactions(merchant: Merchant, caller: ReportCaller, query: z.infer<typeof agentTransactionsQuerySchema>): Promise<AgentTransactionsValue>;
}

/**
 * How far back a bet settled in the period may have been placed (VIP's rule for the same
 * figure): a member's bets are then one index range ending at the period, not their whole
 * history. A bet left open longer than this settles outside every team P&L.
 */
export const settledBetPlacedWithin_days = 31;
const day_ms = 86_400_000;

/** The catalog's game types of each product (the inverse of vipProductOfGameType). */
const gameTypesOf = (product: ReportProduct): string[] =>
  Object.entries(vipProductOfGameType).filter(([, p]) => p === product).map(([t]) => t);
const productOf = (gameType: string | null): ReportProduct => (gameType ? vipProductOfGameType[gameType] : undefined) ?? 'other';

type Sums = { deposits: bigint; withdrawals: bigint; bets: bigint; wins: bigint; rebates: bigint; promotions: bigint; betCount: number };
const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, bets: 0n, wins: 0n, rebates: 0n, promotions: 0n, betCount: 0 });

function figures(s: Sums, digits: number): TeamPnlFigures {
  const d = (x: bigint) => minorToDecimalString(x, digits);
  return {
    deposits: d(s.deposits), withdrawals: d(s.withdrawals), bets: d(s.bets), wins: d(s.wins), rebates: d(s.rebates), promotions: d(s.promotions),
    pnl: d(s.wins + s.rebates + s.promotions - s.bets), betCount: s.betCount,
  };
}

/** The days of [start, end] as YYYY-MM-DD, oldest first. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += day_ms) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The cursor on the wire: base64url of the last bet's key, opaque to the client. */
function encodeCursor(c: BetCursor): string {
  return Buffer.from(JSON.stringify([c.at.toISOString(), c.vendor, c.tx])).toString('base64url');
}
function decodeCursor(s: string): BetCursor {
  try {
    const [at, vendor, tx] = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as unknown[];
    if (typeof at !== 'string' || typeof vendor !== 'string' || typeof tx !== 'string' || Number.isNaN(Date.parse(at))) throw new Error('shape');
    return { at: new Date(at), vendor, tx };
  } catch {
    throw new WpsError('request.invalid', { fields: ['cursor'] });
  }
}

export function createAgentReportsService(deps: AgentReportsDeps): AgentReportsService {
  const { db, clock, ledger, members, names } = deps;

  /** Agents only: a member (or trial, or other type) asking an agent's report is refused. */
  const agentOnly = (caller: ReportCaller) => {
    if (isMemberType(caller.type)) throw new WpsError('agent.only');
  };

  /** A username of the caller's team (below it, in its merchant), or agent.member.not.in.team. */
  async function teamMember(merchant: Merchant, agentId: number, username: string): Promise<number> {
    const m = await members.byUsername(db, merchant.id, username);
    const depth = m ? await agentTreeRepo.depthBelow(db, merchant.id, agentId, Number(m.id)) : null;
    if (!m || depth === null || depth === 0) throw new WpsError('agent.member.not.in.team');
    return Number(m.id);
  }

  return {
    async teamPnl(merchant, caller, query) {
      agentOnly(caller);
      const range = reportRange(clock.now(), query.startDate, query.endDate);
      const digits = merchant.currency.minorDigits;
      const product = query.product ?? null;
      const placedSince = new Date(range.from.getTime() - settledBetPlacedWithin_days * day_ms);
      // One read-only transaction: the report's settings apply to its queries alone.
      const { money, bets, teamSize } = await db.tx(async (q) => {
        await repo.reportSettings(q);
        return {
          money: product ? [] : await repo.teamMoneyByDay(q, merchant.id, caller.memberId, range.from, range.to, teamMoneyReasons),
          bets: await repo.teamBetsByDay(q, merchant.id, caller.memberId, range.from, range.to, placedSince),
          teamSize: await agentTreeRepo.teamSize(q, merchant.id, caller.memberId),
        };
      });
      const days = new Map(daysOf(range.start, range.end).map((d) => [d, zero()]));
      const totals = zero();
      const perProduct = new Map<ReportProduct, Sums>();
      for (const r of money) {
        const figure = figureOfReason(r.reason);
        const day = days.get(r.day);
        if (!figure || !day) continue;
        // Withdrawals leave the wallet as negative lines; the report shows what was paid out.
        const amount = figure === 'withdrawals' ? -BigInt(r.amount_minor) : BigInt(r.amount_minor);
        day[figure] += amount;
        totals[figure] += amount;
      }
      for (const r of bets) {
        const p = productOf(r.game_type);
        if (product && p !== product) continue;
        const day = days.get(r.day);
        if (!day) continue;
        const stake = BigInt(r.stake_minor);
        const payout = BigInt(r.payout_minor);
        const n = Number(r.bets);
        const s = perProduct.get(p) ?? perProduct.set(p, zero()).get(p)!;
        for (const x of [day, totals, s]) {
          x.bets += stake;
          x.wins += payout;
          x.betCount += n;
        }
      }
      const d = (x: bigint) => minorToDecimalString(x, digits);
      return {
        startDate: range.start,
        endDate: range.end,
        product,
        teamSize,
        totals: figures(totals, digits),
        products: reportProducts.filter((p) => perProduct.has(p)).map((p) => {
          const s = perProduct.get(p)!;
          return { product: p, bets: d(s.bets), wins: d(s.wins), pnl: d(s.wins - s.bets), betCount: s.betCount };
        }),
        days: [...days].map(([date, s]) => ({ date, ...figures(s, digits) })),
      };
    },

    async teamBets(merchant, caller, query, language) {
      agentOnly(caller);
      const range = reportRange(clock.now(), query.startDate, query.endDate);
      const memberId = query.username ? await teamMember(merchant, caller.memberId, query.username) : null;
      const product = query.product ?? null;
      const rows = await db.tx(async (q) => (await repo.reportSettings(q), repo.teamBets(q, merchant.id, caller.memberId, {
        from: range.from, to: range.to, memberId,
        gameTypes: product ? gameTypesOf(product) : null, untypedOnly: product === 'other',
        cursor: query.cursor ? decodeCursor(query.cursor) : null, limit: query.pageSize + 1,
      })));
      const page = rows.slice(0, query.pageSize);
      const [usernames, named] = await Promise.all([
        members.usernamesByIds(db, page.map((b) => ({ merchantId: merchant.id, memberId: Number(b.member_id) }))),
        names.namesOf(merchant, language, page.map((b) => ({ vendor: b.vendor, gameId: b.game_id }))),
      ]);
      const digits = merchant.currency.minorDigits;
      const d = (x: bigint) => minorToDecimalString(x, digits);
      const last = page.at(-1);
      return {
        list: page.map((b, i) => ({
          id: `${b.vendor}:${b.transaction_id}`,
          username: usernames.get(`${merchant.id}:${Number(b.member_id)}`) ?? '',
          gameName: named[i]!.gameName,
          vendorName: named[i]!.vendorName,
          product: productOf(b.game_type),
          stake: d(BigInt(b.stake_minor)),
          payout: d(BigInt(b.payout_minor)),
          winLoss: b.status === 'settled' ? d(BigInt(b.payout_minor) - BigInt(b.stake_minor)) : d(0n),
          status: b.status,
          createdAt: new Date(b.created_at).toISOString(),
          settledAt: b.settled_at ? new Date(b.settled_at).toISOString() : null,
        })),
        nextCursor: rows.length > query.pageSize && last ? encodeCursor({ at: new Date(last.created_at), vendor: last.vendor, tx: last.transaction_id }) : null,
        startDate: range.start,
        endDate: range.end,
      };
    },

    async transactions(merchant, caller, query) {
      agentOnly(caller);
      const range = reportRange(clock.now(), query.startDate, query.endDate);
      const wallet = await ledger.memberWallet(db, merchant.id, caller.memberId, merchant.currency.code);
      const page = { from: range.from, to: range.to, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
      const { rows, total } = await ledger.accountLines(db, merchant.id, wallet.id, query.type ? agentReasonsOf[query.type] : null, page);
      const digits = merchant.currency.minorDigits;
      return {
        list: rows.map((r) => ({
          id: Number(r.entry_id),
          type: agentTypeOfReason.get(r.reason) ?? 'other',
          amount: minorToDecimalString(BigInt(r.amount_minor), digits),
          balanceAfter: minorToDecimalString(BigInt(r.balance_after_minor), digits),
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
        startDate: range.start,
        endDate: range.end,
      };
    },
  };
}
