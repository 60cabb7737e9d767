import { ball_count, cardFromSeeds, drawOrderFromSeeds, isValidCard, type BingoCard } from '../bingo/card';
import { bingoPaytable, playCard, type BingoPaytable } from '../bingo/paytable';
import { patternNames, type PatternName } from '../bingo/patterns';
import { centsScale } from '../service';
import type { SlipSpot, TableGame } from './game';

/**
 * 75-ball bingo on the tables' engine (../bingo/README.md has the rules and the proven RTP).
 * A purchase is a slip: each spot `card:<price>` buys cards at that price (the price in cents of a
 * currency with cents, scaled as the tables' limits are: `card:50` is 0.50), its amount a whole
 * number of cards. The slip's cards are its tickets, made at purchase from the round's committed
 * server seed: card k of slip s is `cardFromSeeds(serverSeed, 'card:' + s, k)`, k counting the
 * slip's cards in spot order. The house knows them, but the ball order depends on the client
 * seed fixed at the close (the hash of every accepted purchase), so a card's chances do not
 * depend on how it was made; the revealed seed lets anyone recompute both the cards and the
 * draw. The outcome is the round's called balls in order, and the winners the table announces.
 */

/** A drawn round: the called balls in order, and every winning card's pattern and call. */
export interface BingoOutcome {
  balls: number[];
  /** Winning cards counted by their best pattern and the call (1-based) at which it showed, in call order. */
  winners: { pattern: PatternName; at: number; cards: number }[];
}

/** A spot's text (`card:50`) as its price in cents, or null when it is not a listed price. */
export function bingoPrice(spot: string, paytable: BingoPaytable = bingoPaytable): number | null {
  const m = /^card:([0-9]{1,4})$/.exec(spot);
  const price = m ? Number(m[1]) : NaN;
  return paytable.cardPrices_minor.includes(price) ? price : null;
}

/** calledAt for playCard from the called balls: a ball not called is after the last call. */
export function calledAtOf(balls: readonly number[]): Uint8Array {
  const at = new Uint8Array(ball_count + 1).fill(255);
  balls.forEach((ball, i) => (at[ball] = i + 1));
  return at;
}

/** The cards a spot's amount buys, or null when it is not a whole number of cards. */
function cardsOf(price_cents: number, amount_minor: bigint, minorDigits: number): number | null {
  const unit = BigInt(price_cents) * centsScale(minorDigits);
  return amount_minor > 0n && amount_minor % unit === 0n ? Number(amount_minor / unit) : null;
}

const asCards = (tickets: unknown): BingoCard[] => {
  if (!Array.isArray(tickets) || tickets.length === 0 || !tickets.every((c) => Array.isArray(c) && isValidCard(c))) {
    throw new Error('bingo table: a spot without its cards');
  }
  return tickets as BingoCard[];
};

export function bingoTable(
  gameId: string, timing = { betting_ms: 15_000, result_ms: 5_000, calling_ms: 12_000 }, paytable: BingoPaytable = bingoPaytable,
): TableGame {
  const prices = paytable.cardPrices_minor;
  return {
    gameId,
    timing,
    seedSpan: 'round',
    spot(name) {
      const price = bingoPrice(name, paytable);
      return price === null ? null : { spot: `card:${price}`, kind: 'card' };
    },
    limits(digits) {
      const k = centsScale(digits);
      return {
        card: {
          min_minor: BigInt(Math.min(...prices)) * k,
          max_minor: BigInt(Math.max(...prices) * paytable.cards_per_member_max) * k,
          step_minor: BigInt(Math.min(...prices)) * k,
        },
      };
    },
    check(stakes, digits) {
      let cards = 0;
      for (const s of stakes) {
        const price = bingoPrice(s.spot, paytable);
        const n = price === null ? null : cardsOf(price, s.amount_minor, digits);
        if (n === null) return 'bet.invalid';
        cards += n;
      }
      return cards > paytable.cards_per_member_max ? 'bet.limit' : null;
    },
    tickets(spots: readonly SlipSpot[], seeds, digits) {
      let k = 0;
      return spots.map((s) => {
        const n = cardsOf(bingoPrice(s.spot, paytable) ?? 0, s.amount_minor, digits);
        if (n === null) throw new Error(`bingo table: ${s.spot} of ${s.amount_minor} is not whole cards`);
        return Array.from({ length: n }, () => cardFromSeeds(seeds.serverSeed, `card:${seeds.slipId}`, k++));
      });
    },
    draw(seeds) {
      const order = drawOrderFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const outcome: BingoOutcome = { balls: order.slice(0, paytable.balls_drawn), winners: [] };
      return { outcome, state: null, spanEnds: false };
    },
    payout(spot, stake_minor, outcome, tickets) {
      const cards = asCards(tickets);
      if (bingoPrice(spot, paytable) === null || stake_minor % BigInt(cards.length) !== 0n) throw new Error(`bingo table: no spot ${spot} of ${stake_minor}`);
      const price_minor = stake_minor / BigInt(cards.length);
      const at = calledAtOf((outcome as BingoOutcome).balls);
      return cards.reduce((sum, card) => sum + BigInt(playCard(card, at, paytable).pays) * price_minor, 0n);
    },
    announce(outcome, tickets) {
      const o = outcome as BingoOutcome;
      const at = calledAtOf(o.balls);
      const counts = new Map<string, { pattern: PatternName; at: number; cards: number }>();
      for (const card of tickets.flatMap(asCards)) {
        const r = playCard(card, at, paytable);
        if (r.best === null) continue;
        const when = r.completedAt[r.best]!;
        const key = `${r.best}@${when}`;
        const c = counts.get(key) ?? { pattern: r.best, at: when, cards: 0 };
        c.cards++;
        counts.set(key, c);
      }
      const winners = [...counts.values()].sort((a, b) => a.at - b.at || patternNames.indexOf(a.pattern) - patternNames.indexOf(b.pattern));
      return { ...o, winners } satisfies BingoOutcome;
    },
    board: () => null,
  };
}
