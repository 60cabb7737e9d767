import { maintainDb, startDbMaintenance } from '@/platform/src/db/maintenance';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

/** What the planner knows of a table: its estimated rows (-1: never analyzed) and its all-visible pages (set by VACUUM). */
async function plannerView(p: TestPlatform, table: string) {
  const r = await p.deps.db.query<{ reltuples: number; relallvisible: number }>(
    'SELECT reltuples::float8 AS reltuples, relallvisible FROM pg_class WHERE relname = $1', [table]);
  return { rows: Number(r.rows[0].reltuples), visiblePages: Number(r.rows[0].relallvisible) };
}

async function countOf(p: TestPlatform, table: 'games' | 'game_names') {
  return Number((await p.deps.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
}

describeEachDb('database maintenance', (get) => {
  let p: TestPlatform;
  // The demo seed fills a freshly migrated database, as `npm start` does.
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  it('analyzes the embedded database after it is filled, and leaves a PostgreSQL server to its autovacuum', async () => {
    // The seed filled the catalog (the house's games): the planner's figure below must be that count, not a guess.
    const games = await countOf(p, 'games');
    expect(games).toBeGreaterThan(0);
    if (get().kind === 'pglite') {
      // Never analyzed: the planner would guess the catalog's size.
      expect((await plannerView(p, 'games')).rows).toBe(-1);
      await expect(maintainDb(p.deps.db, { full: false })).resolves.toBe(true);
      expect((await plannerView(p, 'games')).rows).toBe(games);
      expect((await plannerView(p, 'game_names')).rows).toBe(await countOf(p, 'game_names'));
    } else {
      const before = await plannerView(p, 'games');
      await expect(maintainDb(p.deps.db, { full: true })).resolves.toBe(false);
      expect(await plannerView(p, 'games')).toEqual(before);
    }
  });

  it('vacuums the embedded database on its timer until stopped', async () => {
    const errors: Error[] = [];
    const maintenance = startDbMaintenance(p.deps.db, (e) => errors.push(e), 20);
    if (get().kind === 'pglite') {
      const deadline = Date.now() + 10_000;
      while ((await plannerView(p, 'games')).visiblePages === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect((await plannerView(p, 'games')).visiblePages).toBeGreaterThan(0);
    }
    await maintenance.stop();
    expect(errors).toEqual([]);
  });
});
