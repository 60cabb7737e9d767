import { bankerDraws, dealBaccarat, playerDraws } from '@/platform/src/vendors/house/baccarat/hand';
import type { Card } from '@/platform/src/vendors/house/cards/shoe';

/** A card of the given baccarat value (10 for a ten), spades unless a suit is given. */
const card = (rank: 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K', suit = 0): Card => 'A23456789TJQK'.indexOf(rank) + 13 * suit;
const dealing = (cards: Card[]) => {
  let i = 0;
  return () => {
    if (i >= cards.length) throw new Error('dealt more cards than the test gave');
    return cards[i++]!;
  };
};

describe('the third-card rules', () => {
  it('have the player draw on 0–5 and stand on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('have the banker follow the published chart when the player drew', () => {
    // Rows: banker total 0..7; columns: the player's third card 0..9 (H draws, S stands).
    const chart = [
      'HHHHHHHHHH', 'HHHHHHHHHH', 'HHHHHHHHHH', 'HHHHHHHHSH',
      'SSHHHHHHSS', 'SSSSHHHHSS', 'SSSSSSHHSS', 'SSSSSSSSSS',
    ];
    chart.forEach((row, total) => [...row].forEach((hs, third) => expect([total, third, bankerDraws(total, third)]).toEqual([total, third, hs === 'H'])));
  });

  it('have the banker draw on 0–5 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((t) => bankerDraws(t, null))).toEqual([true, true, true, true, true, true, false, false]);
  });
});

describe('dealBaccarat', () => {
  it('deals player, banker, player, banker and stops on a natural', () => {
    const hand = dealBaccarat(dealing([card('4'), card('3'), card('5'), card('3')]));
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player', natural: true });
    expect(hand.player).toHaveLength(2);
  });

  it('draws the player a third card on 5 and lets the banker stand on 6 against a third card of 2', () => {
    const hand = dealBaccarat(dealing([card('2'), card('K'), card('3'), card('6'), card('2')]));
    expect(hand).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'player', natural: false });
    expect([hand.player.length, hand.banker.length]).toEqual([3, 2]);
  });

  it('draws the banker on 3 against a player third card of 9, and counts tens as zero', () => {
    // Player T+4 = 4 draws 9 → 3; banker A+2 = 3 draws (not an 8) a 5 → 8.
    const hand = dealBaccarat(dealing([card('T'), card('A'), card('4'), card('2'), card('9'), card('5')]));
    expect(hand).toMatchObject({ playerTotal: 3, bankerTotal: 8, winner: 'banker' });
  });

  it('lets the banker draw on 5 when the player stood on 6', () => {
    const hand = dealBaccarat(dealing([card('Q'), card('5'), card('6'), card('K'), card('4')]));
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
  });

  it('calls a pair by rank, not by value, and sees ties', () => {
    // Player K+K = 0 draws a 5; banker 7+Q = 7 stands.
    const pair = dealBaccarat(dealing([card('K', 0), card('7'), card('K', 2), card('Q'), card('5')]));
    expect(pair).toMatchObject({ playerPair: true, bankerPair: false, playerTotal: 5, bankerTotal: 7, winner: 'banker' });
    const noPair = dealBaccarat(dealing([card('K'), card('3'), card('Q'), card('3', 1), card('T'), card('4')]));
    // Player K+Q = 0 draws T → 0; banker 3+3 = 6 stands against a 0; K and Q are not a pair, the 3s are.
    expect(noPair).toMatchObject({ playerPair: false, bankerPair: true, winner: 'banker' });
    expect(dealBaccarat(dealing([card('9'), card('8'), card('K'), card('J')])).winner).toBe('player');
    expect(dealBaccarat(dealing([card('8'), card('8', 1), card('K'), card('T')])).winner).toBe('tie');
  });
});
