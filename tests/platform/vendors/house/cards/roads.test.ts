import { beadPlate, bigRoad } from '@/platform/src/vendors/house/cards/roads';

type W = 'banker' | 'player';
const results = (s: string) => [...s].map((c) => ({ winner: (c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie') as W | 'tie' }));
const place = (cells: { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);

describe('bead plate', () => {
  it('fills every result, ties included, down columns of six', () => {
    const plate = beadPlate(results('BPTBBPPB'));
    expect(place(plate)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0', '1,1']);
    expect(plate[2]!.result.winner).toBe('tie');
  });
});

describe('big road', () => {
  it('runs a streak down a column, starts a column on a change, and marks ties on the last cell', () => {
    const road = bigRoad<W, ReturnType<typeof results>[number]>(results('TBBPTTPPB'));
    expect(road.leadingTies).toBe(1);
    expect(place(road.cells)).toEqual(['0,0', '0,1', '1,0', '1,1', '1,2', '2,0']);
    expect(road.cells.map((c) => c.ties)).toEqual([0, 0, 2, 0, 0, 0]);
    expect(road.streaks).toEqual([{ winner: 'banker', length: 2 }, { winner: 'player', length: 3 }, { winner: 'banker', length: 1 }]);
  });

  it('turns a streak right at the bottom row (the dragon tail)', () => {
    const road = bigRoad<W, ReturnType<typeof results>[number]>(results('BBBBBBBB'));
    expect(place(road.cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5']);
    expect(road.streaks).toEqual([{ winner: 'banker', length: 8 }]);
  });

  it('turns right early when an earlier tail takes the cell below, and keeps columns in order', () => {
    // Seven bankers tail into column 1 at row 5; the players' streak in column 1 meets it at row 4.
    const road = bigRoad<W, ReturnType<typeof results>[number]>(results('BBBBBBBPPPPPPB'));
    expect(place(road.cells)).toEqual([
      '0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5',
      '1,0', '1,1', '1,2', '1,3', '1,4', '2,4',
      '2,0',
    ]);
  });

  it('starts a new streak right of a tail that took the top row', () => {
    // Six rows of one: a streak of 1 row turns right at once; the next streak starts after it.
    const road = bigRoad<W, ReturnType<typeof results>[number]>(results('BBBPB'), 1);
    expect(place(road.cells)).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0']);
  });
});
