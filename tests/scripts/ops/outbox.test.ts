import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('parseOpsArgs outbox:list', () => {
  it('needs a merchant and takes channel, recipient, limit and --json', () => {
    expect(parseOpsArgs(['outbox:list', '--merchant', 'demo'])).toEqual({ command: 'outbox:list', merchant: 'demo', json: false });
    expect(parseOpsArgs(['outbox:list', '--merchant=demo', '--channel', 'sms', '--to', '+8613800138000', '--limit', '20', '--json'])).toEqual({
      command: 'outbox:list', merchant: 'demo', channel: 'sms', to: '+8613800138000', limit: 20, json: true,
    });
    expect(parseOpsArgs(['outbox:list', '--merchant', 'demo', '--channel=email', '--to=player@example.com'])).toMatchObject({ channel: 'email', to: 'player@example.com' });
  });

  it('refuses a missing merchant, an unknown channel, a bad limit and stray arguments', () => {
    expect(() => parseOpsArgs(['outbox:list'])).toThrow(/--merchant/);
    expect(() => parseOpsArgs(['outbox:list', '--merchant', 'demo', '--channel', 'fax'])).toThrow(/sms or email/);
    expect(() => parseOpsArgs(['outbox:list', '--merchant', 'demo', '--limit', '0'])).toThrow(/1 to 200/);
    expect(() => parseOpsArgs(['outbox:list', '--merchant', 'demo', '--limit', '201'])).toThrow(/1 to 200/);
    expect(() => parseOpsArgs(['outbox:list', 'demo'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['outbox:list', '--merchant', 'demo', '--domain', 'x.example'])).toThrow(/does not take --domain/);
    expect(() => parseOpsArgs(['outbox:list', '--merchant', 'demo', '--merchant', 'other'])).toThrow(/more than once/);
  });

  it('is listed in the usage text', () => {
    expect(opsHelp()).toContain('outbox:list');
    expect(opsHelp('outbox:list')).toContain('--merchant <code>');
  });
});
