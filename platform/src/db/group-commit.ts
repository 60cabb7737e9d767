/**
 * Group commit: calls that arrive while the database is busy go to it together, as one batch
 * (one statement, one round trip, one commit), and each caller gets its own answer after the
 * commit. The wallet's money calls use it (modules/vendor-wallet, vendor_wallet_batch); the
 * queue knows nothing of what a call is, only how to run a batch of them.
 *
 * When to send a batch, so that no setting has to guess the load:
 * - A call that finds no batch running goes at once, alone: one player never waits for company.
 * - While batches run, calls queue. A free slot (at most `concurrency` batches in flight) takes
 *   the queue as soon as it holds as many calls as arrived during the last batch (the load,
 *   measured), or `window_ms` after its first call came, whichever is first; at most `batchMax`.
 *   So batches grow with the load and shrink with it, and a call waits at most the window
 *   beyond the batch ahead of it.
 *
 * A failed batch never takes its neighbours down: a `retryable` failure (a concurrent clash the
 * batch function reports) is tried once more as it is; any other failure, or a second one, is
 * split in halves that run one after the other, down to the single call, which alone gets the
 * error. Calls of one batch keep their arrival order through the split.
 */

export interface GroupCommitSettings {
  /** The most calls one batch holds. */
  batchMax: number;
  /** The longest a call waits for company while another batch runs; never when none does. */
  window_ms: number;
  /** Batches in flight at once: one commits while the next one is being worked. */
  concurrency: number;
}

/** Measured on PostgreSQL with bench/wallet.ts (bench/README.md); tune with WALLET_BATCH_* (README.md, Wallet). */
export const groupCommitDefaults: GroupCommitSettings = { batchMax: 256, window_ms: 2, concurrency: 2 };

/** The bounds a setting may take (TigerStyle: a limit on everything). */
export const groupCommitLimits = {
  batchMax_max: 2_000,
  window_ms_max: 100,
  concurrency_max: 16,
} as const;

export interface GroupCommitStats {
  calls: number;
  batches: number;
  /** Batches that failed and were tried again or split. */
  retries: number;
  splits: number;
  largestBatch: number;
}

export interface GroupCommit<C, A> {
  /** Queues one call; resolves with its answer once its batch committed, or rejects with its own failure. */
  submit(call: C): Promise<A>;
  /** Resolves once nothing is queued or in flight. */
  drain(): Promise<void>;
  stats(): GroupCommitStats;
}

interface Pending<C, A> {
  call: C;
  resolve(answer: A): void;
  reject(err: unknown): void;
}

export function checkGroupCommitSettings(s: GroupCommitSettings): GroupCommitSettings {
  const ok = Number.isSafeInteger(s.batchMax) && s.batchMax >= 1 && s.batchMax <= groupCommitLimits.batchMax_max
    && Number.isFinite(s.window_ms) && s.window_ms >= 0 && s.window_ms <= groupCommitLimits.window_ms_max
    && Number.isSafeInteger(s.concurrency) && s.concurrency >= 1 && s.concurrency <= groupCommitLimits.concurrency_max;
  if (!ok) throw new Error(`group commit: bad settings ${JSON.stringify(s)}`);
  return s;
}

/**
 * A queue in front of `run`, which answers a batch of calls with one answer per call, in order,
 * or throws (then nothing of the batch may have stayed: it runs as one transaction).
 */
export function createGroupCommit<C, A>(
  run: (calls: C[]) => Promise<A[]>,
  settings: GroupCommitSettings = groupCommitDefaults,
  opts: { retryable?: (err: unknown) => boolean } = {},
): GroupCommit<C, A> {
  const { batchMax, window_ms, concurrency } = checkGroupCommitSettings(settings);
  const retryable = opts.retryable ?? (() => false);
  let queue: Pending<C, A>[] = [];
  let inFlight = 0;
  /** How many calls queued while the last batch ran: what the next batch should wait for. */
  let target = 1;
  let timer: NodeJS.Timeout | null = null;
  let windowOver = false;
  /** Calls submitted so far: the difference over a batch's run is the load it saw. */
  let arrived = 0;
  let idle: (() => void)[] = [];
  const stats: GroupCommitStats = { calls: 0, batches: 0, retries: 0, splits: 0, largestBatch: 0 };

  async function runOrSplit(batch: Pending<C, A>[], tried: boolean): Promise<void> {
    stats.batches += 1;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    let answers: A[];
    try {
      answers = await run(batch.map((p) => p.call));
      if (answers.length !== batch.length) throw new Error(`group commit: ${answers.length} answers for ${batch.length} calls`);
    } catch (e) {
      if (!tried && retryable(e)) {
        stats.retries += 1;
        return runOrSplit(batch, true);
      }
      if (batch.length === 1) {
        batch[0]!.reject(e);
        return;
      }
      stats.splits += 1;
      const half = Math.ceil(batch.length / 2);
      await runOrSplit(batch.slice(0, half), false);
      await runOrSplit(batch.slice(half), false);
      return;
    }
    for (const [i, p] of batch.entries()) p.resolve(answers[i]!);
  }

  function launch(): void {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    windowOver = false;
    const batch = queue.slice(0, batchMax);
    queue = queue.slice(batch.length);
    inFlight += 1;
    const arrivedBefore = arrived;
    void runOrSplit(batch, false).finally(() => {
      inFlight -= 1;
      // What came in while this batch ran is the load the next one should gather.
      target = Math.min(batchMax, Math.max(1, arrived - arrivedBefore));
      pump();
    });
  }

  function pump(): void {
    while (queue.length > 0 && inFlight < concurrency) {
      if (inFlight > 0 && queue.length < target && !windowOver) {
        timer ??= setTimeout(() => {
          timer = null;
          windowOver = true;
          pump();
        }, window_ms);
        return;
      }
      launch();
    }
    if (queue.length === 0 && inFlight === 0) {
      const waiting = idle;
      idle = [];
      for (const w of waiting) w();
    }
  }

  return {
    submit(call) {
      stats.calls += 1;
      arrived += 1;
      return new Promise<A>((resolve, reject) => {
        queue.push({ call, resolve, reject });
        pump();
      });
    },
    drain() {
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    stats: () => ({ ...stats }),
  };
}
