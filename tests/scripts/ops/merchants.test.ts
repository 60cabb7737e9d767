import { applyAssignment, mergeResources } from '@/scripts/ops/merchants';
import { OpsUsageError, renderTable } from '@/scripts/ops/command';
import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';

const patchOf = (...assignments: string[]) => {
  const cmd = parseOpsArgs(['merchant:set', 'demo', ...assignments]);
  if (cmd.command !== 'merchant:set') throw new Error('not merchant:set');
  return (cmd as typeof cmd & { patch: Record<string, unknown> }).patch;
};

describe('parseOpsArgs', () => {
  it('answers help for no command, help, --help and -h, and a command\'s own help for <command> --help', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) expect(parseOpsArgs(argv)).toEqual({ command: 'help', json: false, text: opsHelp() });
    expect(opsHelp()).toContain('merchant:list');
    for (const argv of [['merchant:list', '--help'], ['merchant:list', '-h'], ['help', 'merchant:list']]) {
      expect(parseOpsArgs(argv)).toEqual({ command: 'help', json: false, text: opsHelp('merchant:list') });
    }
    expect(opsHelp('merchant:list')).toContain('Usage: npm run ops -- merchant:list [options]');
  });

  it('parses merchant:list and merchant:show with --json', () => {
    expect(parseOpsArgs(['merchant:list'])).toEqual({ command: 'merchant:list', json: false });
    expect(parseOpsArgs(['merchant:show', 'demo', '--json'])).toEqual({ command: 'merchant:show', code: 'demo', json: true });
  });

  it('parses merchant:create with repeated and comma-separated domains and a name', () => {
    expect(parseOpsArgs(['merchant:create', 'acme', '--domain', 'a.example', '--domain=b.example,c.example', '--name', 'Acme Play'])).toEqual({
      command: 'merchant:create', code: 'acme', domains: ['a.example', 'b.example', 'c.example'], name: 'Acme Play', json: false,
    });
  });

  it('refuses merchant:create without a domain or code', () => {
    expect(() => parseOpsArgs(['merchant:create', 'acme'])).toThrow(/--domain/);
    expect(() => parseOpsArgs(['merchant:create', '--domain', 'a.example'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['merchant:create', 'acme', '--domain'])).toThrow(/needs a value/);
  });

  it('turns merchant:set pairs into one PATCH body', () => {
    expect(patchOf('maintenance=true', 'blockedCountries=us,GB', 'domains=a.example,b.example', 'defaultLanguage=en', 'languages=EN,zh')).toEqual({
      maintenance: true, blockedCountries: ['US', 'GB'], domains: ['a.example', 'b.example'], defaultLanguage: 'EN', languages: ['EN', 'ZH'],
    });
  });

  it('clears a list with an empty value', () => {
    expect(patchOf('blockedCountries=')).toEqual({ blockedCountries: [] });
  });

  it('reads booleans as true/false, on/off, yes/no', () => {
    expect(patchOf('maintenance=off')).toEqual({ maintenance: false });
    expect(patchOf('maintenance=ON')).toEqual({ maintenance: true });
    expect(() => patchOf('maintenance=maybe')).toThrow(/true or false/);
  });

  it('fills symbol, pattern and minor digits from the currency table, then lets single parts override', () => {
    expect(patchOf('currency=usd')).toEqual({ currency: { code: 'USD', symbol: '$', pattern: '#,##0.00', minorDigits: 2 } });
    expect(patchOf('currency=VND')).toEqual({ currency: { code: 'VND', symbol: '₫', pattern: '#,##0', minorDigits: 0 } });
    expect(patchOf('currency=USD', 'currency.symbol=US$')).toEqual({ currency: { code: 'USD', symbol: 'US$', pattern: '#,##0.00', minorDigits: 2 } });
    expect(patchOf('currency.symbol=€', 'currency.minorDigits=2')).toEqual({ currency: { symbol: '€', minorDigits: 2 } });
    expect(() => patchOf('currency=XYZ')).toThrow(/currency\.code/);
  });

  it('merges module, register and menu switches', () => {
    expect(patchOf('modules.CBS3=off', 'modules.reg3=on', 'register.email.enabled=true', 'register.email.required=false', 'register.username.minLength=5',
      'register.mobileNum.patternId=null', 'menu.vip=true')).toEqual({
      modules: { CBS3: false, REG3: true },
      register: { email: { enabled: true, required: false }, username: { minLength: 5 }, mobileNum: { patternId: null } },
      menu: { vip: true },
    });
  });

  it('keeps an = inside a value', () => {
    expect(patchOf('register.username.acceptedPattern=^a=b$')).toEqual({ register: { username: { acceptedPattern: '^a=b$' } } });
  });

  it('names what is wrong with a bad pair', () => {
    expect(() => patchOf('modules.NOPE=on')).toThrow(/unknown module NOPE/);
    expect(() => patchOf('register.nosuch.enabled=true')).toThrow(/unknown register field nosuch/);
    expect(() => patchOf('register.email.colour=red')).toThrow(/unknown setting colour/);
    expect(() => patchOf('menu.nosuch=true')).toThrow(/unknown menu flag/);
    expect(() => patchOf('nosuch=1')).toThrow(/unknown setting "nosuch"/);
    expect(() => patchOf('maintenance')).toThrow(/not key=value/);
    expect(() => patchOf('maintenance.x=true')).toThrow(/unknown setting/);
    expect(() => patchOf('register.username.minLength=five')).toThrow(/whole number/);
  });

  it('refuses merchant:set without pairs or without a code', () => {
    expect(() => parseOpsArgs(['merchant:set', 'demo'])).toThrow(/usage/);
    expect(() => parseOpsArgs(['merchant:set', 'maintenance=true'])).toThrow(OpsUsageError);
  });

  it('parses audit:list filters', () => {
    expect(parseOpsArgs(['audit:list'])).toEqual({ command: 'audit:list', json: false });
    expect(parseOpsArgs(['audit:list', '--merchant', 'demo', '--limit', '20'])).toEqual({ command: 'audit:list', merchant: 'demo', limit: 20, json: false });
    expect(() => parseOpsArgs(['audit:list', '--limit', '0'])).toThrow(/1 to 500/);
    expect(() => parseOpsArgs(['audit:list', '--domain', 'x'])).toThrow(/does not take --domain/);
  });

  it('turns wallet.* pairs into the wallet settings patch', () => {
    expect(patchOf('wallet.turnoverMultiple=1.5', 'wallet.trialBalance_minor=100000', 'wallet.withdraw.min_minor=5000', 'wallet.withdraw.dailyCount=3'))
      .toEqual({ wallet: { turnoverMultiple: 1.5, trialBalance_minor: 100000, withdraw: { min_minor: 5000, dailyCount: 3 } } });
    expect(() => patchOf('wallet.turnoverMultiple=lots')).toThrow(/expected a number/);
    expect(() => patchOf('wallet.withdraw.fee=1')).toThrow(/unknown setting/);
  });

  it('parses wallet:show and wallet:adjust, a negative amount included', () => {
    expect(parseOpsArgs(['wallet:show', 'demo', 'alice', '--limit', '5'])).toEqual({ command: 'wallet:show', merchant: 'demo', username: 'alice', limit: 5, json: false });
    expect(parseOpsArgs(['wallet:adjust', 'demo', 'alice', '-20.5', '--reason', 'chargeback', '--key', 'cb-1']))
      .toEqual({ command: 'wallet:adjust', merchant: 'demo', username: 'alice', amount: '-20.5', reason: 'chargeback', key: 'cb-1', json: false });
    expect(parseOpsArgs(['wallet:adjust', 'demo', 'alice', '100', '--reason=goodwill']))
      .toEqual({ command: 'wallet:adjust', merchant: 'demo', username: 'alice', amount: '100', reason: 'goodwill', json: false });
    expect(() => parseOpsArgs(['wallet:adjust', 'demo', 'alice', '100'])).toThrow(/usage: wallet:adjust/);
    expect(() => parseOpsArgs(['wallet:adjust', 'demo', 'alice', '0.00', '--reason', 'x'])).toThrow(/non-zero decimal/);
    expect(() => parseOpsArgs(['wallet:adjust', 'demo', 'alice', '1e3', '--reason', 'x'])).toThrow(/non-zero decimal/);
    expect(() => parseOpsArgs(['wallet:show', 'demo'])).toThrow(/usage: wallet:show/);
  });

  it('refuses unknown commands and options', () => {
    expect(() => parseOpsArgs(['merchant:delete', 'demo'])).toThrow(/unknown command/);
    expect(() => parseOpsArgs(['merchant:list', '--force'])).toThrow(/unknown option --force/);
  });

  it('sets a single value on a fresh patch through applyAssignment', () => {
    const patch: Record<string, unknown> = {};
    applyAssignment(patch, 'theme.mode=light');
    expect(patch).toEqual({ theme: { mode: 'light' } });
  });
});

describe('renderTable', () => {
  it('pads columns to their widest cell', () => {
    expect(renderTable(['code', 'name'], [['demo', 'Demo Casino'], ['a', 'b']])).toBe(
      ['code  name', '----  -----------', 'demo  Demo Casino', 'a     b'].join('\n'));
  });
});

describe('merchant:set download links (resources.<type>=<url>)', () => {
  const parsed = (...assignments: string[]) => {
    const cmd = parseOpsArgs(['merchant:set', 'demo', ...assignments]) as unknown as { resources: Record<string, string | null>; patch: Record<string, unknown> };
    return { resources: cmd.resources, patch: cmd.patch };
  };

  it('takes a type in any case, an https URL, and an empty value as a removal, beside other settings', () => {
    expect(parsed('resources.ios=https://apps.example/ios', 'resources.MOBILECONFIG=', 'name=Lucky')).toEqual({
      resources: { IOS: 'https://apps.example/ios', MOBILECONFIG: null }, patch: { name: 'Lucky' },
    });
  });

  it('refuses an unknown type and a link that is not https', () => {
    expect(() => parsed('resources.windows=https://a.example/x')).toThrow(/unknown resource type windows/);
    expect(() => parsed('resources.Android=http://a.example/app.apk')).toThrow(/expected an https URL/);
    expect(() => parsed('resources.Android=javascript:alert(1)')).toThrow(OpsUsageError);
  });

  it('sets or removes the links named and keeps the others in their order', () => {
    const current = [
      { resourceType: 'Android', url: 'https://a.example/old.apk' }, { resourceType: 'IOS', url: 'https://a.example/ios' },
      { resourceType: 'FACEBOOK', url: 'https://fb.example/x' },
    ];
    expect(mergeResources(current, { Android: 'https://a.example/new.apk', IOS: null, MOBILECONFIG: 'https://a.example/p.mobileconfig' })).toEqual([
      { resourceType: 'Android', url: 'https://a.example/new.apk' }, { resourceType: 'FACEBOOK', url: 'https://fb.example/x' },
      { resourceType: 'MOBILECONFIG', url: 'https://a.example/p.mobileconfig' },
    ]);
  });
});
