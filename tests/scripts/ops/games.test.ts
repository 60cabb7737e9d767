import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('ops arguments of the game catalog', () => {
  it('parses game:set into the PATCH body of /bo/catalog/games', () => {
    expect(parseOpsArgs(['game:set', 'demo', 'luckystar', 'luckystar-fortune-tiger', 'enabled=off', 'sort=-3', 'supportPlay=yes', 'minBet=0.5', 'gameClassify=jp', 'roomId=null']))
      .toEqual({
        command: 'game:set', merchant: 'demo', vassalage: 'LUCKYSTAR', gameId: 'luckystar-fortune-tiger', json: false,
        patch: { enabled: false, sort: -3, supportPlay: true, minBet: '0.5', gameClassify: 'JP', roomId: null },
      });
  });

  it('refuses game:set without changes, with unknown keys or bad values', () => {
    const bad = [
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5'],
      ['game:set', 'demo', 'HOUSE'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'colour=red'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'enabled=maybe'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'sort=1.5'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'minBet=-1'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'gameClassify=XX'],
      ['game:set', 'demo', 'HO USE', 'house-lucky-5', 'enabled=true'],
      ['game:set', 'demo', 'HOUSE', 'house-lucky-5', 'enabled=true', '--vendor', 'X'],
    ];
    for (const args of bad) expect(() => parseOpsArgs(args)).toThrow(OpsUsageError);
  });

  it('parses vendor:set beside the wallet vendor commands, linking the wallet vendor by its code', () => {
    expect(parseOpsArgs(['vendor:set', 'demo', 'luckystar', 'enabled=true', 'sort=20', 'displayName=Lucky Star', 'walletVendor=luckystar',
      'launchUrl=https://luckystar.example/play?t={token}&g={gameId}']))
      .toEqual({
        command: 'vendor:set', merchant: 'demo', vassalage: 'LUCKYSTAR', json: false,
        patch: { enabled: true, sort: 20, displayName: 'Lucky Star', walletVendor: 'luckystar', launchUrl: 'https://luckystar.example/play?t={token}&g={gameId}' },
      });
    expect(parseOpsArgs(['vendor:set', 'demo', 'HOUSE', 'walletVendor=null', 'launchUrl=', '--json']))
      .toMatchObject({ patch: { walletVendor: null, launchUrl: null }, json: true });
    // The wallet vendor commands keep their meaning.
    expect(parseOpsArgs(['vendor:create', 'demo', 'luckystar'])).toMatchObject({ command: 'vendor:create', code: 'luckystar' });
    expect(parseOpsArgs(['vendor:list', 'demo'])).toEqual({ command: 'vendor:list', merchant: 'demo', json: false });
    expect(parseOpsArgs(['vendor:catalog', 'demo'])).toEqual({ command: 'vendor:catalog', merchant: 'demo', json: false });
  });

  it('refuses vendor:set with a bad wallet vendor code, a plain-http launch URL or unknown keys', () => {
    for (const args of [
      ['vendor:set', 'demo', 'HOUSE'],
      ['vendor:set', 'demo', 'HOUSE', 'walletVendor=House'],
      ['vendor:set', 'demo', 'HOUSE', 'launchUrl=http://x.example/'],
      ['vendor:set', 'demo', 'HOUSE', 'secret=abc'],
      ['vendor:set', 'demo', 'HOUSE', 'displayName='],
    ]) expect(() => parseOpsArgs(args)).toThrow(OpsUsageError);
  });

  it('parses game:list with its filters', () => {
    expect(parseOpsArgs(['game:list', 'demo', '--vendor', 'acepoker', '--type', 'pvp'])).toEqual({ command: 'game:list', merchant: 'demo', vendor: 'ACEPOKER', gameType: 'PVP', json: false });
    expect(() => parseOpsArgs(['game:list', 'demo', '--type', 'CASINO'])).toThrow(OpsUsageError);
    expect(opsHelp('game:set')).toContain('game:set <merchant> <VASSALAGE> <gameId>');
    expect(opsHelp('vendor:set')).toContain('vendor:set <merchant> <VASSALAGE>');
  });
});
