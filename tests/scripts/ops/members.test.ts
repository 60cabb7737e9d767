import { memberPatch } from '@/scripts/ops/members';
import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('ops member commands', () => {
  it('parses member:list with and without filters', () => {
    expect(parseOpsArgs(['member:list'])).toEqual({ command: 'member:list', json: false });
    expect(parseOpsArgs(['member:list', '--merchant', 'demo', '--q', 'lucky', '--limit', '20', '--json'])).toEqual({
      command: 'member:list', merchant: 'demo', q: 'lucky', limit: 20, json: true,
    });
    expect(parseOpsArgs(['member:list', '--q=ann'])).toMatchObject({ q: 'ann' });
  });

  it('refuses bad member:list arguments', () => {
    expect(() => parseOpsArgs(['member:list', 'demo'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['member:list', '--limit', '0'])).toThrow('--limit must be 1 to 500');
    expect(() => parseOpsArgs(['member:list', '--domain', 'x'])).toThrow('member:list does not take --domain');
    expect(() => parseOpsArgs(['member:list', '--q', ' '])).toThrow('--q needs some text');
  });

  it('parses member:set into the PATCH body', () => {
    expect(parseOpsArgs(['member:set', 'demo', 'lucky8', 'status=disabled'])).toEqual({
      command: 'member:set', merchant: 'demo', username: 'lucky8', patch: { status: 'disabled' }, json: false,
    });
    expect(parseOpsArgs(['member:set', 'demo', 'lucky8', 'status=active', 'type=7'])).toMatchObject({ patch: { status: 'active', type: 7 } });
  });

  it('refuses bad member:set arguments with a line for the operator', () => {
    expect(() => parseOpsArgs(['member:set', 'demo', 'lucky8'])).toThrow('usage: member:set');
    expect(() => parseOpsArgs(['member:set', 'demo', 'status=disabled'])).toThrow('usage: member:set');
    expect(() => memberPatch(['status=gone'])).toThrow('status: expected active or disabled');
    expect(() => memberPatch(['type=-1'])).toThrow(/type: expected a whole number/);
    expect(() => memberPatch(['type=40000'])).toThrow(/type: expected a whole number/);
    expect(() => memberPatch(['vip=3'])).toThrow('unknown member setting "vip"');
    expect(() => memberPatch(['status'])).toThrow('is not key=value');
  });

  it('lists the member commands in the usage text', () => {
    expect(opsHelp('member:list')).toMatch(/--merchant <code>[\s\S]*--q <text>/);
    expect(opsHelp('member:set')).toContain('member:set <merchant> <username>');
    expect(opsHelp('member:set')).toContain('status=active|disabled  type=<n>');
  });
});
