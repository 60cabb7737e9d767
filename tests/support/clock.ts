import type { Clock } from '@/platform/src/context';

/** A clock the test moves by hand (rate windows, expiries, idle timeouts). */
export function manualClock(start_ms = Date.now()): Clock & { advance(ms: number): void } {
  let t = start_ms;
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

let ipSeq = 0;
/** A client address of its own per call site, so per-IP counters never leak between tests. */
export const freshIp = () => `203.0.113.${(ipSeq++ % 250) + 1}`;
