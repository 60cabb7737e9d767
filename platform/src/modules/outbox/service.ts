import type { Clock, Outbox, OutboxEntry, OutboxMessageInput } from '../../context';
import type { Db, Queryable } from '../../db';
import { PermanentFailure, type OutboxProvider } from './providers';
import { outboxRepo, type OutboxChannel, type OutboxRow } from './repo';

/** Limits of the outbox: attempts per message, the backoff between them, how much one pass takes. */
export const outboxLimits = {
  maxAttempts: 5,
  /** Wait after the nth failed attempt: base × 2^(n-1), i.e. 5, 10, 20, 40 s. */
  backoffBase_ms: 5_000,
  /** A claimed row is left alone this long; longer than any provider timeout. */
  lease_ms: 120_000,
  batch: 20,
  /** Batches per pass: a pass never runs unbounded, the timer comes back for the rest. */
  batchesPerPass: 10,
  listMax: 200,
  error_chars: 500,
} as const;

export type { OutboxEntry };

export interface DispatchSummary {
  sent: number;
  held: number;
  retried: number;
  failed: number;
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  /** Who carries each channel (providersFromConfig, or stand-ins in tests). */
  providers: Record<OutboxChannel, OutboxProvider>;
  /** Failures nobody awaits (a background pass that could not reach the database). */
  onError: (err: Error) => void;
}

/** The outbox is the Outbox of context.ts: every module enqueues through that interface. */
export type OutboxService = Outbox;

const recipientPattern: Record<OutboxChannel, RegExp> = {
  sms: /^\+\d{2,24}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,255}$/,
};

/**
 * The SMS and e-mail outbox. A service enqueues inside its own transaction and calls
 * dispatchSoon() after commit; main.ts also runs dispatchSoon() on a timer, which picks up
 * retries and anything a crashed replica left. Passes run one at a time per process: each
 * runs after the tail of the one before.
 */
export function createOutboxService(deps: OutboxDeps): OutboxService {
  const { db, clock, providers, onError } = deps;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = false;
  let closed = false;

  async function pass(): Promise<DispatchSummary> {
    const summary: DispatchSummary = { sent: 0, held: 0, retried: 0, failed: 0 };
    for (let b = 0; b < outboxLimits.batchesPerPass; b++) {
      const now = clock.now();
      const rows = await outboxRepo.claimDue(db, now, new Date(now.getTime() + outboxLimits.lease_ms), outboxLimits.batch);
      await Promise.all(rows.map((row) => deliver(row, summary)));
      if (rows.length < outboxLimits.batch) break;
    }
    return summary;
  }

  async function deliver(row: OutboxRow, summary: DispatchSummary): Promise<void> {
    const provider = providers[row.channel];
    if (provider.holds) {
      await outboxRepo.markHeld(db, row.merchant_id, row.id);
      summary.held++;
      return;
    }
    try {
      await provider.send({
        id: Number(row.id), merchantId: row.merchant_id, channel: row.channel, recipient: row.recipient,
        subject: row.subject, body: row.body, purpose: row.purpose,
      });
    } catch (e) {
      const error = `${provider.name}: ${(e as Error).message}`.slice(0, outboxLimits.error_chars);
      if (e instanceof PermanentFailure || row.attempts >= outboxLimits.maxAttempts) {
        await outboxRepo.markFailed(db, row.merchant_id, row.id, error);
        summary.failed++;
      } else {
        const wait_ms = outboxLimits.backoffBase_ms * 2 ** (row.attempts - 1);
        await outboxRepo.retryAt(db, row.merchant_id, row.id, error, new Date(clock.now().getTime() + wait_ms));
        summary.retried++;
      }
      return;
    }
    await outboxRepo.markSent(db, row.merchant_id, row.id, clock.now());
    summary.sent++;
  }

  /** Runs one pass after any pass already running; resolves with what it did. */
  function dispatchPending(): Promise<DispatchSummary> {
    const run = tail.then(() => {
      queued = false;
      return pass();
    });
    tail = run.catch(() => undefined);
    return run;
  }

  async function idle(): Promise<void> {
    await tail;
  }

  return {
    async enqueue(q: Queryable, msg: OutboxMessageInput): Promise<number> {
      if (!recipientPattern[msg.channel].test(msg.recipient)) throw new Error(`outbox: recipient ${JSON.stringify(msg.recipient)} is not a valid ${msg.channel} recipient`);
      if (!msg.body || msg.body.length > 20_000) throw new Error('outbox: body must be 1-20000 characters');
      const held = providers[msg.channel].holds;
      return outboxRepo.insert(q, {
        merchantId: msg.merchantId,
        channel: msg.channel,
        recipient: msg.recipient,
        subject: msg.subject ?? null,
        body: msg.body,
        purpose: msg.purpose,
        // Without a provider the row is the message: nothing to dispatch.
        status: held ? 'held' : 'pending',
        now: clock.now(),
      });
    },

    dispatchSoon(): void {
      if (queued || closed) return;
      queued = true;
      dispatchPending().catch((e: unknown) => onError(e instanceof Error ? e : new Error(String(e))));
    },

    dispatchPending,
    idle,

    /** Stops taking new background passes, waits for the running one, closes providers. */
    async close(): Promise<void> {
      closed = true;
      await idle();
      for (const p of new Set(Object.values(providers))) await p.close?.();
    },

    async list(f: { merchantId: number; channel?: OutboxChannel; recipient?: string; limit?: number }): Promise<OutboxEntry[]> {
      const limit = Math.min(Math.max(f.limit ?? 50, 1), outboxLimits.listMax);
      const rows = await outboxRepo.list(db, { ...f, limit });
      return rows.map(toEntry);
    },
  };
}

function toEntry(r: OutboxRow): OutboxEntry {
  return {
    id: Number(r.id),
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    purpose: r.purpose,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  };
}

/**
 * Runs dispatchSoon() every interval_ms until stopped (main.ts). The timer is unref'd, so it
 * never keeps a process alive on its own; stop() waits for the pass in flight.
 */
export function startOutboxTimer(outbox: Outbox, interval_ms = 3_000): { stop(): Promise<void> } {
  const timer = setInterval(() => outbox.dispatchSoon(), interval_ms);
  timer.unref();
  outbox.dispatchSoon();
  return {
    async stop() {
      clearInterval(timer);
      await outbox.idle();
    },
  };
}
