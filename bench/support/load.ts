import { existsSync, readFileSync } from 'node:fs';

/** The p-th percentile of sorted values (NaN when there are none). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Runs `worker` in `n` loops for warmup_ms and then for_s seconds: the latencies of the
 * iterations that started after the warm-up and ended by the deadline, and how many ran in all.
 */
export async function runLoops(
  n: number, for_s: number, warmup_ms: number, worker: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; done: number }> {
  const start = performance.now();
  const measureFrom = start + warmup_ms;
  const end = measureFrom + for_s * 1000;
  const latencies: number[] = [];
  let done = 0;
  await Promise.all(Array.from({ length: n }, async (_, i) => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await worker(i);
      const t1 = performance.now();
      done += 1;
      if (t0 >= measureFrom && t1 <= end) latencies.push(t1 - t0);
    }
  }));
  return { latencies, done };
}

/** Completions per second and p50/p99 of a run's latencies (merged from several processes, in any order). */
export function summarise(latencies: number[], for_s: number): { perS: number; p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perS: sorted.length / for_s, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const clockTick_ms = 10; // USER_HZ is 100 on Linux
/** CPU ms a process (all its threads) has used so far, from /proc (null when it is not on this machine). */
export function procCpu_ms(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * clockTick_ms;
  } catch {
    return null;
  }
}
