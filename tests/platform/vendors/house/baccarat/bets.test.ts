import { baccaratReturn, checkBaccaratBets, settleBaccarat } from '@/platform/src/vendors/house/baccarat/bets';
import type { BaccaratHand } from '@/platform/src/vendors/house/baccarat/hand';

const hand = (winner: BaccaratHand['winner'], playerPair = false, bankerPair = false): BaccaratHand => ({
  player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner, playerPair, bankerPair, natural: false,
});

describe('baccarat payouts', () => {
  it('pays player 1 to 1, banker 0.95 to 1, tie 8 to 1, pairs 11 to 1', () => {
    expect(baccaratReturn({ kind: 'player', stake_minor: 1000 }, hand('player'))).toBe(2000);
    expect(baccaratReturn({ kind: 'banker', stake_minor: 1000 }, hand('banker'))).toBe(1950);
    expect(baccaratReturn({ kind: 'tie', stake_minor: 1000 }, hand('tie'))).toBe(9000);
    expect(baccaratReturn({ kind: 'playerPair', stake_minor: 1000 }, hand('banker', true))).toBe(12_000);
    expect(baccaratReturn({ kind: 'bankerPair', stake_minor: 1000 }, hand('banker', true))).toBe(0);
  });

  it('returns player and banker stakes on a tie', () => {
    expect(baccaratReturn({ kind: 'player', stake_minor: 500 }, hand('tie'))).toBe(500);
    expect(baccaratReturn({ kind: 'banker', stake_minor: 500 }, hand('tie'))).toBe(500);
    expect(baccaratReturn({ kind: 'banker', stake_minor: 500 }, hand('player'))).toBe(0);
  });

  it('settles a member\'s bets together', () => {
    const s = settleBaccarat([{ kind: 'banker', stake_minor: 2000 }, { kind: 'tie', stake_minor: 100 }, { kind: 'bankerPair', stake_minor: 100 }], hand('banker', false, true));
    expect(s).toMatchObject({ stake_minor: 2200, paid_minor: 3900 + 0 + 1200 });
  });

  it('refuses to pay a banker stake that 0.95 would split into a fraction of a minor unit', () => {
    expect(() => baccaratReturn({ kind: 'banker', stake_minor: 110 }, hand('banker'))).toThrow('multiple of 20');
  });
});

describe('checkBaccaratBets', () => {
  it('lets bets within the limits stand', () => {
    expect(checkBaccaratBets([{ kind: 'banker', stake_minor: 1000 }, { kind: 'playerPair', stake_minor: 100 }])).toBeNull();
  });

  it('asks banker stakes in steps of 20 minor units, after adding up the chips', () => {
    expect(checkBaccaratBets([{ kind: 'banker', stake_minor: 110 }])).toEqual({ error: 'baccarat.badStake', kind: 'banker' });
    expect(checkBaccaratBets([{ kind: 'banker', stake_minor: 110 }, { kind: 'banker', stake_minor: 10 }])).toBeNull();
  });

  it('refuses unknown kinds and stakes outside the limits', () => {
    expect(checkBaccaratBets([{ kind: 'dragon' as never, stake_minor: 100 }])).toEqual({ error: 'baccarat.badKind', kind: 'dragon' });
    expect(checkBaccaratBets([{ kind: 'tie', stake_minor: 50 }])).toEqual({ error: 'baccarat.belowMin', kind: 'tie' });
    expect(checkBaccaratBets([{ kind: 'tie', stake_minor: 50_001 }])).toEqual({ error: 'baccarat.aboveMax', kind: 'tie' });
    expect(checkBaccaratBets([{ kind: 'player', stake_minor: -5 }])).toEqual({ error: 'baccarat.badStake', kind: 'player' });
  });
});
