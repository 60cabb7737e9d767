import { shuffleInPlace } from '../fair/shuffle';
import { FairStream, type Uint32Source } from '../fair/stream';

/**
 * A card is 0..51: rank = card mod 13 (0 ace, 1 two, … 9 ten, 10 jack, 11 queen, 12 king),
 * suit = card div 13 (0 spades, 1 hearts, 2 diamonds, 3 clubs). A shoe holds its decks' cards
 * in the order the shuffle left them.
 */
export type Card = number;

export const rankOf = (card: Card): number => card % 13;
export const suitOf = (card: Card): number => (card / 13) | 0;

const rankLetters = 'A23456789TJQK';
const suitLetters = 'shdc';

/** A card as two letters, rank then suit: `As`, `Th`, `Kc`. */
export const cardCode = (card: Card): string => `${rankLetters[rankOf(card)]}${suitLetters[suitOf(card)]}`;

export const decks_default = 8;

/**
 * The cut card goes 16 cards from the back, as the published punto banco rules place it: those
 * cards are never dealt. Sixteen is more than the hand in which it comes out and one more can
 * take (a baccarat hand takes at most 6 cards). A random place would add nothing: after a
 * uniform shuffle every place is as good as any other.
 */
export const cut_from_back = 16;

export interface Shoe {
  /** The shuffled cards, the first one at index 0. */
  readonly cards: Uint8Array;
  /** The card turned face up before play; its value says how many more are burned. */
  readonly burnShown: Card;
  /** Cards burned face down after it (its value: ace 1, two to nine their pips, ten and faces 10). */
  readonly burnedFaceDown: number;
  /** Index of the first card of the first hand. */
  readonly firstCard: number;
  /** Index of the first card behind the cut card: dealing it brings the cut card out. */
  readonly cutAt: number;
}

/** The burn count the shown card asks for: its face value, tens and faces 10. */
export const burnCount = (card: Card): number => Math.min(10, rankOf(card) + 1);

/** A new shoe: `decks` ordered decks shuffled by Fisher–Yates on the stream, the burn taken from its top, the cut card placed. */
export function newShoe(source: Uint32Source, decks = decks_default): Shoe {
  if (!(Number.isInteger(decks) && decks >= 1 && decks <= 8)) throw new Error(`cards: ${decks} decks`);
  const cards = new Uint8Array(52 * decks);
  for (let i = 0; i < cards.length; i++) cards[i] = i % 52;
  shuffleInPlace(source, cards);
  const burnShown = cards[0]!;
  const burnedFaceDown = burnCount(burnShown);
  return { cards, burnShown, burnedFaceDown, firstCard: 1 + burnedFaceDown, cutAt: cards.length - cut_from_back };
}

/** The shoe of a round from its seeds: what the verification page recomputes. */
export function shoeFromSeeds(serverSeed: string, clientSeed: string, nonce: number, decks = decks_default): Shoe {
  return newShoe(new FairStream(serverSeed, clientSeed, nonce), decks);
}

/** Where dealing stands in a shoe: kept by the table between hands (and in its database row). */
export interface ShoeState {
  /** Index of the next card to deal. */
  next: number;
  /** The cut card came out during the last hand: the coming hand is the shoe's last. */
  lastHandNext: boolean;
  /** The shoe is done: shuffle a new one. */
  finished: boolean;
  /** Hands dealt from this shoe. */
  hands: number;
}

export const shoeStart = (shoe: Shoe): ShoeState => ({ next: shoe.firstCard, lastHandNext: false, finished: false, hands: 0 });

/**
 * Deals one hand: `play` takes cards through `draw` as the game's rules ask. When the cut card
 * comes out during a hand, that hand is finished, one more is dealt, and the shoe ends; when it
 * comes out in place of a hand's first card, that hand is the shoe's last (the published
 * punto banco rule, used for dragon tiger too).
 */
export function dealFromShoe<T>(shoe: Shoe, state: ShoeState, play: (draw: () => Card) => T): { hand: T; state: ShoeState } {
  if (state.finished) throw new Error('cards: the shoe is finished');
  let next = state.next;
  const cutFirst = next === shoe.cutAt;
  let cutCameOut = false;
  const draw = (): Card => {
    if (next >= shoe.cards.length) throw new Error('cards: the shoe ran out');
    if (next === shoe.cutAt) cutCameOut = true;
    return shoe.cards[next++]!;
  };
  const hand = play(draw);
  return {
    hand,
    state: {
      next,
      lastHandNext: !state.lastHandNext && !cutFirst && cutCameOut,
      finished: state.lastHandNext || cutFirst,
      hands: state.hands + 1,
    },
  };
}
