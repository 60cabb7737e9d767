import { baccaratEdges, countOutcomes, countPairs, valueComposition } from '@/platform/src/vendors/house/baccarat/edge';
import { baccaratValue, dealBaccarat } from '@/platform/src/vendors/house/baccarat/hand';
import { fractionToPercent } from '@/platform/src/vendors/house/fair/fraction';

describe('baccarat by composition counting', () => {
  it('counts 8 decks to the unit as the Wizard of Odds table does', () => {
    // wizardofodds.com, "Baccarat basics", 8 decks: combinations of six cards by outcome.
    expect(countOutcomes(valueComposition(8))).toEqual({
      banker: 2_292_252_566_437_888n,
      player: 2_230_518_282_592_256n,
      tie: 475_627_426_473_216n,
      total: 4_998_398_275_503_360n, // 416 × 415 × 414 × 413 × 412 × 411
    });
  });

  it('gives the published 8-deck edges: banker 1.06 %, player 1.24 %, tie 14.36 % at 8 to 1, pairs 10.36 % at 11 to 1', () => {
    const e = baccaratEdges(8);
    expect(fractionToPercent(e.banker, 4)).toBe('1.0579');
    expect(fractionToPercent(e.player, 4)).toBe('1.2351');
    expect(fractionToPercent(e.tie, 4)).toBe('14.3596');
    expect(e.playerPair).toEqual({ num: 43n, den: 415n }); // 1 − 12 × 31/415
    expect(e.bankerPair).toEqual(e.playerPair);
    expect(fractionToPercent(e.playerPair, 2)).toBe('10.36');
  });

  it('gives the published edges for 6 decks and 1 deck too', () => {
    const six = baccaratEdges(6);
    expect([six.banker, six.player, six.tie, six.playerPair].map((f) => fractionToPercent(f, 2))).toEqual(['1.06', '1.24', '14.44', '11.25']);
    const one = baccaratEdges(1);
    expect([one.banker, one.player, one.tie].map((f) => fractionToPercent(f, 2))).toEqual(['1.01', '1.29', '15.75']);
  });

  it('agrees with dealing every ordered six-card sequence of a small shoe through dealBaccarat', () => {
    // Twelve real cards: A..9, a second 9, a ten and a king (values 1..9, 9, 0, 0): 12 × 11 × … × 7 = 665 280 deals.
    const cards = [0, 1, 2, 3, 4, 5, 6, 7, 8, 8 + 13, 9, 12];
    const composition = new Array<number>(10).fill(0);
    for (const c of cards) composition[baccaratValue(c)]++;
    const dealt = { banker: 0n, player: 0n, tie: 0n, total: 0n };
    const seq: number[] = [];
    const used = new Array<boolean>(cards.length).fill(false);
    const walk = (): void => {
      if (seq.length === 6) {
        let i = 0;
        const hand = dealBaccarat(() => seq[i++]!);
        dealt[hand.winner]++;
        dealt.total++;
        return;
      }
      for (let k = 0; k < cards.length; k++) {
        if (used[k]) continue;
        used[k] = true;
        seq.push(cards[k]!);
        walk();
        seq.pop();
        used[k] = false;
      }
    };
    walk();
    expect(dealt.total).toBe(665_280n);
    expect(countOutcomes(composition)).toEqual(dealt);
  });

  it('counts pairs by rank: 31 in 415 for a player pair off 8 decks', () => {
    const p = countPairs(8);
    expect(p.total).toBe(416n * 415n * 414n * 413n);
    expect(p.playerPair * 415n).toBe(p.total * 31n);
  });
});
