import { channelBody } from '@/scripts/ops/payments';
import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs, opsHelp } from '@/scripts/ops/program';

describe('ops deposit and withdrawal commands', () => {
  it('lists with optional merchant, status and limit', () => {
    expect(parseOpsArgs(['deposit:list'])).toEqual({ command: 'deposit:list', json: false });
    expect(parseOpsArgs(['deposit:list', '--merchant', 'demo', '--status', 'pending', '--limit', '20', '--json']))
      .toEqual({ command: 'deposit:list', merchant: 'demo', status: 'pending', limit: 20, json: true });
    expect(parseOpsArgs(['withdraw:list', '--status=approved'])).toEqual({ command: 'withdraw:list', status: 'approved', json: false });
  });

  it('refuses a status the list does not know', () => {
    expect(() => parseOpsArgs(['deposit:list', '--status', 'paid'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['withdraw:list', '--status', 'review'])).toThrow('--status must be one of pending, approved, rejected');
    expect(() => parseOpsArgs(['deposit:list', '--limit', '0'])).toThrow('--limit must be 1 to 200');
  });

  it('approves and rejects by merchant and merchant-scoped id', () => {
    expect(parseOpsArgs(['deposit:approve', 'demo', '12'])).toEqual({ command: 'deposit:approve', merchant: 'demo', id: 12, json: false });
    expect(parseOpsArgs(['deposit:reject', 'demo', '12', '--reason', 'no transfer seen']))
      .toEqual({ command: 'deposit:reject', merchant: 'demo', id: 12, reason: 'no transfer seen', json: false });
    expect(parseOpsArgs(['withdraw:approve', 'demo', '7'])).toEqual({ command: 'withdraw:approve', merchant: 'demo', id: 7, json: false });
    expect(parseOpsArgs(['withdraw:reject', 'demo', '7'])).toEqual({ command: 'withdraw:reject', merchant: 'demo', id: 7, json: false });
  });

  it('refuses a missing merchant or a bad id', () => {
    expect(() => parseOpsArgs(['deposit:approve', '12'])).toThrow('usage: deposit:approve <merchant> <id>');
    expect(() => parseOpsArgs(['deposit:approve', 'demo', 'abc'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['withdraw:approve', 'demo', '0'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['deposit:approve', 'demo', '1', '--reason', 'x'])).toThrow('deposit:approve does not take --reason');
    expect(() => parseOpsArgs(['deposit:reject', 'demo', '1', '--reason', ' '])).toThrow('--reason needs 1 to 200 characters');
  });

  it('lists channels of a merchant', () => {
    expect(parseOpsArgs(['channel:list', 'demo'])).toEqual({ command: 'channel:list', merchant: 'demo', json: false });
    expect(() => parseOpsArgs(['channel:list'])).toThrow('usage: channel:list <merchant>');
  });

  it('creates a manual-transfer channel from key=value pairs', () => {
    expect(parseOpsArgs(['channel:create', 'demo', 'mt', 'name=Bank transfer', 'min=100', 'max=50000', 'presets=100,500',
      'bankName=Demo Bank', 'accountName=Demo Ltd', 'accountNumber=6222', 'sort=2', 'enabled=off'])).toEqual({
      command: 'channel:create', merchant: 'demo', json: false,
      body: {
        method: 'mt', name: 'Bank transfer', minAmount: '100', maxAmount: '50000', presets: ['100', '500'], sort: 2, enabled: false,
        bank: { bankName: 'Demo Bank', accountName: 'Demo Ltd', accountNumber: '6222' },
      },
    });
  });

  it('creates a gateway channel with its PSP settings', () => {
    expect(channelBody('pg', ['name=SimPay', 'min=10', 'max=1000', 'adapter=simpay', 'baseUrl=https://psp.example', 'pspMerchantId=M1',
      'callbackBaseUrl=https://casino.example', 'secret=0123456789abcdef0123'])).toEqual({
      method: 'pg', name: 'SimPay', minAmount: '10', maxAmount: '1000',
      psp: { adapter: 'simpay', baseUrl: 'https://psp.example', merchantId: 'M1', callbackBaseUrl: 'https://casino.example', secret: '0123456789abcdef0123' },
    });
  });

  it('refuses unknown methods, keys of the other method and missing keys', () => {
    expect(() => channelBody('qr', [])).toThrow('channel method must be mt or pg');
    expect(() => channelBody('mt', ['name=x', 'min=1', 'max=2', 'secret=s'])).toThrow('unknown mt channel setting "secret"');
    expect(() => channelBody('mt', ['name=x', 'min=1', 'max=2'])).toThrow('channel:create mt needs bankName=');
    expect(() => channelBody('pg', ['name=x', 'min=1', 'max=2', 'adapter=simpay'])).toThrow('needs baseUrl=');
    expect(() => parseOpsArgs(['channel:create', 'demo'])).toThrow(OpsUsageError);
  });

  it('documents every command in the usage text', () => {
    for (const c of ['deposit:list', 'deposit:approve', 'deposit:reject', 'withdraw:list', 'withdraw:approve', 'withdraw:reject', 'channel:list', 'channel:create']) {
      expect(opsHelp()).toContain(c);
    }
  });
});
