import { decimalStringToMinor } from '@/lib/format/money';
import { FairStream, uniformBelow } from '../../crypto/fair-stream';
import type { ClaimReason, PromotionReward, PromotionRules } from './schema';

/**
 * A promotion's rules as pure functions (the service gathers the facts and spends the result):
 * whether a member may claim now and why not, what a claim pays, and the random draw.
 */

/** What the service knows about the member and the promotion when deciding. */
export interface ClaimFacts {
  now: Date;
  trial: boolean;
  memberCreatedAt: Date;
  vipLabel: string | null;
  tags: readonly string[];
  /** The member's claims of this promotion, and the promotion's claims from this device and address. */
  claims: { member: number; device: number; address: number };
  /** The member's latest credited deposit (its rank among theirs, 1 = first) and whether this promotion paid for it already. */
  deposit: { id: number; amount_minor: bigint; creditedAt: Date; n: number; claimed: boolean } | null;
  /** Settled real stakes over the turnover condition's days (0 when the promotion has none). */
  turnover_minor: bigint;
  /** What the budget still allows (null: no budget). */
  budgetLeft_minor: bigint | null;
  /** Whether a device and an address are known (limits on them need them). */
  hasDevice: boolean;
}

export type Verdict = { claimable: true; depositId: number | null } | { claimable: false; reason: ClaimReason };

const day_ms = 86_400_000;
const hour_ms = 3_600_000;

/** The first reason the member may not claim now, in the order a member can do something about them last. */
export function decide(rules: PromotionRules, f: ClaimFacts, digits: number): Verdict {
  const minor = (d: string) => decimalStringToMinor(d, digits);
  if (rules.startsAt && f.now.getTime() < Date.parse(rules.startsAt)) return { claimable: false, reason: 'not.started' };
  if (rules.endsAt && f.now.getTime() >= Date.parse(rules.endsAt)) return { claimable: false, reason: 'ended' };
  if (f.trial) return { claimable: false, reason: 'trial' };
  if (f.claims.member >= rules.limits.perMember) return { claimable: false, reason: 'claimed' };
  const e = rules.eligibility;
  if (e.newMemberDays !== null && f.now.getTime() - f.memberCreatedAt.getTime() > e.newMemberDays * day_ms) return { claimable: false, reason: 'new.member' };
  if (e.vipLabels.length && !(f.vipLabel && e.vipLabels.includes(f.vipLabel))) return { claimable: false, reason: 'vip' };
  if (e.tags.length && !e.tags.some((t) => f.tags.includes(t))) return { claimable: false, reason: 'tag' };
  if (e.turnover && f.turnover_minor < minor(e.turnover.min)) return { claimable: false, reason: 'turnover' };
  let depositId: number | null = null;
  if (e.deposit) {
    const d = f.deposit;
    if (!d) return { claimable: false, reason: 'deposit.required' };
    if (e.deposit.nth !== null && d.n !== e.deposit.nth) return { claimable: false, reason: 'deposit.nth' };
    if (d.amount_minor < minor(e.deposit.min)) return { claimable: false, reason: 'deposit.min' };
    if (f.now.getTime() - d.creditedAt.getTime() > e.deposit.claimWithinHours * hour_ms) return { claimable: false, reason: 'deposit.window' };
    if (d.claimed) return { claimable: false, reason: 'deposit.claimed' };
    depositId = d.id;
  }
  if (rules.limits.perDevice !== null && f.hasDevice && f.claims.device >= rules.limits.perDevice) return { claimable: false, reason: 'limit.device' };
  if (rules.limits.perAddress !== null && f.claims.address >= rules.limits.perAddress) return { claimable: false, reason: 'limit.address' };
  if (f.budgetLeft_minor !== null && f.budgetLeft_minor <= 0n) return { claimable: false, reason: 'budget' };
  return { claimable: true, depositId };
}

/**
 * What a fixed or percent reward pays (percent of the deposit, rounded down, at most the cap);
 * null for a random reward, which is drawn at the claim. Never more than the budget left: the last
 * claim gets what is left.
 */
export function previewAmount(reward: PromotionReward, deposit_minor: bigint | null, budgetLeft_minor: bigint | null, digits: number): bigint | null {
  let amount: bigint;
  if (reward.type === 'fixed') amount = decimalStringToMinor(reward.amount, digits);
  else if (reward.type === 'percent') {
    if (deposit_minor === null) return null;
    const share = (deposit_minor * BigInt(Math.round(reward.percent * 100))) / 10_000n;
    const cap = decimalStringToMinor(reward.cap, digits);
    amount = share < cap ? share : cap;
  } else return null;
  return budgetLeft_minor !== null && budgetLeft_minor < amount ? budgetLeft_minor : amount;
}

/**
 * A random reward from the platform's fair stream (crypto/fair-stream: HMAC-SHA256 of the server
 * seed over `${key}:0:<block>`): a band chosen by weight, then a uniform amount in [min, max] of
 * minor units. The claim stores the seed, so anyone holding it and the key replays the draw.
 */
export function drawRandom(reward: Extract<PromotionReward, { type: 'random' }>, serverSeed: string, key: string, digits: number): bigint {
  const stream = new FairStream(serverSeed, key, 0);
  const total = reward.bands.reduce((s, b) => s + b.weight, 0);
  let pick = uniformBelow(stream, total);
  const band = reward.bands.find((b) => (pick -= b.weight) < 0)!;
  const min = decimalStringToMinor(band.min, digits);
  const max = decimalStringToMinor(band.max, digits);
  const span = max - min + 1n;
  if (span <= 0x8000_0000n) return min + BigInt(uniformBelow(stream, Number(span)));
  // A wider band: 64-bit draws, rejected above the largest multiple of span (no modulo bias).
  const limit = 2n ** 64n - ((2n ** 64n) % span);
  for (;;) {
    const u = (BigInt(stream.nextUint32()) << 32n) | BigInt(stream.nextUint32());
    if (u < limit) return min + (u % span);
  }
}
