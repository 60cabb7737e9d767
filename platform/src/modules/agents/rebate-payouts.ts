import { minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import { reportRange } from '@/lib/wps/report-range';
import { agentProducts, type AgentProduct } from '@/lib/wps/schemas/agent';
import type { AgentRebateQuery, AgentRebateValue, RebateSettingsValue, TeamRebateQuery, TeamRebateValue } from '@/lib/wps/schemas/agent-rebates';
import { agentRebateQuerySchema, teamRebateQuerySchema } from '@/lib/wps/schemas/agent-rebates';
import { vipProductOfGameType } from '@/lib/wps/schemas/vip';
import type { Clock, JobDefinition, JobSummary, Merchant, MembersService } from '../../context';
import type { Db } from '../../db';
import { dayOf, dayRange, endedDays, isDay } from '../jobs';
import { isMemberType } from '../members';
import type { LedgerService } from '../ledger';
import { rebateRepo as repo, type AccrualInsert } from './rebate-repo';
import { e4PerMinor, payOut, rebateShares, type LineRate, type RebateShare } from './rebate-rules';

/**
 * Rebate (返点) payouts of the agents' tree (issue 20; README "Rebate payouts"): every settled
 * real-money bet pays its member's own rate and each ancestor the difference to the child below
 * it (rebate-rules.ts), from the merchant's house_rebate account, by the periodic job
 * `agents.rebate` over settled bets, outside the wallet's group commit (the hot path of issue 16).
 *
 * Exactly once: a share is a row per (bet, beneficiary) (primary key), written in the same
 * transaction as the beneficiary's running balance and the ledger entry paying it; a second run,
 * at once or after a crash, finds the rows and pays nothing for them.
 */

export const rebateJobName = 'agents.rebate';

export const rebateLimits = {
  /** Bets read per chunk; the lease's heartbeat is called between chunks. */
  chunk_bets: 500,
  /** An hour is paid this long after it ends, so a settlement committing late in its hour is in. */
  hour_grace_ms: 2 * 60_000,
  /** The ended hours a pass looks back over (a missed one is still paid by its day's sweep). */
  hours_back: 48,
  /** The ended days whose sweep is due (pays whatever the hours missed). */
  days_back: 2,
  /**
   * A bet is found when it settles within this long after it was placed (the bets' index is by
   * placing time): the hour's pass looks back 2 days, the day's sweep 14 (VIP's daily rebate's bound).
   */
  hour_lookback_ms: 2 * 86_400_000,
  day_lookback_ms: 14 * 86_400_000,
  team_page_max: 50,
} as const;

const hourPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;
/** A UTC hour period, '2026-12-01T21': [21:00, 22:00) UTC. */
export function isHour(period: string): boolean {
  const m = hourPattern.exec(period);
  if (!m) return false;
  const t = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!);
  return new Date(t).toISOString().slice(0, 13) === period;
}
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);
function hourRange(hour: string): { from: Date; to: Date } {
  const from = new Date(`${hour}:00:00Z`);
  return { from, to: new Date(from.getTime() + 3_600_000) };
}

export interface RebatePayoutsDeps {
  db: Db;
  clock: Clock;
  /** Usernames of the downlines on the team rebate screen and the operators' views. */
  members: Pick<MembersService, 'usernamesByIds' | 'byUsername'>;
  /** The payments: house_rebate to the beneficiary's wallet, in the share's transaction. */
  ledger: Pick<LedgerService, 'post' | 'memberWallet' | 'houseAccount'>;
}

export interface RebatePayoutsService {
  /** The periodic job (registered by rebate-routes.ts): UTC hours, and merchant days as a sweep. */
  rebateJob(): JobDefinition;
  /** Pays every share of the bets settled in [from, to) not paid yet (the job's work; tests race it). */
  payRange(merchant: Merchant, range: { from: Date; to: Date; placedSince: Date }, heartbeat: () => Promise<void>): Promise<JobSummary>;
  /** The period's work: an hour ('2026-12-01T21') or a merchant day ('2026-12-01'). */
  payPeriod(merchant: Merchant, period: string, heartbeat: () => Promise<void>): Promise<JobSummary>;
  /** MCSFE_getCustomerRebateSettingByProductType: the caller's own rates. */
  settings(merchant: Merchant, session: { memberId: number; type: number }): Promise<RebateSettingsValue>;
  /** The agent rebate screen: rates, earnings by day and product, totals. */
  agentRebate(merchant: Merchant, session: { memberId: number; type: number }, query: AgentRebateQuery): Promise<AgentRebateValue>;
  /** The team rebate screen: what each direct downline's line generated for the caller. */
  teamRebate(merchant: Merchant, session: { memberId: number; type: number }, query: TeamRebateQuery): Promise<TeamRebateValue>;
  /** Operators: a member's rebate account and earnings by day (rebates:show, GET /bo/agents/:merchant/rebates/:username). */
  memberEarnings(merchant: Merchant, username: string, range: { startDate?: string; endDate?: string }): Promise<BoRebateEarnings>;
}

export interface BoRebateEarnings {
  username: string;
  memberId: number;
  rates: { product: AgentProduct; rateBp: number }[];
  accrued: string;
  paid: string;
  pending: string;
  payments: number;
  startDate: string;
  endDate: string;
  days: { day: string; product: AgentProduct; bets: number; amount: string }[];
}

/** Agents only (SPEC §3: every type but 0, 1, 2, 4, 40, 41, 42). */
function agentGate(session: { type: number }): void {
  if (isMemberType(session.type)) throw new WpsError('permission.denied');
}

export function createRebatePayoutsService(deps: RebatePayoutsDeps): RebatePayoutsService {
  const { db, clock, members, ledger } = deps;

  /** A minor amount in 1/10000 units as the wire's decimal, rounded down to the minor unit. */
  const decimalOf = (merchant: Merchant, e4: bigint) => minorToDecimalString(e4 / e4PerMinor, merchant.currency.minorDigits);

  /**
   * One beneficiary's shares of one chunk, in one transaction: the share rows (only those this
   * call records count), the running balance (locked), and the ledger entry of the whole minor
   * units now due. Answers the minor units paid.
   */
  async function payBeneficiary(merchant: Merchant, beneficiaryId: number, rows: AccrualInsert[]): Promise<{ shares: number; added_e4: bigint; paid_minor: bigint }> {
    return db.tx(async (q) => {
      const now = clock.now();
      const added = await repo.insertAccruals(q, merchant.id, beneficiaryId, rows, now);
      const added_e4 = added.reduce((a, b) => a + b, 0n);
      if (added_e4 === 0n) return { shares: 0, added_e4, paid_minor: 0n };
      const balance = await repo.lockBalance(q, merchant.id, beneficiaryId, now);
      const { pay_minor, carry_e4 } = payOut(BigInt(balance.carry_e4), added_e4);
      await repo.addToBalance(q, merchant.id, beneficiaryId, added_e4, pay_minor, carry_e4, now);
      if (pay_minor > 0n) {
        // The balance row's payment count names the entry: the lock above makes it this transaction's alone.
        const n = BigInt(balance.payments) + 1n;
        const wallet = await ledger.memberWallet(q, merchant.id, beneficiaryId, merchant.currency.code);
        const house = await ledger.houseAccount(q, merchant.id, 'house_rebate', merchant.currency.code, { memberIdForBucket: beneficiaryId });
        await ledger.post(q, merchant.id, {
          reason: 'agent.rebate', reference: `agent.rebate:${beneficiaryId}:${n}`,
          idempotency: { source: 'agent.rebate', key: `${beneficiaryId}:${n}` },
          lines: [{ accountId: wallet.id, amount_minor: pay_minor }, { accountId: house.id, amount_minor: -pay_minor }],
          now,
        });
      }
      return { shares: added.length, added_e4, paid_minor: pay_minor };
    });
  }

  async function payRange(merchant: Merchant, range: { from: Date; to: Date; placedSince: Date }, heartbeat: () => Promise<void>): Promise<JobSummary> {
    let bets = 0;
    let shares = 0;
    let accrued_e4 = 0n;
    let paid_minor = 0n;
    const beneficiaries = new Set<number>();
    for (let after: { vendor: string; transactionId: string } | null = null; ;) {
      const chunk = await repo.settledBets(db, merchant.id, range.from, range.to, range.placedSince, after, rebateLimits.chunk_bets);
      if (!chunk.length) break;
      const bettors = [...new Set(chunk.map((b) => Number(b.member_id)))];
      const lineRows = await repo.lines(db, merchant.id, bettors);
      const lineOf = new Map<number, number[]>();
      for (const r of lineRows) {
        const l = lineOf.get(Number(r.member_id)) ?? [];
        l[r.depth] = Number(r.ancestor_id);
        lineOf.set(Number(r.member_id), l);
      }
      const everyone = [...new Set(lineRows.map((r) => Number(r.ancestor_id)))];
      const rateOf = new Map<string, number>();
      for (const r of await repo.rates(db, merchant.id, everyone)) rateOf.set(`${Number(r.member_id)}:${r.product}`, r.rate_bp);

      const byBeneficiary = new Map<number, AccrualInsert[]>();
      for (const b of chunk) {
        bets += 1;
        const product = vipProductOfGameType[b.game_type];
        if (!product) continue;
        const bettor = Number(b.member_id);
        const line: LineRate[] = (lineOf.get(bettor) ?? [bettor]).map((id) => ({ memberId: id, rateBp: rateOf.get(`${id}:${product}`) ?? 0 }));
        const settledAt = new Date(b.settled_at);
        const day = dayOf(settledAt, merchant.timeZone);
        for (const s of rebateShares(BigInt(b.stake_minor), line) as RebateShare[]) {
          const rows = byBeneficiary.get(s.beneficiaryId) ?? [];
          rows.push({
            vendor: b.vendor, transactionId: b.transaction_id, bettorId: bettor, depth: s.depth, viaMemberId: s.viaMemberId, product,
            stake_minor: BigInt(b.stake_minor), rateBp: s.rateBp, diffBp: s.diffBp, accrued_e4: s.accrued_e4, day, settledAt,
          });
          byBeneficiary.set(s.beneficiaryId, rows);
        }
      }
      // Beneficiaries in id order, each in its own transaction: two runs at once meet in the same order.
      for (const id of [...byBeneficiary.keys()].sort((a, b) => a - b)) {
        const r = await payBeneficiary(merchant, id, byBeneficiary.get(id)!);
        if (r.shares > 0) beneficiaries.add(id);
        shares += r.shares;
        accrued_e4 += r.added_e4;
        paid_minor += r.paid_minor;
      }
      const last = chunk[chunk.length - 1]!;
      after = { vendor: last.vendor, transactionId: last.transaction_id };
      await heartbeat();
    }
    return { bets, shares, beneficiaries: beneficiaries.size, accrued_e4: accrued_e4.toString(), paid_minor: paid_minor.toString() };
  }

  function payPeriod(merchant: Merchant, period: string, heartbeat: () => Promise<void>): Promise<JobSummary> {
    if (isHour(period)) {
      const { from, to } = hourRange(period);
      return payRange(merchant, { from, to, placedSince: new Date(from.getTime() - rebateLimits.hour_lookback_ms) }, heartbeat);
    }
    const { from, to } = dayRange(period, merchant.timeZone);
    return payRange(merchant, { from, to, placedSince: new Date(from.getTime() - rebateLimits.day_lookback_ms) }, heartbeat);
  }

  const ratesOf = async (merchantId: number, memberId: number) =>
    (await repo.ownRates(db, merchantId, memberId))
      .filter((r) => (agentProducts as readonly string[]).includes(r.product))
      .sort((a, b) => agentProducts.indexOf(a.product as AgentProduct) - agentProducts.indexOf(b.product as AgentProduct))
      .map((r) => ({ productType: r.product as AgentProduct, rateBp: r.rate_bp }));

  /**
   * The records' range rule (lib/wps/report-range.ts: 31 days at most, SPEC §5's bounds), with
   * "today" the merchant's day: shares are filed under the merchant day their bet settled on.
   */
  function rangeOf(merchant: Merchant, startDate?: string, endDate?: string) {
    const now = clock.now();
    return reportRange(now, startDate, endDate ?? dayOf(now, merchant.timeZone));
  }

  async function earnings(merchant: Merchant, memberId: number, startDate?: string, endDate?: string) {
    const range = rangeOf(merchant, startDate, endDate);
    const rows = await repo.earnedByDay(db, merchant.id, memberId, range.start, range.end);
    const balance = await repo.balance(db, merchant.id, memberId);
    return { range, rows, balance };
  }

  return {
    rebateJob() {
      return {
        name: rebateJobName,
        duePeriods: (merchant, now) => {
          const lastEnded = new Date(now.getTime() - rebateLimits.hour_grace_ms - 3_600_000);
          const hours = Array.from({ length: rebateLimits.hours_back }, (_, i) =>
            hourOf(new Date(lastEnded.getTime() - (rebateLimits.hours_back - 1 - i) * 3_600_000)));
          // The day sweeps come after the hours they cover, oldest first among themselves.
          return [...hours, ...endedDays(now, merchant.timeZone, rebateLimits.days_back)];
        },
        // An operator may run any past hour or day, and the current one too: it pays the bets
        // settled so far, and the regular run after its end pays the rest (each share once).
        acceptsPeriod: (merchant, period, now) =>
          (isHour(period) && period <= hourOf(now)) || (isDay(period) && period <= dayOf(now, merchant.timeZone)),
        run: ({ merchant, period, heartbeat }) => payPeriod(merchant, period, heartbeat),
      };
    },

    payRange,
    payPeriod,

    async settings(merchant, session) {
      agentGate(session);
      return { content: await ratesOf(merchant.id, session.memberId) };
    },

    async agentRebate(merchant, session, query) {
      agentGate(session);
      const qy = agentRebateQuerySchema.parse(query);
      const { range, rows, balance } = await earnings(merchant, session.memberId, qy.startDate, qy.endDate);
      const perProduct = new Map<AgentProduct, bigint>();
      let total = 0n;
      for (const r of rows) {
        const e4 = BigInt(r.accrued_e4);
        perProduct.set(r.product as AgentProduct, (perProduct.get(r.product as AgentProduct) ?? 0n) + e4);
        total += e4;
      }
      return {
        currency: merchant.currency.code, startDate: range.start, endDate: range.end,
        rates: await ratesOf(merchant.id, session.memberId),
        days: rows.map((r) => ({ day: r.day, productType: r.product as AgentProduct, bets: Number(r.bets), amount: decimalOf(merchant, BigInt(r.accrued_e4)) })),
        products: agentProducts.filter((p) => perProduct.has(p)).map((p) => ({ productType: p, amount: decimalOf(merchant, perProduct.get(p)!) })),
        total: decimalOf(merchant, total),
        paid: minorToDecimalString(BigInt(balance?.paid_minor ?? 0), merchant.currency.minorDigits),
        pending: pendingOf(merchant, balance?.carry_e4 ?? 0),
      };
    },

    async teamRebate(merchant, session, query) {
      agentGate(session);
      const qy = teamRebateQuerySchema.parse(query);
      const range = rangeOf(merchant, qy.startDate, qy.endDate);
      let via: number | null = null;
      if (qy.username) {
        // Another line's member is refused like a stranger: an agent sees only its own team.
        const m = await members.byUsername(db, merchant.id, qy.username);
        const inside = m && m.id !== session.memberId ? await repo.below(db, merchant.id, session.memberId, m.id) : false;
        if (!m || !inside) throw new WpsError('permission.denied');
        via = m.id;
      }
      const page = await repo.teamByDownline(db, merchant.id, session.memberId, range.start, range.end, via, qy.pageSize, (qy.pageNo - 1) * qy.pageSize);
      const names = await members.usernamesByIds(db, page.rows.map((r) => ({ merchantId: merchant.id, memberId: Number(r.via_member_id) })));
      return {
        currency: merchant.currency.code, total: decimalOf(merchant, BigInt(page.total_e4)),
        list: page.rows.map((r) => ({
          username: names.get(`${merchant.id}:${Number(r.via_member_id)}`) ?? String(r.via_member_id),
          bettors: Number(r.bettors), bets: Number(r.bets), amount: decimalOf(merchant, BigInt(r.accrued_e4)),
        })),
        pageNo: qy.pageNo, pageSize: qy.pageSize, totalCount: page.total, totalPages: Math.ceil(page.total / qy.pageSize),
        startDate: range.start, endDate: range.end,
      };
    },

    async memberEarnings(merchant, username, r) {
      const m = await members.byUsername(db, merchant.id, username);
      if (!m) throw new WpsError('USER_NOT_EXIST');
      const { range, rows, balance } = await earnings(merchant, m.id, r.startDate, r.endDate);
      const d = (minor: bigint) => minorToDecimalString(minor, merchant.currency.minorDigits);
      return {
        username: m.username, memberId: m.id,
        rates: (await ratesOf(merchant.id, m.id)).map((x) => ({ product: x.productType, rateBp: x.rateBp })),
        accrued: decimalOf(merchant, BigInt(balance?.accrued_e4 ?? 0)), paid: d(BigInt(balance?.paid_minor ?? 0)),
        pending: pendingOf(merchant, balance?.carry_e4 ?? 0), payments: Number(balance?.payments ?? 0),
        startDate: range.start, endDate: range.end,
        days: rows.map((x) => ({ day: x.day, product: x.product as AgentProduct, bets: Number(x.bets), amount: decimalOf(merchant, BigInt(x.accrued_e4)) })),
      };
    },
  };
}

/** The carried fraction (below one minor unit) as an exact decimal: 1/10000 minor units are 4 more digits. */
function pendingOf(merchant: Merchant, carry_e4: number): string {
  return minorToDecimalString(BigInt(carry_e4), merchant.currency.minorDigits + 4);
}
