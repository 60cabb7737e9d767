import { minorToDecimalString } from '@/lib/format/money';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput, minorField } from '../../errors';
import { vipRepo as repo, type LevelRow, type ProgramRow } from './repo';
import { vipLimits, vipProgramDefaults, type BoVipLevel, type BoVipProgramPatch, type VipProgramView } from './schema';

/** The operators' side of VIP (/bo/vip, vip:show|set|level): the rules and the levels, audited. */
export interface VipAdmin {
  show(merchant: Merchant): Promise<VipProgramView>;
  /** Changes the rules (the program is made with defaults on first use); audited vip.program. */
  setProgram(merchant: Merchant, patch: BoVipProgramPatch, operator: string): Promise<VipProgramView>;
  /**
   * Makes or changes a level; audited vip.level. Level 0 first (threshold 0), then each next one
   * with a threshold above the level below and below the level above.
   */
  setLevel(merchant: Merchant, level: number, patch: BoVipLevel, operator: string): Promise<VipProgramView>;
}

const defaultsRow: ProgramRow = {
  basis: vipProgramDefaults.basis, qualifying_window: vipProgramDefaults.window,
  gift_wagering_centi: vipProgramDefaults.giftWagering_centi, rebate_wagering_centi: vipProgramDefaults.rebateWagering_centi,
};

export function createVipAdmin(deps: { db: Db; clock: Clock; audit: AuditService }): VipAdmin {
  const { db, clock, audit } = deps;

  async function view(q: Queryable, merchant: Merchant): Promise<VipProgramView> {
    const p = (await repo.program(q, merchant.id)) ?? defaultsRow;
    const levels = await repo.levels(q, merchant.id);
    const counts = new Map((await repo.membersPerLevel(q, merchant.id)).map((c) => [c.level, Number(c.members)]));
    const d = (v: bigint | number | string) => minorToDecimalString(BigInt(v), merchant.currency.minorDigits);
    return {
      merchant: merchant.code, currency: merchant.currency.code, basis: p.basis, window: p.qualifying_window,
      giftWagering: p.gift_wagering_centi / 100, rebateWagering: p.rebate_wagering_centi / 100,
      levels: levels.map((l) => ({
        level: l.level, name: l.name, threshold: d(l.threshold_minor), upgradeBonus: d(l.upgrade_bonus_minor), monthlyGift: d(l.monthly_gift_minor),
        birthdayGift: d(l.birthday_gift_minor), rebate: l.rebate_bp, members: counts.get(l.level) ?? 0,
      })),
    };
  }

  function minor(merchant: Merchant, field: string, text: string): bigint {
    const v = minorField(field, text, merchant.currency.minorDigits);
    if (v > vipLimits.amount_minor_max) throw invalidInput([{ field, message: 'too large' }]);
    return v;
  }

  return {
    show: (merchant) => view(db, merchant),

    async setProgram(merchant, patch, operator) {
      const now = clock.now();
      return db.tx(async (q) => {
        const before = await repo.program(q, merchant.id);
        const next: ProgramRow = {
          ...(before ?? defaultsRow),
          ...(patch.basis ? { basis: patch.basis } : {}),
          ...(patch.window ? { qualifying_window: patch.window } : {}),
          ...(patch.giftWagering !== undefined ? { gift_wagering_centi: Math.round(patch.giftWagering * 100) } : {}),
          ...(patch.rebateWagering !== undefined ? { rebate_wagering_centi: Math.round(patch.rebateWagering * 100) } : {}),
        };
        await repo.upsertProgram(q, merchant.id, next, now);
        await audit.record(q, { at: now, operator, merchantId: merchant.id, action: 'vip.program', target: merchant.code, before, after: next });
        return view(q, merchant);
      });
    },

    async setLevel(merchant, level, patch, operator) {
      const now = clock.now();
      return db.tx(async (q) => {
        if (!(await repo.program(q, merchant.id))) await repo.upsertProgram(q, merchant.id, defaultsRow, now);
        const levels = await repo.levels(q, merchant.id);
        const before = levels.find((l) => l.level === level) ?? null;
        if (!before && level !== levels.length) {
          throw invalidInput([{ field: 'level', message: `the next new level is ${levels.length}` }]);
        }
        if (!before && patch.name === undefined) throw invalidInput([{ field: 'name', message: 'a new level needs a name' }]);
        const next: LevelRow = {
          level,
          name: patch.name ?? before!.name,
          threshold_minor: patch.threshold !== undefined ? minor(merchant, 'threshold', patch.threshold) : BigInt(before?.threshold_minor ?? 0),
          upgrade_bonus_minor: patch.upgradeBonus !== undefined ? minor(merchant, 'upgradeBonus', patch.upgradeBonus) : BigInt(before?.upgrade_bonus_minor ?? 0),
          monthly_gift_minor: patch.monthlyGift !== undefined ? minor(merchant, 'monthlyGift', patch.monthlyGift) : BigInt(before?.monthly_gift_minor ?? 0),
          birthday_gift_minor: patch.birthdayGift !== undefined ? minor(merchant, 'birthdayGift', patch.birthdayGift) : BigInt(before?.birthday_gift_minor ?? 0),
          rebate_bp: { ...(before?.rebate_bp ?? {}), ...(patch.rebate ?? {}) },
        };
        const threshold = BigInt(next.threshold_minor);
        if (level === 0 && threshold !== 0n) throw invalidInput([{ field: 'threshold', message: 'level 0 is where every member starts: its threshold is 0' }]);
        const below = levels.find((l) => l.level === level - 1);
        const above = levels.find((l) => l.level === level + 1);
        if (level > 0 && below && threshold <= BigInt(below.threshold_minor)) {
          throw invalidInput([{ field: 'threshold', message: `above level ${level - 1}'s (${minorToDecimalString(BigInt(below.threshold_minor), merchant.currency.minorDigits)})` }]);
        }
        if (above && threshold >= BigInt(above.threshold_minor)) {
          throw invalidInput([{ field: 'threshold', message: `below level ${level + 1}'s (${minorToDecimalString(BigInt(above.threshold_minor), merchant.currency.minorDigits)})` }]);
        }
        await repo.upsertLevel(q, merchant.id, next, now);
        const shown = (l: LevelRow | null) => l && { ...l, threshold_minor: String(l.threshold_minor), upgrade_bonus_minor: String(l.upgrade_bonus_minor),
          monthly_gift_minor: String(l.monthly_gift_minor), birthday_gift_minor: String(l.birthday_gift_minor) };
        await audit.record(q, { at: now, operator, merchantId: merchant.id, action: 'vip.level', target: `${merchant.code}:${level}`, before: shown(before), after: shown(next) });
        return view(q, merchant);
      });
    },
  };
}
