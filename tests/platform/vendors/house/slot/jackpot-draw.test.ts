import { fairPlay, fairRound } from '@/platform/src/vendors/house/slot/round';

const seed = 'a'.repeat(64);

describe('the jackpot draw of a house round', () => {
  it('leaves the round itself as its seeds decide it without a jackpot', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      expect(fairPlay(seed, 'client', nonce, 7).round).toEqual(fairRound(seed, 'client', nonce));
    }
  });

  it('never hits without a pool, always at odds 1, and about 1 in N otherwise', () => {
    expect(fairPlay(seed, 'client', 0, null).jackpotHit).toBe(false);
    for (let nonce = 0; nonce < 20; nonce++) expect(fairPlay(seed, 'client', nonce, 1).jackpotHit).toBe(true);
    let hits = 0;
    const rounds = 2000;
    for (let nonce = 0; nonce < rounds; nonce++) if (fairPlay(seed, 'client', nonce, 10).jackpotHit) hits++;
    // Binomial(2000, 0.1): mean 200, sd 13.4; 5 sd either side.
    expect(hits).toBeGreaterThan(133);
    expect(hits).toBeLessThan(267);
  });

  it('is the same draw every time for the same seeds, nonce and odds', () => {
    const a = Array.from({ length: 50 }, (_, n) => fairPlay(seed, 'c2', n, 5).jackpotHit);
    const b = Array.from({ length: 50 }, (_, n) => fairPlay(seed, 'c2', n, 5).jackpotHit);
    expect(a).toEqual(b);
  });
});
