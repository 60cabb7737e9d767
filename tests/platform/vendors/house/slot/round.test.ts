import { SpinScratch } from '@/platform/src/vendors/house/slot/evaluate';
import { freeSpinRules, reelStrips } from '@/platform/src/vendors/house/slot/game';
import { newServerSeed, type Uint32Source } from '@/platform/src/vendors/house/fair/stream';
import { fairRound, playRound, playRoundRecorded, verifyRound } from '@/platform/src/vendors/house/slot/round';

/**
 * A source that answers the given stops as draws (every stop is below every reel's limit,
 * so uniformBelow takes it as it is), then repeats `after` for ever.
 */
function stopsSource(spins: number[][], after?: number[]): Uint32Source {
  const values = spins.flat();
  let i = 0;
  return {
    nextUint32() {
      if (i < values.length) return values[i++]!;
      if (!after) throw new Error('stops source ran out');
      return after[(i++ - values.length) % after.length]!;
    },
  };
}

// Every reel has a scatter at index 0: stop 0 shows it in the top row.
const allScatters = [0, 0, 0, 0, 0];
const threeScatters = [0, 0, 0, 5, 5];
const quiet = [5, 5, 5, 5, 5];

describe('a round', () => {
  it('is one spin when no free spins are awarded', () => {
    expect(reelStrips.every((s) => s[0] === 'S')).toBe(true);
    const r = playRoundRecorded(stopsSource([quiet]));
    expect(r.freeSpins).toEqual([]);
    expect(r.base.stops).toEqual(quiet);
    expect(r.base.window).toHaveLength(5);
    expect(r.coins).toBe(r.base.coins);
  });

  it('plays 10 free spins at 3x after three scatters, and 10 more on a retrigger', () => {
    const free = [quiet, quiet, threeScatters, ...Array.from({ length: 17 }, () => quiet)];
    const r = playRoundRecorded(stopsSource([threeScatters, ...free]));
    expect(r.base).toMatchObject({ scatters: 3, awards: 10, multiplier: 1 });
    expect(r.base.coins).toBeGreaterThanOrEqual(40);
    expect(r.freeSpins).toHaveLength(20);
    expect(r.freeSpins[2]).toMatchObject({ scatters: 3, awards: 10, multiplier: 3 });
    expect(r.freeSpins.every((s) => s.multiplier === 3)).toBe(true);
    const quietPay = playRoundRecorded(stopsSource([quiet])).coins;
    expect(r.freeSpins[0]!.coins).toBe(quietPay * 3);
    expect(r.coins).toBe(r.base.coins + r.freeSpins.reduce((s, f) => s + f.coins, 0));
    for (const line of r.freeSpins[2]!.lines) expect(line.coins % 3).toBe(0);
  });

  it('ends a feature after 500 free spins even if every spin retriggers', () => {
    let spins = 0;
    const scratch = new SpinScratch();
    const win = playRound(stopsSource([], allScatters), scratch, () => void spins++);
    expect(spins).toBe(1 + freeSpinRules.spins_max);
    expect(win).toBeGreaterThan(0);
  });

  it('is decided by its seeds: the same seeds give the same round, and verify accepts only that round', () => {
    const server = newServerSeed();
    const a = fairRound(server, 'my seed', 3);
    expect(fairRound(server, 'my seed', 3)).toEqual(a);
    const stops = [a.base, ...a.freeSpins].map((s) => s.stops);
    expect(verifyRound(server, 'my seed', 3, { stops, coins: a.coins })).toBe(true);
    expect(verifyRound(server, 'my seed', 4, { stops, coins: a.coins })).toBe(false);
    expect(verifyRound(server, 'my seed', 3, { stops: [[1, 2, 3, 4, 5]], coins: a.coins })).toBe(false);
    const rounds = Array.from({ length: 20 }, (_, n) => fairRound(server, 'my seed', n).base.stops.join());
    expect(new Set(rounds).size).toBeGreaterThan(15);
  });
});
