/**
 * Times left as the reward screens show them (the red envelope rain's countdown, a tournament's
 * start and end). Pure: the caller passes both instants, the platform's `now` carried forward by
 * the phone's clock, so a phone whose clock is wrong still counts right.
 */

/** "01:02:03" until `to_ms` (or "02:03" under an hour); never negative. */
export function countdown(to_ms: number, now_ms: number): string {
  const s = Math.max(0, Math.ceil((to_ms - now_ms) / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${String(hh).padStart(2, '0')}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Whole days, hours and minutes in a span of ms (rounded up to the minute; never negative), for "2 d 3 h 5 min". */
export function durationParts(ms: number): { d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}
