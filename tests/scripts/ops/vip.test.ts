import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';

describe('ops vip arguments', () => {
  it('reads vip:set and vip:level from the command line, rates as basis points per product', () => {
    expect(parseOpsArgs(['vip:show', 'demo'])).toEqual({ command: 'vip:show', merchant: 'demo', json: false });
    expect(parseOpsArgs(['vip:set', 'demo', 'basis=deposits', 'window=month', 'giftWagering=1.5', 'rebateWagering=0'])).toEqual({
      command: 'vip:set', merchant: 'demo', body: { basis: 'deposits', window: 'month', giftWagering: 1.5, rebateWagering: 0 }, json: false,
    });
    expect(parseOpsArgs(['vip:level', 'demo', '2', 'name=Gold', 'threshold=50000', 'upgradeBonus=88', 'rebate.slots=60', 'rebate.live=30'])).toEqual({
      command: 'vip:level', merchant: 'demo', level: 2, json: false,
      body: { name: 'Gold', threshold: '50000', upgradeBonus: '88', rebate: { slots: 60, live: 30 } },
    });
  });

  it('refuses what the platform would: an unknown product, a rate past 5 %, a bad amount, a window it does not know', () => {
    expect(() => parseOpsArgs(['vip:level', 'demo', '1', 'rebate.bingo=10'])).toThrow(/products are slots, live, fishing, poker, sports, lottery/);
    expect(() => parseOpsArgs(['vip:level', 'demo', '1', 'rebate.slots=600'])).toThrow(/rebate/);
    expect(() => parseOpsArgs(['vip:level', 'demo', '1', 'threshold=-5'])).toThrow(/threshold/);
    expect(() => parseOpsArgs(['vip:level', 'demo', 'one', 'name=x'])).toThrow(/level is a number/);
    expect(() => parseOpsArgs(['vip:set', 'demo', 'window=weekly'])).toThrow(/window/);
    expect(() => parseOpsArgs(['vip:set', 'demo'])).toThrow(/usage: vip:set <merchant> <settings...>/);
  });

  it('describes every key in the help', () => {
    expect(opsHelp('vip:level')).toMatch(/threshold=[\s\S]*upgradeBonus=[\s\S]*monthlyGift=[\s\S]*birthdayGift=[\s\S]*rebate\.<product>=/);
    expect(opsHelp('vip:set')).toMatch(/basis=bets\|deposits[\s\S]*window=rolling30\|month/);
  });
});
