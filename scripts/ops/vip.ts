import { vipProducts } from '@/lib/wps/schemas/vip';
import { boVipLevelParamsSchema, boVipLevelSchema, boVipParamsSchema, boVipProgramPatchSchema, type VipProgramView } from '@/platform/src/modules/vip/schema';
import { check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg } from './command';

/** vip:show|set|level: a merchant's VIP rules and levels (/bo/vip), shown on /m/member/benefits. */

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boVipParamsSchema, { merchant });
  return merchant!;
}

function multiple(key: string, v: string): number {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v.trim())) throw new OpsUsageError(`${key}: expected a multiple such as 0, 1 or 1.5`);
  return Number(v);
}

function programPatch(assignments: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'basis' || key === 'window') out[key] = value.trim();
    else if (key === 'giftWagering' || key === 'rebateWagering') out[key] = multiple(key, value);
    else throw new OpsUsageError(`unknown VIP setting "${key}" (basis, window, giftWagering, rebateWagering)`);
  }
  if (!Object.keys(out).length) throw new OpsUsageError('vip:set needs at least one setting');
  check(boVipProgramPatchSchema, out);
  return out;
}

function levelPatch(assignments: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const rebate: Record<string, number> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (['name', 'threshold', 'upgradeBonus', 'monthlyGift', 'birthdayGift'].includes(key)) out[key] = value.trim();
    else if (key.startsWith('rebate.')) {
      const product = key.slice('rebate.'.length);
      if (!(vipProducts as readonly string[]).includes(product)) throw new OpsUsageError(`rebate.${product}: the products are ${vipProducts.join(', ')}`);
      if (!/^\d{1,4}$/.test(value.trim())) throw new OpsUsageError(`${key}: expected basis points, a whole number (50 = 0.50 %)`);
      rebate[product] = Number(value);
    } else throw new OpsUsageError(`unknown level setting "${key}" (name, threshold, upgradeBonus, monthlyGift, birthdayGift, rebate.<product>)`);
  }
  if (Object.keys(rebate).length) out.rebate = rebate;
  if (!Object.keys(out).length) throw new OpsUsageError('vip:level needs at least one setting');
  check(boVipLevelSchema, out);
  return out;
}

function render(v: VipProgramView): string {
  const percent = (bp: number | undefined) => (bp === undefined ? '-' : `${(bp / 100).toFixed(2)}%`);
  const head = `VIP of ${v.merchant} (${v.currency}): level by ${v.basis === 'bets' ? 'effective bets' : 'deposits'} over ${v.window === 'rolling30' ? 'the last 30 days' : 'the calendar month'}; gifts wagering x${v.giftWagering}, rebate wagering x${v.rebateWagering}.`;
  if (!v.levels.length) return `${head}\nNo levels: members see no VIP page until level 0 exists (vip:level ${v.merchant} 0 name=...).`;
  return `${head}\n${renderTable(['level', 'name', 'threshold', 'upgrade', 'monthly', 'birthday', ...vipProducts, 'members'],
    v.levels.map((l) => [String(l.level), l.name, l.threshold, l.upgradeBonus, l.monthlyGift, l.birthdayGift, ...vipProducts.map((p) => percent(l.rebate[p])), String(l.members)]))}`;
}

export const vipCommands = [
  defineCommand({
    name: 'vip:show',
    args: '<merchant>',
    summary: 'the VIP rules and levels of a merchant, with how many members stand at each',
    parse([merchant], o) {
      return { command: 'vip:show', merchant: merchantArg(merchant, 'vip:show'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const v = (await call('GET', `/bo/vip/${seg(cmd.merchant)}`)) as VipProgramView;
      print(cmd.json ? json(v) : render(v));
    },
  }),
  defineCommand({
    name: 'vip:set',
    args: '<merchant> <settings...>',
    summary: 'what VIP levels count and the wagering of VIP payments (audited)',
    details: `Keys: basis=bets|deposits (effective bets: settled real-money stakes; or credited deposits)
  window=rolling30|month (the last 30 days; or the better of this calendar month and the last one)
  giftWagering=<multiple> (upgrade bonus, monthly and birthday gifts; 0 = cash)  rebateWagering=<multiple> (the daily rebate)`,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'vip:set');
      return { command: 'vip:set', merchant: m, body: programPatch(assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const v = (await call('PATCH', `/bo/vip/${seg(cmd.merchant)}`, cmd.body)) as VipProgramView;
      print(cmd.json ? json(v) : render(v));
    },
  }),
  defineCommand({
    name: 'vip:level',
    args: '<merchant> <level> <settings...>',
    argumentHelp: { level: 'the level number: 0 is where every member starts; a new level is the next number' },
    summary: 'makes or changes a VIP level: threshold, upgrade bonus, gifts, rebate rates (audited)',
    details: `Keys: name=<text> (the member's VIP label)  threshold=<amount> (0 for level 0; rising with the level)
  upgradeBonus=<amount> (once per level, ever)  monthlyGift=<amount>  birthdayGift=<amount>
  rebate.<product>=<basis points> (50 = 0.50 % of the day's settled turnover), products: ${vipProducts.join(', ')}
Amounts in currency units (100 or 100.50).`,
    parse([merchant, level, ...assignments], o) {
      const m = merchantArg(merchant, 'vip:level');
      if (!level || !/^\d{1,2}$/.test(level)) throw new OpsUsageError('usage: vip:level <merchant> <level> <settings...>: the level is a number');
      check(boVipLevelParamsSchema, { merchant: m, level });
      return { command: 'vip:level', merchant: m, level: Number(level), body: levelPatch(assignments), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const v = (await call('PUT', `/bo/vip/${seg(cmd.merchant)}/levels/${cmd.level}`, cmd.body)) as VipProgramView;
      print(cmd.json ? json(v) : render(v));
    },
  }),
];
