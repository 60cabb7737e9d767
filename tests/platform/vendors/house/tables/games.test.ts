import { dealBaccarat } from '@/platform/src/vendors/house/baccarat/hand';
import { dealFromShoe, shoeFromSeeds, shoeStart } from '@/platform/src/vendors/house/cards/shoe';
import { pocketFromSeeds } from '@/platform/src/vendors/house/roulette/wheel';
import { tableGameIds, tableGames } from '@/platform/src/vendors/house/tables/games';

const roulette = tableGames[tableGameIds.roulette]!;
const baccarat = tableGames[tableGameIds.baccarat]!;
const dragonTiger = tableGames[tableGameIds.dragonTiger]!;
const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'c0ffee', nonce: 0 };
const stake = (spot: string, amount_minor: bigint) => ({ spot, amount_minor });

describe('the roulette table', () => {
  it('names each spot of the layout one way, and knows no other', () => {
    expect(roulette.spot('split:20-17')).toEqual({ spot: 'split:17-20', kind: 'split' });
    expect(roulette.spot('corner:5-1-2-4')).toEqual({ spot: 'corner:1-2-4-5', kind: 'corner' });
    expect(roulette.spot('dozen:3')).toEqual({ spot: 'dozen:3', kind: 'dozen' });
    expect(roulette.spot('red')).toEqual({ spot: 'red', kind: 'red' });
    for (const bad of ['split:1-5', 'straight:37', 'dozen:4', 'red:1', 'street:2-3-4', 'sixLine', 'green', 'straight:1-2']) expect(roulette.spot(bad)).toBeNull();
  });

  it('holds the limits per kind in the merchant’s currency, all chips on a spot and one member’s spin together', () => {
    expect(roulette.limits(2).straight).toEqual({ min_minor: 100n, max_minor: 10_000n, step_minor: 1n });
    expect(roulette.limits(0).red).toEqual({ min_minor: 50_000n, max_minor: 30_000_000n, step_minor: 100n });
    expect(roulette.check([stake('straight:17', 10_000n)], 2)).toBeNull();
    expect(roulette.check([stake('straight:17', 6_000n), stake('straight:17', 4_001n)], 2)).toBe('bet.limit');
    expect(roulette.check([stake('red', 499n)], 2)).toBe('bet.limit');
    expect(roulette.check([stake('red', 300_000n), stake('black', 300_000n), stake('odd', 300_000n), stake('even', 300_000n)], 2)).toBe('bet.limit');
    expect(roulette.check([stake('split:1-5', 100n)], 2)).toBe('bet.invalid');
  });

  it('draws the pocket the seeds decide and pays the standard odds, stake included', () => {
    const { outcome } = roulette.draw(seeds, null);
    const pocket = pocketFromSeeds(seeds.serverSeed, seeds.clientSeed, 0);
    expect(outcome).toMatchObject({ pocket });
    expect(roulette.payout(`straight:${pocket}`, 100n, outcome)).toBe(3_600n);
    expect(roulette.payout(`straight:${(pocket + 1) % 37}`, 100n, outcome)).toBe(0n);
    expect(roulette.payout('red', 500n, { pocket: 0, colour: 'green' })).toBe(0n);
    expect(roulette.payout('dozen:1', 500n, { pocket: 12, colour: 'red' })).toBe(1_500n);
  });
});

describe('the card tables', () => {
  it('deal a whole baccarat shoe hand by hand as it lies, ending it where the cut card says', () => {
    const shoe = shoeFromSeeds(seeds.serverSeed, seeds.clientSeed, 0);
    let replay = shoeStart(shoe);
    let state: unknown = null;
    let hands = 0;
    for (;;) {
      const r = baccarat.draw(seeds, state);
      const expected = dealFromShoe(shoe, replay, dealBaccarat);
      replay = expected.state;
      hands++;
      expect(r.outcome).toMatchObject({ ...expected.hand, hand: hands });
      if (hands === 1) expect(r.outcome).toMatchObject({ burn: { shown: shoe.burnShown, faceDown: shoe.burnedFaceDown } });
      state = r.state;
      if (r.spanEnds) break;
    }
    // 416 cards, less the burn and the 16 behind the cut card, at 4 to 6 cards a hand.
    expect(hands).toBeGreaterThan(60);
    expect(hands).toBeLessThan(100);
  });

  it('pays baccarat’s bets as the table says (banker 0.95, pushes on a tie) and refuses banker stakes off its steps', () => {
    const tie = { winner: 'tie', playerPair: false, bankerPair: false };
    const banker = { winner: 'banker', playerPair: true, bankerPair: false };
    expect(baccarat.payout('banker', 2_000n, banker)).toBe(3_900n);
    expect(baccarat.payout('banker', 2_000n, tie)).toBe(2_000n);
    expect(baccarat.payout('tie', 100n, tie)).toBe(900n);
    expect(baccarat.payout('playerPair', 100n, banker)).toBe(1_200n);
    expect(baccarat.check([stake('banker', 110n)], 2)).toBe('bet.invalid');
    expect(baccarat.check([stake('banker', 120n), stake('tie', 50_001n)], 2)).toBe('bet.limit');
    expect(baccarat.check([stake('banker', 120n), stake('player', 100n)], 2)).toBeNull();
  });

  it('draw the roads of a shoe: the bead plate down columns of six, the big road by streaks', () => {
    const outcomes = ['banker', 'banker', 'tie', 'player', 'banker', 'banker', 'banker'].map((winner) => ({ winner, playerPair: false, bankerPair: false, natural: false }));
    const board = baccarat.board(outcomes) as { bead: { col: number; row: number; winner: string }[]; big: { cells: { col: number; row: number; winner: string; ties: number }[] }; counts: Record<string, number> };
    expect(board.bead.map((c) => [c.col, c.row])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 0]]);
    expect(board.big.cells.map((c) => [c.col, c.row, c.winner, c.ties])).toEqual([
      [0, 0, 'banker', 0], [0, 1, 'banker', 1], [1, 0, 'player', 0], [2, 0, 'banker', 0], [2, 1, 'banker', 0], [2, 2, 'banker', 0],
    ]);
    expect(board.counts).toEqual({ banker: 5, player: 1, tie: 1 });
  });

  it('pays dragon tiger’s sides half back on a tie', () => {
    const tie = { winner: 'tie', suitedTie: false };
    expect(dragonTiger.payout('dragon', 1_000n, tie)).toBe(500n);
    expect(dragonTiger.payout('tie', 100n, tie)).toBe(1_200n);
    expect(dragonTiger.payout('suitedTie', 100n, tie)).toBe(0n);
    expect(dragonTiger.check([stake('tiger', 101n)], 2)).toBe('bet.invalid');
  });
});
