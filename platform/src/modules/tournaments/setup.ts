import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db } from '../../db';
import { fieldsOf, viewOf, writeOf } from './fields';
import { tournamentsRepo as repo } from './repo';
import type { BoTournamentCreate, BoTournamentPatch, TournamentView } from './schema';

export interface TournamentSetupDeps {
  db: Db;
  clock: Clock;
  /** Every change is recorded in its transaction. */
  audit: AuditService;
}

/** Operators create and change tournaments (the /bo routes, the CLI, the demo seed); each change audited. */
export interface TournamentSetupService {
  /** How many tournaments the merchant has, enabled or not (the demo seed adds one only to none). */
  count(m: Merchant): Promise<number>;
  create(m: Merchant, input: BoTournamentCreate, operator: string): Promise<TournamentView>;
  /** A settled tournament cannot change (tournament.settled): its results are paid. */
  update(m: Merchant, id: number, patch: BoTournamentPatch, operator: string): Promise<TournamentView>;
}

export function createTournamentSetupService(d: TournamentSetupDeps): TournamentSetupService {
  return {
    async count(m) {
      return repo.count(d.db, m.id);
    },

    async create(m, input, operator) {
      const w = writeOf(m, input);
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const id = Number(await repo.insert(q, m.id, w, now));
        const t = (await repo.byId(q, m.id, id))!;
        await d.audit.record(q, { at: now, operator, merchantId: m.id, action: 'tournament.create', target: `tournament:${id}`, before: null, after: fieldsOf(m, t) });
        return viewOf(m, t, now, []);
      });
    },

    async update(m, id, patch, operator) {
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const before = await repo.lock(q, m.id, id);
        if (!before) throw new WpsError('tournament.not.found');
        if (before.settled_at) throw new WpsError('tournament.settled');
        const w = writeOf(m, { ...fieldsOf(m, before), ...patch });
        await repo.update(q, m.id, id, w, now);
        const after = (await repo.byId(q, m.id, id))!;
        await d.audit.record(q, { at: now, operator, merchantId: m.id, action: 'tournament.update', target: `tournament:${id}`, before: fieldsOf(m, before), after: fieldsOf(m, after) });
        return viewOf(m, after, now, []);
      });
    },
  };
}
