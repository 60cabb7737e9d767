import type { JobDefinition } from '../../context';
import type { TournamentAdminService } from './admin';

/**
 * The periodic run that pays ended tournaments (modules/jobs). Tournaments end at any minute, so
 * the periods are ten-minute spans of UTC ('2026-11-25T12:10'); the run of a span pays every
 * tournament of the merchant that ended (plus the settlement delay) by the span's end. Paying is
 * idempotent per tournament (admin.settle), so spans that overlap in what they find, or a span
 * run twice, pay each tournament once. A tournament is paid within about ten minutes of its end.
 */
export const settleJobName = 'tournaments.settle';
const span_ms = 10 * 60_000;
/** Spans a pass looks back over: an hour, so a platform down for less than that catches up. */
const spansBack = 6;
const periodPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d0$/;

const periodOf = (start_ms: number) => new Date(start_ms).toISOString().slice(0, 16);
const endOf = (period: string) => Date.parse(`${period}:00.000Z`) + span_ms;

export function tournamentSettleJob(admin: TournamentAdminService): JobDefinition {
  return {
    name: settleJobName,
    duePeriods(_merchant, now) {
      const lastEnded = Math.floor(now.getTime() / span_ms) * span_ms - span_ms;
      return Array.from({ length: spansBack }, (_, i) => periodOf(lastEnded - (spansBack - 1 - i) * span_ms));
    },
    acceptsPeriod(_merchant, period, now) {
      return periodPattern.test(period) && !Number.isNaN(endOf(period)) && endOf(period) <= now.getTime();
    },
    async run({ merchant, period, now, heartbeat }) {
      const settled = await admin.settleDue(merchant, now, new Date(Math.min(endOf(period), now.getTime())), heartbeat);
      const paid = settled.filter((s) => s.settledNow);
      return {
        tournaments: paid.length,
        prizes: paid.reduce((n, s) => n + s.paid.length, 0),
        paid_minor: paid.reduce((n, s) => n + s.paid.reduce((m, p) => m + p.amount_minor, 0n), 0n).toString(),
      };
    },
  };
}
