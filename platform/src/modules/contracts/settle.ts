import { settleSalaries } from '@/lib/agent/contracts';
import type { JobDefinition, JobSummary, Merchant } from '../../context';
import { dayOf, dayRange, endedDays, isDay } from '../jobs';
import { endedHours, hourOf, hourRange } from './hours';
import { contractsRepo as repo, type ContractKind } from './repo';
import type { ContractsDeps } from './service';
import { kindEnabled, tierOfJson } from './rules';

/**
 * The settlement of salary contracts (issue 20): each morning for the previous merchant day
 * (`contracts.daily`), each hour for the previous merchant hour (`contracts.hourly`), through
 * modules/jobs (once per merchant and period across processes, resumed after a crash, rerun by
 * operators). The merchant pays every agent of a funded chain its own share from its house bonus
 * account: gross at its own tier less what its direct downlines' contracts earn (lib/agent/
 * contracts.ts settleSalaries), so a chain costs exactly its top's gross and no upline's wallet
 * is ever debited (nothing can fail for want of funds, and the books balance per entry).
 * Each contract's payout is its row in agent_contract_payouts and its ledger entry, in one
 * transaction, keyed (contract, period): a second run, at once or after a crash, pays nothing.
 */

export const contractJobs = { daily: 'contracts.daily', hourly: 'contracts.hourly' } as const;
export const settleLimits = {
  /** Days (hours) a pass looks back for a period not settled yet. */
  days_back: 3,
  hours_back: 6,
  /** A bet counts when it settled in the period and was placed at most this long before it (the bets' index is by placing time). */
  settle_lookback_ms: 14 * 86_400_000,
} as const;

const reasons: Record<'daily' | 'hourly', string> = { daily: 'contract.salary', hourly: 'contract.hour_salary' };

export interface ContractSettlement {
  /** One period's salaries of a kind (the job's work; tests and operators reach it through the jobs). */
  settle(merchant: Merchant, kind: 'daily' | 'hourly', period: string, heartbeat: () => Promise<void>): Promise<JobSummary>;
  /**
   * The two jobs. What is due and what has ended is asked of the contracts' own clock, not the
   * runner's: the end-to-end suite moves the contracts' day with REWARDS_CLOCK_FILE (as the
   * sign-in's), so an operator's settle of "yesterday" works the day a contract was signed.
   */
  jobs(): JobDefinition[];
  /** The window of a period, or null when the period is not one of the kind (an operator's typo). */
  windowOf(merchant: Merchant, kind: 'daily' | 'hourly', period: string): { from: Date; to: Date } | null;
}

export function createContractSettlement(deps: ContractsDeps): ContractSettlement {
  const { db, clock } = deps;

  function windowOf(merchant: Merchant, kind: 'daily' | 'hourly', period: string) {
    if (kind === 'daily') return isDay(period) ? dayRange(period, merchant.timeZone) : null;
    return hourRange(period, merchant.timeZone);
  }

  async function settle(merchant: Merchant, kind: 'daily' | 'hourly', period: string, heartbeat: () => Promise<void>): Promise<JobSummary> {
    const window = windowOf(merchant, kind, period);
    if (!window) throw new Error(`contracts: ${period} is not a ${kind} period`);
    if (!kindEnabled(merchant, kind)) return { contracts: 0, paid: 0, paid_minor: '0', module: 'off' };
    const contracts = await repo.inForceAt(db, merchant.id, kind as ContractKind, window.to);
    if (!contracts.length) return { contracts: 0, paid: 0, paid_minor: '0' };
    const active = await deps.agentSettings.activeMemberThresholds(db, merchant);
    const figures = await deps.figures.teamFigures(db, merchant.id, contracts.map((c) => Number(c.member_id)), {
      from: window.from, to: window.to, placedSince: new Date(window.from.getTime() - settleLimits.settle_lookback_ms),
    }, active);
    const lines = settleSalaries(contracts.map((c) => {
      const f = figures.get(Number(c.member_id))!;
      return {
        contractId: c.id, memberId: Number(c.member_id), uplineId: c.upline_id === null ? null : Number(c.upline_id),
        tiers: c.tiers.map(tierOfJson), teamBets_minor: f.bets_minor, teamActive: f.activeMembers,
      };
    }), merchant.currency.minorDigits);
    let paid = 0;
    let paid_minor = 0n;
    for (const line of lines) {
      await heartbeat();
      const f = figures.get(line.memberId)!;
      const amount = await db.tx(async (q) => {
        const now = clock.now();
        const row = await repo.insertPayout(q, merchant.id, {
          contractId: line.contractId, period, kind, memberId: line.memberId, teamBets_minor: f.bets_minor, activeMembers: f.activeMembers,
          tierAmount_minor: line.tierAmount_minor, gross_minor: line.gross_minor, downline_minor: line.downline_minor, amount_minor: line.amount_minor, now,
        });
        // Settled before (this run resumes one that stopped, or races another): nothing more to pay.
        if (!row || line.amount_minor === 0n) return 0n;
        const currency = merchant.currency.code;
        const wallet = await deps.ledger.memberWallet(q, merchant.id, line.memberId, currency);
        const house = await deps.ledger.houseAccount(q, merchant.id, 'house_bonus', currency, { memberIdForBucket: line.memberId });
        const { entry } = await deps.ledger.post(q, merchant.id, {
          reason: reasons[kind], reference: `contract:${line.contractId}:${period}`,
          idempotency: { source: 'contract', key: `${kind}:${line.contractId}:${period}` },
          lines: [{ accountId: wallet.id, amount_minor: line.amount_minor }, { accountId: house.id, amount_minor: -line.amount_minor }], now,
        });
        await repo.setPayoutEntry(q, merchant.id, line.contractId, period, entry.id);
        return line.amount_minor;
      });
      if (amount > 0n) {
        paid += 1;
        paid_minor += amount;
      }
    }
    return { contracts: lines.length, paid, paid_minor: paid_minor.toString() };
  }

  return {
    settle,
    windowOf,
    jobs() {
      return [
        {
          name: contractJobs.daily,
          duePeriods: (merchant) => (kindEnabled(merchant, 'daily') ? endedDays(clock.now(), merchant.timeZone, settleLimits.days_back) : []),
          acceptsPeriod: (merchant, period) => isDay(period) && period < dayOf(clock.now(), merchant.timeZone),
          run: ({ merchant, period, heartbeat }) => settle(merchant, 'daily', period, heartbeat),
        },
        {
          name: contractJobs.hourly,
          duePeriods: (merchant) => (kindEnabled(merchant, 'hourly') ? endedHours(clock.now(), merchant.timeZone, settleLimits.hours_back) : []),
          acceptsPeriod: (merchant, period) => {
            const now = clock.now();
            const w = hourRange(period, merchant.timeZone);
            return w !== null && w.to.getTime() <= now.getTime() && period !== hourOf(now, merchant.timeZone);
          },
          run: ({ merchant, period, heartbeat }) => settle(merchant, 'hourly', period, heartbeat),
        },
      ];
    },
  };
}
