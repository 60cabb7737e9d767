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

export interface OutboxServiceOptions {
  db: Db;
  clock: Clock;
  providers: Record<OutboxChannel, OutboxProvider>;
  backoffBase_ms?: number;
  maxAttempts?: number;
  /** Failures nobody awaits (a background pass that could not reach the database). */
  onError?: (err: Error) => void;
}

const recipientPattern: Record<OutboxChannel, RegExp> = {
  sms: /^\+\d{2,24}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,255}$/,
};

/**
 * The SMS and e-mail outbox. A service enqueues inside its own transaction and calls
 * dispatchSoon() after commit; main.ts also runs dispatchSoon() on a timer, which picks up
 * retries and anything a crashed replica left. Passes run one at a time per process.
 */
export class OutboxService implements Outbox {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly providers: Record<OutboxChannel, OutboxProvider>;
  private readonly backoffBase_ms: number;
  private readonly maxAttempts: number;
  private readonly onError: (err: Error) => void;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = false;
  private closed = false;

  constructor(opts: OutboxServiceOptions) {
    this.db = opts.db;
    this.clock = opts.clock;
    this.providers = opts.providers;
    this.backoffBase_ms = opts.backoffBase_ms ?? outboxLimits.backoffBase_ms;
    this.maxAttempts = opts.maxAttempts ?? outboxLimits.maxAttempts;
    this.onError = opts.onError ?? ((e) => console.error('[outbox]', e.message));
  }

  providerName(channel: OutboxChannel): string {
    return this.providers[channel].name;
  }

  async enqueue(q: Queryable, msg: OutboxMessageInput): Promise<number> {
    if (!recipientPattern[msg.channel].test(msg.recipient)) throw new Error(`outbox: recipient ${JSON.stringify(msg.recipient)} is not a valid ${msg.channel} recipient`);
    if (!msg.body || msg.body.length > 20_000) throw new Error('outbox: body must be 1-20000 characters');
    const held = this.providers[msg.channel].holds;
    return outboxRepo.insert(q, {
      merchantId: msg.merchantId,
      channel: msg.channel,
      recipient: msg.recipient,
      subject: msg.subject ?? null,
      body: msg.body,
      purpose: msg.purpose,
      // Without a provider the row is the message: nothing to dispatch.
      status: held ? 'held' : 'pending',
      now: this.clock.now(),
    });
  }

  dispatchSoon(): void {
    if (this.queued || this.closed) return;
    this.queued = true;
    this.dispatchPending().catch((e: unknown) => this.onError(e instanceof Error ? e : new Error(String(e))));
  }

  /** Runs one pass after any pass already running; resolves with what it did. */
  dispatchPending(): Promise<DispatchSummary> {
    const run = this.tail.then(() => {
      this.queued = false;
      return this.pass();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Resolves when no pass is running or queued. */
  async idle(): Promise<void> {
    await this.tail;
  }

  /** Stops taking new background passes, waits for the running one, closes providers. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    for (const p of new Set(Object.values(this.providers))) await p.close?.();
  }

  async list(f: { merchantId: number; channel?: OutboxChannel; recipient?: string; limit?: number }): Promise<OutboxEntry[]> {
    const limit = Math.min(Math.max(f.limit ?? 50, 1), outboxLimits.listMax);
    const rows = await outboxRepo.list(this.db, { ...f, limit });
    return rows.map(toEntry);
  }

  private async pass(): Promise<DispatchSummary> {
    const summary: DispatchSummary = { sent: 0, held: 0, retried: 0, failed: 0 };
    for (let b = 0; b < outboxLimits.batchesPerPass; b++) {
      const now = this.clock.now();
      const rows = await outboxRepo.claimDue(this.db, now, new Date(now.getTime() + outboxLimits.lease_ms), outboxLimits.batch);
      await Promise.all(rows.map((row) => this.deliver(row, summary)));
      if (rows.length < outboxLimits.batch) break;
    }
    return summary;
  }

  private async deliver(row: OutboxRow, summary: DispatchSummary): Promise<void> {
    const provider = this.providers[row.channel];
    if (provider.holds) {
      await outboxRepo.markHeld(this.db, row.merchant_id, row.id);
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
      if (e instanceof PermanentFailure || row.attempts >= this.maxAttempts) {
        await outboxRepo.markFailed(this.db, row.merchant_id, row.id, error);
        summary.failed++;
      } else {
        const wait_ms = this.backoffBase_ms * 2 ** (row.attempts - 1);
        await outboxRepo.retryAt(this.db, row.merchant_id, row.id, error, new Date(this.clock.now().getTime() + wait_ms));
        summary.retried++;
      }
      return;
    }
    await outboxRepo.markSent(this.db, row.merchant_id, row.id, this.clock.now());
    summary.sent++;
  }
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
