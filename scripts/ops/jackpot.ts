import { boJackpotParamsSchema, boJackpotPatchSchema } from '@/platform/src/modules/jackpot/schema';
import { check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg } from './command';

/** jackpot:show|set: a merchant's jackpot pool fed by the house slot's stakes (/bo/jackpot/:merchant). */

/** The PATCH body of /bo/jackpot/:merchant from jackpot:set's share=<bp> and odds=<N>. */
export function jackpotPatch(assignments: string[]): { share?: number; odds?: number } {
  const patch: { share?: number; odds?: number } = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
    if (key === 'share') {
      if (!/^\d{1,4}$/.test(value) || Number(value) > 1000) throw new OpsUsageError('share: basis points of each stake, 0 to 1000 (100 = 1 %)');
      patch.share = Number(value);
    } else if (key === 'odds') {
      if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000_000) throw new OpsUsageError('odds: N of a 1-in-N chance per paid round, 1 to 1000000000');
      patch.odds = Number(value);
    } else {
      throw new OpsUsageError(`unknown jackpot setting "${key}" (share, odds)`);
    }
  }
  return patch;
}

interface JackpotView {
  currency: string;
  active: boolean;
  amount_minor: string;
  pool: { share_bp: number; odds: number; games: string[]; lastWin_minor: string | null; lastWinAt: string | null } | null;
  wins: { memberId: number; gameId: string; amount_minor: string; createdAt: string }[];
}

function describe(merchant: string, r: JackpotView): string {
  if (!r.pool) return `No jackpot pool for ${merchant}: jackpot:set ${merchant} share=<bp> odds=<N> creates one.`;
  const head = `Jackpot of ${merchant} (${r.currency}): ${r.amount_minor} minor units, ${r.active ? 'active' : 'inactive (empty)'}; `
    + `share ${r.pool.share_bp} bp, odds 1 in ${r.pool.odds}, games ${r.pool.games.join(', ')}; last win ${r.pool.lastWin_minor ?? '-'} ${r.pool.lastWinAt ?? ''}`;
  if (!r.wins.length) return head;
  return `${head}\n${renderTable(['member', 'game', 'amount (minor)', 'at'], r.wins.map((w) => [String(w.memberId), w.gameId, w.amount_minor, String(w.createdAt)]))}`;
}

export const jackpotCommands = [
  defineCommand({
    name: 'jackpot:show',
    args: '<merchant>',
    summary: 'the jackpot pool: share, odds, amount, last wins',
    parse([merchant], o) {
      check(boJackpotParamsSchema, { merchant });
      return { command: 'jackpot:show', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('GET', `/bo/jackpot/${seg(cmd.merchant)}`)) as JackpotView;
      print(cmd.json ? json(r) : describe(cmd.merchant, r));
    },
  }),
  defineCommand({
    name: 'jackpot:set',
    args: '<merchant> [settings...]',
    summary: 'create or retune the jackpot pool (audited)',
    details: `Keys: share=<bp>  the share of each house-slot stake in basis points (100 = 1 %, at most 1000)
      odds=<N>    a 1-in-N chance per paid round
A new pool starts at share=100 odds=50000.`,
    parse([merchant, ...assignments], o) {
      plain([merchant], 'usage: jackpot:set <merchant> [share=<bp>] [odds=<N>]');
      const patch = jackpotPatch(assignments);
      check(boJackpotParamsSchema, { merchant });
      check(boJackpotPatchSchema, patch);
      return { command: 'jackpot:set', merchant: merchant!, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PATCH', `/bo/jackpot/${seg(cmd.merchant)}`, cmd.patch)) as JackpotView;
      print(cmd.json ? json(r) : describe(cmd.merchant, r));
    },
  }),
];
