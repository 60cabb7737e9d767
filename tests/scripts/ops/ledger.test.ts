import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('ops ledger:verify arguments', () => {
  it('checks every merchant, or one with --merchant', () => {
    expect(parseOpsArgs(['ledger:verify'])).toEqual({ command: 'ledger:verify', json: false });
    expect(parseOpsArgs(['ledger:verify', '--merchant', 'demo', '--json'])).toEqual({ command: 'ledger:verify', merchant: 'demo', json: true });
    expect(opsHelp()).toContain('ledger:verify');
  });

  it('refuses stray arguments and options', () => {
    expect(() => parseOpsArgs(['ledger:verify', 'demo'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['ledger:verify', '--limit', '3'])).toThrow(OpsUsageError);
  });
});
