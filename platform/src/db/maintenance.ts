import type { Db } from './index';

/**
 * Embedded PGlite runs no autovacuum: without this module its tables are never analyzed, so
 * the planner guesses their sizes. It then picked nested loops that rescan game_names per
 * catalog game, and the hot-games query took 19-56 ms on the demo catalog with no bets at all
 * (4 ms once analyzed); and rows that updates and purges leave dead are never reclaimed.
 * PostgreSQL's autovacuum does both by itself, so nothing here touches a server.
 */
export const dbMaintenanceLimits = {
  /** How often PGlite is vacuumed and analyzed; a pass holds the single connection for 0.1-0.6 s on the demo data. */
  pglite_interval_ms: 15 * 60_000,
} as const;

/**
 * Refreshes the planner's statistics (`full`: also reclaims dead rows) where nobody else does:
 * on PGlite. Returns whether it ran. VACUUM cannot run inside a transaction; neither call does.
 */
export async function maintainDb(db: Db, { full }: { full: boolean }): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.query(full ? 'VACUUM (ANALYZE)' : 'ANALYZE');
  return true;
}

/** Vacuums and analyzes PGlite every `interval_ms` until stopped; a failed pass is reported and the next one tries again. */
export function startDbMaintenance(
  db: Db, onError: (e: Error) => void, interval_ms: number = dbMaintenanceLimits.pglite_interval_ms,
): { stop(): Promise<void> } {
  if (db.kind !== 'pglite') return { stop: async () => undefined };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = maintainDb(db, { full: true }).catch(onError);
  }, interval_ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
