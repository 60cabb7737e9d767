import { boMerchantParamsSchema, boTournamentCreateSchema, boTournamentPatchSchema, type TournamentView } from '@/platform/src/modules/tournaments/schema';
import { bool, check, defineCommand, json, keyValue, list, OpsUsageError, plain, positiveId, renderTable, seg } from './command';

/** tournament:list|create|set|settle: tournaments over the in-house games (/bo/tournaments), on /m/tournaments. */

const base = (merchant: string) => `/bo/tournaments/${seg(merchant)}`;
const keys = 'title, metric, games, gameType, minStake, start, end, prizes, enabled';

function merchantArg(merchant: string | undefined, usage: string): string {
  plain([merchant], `usage: ${usage} (npm run ops -- ${usage.split(' ')[0]} --help)`);
  check(boMerchantParamsSchema, { merchant });
  return merchant!;
}

/** prizes=500,200:x1,100 → rank 1 500.00 (cash), rank 2 200.00 with 1× wagering, rank 3 100.00. */
function prizes(value: string): { rank: number; amount: string; wagering: string }[] {
  return list(value).map((part, i) => {
    const m = /^([\d.]+)(?::x([\d.]+))?$/.exec(part);
    if (!m) throw new OpsUsageError(`prizes: "${part}" is not <amount>[:x<wagering>] (e.g. prizes=500:x1,200,100)`);
    return { rank: i + 1, amount: m[1]!, wagering: m[2] ?? '0' };
  });
}

function fields(assignments: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'title') out.title = value;
    else if (key === 'metric') out.metric = value.trim();
    else if (key === 'games') out.games = list(value);
    else if (key === 'gameType') out.gameType = value.trim() === 'none' ? null : value.trim().toUpperCase();
    else if (key === 'minStake') out.minStake = value.trim();
    else if (key === 'start') out.startsAt = value.trim();
    else if (key === 'end') out.endsAt = value.trim();
    else if (key === 'prizes') out.prizes = prizes(value);
    else if (key === 'enabled') out.enabled = bool(key, value);
    else throw new OpsUsageError(`unknown tournament setting "${key}" (${keys})`);
  }
  return out;
}

function show(t: TournamentView): string {
  const prizeText = t.prizes.map((p) => `#${p.rank} ${p.amount}${p.wagering ? ` x${p.wagering}` : ''}`).join(', ');
  return `Tournament ${t.id} "${t.title}": ${t.metric} over ${t.games.length ? t.games.join(',') : 'every in-house game'}, ${t.startsAt} to ${t.endsAt}, `
    + `prizes ${prizeText} ${t.currency}, ${t.status}${t.enabled ? '' : ' (disabled)'}${t.settledAt ? `, settled ${t.settledAt}` : ''}.`;
}

export const tournamentCommands = [
  defineCommand({
    name: 'tournament:list',
    args: '<merchant>',
    summary: 'tournaments, newest first, with entrants and the results of settled ones',
    parse([merchant], o) {
      return { command: 'tournament:list', merchant: merchantArg(merchant, 'tournament:list <merchant>'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', base(cmd.merchant))) as TournamentView[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'title', 'metric', 'start', 'end', 'status', 'entrants', 'first prize', 'winners'],
          rows.map((t) => [String(t.id), t.title, t.metric, t.startsAt.slice(0, 16).replace('T', ' '), t.endsAt.slice(0, 16).replace('T', ' '), t.settledAt ? 'settled' : t.status,
            String(t.entrants), t.prizes[0]?.amount ?? '-', t.results.map((r) => `#${r.rank} ${r.username}`).join(' ') || '-']))
        : 'No tournaments.');
    },
  }),
  defineCommand({
    name: 'tournament:create',
    args: '<merchant> [settings...]',
    summary: 'a tournament over the in-house games (audited)',
    details: `Keys: title=<text> metric=bet_sum|best_multiplier|rounds start=<ISO time> end=<ISO time> prizes=<amount>[:x<wagering>],... (required)
  games=<game id>,... and/or gameType=<type> (default: every in-house game)  minStake=<amount> (default 0)  enabled=true|false
Example: tournament:create demo title="Slots week" metric=bet_sum games=house-lucky-5,house-reef-pearls start=2026-12-01T00:00:00+08:00 end=2026-12-08T00:00:00+08:00 prizes=888:x1,388,188`,
    parse([merchant, ...assignments], o) {
      const m = merchantArg(merchant, 'tournament:create <merchant> [settings...]');
      const body = fields(assignments);
      check(boTournamentCreateSchema, body);
      return { command: 'tournament:create', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const t = (await call('POST', base(cmd.merchant), cmd.body)) as TournamentView;
      print(cmd.json ? json(t) : `Created. ${show(t)}`);
    },
  }),
  defineCommand({
    name: 'tournament:set',
    args: '<merchant> <id> [settings...]',
    summary: 'change a tournament not settled yet (audited)',
    details: `Keys as tournament:create (${keys}).`,
    parse([merchant, id, ...assignments], o) {
      const m = merchantArg(merchant, 'tournament:set <merchant> <id> [settings...]');
      const tid = positiveId(id, 'usage: tournament:set <merchant> <id> [settings...]');
      const patch = fields(assignments);
      if (Object.keys(patch).length === 0) throw new OpsUsageError(`tournament:set needs at least one setting (${keys})`);
      check(boTournamentPatchSchema, patch);
      return { command: 'tournament:set', merchant: m, id: tid, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const t = (await call('PATCH', `${base(cmd.merchant)}/${cmd.id}`, cmd.patch)) as TournamentView;
      print(cmd.json ? json(t) : `Changed. ${show(t)}`);
    },
  }),
  defineCommand({
    name: 'tournament:settle',
    args: '<merchant> <id>',
    summary: 'pay an ended tournament now, before the periodic run; once (audited)',
    parse([merchant, id], o) {
      const m = merchantArg(merchant, 'tournament:settle <merchant> <id>');
      return { command: 'tournament:settle', merchant: m, id: positiveId(id, 'usage: tournament:settle <merchant> <id>'), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const t = (await call('POST', `${base(cmd.merchant)}/${cmd.id}/settle`)) as TournamentView & { settledNow: boolean };
      if (cmd.json) return print(json(t));
      const winners = t.results.map((r) => `#${r.rank} ${r.username} ${r.score} → ${r.amount}`).join('; ') || 'nobody scored';
      print(`${t.settledNow ? 'Settled' : 'Already settled'}. ${show(t)} Paid: ${winners}.`);
    },
  }),
];
