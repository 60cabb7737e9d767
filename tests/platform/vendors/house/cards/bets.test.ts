import { checkKindBets, settleKindBets } from '@/platform/src/vendors/house/cards/bets';

const kinds = ['left', 'right'] as const;
const limits = {
  left: { min_minor: 100, max_minor: 1000, step_minor: 20 },
  right: { min_minor: 50, max_minor: 500, step_minor: 1 },
};

describe('checkKindBets', () => {
  it('names its errors after the game', () => {
    expect(checkKindBets('table', kinds, limits, [{ kind: 'middle' as never, stake_minor: 100 }])).toEqual({ error: 'table.badKind', kind: 'middle' });
    expect(checkKindBets('table', kinds, limits, [{ kind: 'right', stake_minor: 0 }])).toEqual({ error: 'table.badStake', kind: 'right' });
  });

  it('adds the chips on one kind before the step and the limits', () => {
    expect(checkKindBets('table', kinds, limits, [{ kind: 'left', stake_minor: 90 }, { kind: 'left', stake_minor: 30 }])).toBeNull();
    expect(checkKindBets('table', kinds, limits, [{ kind: 'left', stake_minor: 90 }])).toEqual({ error: 'table.badStake', kind: 'left' });
    expect(checkKindBets('table', kinds, limits, [{ kind: 'left', stake_minor: 80 }])).toEqual({ error: 'table.belowMin', kind: 'left' });
    expect(checkKindBets('table', kinds, limits, [{ kind: 'right', stake_minor: 300 }, { kind: 'right', stake_minor: 201 }])).toEqual({ error: 'table.aboveMax', kind: 'right' });
  });
});

describe('settleKindBets', () => {
  it('returns each bet\'s pay and the totals', () => {
    const s = settleKindBets([{ kind: 'left', stake_minor: 100 }, { kind: 'right', stake_minor: 50 }], 'left', (bet, winner) => (bet.kind === winner ? 2 * bet.stake_minor : 0));
    expect(s).toEqual({
      lines: [{ bet: { kind: 'left', stake_minor: 100 }, paid_minor: 200 }, { bet: { kind: 'right', stake_minor: 50 }, paid_minor: 0 }],
      stake_minor: 150,
      paid_minor: 200,
    });
  });
});
