import { evaluateWindow, lineRun, linePayOf, scatterPayOf, SpinScratch } from '@/platform/src/vendors/house/slot/evaluate';
import { letterToSymbol, line_count } from '@/platform/src/vendors/house/slot/game';

const seq = (letters: string) => [...letters].map((c) => letterToSymbol.get(c)!);

/** A scratch holding a window drawn as three rows of five letters, top row first. */
function windowOf(rows: [string, string, string]): SpinScratch {
  const scratch = new SpinScratch();
  rows.forEach((row, r) => [...row].forEach((c, reel) => (scratch.window[reel * 3 + r] = letterToSymbol.get(c)!)));
  return scratch;
}

const paying = (s: SpinScratch) => Array.from(s.linePay).flatMap((pay, l) => (pay ? [[l + 1, pay]] : []));

describe('line pays', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(linePayOf(seq('AAAKQ'))).toBe(8);
    expect(linePayOf(seq('AAAAQ'))).toBe(25);
    expect(linePayOf(seq('AAAAA'))).toBe(100);
    expect(linePayOf(seq('AAKQJ'))).toBe(0);
    expect(linePayOf(seq('KAAAA'))).toBe(0);
    expect(linePayOf(seq('TTTTT'))).toBe(40);
    expect(linePayOf(seq('CCCCC'))).toBe(500);
  });

  it('lets WILD stand in for any paying symbol, wherever it is on the line', () => {
    expect(linePayOf(seq('AWAQK'))).toBe(8);
    expect(linePayOf(seq('WAAAJ'))).toBe(25);
    expect(linePayOf(seq('WWAKQ'))).toBe(8);
    expect(linePayOf(seq('GWWWG'))).toBe(300);
  });

  it('pays the better of the wild run and the run the wilds make with the first other symbol', () => {
    expect(linePayOf(seq('WWWTQ'))).toBe(50); // wild 3 (50) beats ten 4 (8)
    expect(linePayOf(seq('WWWCC'))).toBe(500); // crown 5 (500) beats wild 3 (50)
    expect(linePayOf(seq('WWWWT'))).toBe(250); // wild 4 (250) beats ten 5 (40)
    expect(linePayOf(seq('WWWWW'))).toBe(1000);
  });

  it('never pays SCATTER on a line, and a scatter breaks the line', () => {
    expect(linePayOf(seq('SSSSS'))).toBe(0);
    expect(linePayOf(seq('AASAA'))).toBe(0);
    expect(linePayOf(seq('WSAAA'))).toBe(0);
    expect(linePayOf(seq('WWWSA'))).toBe(50);
  });
});

describe('evaluateWindow', () => {
  it('pays the lines that cross a run and nothing else', () => {
    const s = windowOf(['KQJTK', 'AAAQJ', 'JTKTQ']);
    expect(evaluateWindow(s)).toBe(8);
    expect(paying(s)).toEqual([[1, 8]]);
    expect(lineRun(s.window, 0)).toEqual({ symbol: letterToSymbol.get('A'), count: 3 });
  });

  it('pays every line when the window is one symbol', () => {
    expect(evaluateWindow(windowOf(['TTTTT', 'TTTTT', 'TTTTT']))).toBe(line_count * 40);
    expect(evaluateWindow(windowOf(['WWWWW', 'WWWWW', 'WWWWW']))).toBe(line_count * 1000);
  });

  it('substitutes a wild on every line that passes through it', () => {
    // The wild on reel 2, middle row, lies on lines 1, 4, 5, 12-17.
    const s = windowOf(['KQJTK', 'AWAAQ', 'JTKQT']);
    // 1: A W A A Q (ace 4). 4: K W K A K (king 3). 5: J W J A T (jack 3). 12: K W A A K, 13: J W A A T,
    // 14: K W J A K, 15: J W K A T, 16: A W J A Q, 17: A W K A Q: all broken at reel 3.
    expect(evaluateWindow(s)).toBe(35);
    expect(paying(s)).toEqual([[1, 25], [4, 6], [5, 4]]);
  });

  it('pays scatters anywhere in the window, as multiples of the total bet', () => {
    const s = windowOf(['SKQJT', 'AJSKQ', 'QTJTS']);
    expect(evaluateWindow(s)).toBe(2 * 20);
    expect(s.scatters).toBe(3);
    expect(paying(s)).toEqual([]);
    const four = windowOf(['SKQJT', 'AJSKQ', 'QTJSS']);
    expect(evaluateWindow(four)).toBe(10 * 20);
    expect(scatterPayOf(2)).toBe(0);
    expect(scatterPayOf(4)).toBe(200);
    expect(scatterPayOf(5)).toBe(1000);
  });

  it('adds line and scatter pays', () => {
    const s = windowOf(['SKQSJ', 'CCCKT', 'QTJTS']);
    expect(s.scatters).toBe(0); // counted by evaluateWindow
    expect(evaluateWindow(s)).toBe(25 + 40);
    expect(s.scatters).toBe(3);
  });
});
