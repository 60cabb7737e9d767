import { minorToDecimalString } from '@/lib/format';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput, minorField } from '../../errors';
import { redrainRepo as repo, type SlotRow, type SlotWrite } from './repo';
import { bandsProblem, clockText, rainsAround, slotTime } from './rules';
import { redrainLimits, type BoSlotCreate, type BoSlotPatch, type SlotView } from './schema';

export interface RedRainSlotsDeps {
  db: Db;
  clock: Clock;
  /** Every change of a slot is recorded in its transaction. */
  audit: AuditService;
}

/** The operators' side of the rain: its slots, each change audited (the /bo routes, the CLI, the demo seed). */
export interface RedRainSlotsService {
  listSlots(m: Merchant): Promise<SlotView[]>;
  createSlot(m: Merchant, input: BoSlotCreate, operator: string): Promise<SlotView>;
  updateSlot(m: Merchant, id: number, patch: BoSlotPatch, operator: string): Promise<SlotView>;
}

const digitsOf = (m: Merchant) => m.currency.minorDigits;
const dec = (m: Merchant, v: bigint | string | number) => minorToDecimalString(BigInt(v), digitsOf(m));

/** An operator's slot fields checked and turned into the row's shape (amounts in minor units). */
function slotWrite(m: Merchant, i: BoSlotCreate): SlotWrite {
  const minor = (field: string, v: string) => minorField(field, v, digitsOf(m), 'positive');
  const bands = i.bands.map((b, n) => ({ min_minor: minor(`bands.${n}.min`, b.min), max_minor: minor(`bands.${n}.max`, b.max), weight: b.weight }));
  const problem = bandsProblem(bands);
  if (problem) throw invalidInput([{ field: 'bands', message: problem }]);
  const budget_minor = minor('budget', i.budget);
  const [h, mi] = i.start.split(':').map(Number);
  return {
    title: i.title, startMinute: h * 60 + mi, durationMinutes: i.minutes, currency: m.currency.code, budget_minor,
    bands: bands.map((b) => ({ min_minor: b.min_minor.toString(), max_minor: b.max_minor.toString(), weight: b.weight })),
    wageringCenti: Math.round(i.wagering * 100),
    minTurnover_minor: i.minTurnover === null ? null : minor('minTurnover', i.minTurnover),
    minDeposit_minor: i.minDeposit === null ? null : minor('minDeposit', i.minDeposit),
    enabled: i.enabled,
  };
}

/** The create fields of an existing slot, so a PATCH is checked as a whole slot. */
function createFieldsOf(m: Merchant, s: SlotRow): BoSlotCreate {
  return {
    title: s.title, start: clockText(s.start_minute), minutes: s.duration_minutes, budget: dec(m, s.budget_minor),
    bands: s.bands.map((b) => ({ min: dec(m, b.min_minor), max: dec(m, b.max_minor), weight: b.weight })),
    wagering: s.wagering_centi / 100,
    minTurnover: s.min_turnover_minor === null ? null : dec(m, s.min_turnover_minor),
    minDeposit: s.min_deposit_minor === null ? null : dec(m, s.min_deposit_minor),
    enabled: s.enabled,
  };
}

export function createRedRainSlotsService(d: RedRainSlotsDeps): RedRainSlotsService {
  async function slotView(q: Queryable, m: Merchant, s: SlotRow, now: Date): Promise<SlotView> {
    const around = rainsAround(slotTime(s, m.timeZone), now);
    const shown = around.open ?? around.last;
    const [rain] = await repo.rains(q, m.id, [{ slotId: Number(s.id), day: shown.day }]);
    return {
      id: Number(s.id), ...createFieldsOf(m, s), timeZone: m.timeZone, currency: s.currency,
      today: rain ? { day: rain.day, paid: dec(m, rain.paid_minor), claims: rain.claims, serverSeedHash: rain.server_seed_hash } : null,
      next: { startsAt: around.next.startsAt.toISOString(), endsAt: around.next.endsAt.toISOString() },
    };
  }

  async function audited(m: Merchant, operator: string, action: string, before: SlotRow | null, write: (q: Queryable, now: Date) => Promise<SlotRow>): Promise<SlotView> {
    const now = d.clock.now();
    return d.db.tx(async (q) => {
      const after = await write(q, now);
      await d.audit.record(q, {
        at: now, operator, merchantId: m.id, action, target: `redrain_slot:${after.id}`,
        before: before && createFieldsOf(m, before), after: createFieldsOf(m, after),
      });
      return slotView(q, m, after, now);
    });
  }

  return {
    async listSlots(m) {
      const now = d.clock.now();
      const slots = await repo.slots(d.db, m.id, false);
      return Promise.all(slots.map((s) => slotView(d.db, m, s, now)));
    },

    async createSlot(m, input, operator) {
      const write = slotWrite(m, input);
      return audited(m, operator, 'redrain.slot.create', null, async (q, now) => {
        if ((await repo.slots(q, m.id, false)).length >= redrainLimits.slots_max) {
          throw invalidInput([{ field: 'slot', message: `at most ${redrainLimits.slots_max} slots per merchant` }]);
        }
        return repo.insertSlot(q, m.id, write, now);
      });
    },

    async updateSlot(m, id, patch, operator) {
      const before = await repo.slot(d.db, m.id, id);
      if (!before) throw new WpsError('not.found');
      const write = slotWrite(m, { ...createFieldsOf(m, before), ...patch });
      return audited(m, operator, 'redrain.slot.update', before, (q, now) => repo.updateSlot(q, m.id, id, write, now));
    },
  };
}
