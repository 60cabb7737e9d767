import { playTypeById, playTypes, type PlayType } from '@/platform/src/vendors/house/lottery/play-types';

const play = (id: string): PlayType => playTypeById.get(id)!;
const settle = (id: string, text: string, draw: number[]) => {
  const p = play(id);
  const s = p.parse(text);
  if (!s) throw new Error(`${id} refused ${text}`);
  return p.settle(s, draw);
};
const bets = (id: string, text: string) => {
  const s = play(id).parse(text);
  return s && play(id).bets(s);
};

describe('lottery play types', () => {
  it('has Tradition and Entertainment plays for both formats, ids unique', () => {
    expect(new Set(playTypes.map((p) => p.id)).size).toBe(playTypes.length);
    for (const format of ['5d', '11x5'] as const) {
      for (const category of ['tradition', 'entertainment'] as const) {
        expect(playTypes.some((p) => p.format === format && p.category === category)).toBe(true);
      }
    }
  });

  it('counts the unit bets a selection makes', () => {
    expect(bets('5d.all.straight', '0,1|2|3|4|5')).toBe(2);
    expect(bets('5d.front3.straight', '0,1,2|0,1|9')).toBe(6);
    expect(bets('5d.front3.group3', '1,2,3')).toBe(6); // a pair digit and a single digit: 3 × 2
    expect(bets('5d.front3.group6', '1,2,3,4')).toBe(4);
    expect(bets('5d.position', '1,2||3||')).toBe(3);
    expect(bets('11x5.any3', '01,02,03,04,05')).toBe(10);
    expect(bets('11x5.front2.straight', '01,02|01,02')).toBe(2); // 01 02 and 02 01: a ball cannot come twice
    expect(bets('5d.sum', 'big,odd')).toBe(2);
  });

  it('refuses selections that are not of the play', () => {
    const refused: [string, string][] = [
      ['5d.all.straight', '1|2|3|4'], // four positions of five
      ['5d.front3.straight', '1,1|2|3'], // a digit twice in a position
      ['5d.front3.straight', '10|2|3'],
      ['5d.front3.straight', '1||3'],
      ['11x5.any1', '1'], // 11x5 balls are written 01
      ['11x5.any1', '12'],
      ['11x5.any3', '01,02'], // fewer numbers than the play needs
      ['11x5.front2.straight', '01|01'], // no two different balls
      ['5d.front3.group6', '1,2'],
      ['5d.position', '||||'],
      ['5d.sum', 'big,big'],
      ['5d.sum', 'large'],
      ['5d.all.straight', '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9~'],
    ];
    for (const [id, text] of refused) expect([id, text, play(id).parse(text)]).toEqual([id, text, null]);
  });

  it('settles straights by position and fixed positions one by one', () => {
    expect(settle('5d.all.straight', '0,1|2|3|4|5', [1, 2, 3, 4, 5])).toEqual({ won: { prize: 1 }, pushed: 0 });
    expect(settle('5d.front3.straight', '1|2|3', [1, 2, 4, 0, 0]).won.prize).toBe(0);
    expect(settle('5d.back2.straight', '4|5', [9, 9, 9, 4, 5]).won.prize).toBe(1);
    expect(settle('5d.position', '1,2||3||0', [2, 2, 3, 4, 0]).won.prize).toBe(3);
    expect(settle('11x5.front3.straight', '01|02|03', [1, 2, 3, 4, 5]).won.prize).toBe(1);
    expect(settle('11x5.front3.straight', '01|02|03', [2, 1, 3, 4, 5]).won.prize).toBe(0);
  });

  it('settles group bets in any order, and group 3 only on a pair', () => {
    expect(settle('5d.front3.group3', '1,3', [3, 1, 3, 0, 0]).won.prize).toBe(1);
    expect(settle('5d.front3.group3', '1,3', [3, 3, 3, 0, 0]).won.prize).toBe(0);
    expect(settle('5d.front3.group3', '1,3', [1, 3, 2, 0, 0]).won.prize).toBe(0);
    expect(settle('5d.front3.group6', '1,2,3,4', [3, 1, 2, 9, 9]).won.prize).toBe(1);
    expect(settle('5d.front3.group6', '1,2,3,4', [3, 1, 1, 9, 9]).won.prize).toBe(0);
    expect(settle('11x5.front3.group', '01,02,03', [3, 1, 2, 9, 10]).won.prize).toBe(1);
  });

  it('wins an any-N unit bet for every N of its numbers among the five drawn', () => {
    expect(settle('11x5.any2', '01,02,03,09', [1, 2, 3, 4, 5]).won.prize).toBe(3); // 01-02, 01-03, 02-03
    expect(settle('11x5.any5', '01,02,03,04,05,06', [5, 4, 3, 2, 1]).won.prize).toBe(1);
    expect(settle('11x5.any1', '11', [1, 2, 3, 4, 5]).won.prize).toBe(0);
  });

  it('settles options: sums, dragon and tiger, and an 11x5 sum of 30 as a push for big and small', () => {
    expect(settle('5d.sum', 'big,small,odd,even', [9, 9, 5, 0, 0])).toEqual({ won: { big: 1, odd: 1 }, pushed: 0 });
    expect(settle('5d.dragonTiger', 'dragon,tie', [4, 0, 0, 0, 4])).toEqual({ won: { tie: 1 }, pushed: 0 });
    expect(settle('11x5.sum', 'big,small,even', [1, 2, 6, 10, 11])).toEqual({ won: { even: 1 }, pushed: 2 });
    expect(settle('11x5.dragonTiger', 'dragon,tiger', [9, 1, 2, 3, 4])).toEqual({ won: { dragon: 1 }, pushed: 0 });
  });

  it('gives each play samples of one or two unit bets, and an everything selection it accepts', () => {
    for (const p of playTypes) {
      for (const text of [...p.samples, ...p.everything]) expect([p.id, text, p.parse(text) !== null]).toEqual([p.id, text, true]);
      for (const text of p.samples) expect(p.bets(p.parse(text)!)).toBeLessThanOrEqual(2);
    }
  });
});
