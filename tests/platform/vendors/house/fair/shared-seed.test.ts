import { createHash } from 'node:crypto';
import { sharedClientSeed } from '@/platform/src/vendors/house/fair/shared-seed';
import { clientSeedPattern } from '@/platform/src/vendors/house/fair/stream';

const bets = [
  { betId: 'rb_2', selection: 'red', stake_minor: 500 },
  { betId: 'rb_1', selection: 'split:17-20', stake_minor: 100 },
];

describe('sharedClientSeed', () => {
  it('is sha256 of the bets, one tab-separated line each, ordered by bet id', () => {
    const text = 'rb_1\tsplit:17-20\t100\nrb_2\tred\t500';
    expect(sharedClientSeed(bets)).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('does not depend on the order the bets arrived in', () => {
    expect(sharedClientSeed([...bets].reverse())).toBe(sharedClientSeed(bets));
  });

  it('changes when any bet changes, so no one can leave out or alter a bet unnoticed', () => {
    const seed = sharedClientSeed(bets);
    expect(sharedClientSeed([bets[0]!])).not.toBe(seed);
    expect(sharedClientSeed([bets[0]!, { ...bets[1]!, stake_minor: 101 }])).not.toBe(seed);
    expect(sharedClientSeed([bets[0]!, { ...bets[1]!, selection: 'split:17-18' }])).not.toBe(seed);
  });

  it('is a valid client seed, also for a round nobody bet on', () => {
    expect(sharedClientSeed(bets)).toMatch(clientSeedPattern);
    expect(sharedClientSeed([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('refuses a bet listed twice or text that would blur the lines', () => {
    expect(() => sharedClientSeed([bets[0]!, bets[0]!])).toThrow('listed twice');
    expect(() => sharedClientSeed([{ betId: 'a\tb', selection: 'red', stake_minor: 1 }])).toThrow('tab or a newline');
    expect(() => sharedClientSeed([{ betId: 'a', selection: 'red\n', stake_minor: 1 }])).toThrow('tab or a newline');
  });
});
