import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('ops vendor arguments', () => {
  it('creates a vendor with an optional name and max stake', () => {
    expect(parseOpsArgs(['vendor:create', 'demo', 'acme'])).toEqual({ command: 'vendor:create', merchant: 'demo', code: 'acme', json: false });
    expect(parseOpsArgs(['vendor:create', 'demo', 'acme', '--name', 'Acme Games', '--max-stake', '500.50', '--json'])).toEqual({
      command: 'vendor:create', merchant: 'demo', code: 'acme', name: 'Acme Games', maxStake: '500.50', json: true,
    });
    expect(opsHelp('vendor:create')).toContain('vendor:create <merchant> <vendorCode>');
  });

  it('refuses a bad vendor code, a bad max stake and stray arguments', () => {
    expect(() => parseOpsArgs(['vendor:create', 'demo'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['vendor:create', 'demo', 'Acme!'])).toThrow(/vendorCode/);
    expect(() => parseOpsArgs(['vendor:create', 'demo', 'acme', '--max-stake', '0'])).toThrow(/--max-stake/);
    expect(() => parseOpsArgs(['vendor:create', 'demo', 'acme', '--max-stake', '-5'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['vendor:create', 'demo', 'acme', 'extra'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['vendor:create', 'demo', 'acme', '--game', 'x'])).toThrow(/does not take --game/);
  });

  it('lists a merchant\'s vendors', () => {
    expect(parseOpsArgs(['vendor:list', 'demo'])).toEqual({ command: 'vendor:list', merchant: 'demo', json: false });
    expect(() => parseOpsArgs(['vendor:list'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['vendor:list', 'demo', '--name', 'x'])).toThrow(OpsUsageError);
  });

  it('issues a test game token, optionally for a game', () => {
    expect(parseOpsArgs(['vendor:token', 'demo', 'alice', 'acme'])).toEqual({ command: 'vendor:token', merchant: 'demo', username: 'alice', vendor: 'acme', json: false });
    expect(parseOpsArgs(['vendor:token', 'demo', 'alice', 'acme', '--game', 'slot-7'])).toEqual({
      command: 'vendor:token', merchant: 'demo', username: 'alice', vendor: 'acme', gameId: 'slot-7', json: false,
    });
    expect(() => parseOpsArgs(['vendor:token', 'demo', 'alice'])).toThrow(OpsUsageError);
  });
});
