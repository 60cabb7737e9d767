import { readFileSync, statSync } from 'node:fs';

/**
 * Time as the platform sees it. A leaf: infra and every module take a Clock, so tests can move
 * time, and this file imports nothing of ours, so nothing can loop back through it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock ahead of `base` by the milliseconds written in a file (REWARDS_CLOCK_FILE; end-to-end
 * tests only): a spec writes 86400000 and the daily rewards see tomorrow. The file is read again
 * when it changes (looked at at most every 100 ms); missing or not a number counts as 0.
 */
export function fileOffsetClock(base: Clock, file: string): Clock {
  let checked_ms = 0;
  let mtime_ms = -1;
  let offset_ms = 0;
  return {
    now() {
      const t = base.now();
      if (t.getTime() - checked_ms >= 100 || t.getTime() < checked_ms) {
        checked_ms = t.getTime();
        try {
          const m = statSync(file).mtimeMs;
          if (m !== mtime_ms) {
            mtime_ms = m;
            const n = Number(readFileSync(file, 'utf8').trim());
            offset_ms = Number.isSafeInteger(n) ? n : 0;
          }
        } catch {
          mtime_ms = -1;
          offset_ms = 0;
        }
      }
      return new Date(t.getTime() + offset_ms);
    },
  };
}
