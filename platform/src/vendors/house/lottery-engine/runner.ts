import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../context';
import type { Db } from '../../../db';
import type { LotteryEngine } from './engine';
import { lotteryRepo as repo } from './repo';

export const lotteryRunnerLimits = {
  /** A draw's lease runs this long unless renewed (between pages of a settlement); a crashed holder's draw moves on after it. */
  lease_ms: 15_000,
  /** How often due draws are looked for. */
  sweep_ms: 1_000,
  /** Draws one sweep works on, oldest close first. */
  sweepDraws_max: 20,
  /** Rollbacks owed (cancels, stopped chases) one sweep sends. */
  sweepCancels_max: 500,
  /** Merchants whose open draws one sweep makes. */
  sweepMerchants_max: 1_000,
} as const;

export interface LotteryRunner {
  /**
   * Starts sweeping; the first sweep (draws a stopped process left unfinished) runs at once but
   * is not waited for: settling a large draw takes seconds and must not hold up the start.
   */
  start(): Promise<void>;
  /** One sweep now (tests step the runner by hand). */
  sweep(): Promise<void>;
  /** Stops sweeping, waits for the sweep in flight and lets go of the leases it holds. */
  stop(): Promise<void>;
  readonly owner: string;
}

/**
 * Drives the draws: once a second it takes the draws whose close has passed and that are not
 * settled, claims each one's lease (a conditional UPDATE of the draw's row), and moves it on
 * (engine.advance: close, draw, pay). With several platform processes each draw is worked on by
 * the one holding its lease; a process that dies lets it run out and another takes the draw
 * over where it stood (a drawn draw is always settled, never drawn again). Correctness never
 * rests on the lease: every step is a conditional update and every wallet call idempotent.
 * A merchant's draws are first made when someone looks at one (GET /lgw/draw) or orders on it;
 * from then on each sweep makes every game's open draw as the schedule moves on, so results
 * follow one another. A platform where nobody ever played the lottery costs two indexed queries
 * a second.
 */
export function createLotteryRunner(deps: { db: Db; clock: Clock; engine: LotteryEngine; onError: (err: Error) => void }): LotteryRunner {
  const owner = `p${process.pid}_${randomBytes(6).toString('hex')}`;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  let stopped = false;
  const until = () => new Date(deps.clock.now().getTime() + lotteryRunnerLimits.lease_ms);

  async function sweepOnce(): Promise<void> {
    const due = await repo.dueDraws(deps.db, owner, deps.clock.now(), lotteryRunnerLimits.sweepDraws_max);
    for (const d of due) {
      if (stopped) return;
      const id = String(d.id);
      const claim = () => repo.claimDraw(deps.db, d.merchant_id, id, owner, until(), deps.clock.now());
      if (!(await claim())) continue;
      try {
        await deps.engine.advance(d.merchant_id, id, async () => !stopped && (await claim()));
      } catch (e) {
        deps.onError(e instanceof Error ? e : new Error(String(e)));
      }
    }
    if (!stopped) await deps.engine.finishCancels(lotteryRunnerLimits.sweepCancels_max);
    if (!stopped) await deps.engine.openDraws(lotteryRunnerLimits.sweepMerchants_max);
  }

  const sweep = (): Promise<void> => {
    if (sweeping) return sweeping;
    sweeping = sweepOnce().catch((e: unknown) => deps.onError(e instanceof Error ? e : new Error(String(e)))).finally(() => {
      sweeping = null;
    });
    return sweeping;
  };

  return {
    owner,
    sweep,
    async start() {
      stopped = false;
      if (timer) return;
      timer = setInterval(() => void sweep(), lotteryRunnerLimits.sweep_ms);
      timer.unref();
      setImmediate(() => void (stopped ? undefined : sweep()));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => undefined);
      await repo.releaseDraws(deps.db, owner, null).catch(() => undefined);
    },
  };
}
