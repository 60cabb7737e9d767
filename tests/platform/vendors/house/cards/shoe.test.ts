import {
  burnCount, cardCode, cut_from_back, dealFromShoe, newShoe, shoeFromSeeds, shoeStart, type Card, type Shoe,
} from '@/platform/src/vendors/house/cards/shoe';
import { dealBaccarat } from '@/platform/src/vendors/house/baccarat/hand';
import { FairStream } from '@/platform/src/vendors/house/fair/stream';

const seed = 'e'.repeat(64);
/** A hand of two cards, as dragon tiger deals. */
const two = (draw: () => Card) => [draw(), draw()];

describe('a new shoe', () => {
  const shoe = shoeFromSeeds(seed, 'shoe-client', 0);

  it('holds 8 decks: every one of the 52 cards 8 times, in shuffled order', () => {
    expect(shoe.cards).toHaveLength(416);
    const counts = new Array<number>(52).fill(0);
    for (const c of shoe.cards) counts[c]++;
    expect(counts.every((n) => n === 8)).toBe(true);
    expect([...shoe.cards.slice(0, 52)]).not.toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('is the same shoe for the same seeds, and another for another client seed', () => {
    expect(shoeFromSeeds(seed, 'shoe-client', 0).cards).toEqual(shoe.cards);
    expect(shoeFromSeeds(seed, 'other-client', 0).cards).not.toEqual(shoe.cards);
    expect(newShoe(new FairStream(seed, 'shoe-client', 0)).cards).toEqual(shoe.cards);
  });

  it('burns as many cards as the first card shows (tens and faces 10), and places the cut card 16 from the back', () => {
    expect(shoe.burnShown).toBe(shoe.cards[0]);
    expect(shoe.burnedFaceDown).toBe(burnCount(shoe.cards[0]!));
    expect(shoe.firstCard).toBe(1 + shoe.burnedFaceDown);
    expect(shoe.cutAt).toBe(416 - cut_from_back);
    expect([0, 1, 8, 9, 10, 12].map(burnCount)).toEqual([1, 2, 9, 10, 10, 10]);
  });

  it('names cards by rank and suit', () => {
    expect([0, 9, 13 + 10, 26 + 11, 51].map(cardCode)).toEqual(['As', 'Ts', 'Jh', 'Qd', 'Kc']);
  });
});

describe('dealing from a shoe', () => {
  const small = (cutAt: number): Shoe => ({
    cards: Uint8Array.from({ length: 20 }, (_, i) => i), burnShown: 0, burnedFaceDown: 0, firstCard: 0, cutAt,
  });

  function dealAll(shoe: Shoe): number[][] {
    let state = shoeStart(shoe);
    const hands: number[][] = [];
    while (!state.finished) {
      const dealt = dealFromShoe(shoe, state, two);
      hands.push(dealt.hand);
      state = dealt.state;
    }
    return hands;
  }

  it('deals cards in shoe order from the first card after the burn', () => {
    const shoe = shoeFromSeeds(seed, 'order', 1);
    const { hand, state } = dealFromShoe(shoe, shoeStart(shoe), two);
    expect(hand).toEqual([shoe.cards[shoe.firstCard], shoe.cards[shoe.firstCard + 1]]);
    expect(state).toEqual({ next: shoe.firstCard + 2, lastHandNext: false, finished: false, hands: 1 });
  });

  it('finishes the hand the cut card comes out in, deals one more, and ends the shoe', () => {
    // Cut card before card 5: hand 3 (cards 4, 5) brings it out, hand 4 is the last.
    expect(dealAll(small(5))).toEqual([[0, 1], [2, 3], [4, 5], [6, 7]]);
  });

  it('ends the shoe after the hand whose first card would have been the cut card', () => {
    // Cut card before card 4: it comes out in place of hand 3's first card, so hand 3 is the last.
    expect(dealAll(small(4))).toEqual([[0, 1], [2, 3], [4, 5]]);
  });

  it('deals a whole 8-deck shoe of baccarat hands, ending one hand after the cut card', () => {
    const shoe = shoeFromSeeds(seed, 'whole-shoe', 0);
    let state = shoeStart(shoe);
    const starts: number[] = [];
    while (!state.finished) {
      starts.push(state.next);
      state = dealFromShoe(shoe, state, dealBaccarat).state;
    }
    // The cut card came out in the last hand but one (the one whose cards passed cutAt).
    const crossed = starts.findIndex((start, i) => (starts[i + 1] ?? state.next) > shoe.cutAt);
    expect(crossed).toBe(starts.length - 2);
    expect(state.next).toBeLessThanOrEqual(416);
    expect(state.hands).toBe(starts.length);
    expect(starts.length).toBeGreaterThan(70);
    expect(starts.length).toBeLessThan(90);
  });

  it('refuses to deal from a finished shoe', () => {
    const shoe = small(2);
    const state = { next: 4, lastHandNext: false, finished: true, hands: 2 };
    expect(() => dealFromShoe(shoe, state, two)).toThrow('finished');
  });
});
