import { FairStream } from '../fair/stream';
import { betKinds, checkBets, coveredNumbers, round_max_minor, settleBets, spotCode, tableLimits, type BetKind, type RouletteSpot } from '../roulette/bets';
import { pocketColour, spinPocket } from '../roulette/wheel';
import { centsScale } from '../service';
import type { SlipRefusal, TableGame } from './game';

/** The ball's pocket and its colour: a roulette round's outcome. */
export interface RouletteOutcome {
  pocket: number;
  colour: 'green' | 'red' | 'black';
}

/** A spot's text (`straight:17`, `split:17-20`, `dozen:2`, `red`) as the layout's spot, or null. */
export function parseRouletteSpot(name: string): RouletteSpot | null {
  const m = /^([a-zA-Z]+)(?::([0-9]{1,2}(?:-[0-9]{1,2}){0,5}))?$/.exec(name);
  if (!m || !(betKinds as readonly string[]).includes(m[1]!)) return null;
  const kind = m[1] as BetKind;
  const arg = m[2];
  let spot: RouletteSpot;
  if (kind === 'dozen' || kind === 'column') {
    if (!arg || !/^[123]$/.test(arg)) return null;
    spot = { kind, index: Number(arg) as 1 | 2 | 3 };
  } else if (kind === 'red' || kind === 'black' || kind === 'odd' || kind === 'even' || kind === 'low' || kind === 'high') {
    if (arg) return null;
    spot = { kind };
  } else {
    if (!arg) return null;
    spot = { kind, numbers: arg.split('-').map(Number) };
  }
  return coveredNumbers(spot) ? spot : null;
}

const refusals: Record<string, SlipRefusal> = {
  'roulette.badSpot': 'bet.invalid', 'roulette.badStake': 'bet.invalid',
  'roulette.belowMin': 'bet.limit', 'roulette.aboveMax': 'bet.limit', 'roulette.aboveRoundMax': 'bet.limit',
};

/** European roulette at a table: a seed per spin, the pocket its stream's first draw below 37 (roulette/README.md). */
export function rouletteTable(gameId: string, timing = { betting_ms: 15_000, result_ms: 7_000 }): TableGame {
  const scaled = (digits: number) => {
    const k = centsScale(digits);
    return Object.fromEntries(betKinds.map((kind) => [kind, {
      min_minor: BigInt(tableLimits[kind].min_minor) * k, max_minor: BigInt(tableLimits[kind].max_minor) * k, step_minor: k,
    }]));
  };
  return {
    gameId,
    timing,
    seedSpan: 'round',
    spot(name) {
      const spot = parseRouletteSpot(name);
      return spot ? { spot: spotCode(spot), kind: spot.kind } : null;
    },
    limits: scaled,
    check(stakes, digits) {
      const k = centsScale(digits);
      const limits = Object.fromEntries(Object.entries(scaled(digits)).map(([kind, l]) => [kind, { min_minor: Number(l.min_minor), max_minor: Number(l.max_minor) }]));
      const bets = stakes.map((s) => {
        const spot = parseRouletteSpot(s.spot);
        return spot ? { ...spot, stake_minor: Number(s.amount_minor) } : null;
      });
      if (bets.some((b) => b === null)) return 'bet.invalid';
      const problem = checkBets(bets as Parameters<typeof checkBets>[0], limits as Parameters<typeof checkBets>[1], round_max_minor * Number(k));
      return problem ? refusals[problem.error]! : null;
    },
    draw(seeds) {
      const pocket = spinPocket(new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
      const outcome: RouletteOutcome = { pocket, colour: pocketColour(pocket) };
      return { outcome, state: null, spanEnds: false };
    },
    payout(spot, stake_minor, outcome) {
      const parsed = parseRouletteSpot(spot);
      if (!parsed) throw new Error(`roulette table: no spot ${spot}`);
      return BigInt(settleBets([{ ...parsed, stake_minor: Number(stake_minor) }], (outcome as RouletteOutcome).pocket).paid_minor);
    },
    board: () => null,
  };
}
