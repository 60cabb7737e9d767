import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';

describe('ops jackpot arguments', () => {
  it('reads jackpot:show and jackpot:set from the command line', () => {
    expect(parseOpsArgs(['jackpot:show', 'demo'])).toEqual({ command: 'jackpot:show', merchant: 'demo', json: false });
    expect(parseOpsArgs(['jackpot:set', 'demo', 'share=100', 'odds=50000'])).toEqual({ command: 'jackpot:set', merchant: 'demo', patch: { share: 100, odds: 50000 }, json: false });
    expect(() => parseOpsArgs(['jackpot:set', 'demo', 'share=2000'])).toThrow(/share/);
    expect(() => parseOpsArgs(['jackpot:set', 'demo', 'odds=0'])).toThrow(/odds/);
    expect(() => parseOpsArgs(['jackpot:set', 'demo', 'seed=1'])).toThrow(/unknown jackpot setting/);
  });

  it('describes both keys of jackpot:set in its help', () => {
    expect(opsHelp('jackpot:set')).toMatch(/share=<bp>[\s\S]*odds=<N>/);
  });
});
