import { betCount, lotteryPlayRuleById, lotteryPlayRules, selectionText, type LotterySelection } from '@/lib/games/lottery/plays';
import { playTypes } from '@/platform/src/vendors/house/lottery/play-types';

const rule = (id: string) => lotteryPlayRuleById.get(id)!;
const groups = (...g: number[][]): LotterySelection => ({ groups: g, options: [] });

describe('the lottery selection rules shared by the screen and the platform', () => {
  it('has a rule for every play type the platform prices, and no other', () => {
    expect(lotteryPlayRules.map((r) => r.id).sort()).toEqual(playTypes.map((p) => p.id).sort());
    for (const p of playTypes) expect(p.parse).toBe(rule(p.id).parse);
  });

  it('counts a five-star straight with two digits in the first place as 2 bets', () => {
    expect(betCount(rule('5d.all.straight'), groups([1, 2], [3], [4], [5], [6]))).toBe(2);
  });

  it('counts a group-3 pick of n digits as n(n−1) and a group-6 pick as n choose 3', () => {
    expect(betCount(rule('5d.front3.group3'), groups([1, 2, 3]))).toBe(6);
    expect(betCount(rule('5d.front3.group6'), groups([1, 2, 3, 4]))).toBe(4);
  });

  it('counts 11x5 any-3 of 5 numbers as 10 and a front-two straight without repeats', () => {
    expect(betCount(rule('11x5.any3'), groups([1, 2, 3, 4, 5]))).toBe(10);
    // 01,02 in the first place and 02,03 in the second: 01-02, 01-03, 02-03 (02-02 is no draw).
    expect(betCount(rule('11x5.front2.straight'), groups([1, 2], [2, 3]))).toBe(3);
  });

  it('gives 0 for a pick that is not a selection yet: a missing position, too few numbers, nothing chosen', () => {
    expect(betCount(rule('5d.back2.straight'), groups([1], []))).toBe(0);
    expect(betCount(rule('11x5.any5'), groups([1, 2, 3, 4]))).toBe(0);
    expect(betCount(rule('5d.position'), groups([], [], [], [], []))).toBe(0);
    expect(betCount(rule('5d.sum'), { groups: [], options: [] })).toBe(0);
  });

  it('writes picks in the slip grammar: 11x5 balls with two digits, positions by |, options in menu order', () => {
    expect(selectionText(rule('11x5.front2.straight'), groups([11, 1], [5]))).toBe('01,11|05');
    expect(selectionText(rule('5d.position'), groups([7], [], [], [], [0, 9]))).toBe('7||||0,9');
    expect(selectionText(rule('5d.sum'), { groups: [], options: ['big', 'odd'] })).toBe('big,odd');
    expect(betCount(rule('5d.position'), groups([7], [], [], [], [0, 9]))).toBe(3);
  });
});
