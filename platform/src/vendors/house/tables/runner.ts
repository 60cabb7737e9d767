import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../context';
import type { Db } from '../../../db';
import type { TableEngine } from './engine';
import { tablesRepo as repo } from './repo';

export const runnerLimits = {
  /** A lease runs this long unless renewed; a crashed holder's tables move on after at most this. */
  lease_ms: 5_000,
  /** How often held leases are renewed and tables without a live holder are looked for. */
  sweep_ms: 1_000,
  /** Tables one sweep looks at. */
  sweepTables_max: 500,
  /** A timer never waits longer than this, so a clock that jumps (or a missed wake) is caught up. */
  timer_max_ms: 5_000,
} as const;

export interface TableRunner {
  /** A table woke (a player sat or is still there): drive it if no other process does. */
  kick(merchantId: number, tableId: string): void;
  /** Looks once for tables left in play (a restart) and drives them. */
  start(): Promise<void>;
  /** Stops every timer, waits for steps in flight and lets go of the leases it holds. */
  stop(): Promise<void>;
  /** This process's lease owner id. */
  readonly owner: string;
}

interface Held {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  /** Stepped again as soon as the step in flight ends. */
  again: boolean;
}

/**
 * Drives the tables' timers in this process. A table is driven by the one process holding its
 * lease (a row of house_tables), renewed on every step and every sweep; a process that dies
 * lets its lease run out and another takes the table over. The runner sweeps (one query a
 * second) only while some table of the platform is in use, which it learns from a wake here or
 * at start, so an idle platform costs no query. Correctness never rests on the lease: every step of the engine is a conditional
 * update and every wallet call idempotent; the lease only keeps two processes from doing the
 * same work.
 */
export function createTableRunner(deps: { db: Db; clock: Clock; engine: TableEngine; onError: (err: Error) => void }): TableRunner {
  // The pid tells an operator (and the tests) which process holds a table; the random part tells restarts apart.
  const owner = `p${process.pid}_${randomBytes(6).toString('hex')}`;
  const held = new Map<string, Held>();
  let sweepTimer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  let stopped = false;
  /** Whether this process ever held a lease (an idle process stops without a query). */
  let claimed = false;
  const keyOf = (merchantId: number, tableId: string) => `${merchantId}:${tableId}`;
  const parse = (key: string) => {
    const i = key.indexOf(':');
    return { merchantId: Number(key.slice(0, i)), tableId: key.slice(i + 1) };
  };
  const leaseUntil = () => new Date(deps.clock.now().getTime() + runnerLimits.lease_ms);

  function schedule(key: string, h: Held, at: Date): void {
    if (h.timer) clearTimeout(h.timer);
    const wait_ms = Math.min(Math.max(at.getTime() - deps.clock.now().getTime(), 0), runnerLimits.timer_max_ms);
    h.timer = setTimeout(() => drive(key), wait_ms);
    h.timer.unref();
  }

  async function step(key: string, h: Held): Promise<void> {
    const { merchantId, tableId } = parse(key);
    const mine = await repo.claimLease(deps.db, merchantId, tableId, owner, leaseUntil(), deps.clock.now());
    if (!mine) {
      held.delete(key);
      return;
    }
    claimed = true;
    const next = await deps.engine.advance(merchantId, tableId);
    if (stopped) return;
    if (next === null) {
      // Asleep: nobody at the table and no round in play. Another wake starts it again.
      held.delete(key);
      await repo.releaseLease(deps.db, owner, { merchantId, tableId });
      return;
    }
    schedule(key, h, next);
  }

  function drive(key: string): void {
    if (stopped) return;
    let h = held.get(key);
    if (!h) {
      h = { timer: null, running: null, again: false };
      held.set(key, h);
    }
    if (h.running) {
      h.again = true;
      return;
    }
    const current = h;
    current.running = step(key, current)
      .catch((e: unknown) => {
        deps.onError(e instanceof Error ? e : new Error(String(e)));
        if (!stopped && held.get(key) === current) schedule(key, current, new Date(deps.clock.now().getTime() + runnerLimits.sweep_ms));
      })
      .finally(() => {
        current.running = null;
        if (current.again && !stopped) {
          current.again = false;
          drive(key);
        }
      });
    ensureSweeping();
  }

  async function sweep(): Promise<void> {
    const active = await repo.activeTables(deps.db, owner, deps.clock.now(), runnerLimits.sweepTables_max);
    // Tables held but not drivable any more are asleep and released, or were taken over by another process.
    for (const t of active) {
      const key = keyOf(t.merchant_id, t.table_id);
      if (t.drivable && !held.get(key)?.running) drive(key);
    }
    // While any table is in use, another process's may need taking over when it dies.
    if (active.length > 0) ensureSweeping();
    else if (held.size === 0 && sweepTimer) {
      clearInterval(sweepTimer);
      sweepTimer = null;
    }
  }

  function ensureSweeping(): void {
    if (sweepTimer || stopped) return;
    sweepTimer = setInterval(() => {
      if (sweeping) return;
      sweeping = sweep().catch((e: unknown) => deps.onError(e instanceof Error ? e : new Error(String(e)))).finally(() => {
        sweeping = null;
      });
    }, runnerLimits.sweep_ms);
    sweepTimer.unref();
  }

  return {
    owner,
    kick(merchantId, tableId) {
      drive(keyOf(merchantId, tableId));
    },
    async start() {
      await sweep();
    },
    async stop() {
      stopped = true;
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      for (const h of held.values()) if (h.timer) clearTimeout(h.timer);
      await Promise.all([sweeping, ...[...held.values()].map((h) => h.running)].map((p) => p?.catch(() => undefined)));
      held.clear();
      // Another process may take the tables over at once; if the database is gone already, the leases run out instead.
      if (claimed) await repo.releaseLease(deps.db, owner, null).catch(() => undefined);
    },
  };
}
