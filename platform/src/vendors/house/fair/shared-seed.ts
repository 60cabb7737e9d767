import { createHash } from 'node:crypto';

/**
 * The client seed of a round shared by many players (a table's spin or deal, a bingo or
 * lottery draw). One player cannot supply it, as on the slot, so it is made from the round's
 * accepted bets: the README says why. The round's server seed is committed (its sha256
 * published) before betting opens; at the close the accepted bets are fixed, and
 * sharedClientSeed of them, with the server seed and the nonce, decides the outcome.
 */
export interface AcceptedBet {
  /** The bet's own id (unique in the round). */
  betId: string;
  /** What the bet is on, in the game's own notation (`split:17-20`, `1,2|3|4`, `card:5`). */
  selection: string;
  stake_minor: number | bigint;
}

const separator = /[\t\n]/;

/**
 * sha256 (hex) of the accepted bets, one line per bet `betId TAB selection TAB stake_minor`,
 * ordered by betId (code units), joined by newlines. The order of arrival does not matter, so
 * anyone holding the published list gets the same seed. A round with no bets hashes the empty
 * text (e3b0c442…), which is fine: nothing rides on it.
 */
export function sharedClientSeed(bets: readonly AcceptedBet[]): string {
  const lines = bets.map((b) => {
    if (separator.test(b.betId) || separator.test(b.selection)) throw new Error(`fair: bet ${JSON.stringify(b.betId)} holds a tab or a newline`);
    return { id: b.betId, line: `${b.betId}\t${b.selection}\t${b.stake_minor}` };
  });
  lines.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.id === lines[i - 1]!.id) throw new Error(`fair: bet ${lines[i]!.id} listed twice`);
  }
  return createHash('sha256').update(lines.map((l) => l.line).join('\n')).digest('hex');
}
