import { addDays, merchantDay } from '@/lib/time/merchant-day';
import { FairStream, uniformBelow } from '../../vendors/house/fair/stream';

/**
 * The rain's pure rules: where a slot falls in time (a daily window in the merchant's time zone), and
 * how an envelope's amount is drawn from the weighted bands on the platform's provably fair
 * stream (vendors/house/fair: HMAC-SHA256 of the rain's committed server seed).
 */

/** One band of amounts: drawn with probability weight / total, then an amount uniformly in [min, max]. */
export interface Band {
  min_minor: bigint;
  max_minor: bigint;
  weight: number;
}

export const bandLimits = { bands_max: 10, weight_max: 1_000_000, amount_max_minor: 1_000_000_000n } as const;

/** Why a band list is refused, or null when it is good: 1..10 bands, min ≤ max, positive amounts and weights. */
export function bandsProblem(bands: readonly Band[]): string | null {
  if (bands.length < 1 || bands.length > bandLimits.bands_max) return `1 to ${bandLimits.bands_max} bands`;
  for (const b of bands) {
    if (b.min_minor < 1n || b.max_minor < b.min_minor || b.max_minor > bandLimits.amount_max_minor) return 'each band needs 0 < min <= max <= 10,000,000.00';
    if (!Number.isInteger(b.weight) || b.weight < 1 || b.weight > bandLimits.weight_max) return 'each weight is a whole number from 1 to 1,000,000';
  }
  return null;
}

/**
 * The amount of the envelope at `nonce` of a rain: the band by weight (one uniform draw below the
 * total weight), then the amount inside the band (a second draw), both from the stream of
 * (serverSeed, clientSeed, nonce), so anyone holding the revealed seed can recompute it.
 */
export function drawEnvelope(bands: readonly Band[], serverSeed: string, clientSeed: string, nonce: number): bigint {
  const stream = new FairStream(serverSeed, clientSeed, nonce);
  const total = bands.reduce((s, b) => s + b.weight, 0);
  let pick = uniformBelow(stream, total);
  let band = bands[bands.length - 1];
  for (const b of bands) {
    if (pick < b.weight) { band = b; break; }
    pick -= b.weight;
  }
  const span = Number(band.max_minor - band.min_minor) + 1;
  return band.min_minor + BigInt(uniformBelow(stream, span));
}

/** The client seed of a member's envelope: fixed by who opens it, so the house cannot choose it per draw. */
export const envelopeClientSeed = (memberId: number) => `member:${memberId}`;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatFor(zone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormat.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time in `zone` at instant t. */
function wallClock(t: Date, zone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(formatFor(zone).formatToParts(t).map((x) => [x.type, x.value]));
  return { y: +p.year, mo: +p.month, d: +p.day, h: +p.hour % 24, mi: +p.minute, s: +p.second };
}

/** The zone's offset from UTC at instant t, in ms (UTC+8 → +8 h). */
function offset_ms(t: Date, zone: string): number {
  const w = wallClock(t, zone);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(t.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock of `zone` shows `day` (YYYY-MM-DD) plus `minute` minutes. */
export function zonedInstant(day: string, minute: number, zone: string): Date {
  const [y, mo, d] = day.split('-').map(Number);
  const naive = Date.UTC(y, mo - 1, d, 0, minute);
  // Two passes settle the offset across a daylight-saving change.
  let t = naive - offset_ms(new Date(naive), zone);
  t = naive - offset_ms(new Date(t), zone);
  return new Date(t);
}

/** When a slot's rain of a given local day opens and closes. */
export interface RainWindow {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotTime {
  timeZone: string;
  startMinute: number;
  durationMinutes: number;
}

/** A slot row's timing in the merchant's zone, as the rules read it. */
export const slotTime = (s: { start_minute: number; duration_minutes: number }, timeZone: string): SlotTime => ({
  timeZone, startMinute: s.start_minute, durationMinutes: s.duration_minutes,
});

export function rainOf(slot: SlotTime, day: string): RainWindow {
  const startsAt = zonedInstant(day, slot.startMinute, slot.timeZone);
  return { day, startsAt, endsAt: new Date(startsAt.getTime() + slot.durationMinutes * 60_000) };
}

/**
 * The slot's rains around `now`: the one open now (or null), the next to open, and the last that
 * closed. A rain may run past local midnight, so yesterday's is looked at too.
 */
export function rainsAround(slot: SlotTime, now: Date): { open: RainWindow | null; next: RainWindow; last: RainWindow } {
  const today = merchantDay(now, slot.timeZone);
  const days = [-1, 0, 1, 2].map((n) => rainOf(slot, addDays(today, n)));
  const t = now.getTime();
  const open = days.find((r) => r.startsAt.getTime() <= t && t < r.endsAt.getTime()) ?? null;
  const next = days.find((r) => r.startsAt.getTime() > t)!;
  const last = [...days].reverse().find((r) => r.endsAt.getTime() <= t)!;
  return { open, next, last };
}

/** "12:00" for 720 minutes. */
export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
