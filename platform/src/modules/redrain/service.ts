import { minorToDecimalString } from '@/lib/format';
import { WpsError } from '@/lib/wps/errors';
import type { RedRainClaimView, RedRainView } from '@/lib/wps/schemas/redrain';
import type { Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { newServerSeed, serverSeedHash } from '../../vendors/house/fair/stream';
import { trialMemberType } from '../members';
import type { RewardsService } from '../rewards';
import { redrainRepo as repo, type ClaimRow, type RainRow, type SlotRow } from './repo';
import { dayWindow } from '@/lib/time/merchant-day';
import { drawEnvelope, envelopeClientSeed, rainsAround, slotTime, type Band, type RainWindow } from './rules';
import { redrainLimits, type RedRainClaim, type RedRainClaimValue, type RedRainStateValue } from './schema';

export interface RedRainDeps {
  db: Db;
  clock: Clock;
  /** Pays each envelope as a reward grant (source 'redrain'), in the claim's transaction. */
  rewards: Pick<RewardsService, 'grantIn'>;
}

/** Who asks: the member (or agent) of the session, and the address the call came from. */
export interface RainMember {
  memberId: number;
  type: number;
}

export interface RedRainService {
  /** Each enabled slot's open or next rain, the member's standing in it, and their last envelopes. */
  state(m: Merchant, who: RainMember): Promise<RedRainStateValue>;
  /**
   * Opens the member's envelope of the slot's open rain: one per member and per address, drawn
   * from the weighted bands on the rain's committed seed, never past what is left of its budget,
   * paid through the rewards module in the same transaction.
   */
  claim(m: Merchant, who: RainMember, ip: string, body: RedRainClaim): Promise<RedRainClaimValue>;
}

const dec = (m: Merchant, v: bigint | string | number) => minorToDecimalString(BigInt(v), m.currency.minorDigits);
const bandsOf = (s: SlotRow): Band[] => s.bands.map((b) => ({ min_minor: BigInt(b.min_minor), max_minor: BigInt(b.max_minor), weight: b.weight }));
const nullableMinor = (v: bigint | string | number | null) => (v === null ? null : BigInt(v));

/** The member's day against the slot's requirement: eligible when nothing is required or either figure reaches its bar. */
async function standing(q: Queryable, m: Merchant, s: SlotRow, memberId: number, day: string, now: Date) {
  const minTurnover = nullableMinor(s.min_turnover_minor);
  const minDeposit = nullableMinor(s.min_deposit_minor);
  const { from, to } = dayWindow(day, m.timeZone);
  // A day that has not begun has nothing yet; one under way has only what happened so far.
  const [turnover, deposit] = now < from
    ? [0n, 0n]
    : await Promise.all([repo.turnover(q, m.id, memberId, from, to), repo.deposits(q, m.id, memberId, s.currency, from, to)]);
  const eligible = (minTurnover === null && minDeposit === null)
    || (minTurnover !== null && turnover >= minTurnover) || (minDeposit !== null && deposit >= minDeposit);
  return {
    eligible,
    requirement: { turnover: minTurnover === null ? null : dec(m, minTurnover), deposit: minDeposit === null ? null : dec(m, minDeposit) },
    progress: { turnover: dec(m, turnover), deposit: dec(m, deposit) },
  };
}

function claimView(m: Merchant, c: ClaimRow, now: Date): RedRainClaimView {
  return {
    slotId: Number(c.slot_id), title: c.title, day: c.day, amount: dec(m, c.amount_minor), wageringMultiple: c.wagering_centi / 100,
    nonce: c.nonce, createdAt: new Date(c.created_at).toISOString(), serverSeedHash: c.server_seed_hash,
    // The seed is revealed only once nobody can draw from it any more.
    serverSeed: new Date(c.ends_at) <= now ? c.server_seed : null,
  };
}

function refuseTrial(who: RainMember): void {
  if (who.type === trialMemberType) throw new WpsError('free_reject');
}

export function createRedRainService(d: RedRainDeps): RedRainService {
  return {
    async state(m, who) {
      refuseTrial(who);
      const now = d.clock.now();
      const slots = await repo.slots(d.db, m.id, true);
      const shown = slots.map((s) => {
        const around = rainsAround(slotTime(s, m.timeZone), now);
        return { s, w: around.open ?? around.next, open: around.open !== null };
      });
      const [rains, claims] = await Promise.all([
        repo.rains(d.db, m.id, shown.map((x) => ({ slotId: Number(x.s.id), day: x.w.day }))),
        repo.memberClaims(d.db, m.id, who.memberId, redrainLimits.recent_max),
      ]);
      const rainOf = (slotId: number, day: string): RainRow | undefined => rains.find((r) => Number(r.slot_id) === slotId && r.day === day);
      const views: RedRainView[] = [];
      for (const { s, w, open } of shown) {
        const slotId = Number(s.id);
        const rain = rainOf(slotId, w.day);
        const mine = claims.find((c) => Number(c.slot_id) === slotId && c.day === w.day);
        const st = await standing(d.db, m, s, who.memberId, w.day, now);
        const budget = rain ? BigInt(rain.budget_minor) : BigInt(s.budget_minor);
        views.push({
          slotId, title: s.title, day: w.day, status: open ? 'open' : 'upcoming', startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString(),
          budget: dec(m, budget), left: dec(m, rain ? budget - BigInt(rain.paid_minor) : budget), wageringMultiple: s.wagering_centi / 100,
          ...st, serverSeedHash: rain?.server_seed_hash ?? null, claim: mine ? claimView(m, mine, now) : null,
        });
      }
      views.sort((a, b) => (a.status === b.status ? a.startsAt.localeCompare(b.startsAt) : a.status === 'open' ? -1 : 1));
      return { now: now.toISOString(), currency: m.currency.code, rains: views, recent: claims.map((c) => claimView(m, c, now)) };
    },

    async claim(m, who, ip, body) {
      refuseTrial(who);
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const s = await repo.slot(q, m.id, body.slotId);
        if (!s || !s.enabled) throw new WpsError('redrain.closed');
        const open: RainWindow | null = rainsAround(slotTime(s, m.timeZone), now).open;
        if (!open) throw new WpsError('redrain.closed');
        const slotId = Number(s.id);
        const st = await standing(q, m, s, who.memberId, open.day, now);
        if (!st.eligible) throw new WpsError('redrain.not.eligible', { requirement: st.requirement, progress: st.progress });

        const seed = newServerSeed();
        await repo.ensureRain(q, m.id, {
          slotId, day: open.day, startsAt: open.startsAt, endsAt: open.endsAt, budget_minor: BigInt(s.budget_minor), serverSeed: seed, serverSeedHash: serverSeedHash(seed),
        });
        // Every claim of this rain waits here for the ones before it, so the checks below and the
        // budget they read cannot change until this transaction ends.
        const rain = await repo.lockRain(q, m.id, slotId, open.day);
        const holder = await repo.holder(q, m.id, slotId, open.day, who.memberId, ip);
        if (holder === 'member') throw new WpsError('redrain.claimed');
        if (holder === 'address') throw new WpsError('redrain.address.claimed');
        const left = BigInt(rain.budget_minor) - BigInt(rain.paid_minor);
        if (left <= 0n) throw new WpsError('redrain.empty');

        const nonce = rain.claims + 1;
        const drawn = drawEnvelope(bandsOf(s), rain.server_seed, envelopeClientSeed(who.memberId), nonce);
        // The last envelope holds what is left when the draw asks for more.
        const amount_minor = drawn < left ? drawn : left;
        const wageringMultiple = s.wagering_centi / 100;
        const { grantId } = await d.rewards.grantIn(q, {
          merchantId: m.id, memberId: who.memberId, currency: s.currency, source: 'redrain', sourceRef: `${slotId}:${open.day}:${who.memberId}`,
          amount_minor, wageringMultiple, title: s.title,
          expiresAt: wageringMultiple > 0 ? new Date(now.getTime() + redrainLimits.wageringExpiry_ms) : null, now,
        });
        await repo.insertClaim(q, m.id, { slotId, day: open.day, memberId: who.memberId, ip, nonce, amount_minor, grantId, now });
        await repo.addPaid(q, m.id, slotId, open.day, amount_minor);
        return {
          slotId, title: s.title, day: open.day, amount: dec(m, amount_minor), wageringMultiple, nonce, createdAt: now.toISOString(),
          serverSeedHash: rain.server_seed_hash, serverSeed: null, left: dec(m, left - amount_minor),
        };
      });
    },
  };
}
