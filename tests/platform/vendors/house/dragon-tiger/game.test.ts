import {
  checkDragonTigerBets, dealDragonTiger, dragonTigerReturn, settleDragonTiger, type DragonTigerHand,
} from '@/platform/src/vendors/house/dragon-tiger/game';

const deal = (a: number, b: number) => {
  const cards = [a, b];
  return dealDragonTiger(() => cards.shift()!);
};

describe('dragon tiger hands', () => {
  it('ranks ace low and king high, suits not at all', () => {
    expect(deal(12, 11).winner).toBe('dragon'); // K over Q
    expect(deal(0, 1).winner).toBe('tiger'); // A under 2
    expect(deal(5, 5 + 13)).toMatchObject({ winner: 'tie', suitedTie: false });
    expect(deal(5 + 26, 5 + 26)).toMatchObject({ winner: 'tie', suitedTie: true });
  });
});

describe('dragon tiger payouts', () => {
  const hand = (winner: DragonTigerHand['winner'], suitedTie = false): DragonTigerHand => ({ dragon: 0, tiger: 0, winner, suitedTie });

  it('pays dragon and tiger 1 to 1 and gives back half their stake on a tie', () => {
    expect(dragonTigerReturn({ kind: 'dragon', stake_minor: 1000 }, hand('dragon'))).toBe(2000);
    expect(dragonTigerReturn({ kind: 'tiger', stake_minor: 1000 }, hand('dragon'))).toBe(0);
    expect(dragonTigerReturn({ kind: 'tiger', stake_minor: 1000 }, hand('tie'))).toBe(500);
  });

  it('pays a tie 11 to 1 and a suited tie 50 to 1, and a suited tie wins the tie bet too', () => {
    const s = settleDragonTiger([{ kind: 'tie', stake_minor: 100 }, { kind: 'suitedTie', stake_minor: 100 }], hand('tie', true));
    expect(s.lines.map((l) => l.paid_minor)).toEqual([1200, 5100]);
    expect(dragonTigerReturn({ kind: 'suitedTie', stake_minor: 100 }, hand('tie'))).toBe(0);
  });

  it('asks even dragon and tiger stakes, so half comes back whole', () => {
    expect(checkDragonTigerBets([{ kind: 'dragon', stake_minor: 101 }])).toEqual({ error: 'dragonTiger.badStake', kind: 'dragon' });
    expect(checkDragonTigerBets([{ kind: 'dragon', stake_minor: 102 }, { kind: 'suitedTie', stake_minor: 100 }])).toBeNull();
    expect(checkDragonTigerBets([{ kind: 'suitedTie', stake_minor: 10_001 }])).toEqual({ error: 'dragonTiger.aboveMax', kind: 'suitedTie' });
    expect(() => dragonTigerReturn({ kind: 'dragon', stake_minor: 101 }, hand('tie'))).toThrow('odd stake');
  });
});
