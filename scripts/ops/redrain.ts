import { boMerchantParamsSchema, boSlotCreateSchema, boSlotPatchSchema, type SlotView } from '@/platform/src/modules/redrain/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, positiveId, renderTable, seg, textOrNull } from './command';

/** redrain:list|create|set: the red envelope rain's slots (/bo/redrain), opened on /m/redRain. */

const base = (merchant: string) => `/bo/redrain/${seg(merchant)}`;

function merchantArg(merchant: string | undefined, usage: string): string {
  plain([merchant], `usage: ${usage} (npm run ops -- ${usage.split(' ')[0]} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

/** bands=1-5:70,5-20:25,88:5 → [{min 1, max 5, weight 70}, ...]; one amount is a band of one. */
function bands(value: string): { min: string; max: string; weight: number }[] {
  return value.split(',').map((part) => {
    const m = /^\s*([\d.]+)(?:-([\d.]+))?:(\d+)\s*$/.exec(part);
    if (!m) throw new OpsUsageError(`bands: "${part}" is not <min>-<max>:<weight> (e.g. bands=1-5:70,5-20:25,88:5)`);
    return { min: m[1]!, max: m[2] ?? m[1]!, weight: Number(m[3]) };
  });
}

const keys = 'title, start, minutes, budget, bands, wagering, minTurnover, minDeposit, enabled';

function slotFields(assignments: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'title') out.title = value;
    else if (key === 'start') out.start = value.trim();
    else if (key === 'minutes') out.minutes = value.trim();
    else if (key === 'budget') out.budget = value.trim();
    else if (key === 'bands') out.bands = bands(value);
    else if (key === 'wagering') out.wagering = value.trim();
    else if (key === 'minTurnover') out.minTurnover = textOrNull(value.trim()) === null || value.trim() === 'none' ? null : value.trim();
    else if (key === 'minDeposit') out.minDeposit = textOrNull(value.trim()) === null || value.trim() === 'none' ? null : value.trim();
    else if (key === 'enabled') out.enabled = bool(key, value);
    else throw new OpsUsageError(`unknown red rain setting "${key}" (${keys})`);
  }
  return out;
}

function show(s: SlotView): string {
  const bandText = s.bands.map((b) => `${b.min === b.max ? b.min : `${b.min}-${b.max}`}:${b.weight}`).join(',');
  const who = [s.minTurnover && `turnover ${s.minTurnover}`, s.minDeposit && `deposit ${s.minDeposit}`].filter(Boolean).join(' or ') || 'everyone';
  return `Slot ${s.id} "${s.title}": ${s.start} ${s.timeZone} for ${s.minutes} min, budget ${s.budget} ${s.currency}, bands ${bandText}, `
    + `wagering x${s.wagering}, for ${who}, ${s.enabled ? 'enabled' : 'disabled'}; next ${s.next.startsAt}.`;
}

export const redrainCommands = [
  defineCommand({
    name: 'redrain:list',
    args: '<merchant>',
    summary: 'the red envelope rain\'s slots, with today\'s paid amount and the next rain',
    parse([merchant], o) {
      return { command: 'redrain:list', merchant: merchantArg(merchant, 'redrain:list <merchant>'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', base(cmd.merchant))) as SlotView[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'title', 'start', 'zone', 'min', 'budget', 'paid today', 'envelopes', 'wagering', 'enabled', 'next'],
          rows.map((s) => [String(s.id), s.title, s.start, s.timeZone, String(s.minutes), s.budget, s.today?.paid ?? '0', String(s.today?.claims ?? 0),
            `x${s.wagering}`, s.enabled ? 'yes' : 'no', s.next.startsAt.slice(0, 16).replace('T', ' ')]))
        : 'No red envelope rain slots.');
    },
  }),
  defineCommand({
    name: 'redrain:create',
    args: '<merchant> [settings...]',
    summary: 'a daily red envelope rain slot (audited)',
    details: `Keys: title=<text> start=<HH:MM, the merchant's time zone> minutes=<1-240> budget=<amount a day> (all required)
  bands=<min>-<max>:<weight>[,...] (required; an amount is drawn by weight, then uniformly in its band)
  wagering=<multiple> (default 1; 0 pays cash)  minTurnover=<amount> minDeposit=<amount> (the day's; either is enough; none: everyone)
  enabled=true|false
Example: redrain:create demo title="Noon rain" start=12:00 minutes=10 budget=2000 bands=1-5:70,5-20:25,20-88:5 wagering=1 minTurnover=100`,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'redrain:create <merchant> [settings...]');
      const body = slotFields(assignments);
      check(boSlotCreateSchema, body);
      return { command: 'redrain:create', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const s = (await call('POST', base(cmd.merchant), cmd.body)) as SlotView;
      print(cmd.json ? json(s) : `Created. ${show(s)}`);
    },
  }),
  defineCommand({
    name: 'redrain:set',
    args: '<merchant> <id> [settings...]',
    summary: 'change a red envelope rain slot; a rain under way keeps its budget (audited)',
    details: `Keys as redrain:create (${keys}); minTurnover=none or minDeposit=none removes a requirement.`,
    parse([merchant, id, ...assignments], o) {
      const m = merchantArg(merchant, 'redrain:set <merchant> <id> [settings...]');
      const slotId = positiveId(id, 'usage: redrain:set <merchant> <id> [settings...]');
      const patch = slotFields(assignments);
      if (Object.keys(patch).length === 0) throw new OpsUsageError(`redrain:set needs at least one setting (${keys})`);
      check(boSlotPatchSchema, patch);
      return { command: 'redrain:set', merchant: m, id: slotId, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const s = (await call('PATCH', `${base(cmd.merchant)}/${cmd.id}`, cmd.patch)) as SlotView;
      print(cmd.json ? json(s) : `Changed. ${show(s)}`);
    },
  }),
];
