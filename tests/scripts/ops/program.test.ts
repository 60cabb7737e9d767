import { opsCommands, opsHelp, parseOpsArgs, runOps } from '@/scripts/ops/program';

/**
 * Every command of the hand-written parser this CLI replaced (platform/src/modules/backoffice/
 * ops-args.ts and content/ops-args.ts), with its arguments and options as that parser took
 * them, and one command line it accepted. The CLI keeps all of them.
 */
const kept: { name: string; args: string; options: string[]; sample: string[]; bad: string[] }[] = [
  { name: 'merchant:list', args: '', options: [], sample: [], bad: ['extra'] },
  { name: 'merchant:show', args: '<code>', options: [], sample: ['demo'], bad: [] },
  { name: 'merchant:create', args: '<code>', options: ['--domain', '--name'], sample: ['acme', '--domain', 'acme.example.com', '--name', 'Acme'], bad: ['acme'] },
  { name: 'merchant:set', args: '<code> <settings...>', options: [], sample: ['demo', 'maintenance=true'], bad: ['demo', 'wallet.turnoverMultiple=lots'] },
  { name: 'audit:list', args: '', options: ['--merchant', '--limit'], sample: ['--merchant', 'demo', '--limit', '5'], bad: ['--limit', '501'] },
  { name: 'outbox:list', args: '', options: ['--merchant', '--channel', '--to', '--limit'], sample: ['--merchant', 'demo', '--channel', 'sms'], bad: ['--channel', 'sms'] },
  { name: 'member:list', args: '', options: ['--merchant', '--q', '--limit'], sample: ['--q', 'ann'], bad: ['--merchant', 'x'] },
  { name: 'member:set', args: '<merchant> <username> <settings...>', options: [], sample: ['demo', 'alice', 'status=disabled'], bad: ['demo', 'alice', 'status=gone'] },
  { name: 'social:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'social:set', args: '<merchant> <provider> <settings...>', options: [], sample: ['demo', 'google', 'enabled=false'], bad: ['demo', 'google', 'enabled=true', 'issuer=http://x.example'] },
  { name: 'ledger:verify', args: '', options: ['--merchant'], sample: ['--merchant', 'demo'], bad: ['demo'] },
  { name: 'deposit:list', args: '', options: ['--merchant', '--status', '--limit'], sample: ['--status', 'review'], bad: ['--status', 'paid'] },
  { name: 'deposit:approve', args: '<merchant> <id>', options: [], sample: ['demo', '1'], bad: ['demo', '0'] },
  { name: 'deposit:reject', args: '<merchant> <id>', options: ['--reason'], sample: ['demo', '1', '--reason', 'no transfer'], bad: ['demo', '1', '--reason', ' '] },
  { name: 'withdraw:list', args: '', options: ['--merchant', '--status', '--limit'], sample: ['--status', 'pending'], bad: ['--status', 'review'] },
  { name: 'withdraw:approve', args: '<merchant> <id>', options: [], sample: ['demo', '7'], bad: ['demo', 'x'] },
  { name: 'withdraw:reject', args: '<merchant> <id>', options: ['--reason'], sample: ['demo', '7'], bad: ['demo'] },
  { name: 'channel:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  {
    name: 'channel:create', args: '<merchant> <method> [settings...]', options: [],
    sample: ['demo', 'mt', 'name=Bank', 'min=100', 'max=500', 'bankName=B', 'accountName=A', 'accountNumber=1'], bad: ['demo', 'qr'],
  },
  { name: 'wallet:show', args: '<merchant> <username>', options: ['--limit'], sample: ['demo', 'alice', '--limit', '5'], bad: ['demo'] },
  { name: 'wallet:adjust', args: '<merchant> <username> <amount>', options: ['--reason', '--key'], sample: ['demo', 'alice', '-20', '--reason', 'x'], bad: ['demo', 'alice', '0', '--reason', 'x'] },
  { name: 'vendor:create', args: '<merchant> <vendorCode>', options: ['--name', '--max-stake'], sample: ['demo', 'acme', '--max-stake', '500'], bad: ['demo', 'Acme!'] },
  { name: 'vendor:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'vendor:token', args: '<merchant> <username> <vendorCode>', options: ['--game'], sample: ['demo', 'alice', 'acme', '--game', 'g1'], bad: ['demo', 'alice'] },
  { name: 'vendor:catalog', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'vendor:set', args: '<merchant> <VASSALAGE> <settings...>', options: [], sample: ['demo', 'house', 'sort=1'], bad: ['demo', 'HOUSE', 'launchUrl=http://x'] },
  { name: 'game:list', args: '<merchant>', options: ['--vendor', '--type'], sample: ['demo', '--vendor', 'HOUSE', '--type', 'rng'], bad: ['demo', '--type', 'CASINO'] },
  { name: 'game:set', args: '<merchant> <VASSALAGE> <gameId> <settings...>', options: [], sample: ['demo', 'HOUSE', 'g1', 'enabled=off'], bad: ['demo', 'HOUSE', 'g1', 'minBet=-1'] },
  { name: 'game:import', args: '<merchant> <file>', options: [], sample: ['demo', 'tests/scripts/ops/acme-catalog.json'], bad: ['demo'] },
  { name: 'jackpot:show', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'jackpot:set', args: '<merchant> [settings...]', options: [], sample: ['demo', 'share=100', 'odds=50000'], bad: ['demo', 'share=2000'] },
  { name: 'announcement:list', args: '<merchant>', options: ['--type'], sample: ['demo', '--type', 'PL'], bad: ['demo', '--type', 'ZZ'] },
  { name: 'announcement:create', args: '<merchant> <type> [settings...]', options: [], sample: ['demo', 'PL', 'title=Hi'], bad: ['demo', 'PL'] },
  { name: 'announcement:set', args: '<merchant> <id> [settings...]', options: [], sample: ['demo', '12', 'enabled=false'], bad: ['demo', '12'] },
  { name: 'banner:list', args: '<merchant> [group]', options: [], sample: ['demo', 'm_home'], bad: ['demo', 'm_side'] },
  { name: 'banner:create', args: '<merchant> <group> [settings...]', options: [], sample: ['demo', 'm_home', 'image=/b.svg'], bad: ['demo', 'm_home'] },
  { name: 'promotion:categories', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'promotion:category-create', args: '<merchant> [settings...]', options: [], sample: ['demo', 'name=Slots', 'name.ZH=老虎机'], bad: ['demo', 'sort=1'] },
  { name: 'promotion:category-set', args: '<merchant> <id> [settings...]', options: [], sample: ['demo', '3', 'enabled=false'], bad: ['demo', '3'] },
  { name: 'help:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'help:create', args: '<merchant> [settings...]', options: [], sample: ['demo', 'title=FAQ', 'tag=faq'], bad: ['demo', 'content=<p>x</p>'] },
  { name: 'help:set', args: '<merchant> <id> [settings...]', options: [], sample: ['demo', '3', 'enabled=false'], bad: ['demo', '3', 'device=TV'] },
  { name: 'inbox:send', args: '<merchant> [settings...]', options: [], sample: ['demo', 'to=alice', 'title=Hi'], bad: ['demo', 'title=Hi'] },
  { name: 'inbox:list', args: '<merchant>', options: ['--limit'], sample: ['demo', '--limit', '5'], bad: ['demo', '--limit', '0'] },
  { name: 'feedback:list', args: '<merchant>', options: ['--status', '--username', '--limit', '--before'], sample: ['demo', '--status', 'new'], bad: ['demo', '--status', 'done'] },
  { name: 'feedback:show', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo', 'x'] },
  { name: 'feedback:answer', args: '<merchant> <id> <answer...>', options: [], sample: ['demo', '3', 'Thanks,', 'fixed'], bad: ['demo', '3'] },
  { name: 'feedback:progress', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo'] },
  { name: 'feedback:close', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo', '0'] },
  { name: 'jobs:list', args: '<merchant>', options: ['--job', '--status', '--limit'], sample: ['demo', '--job', 'vip.rebate', '--status', 'done'], bad: ['demo', '--status', 'stuck'] },
  { name: 'jobs:rerun', args: '<merchant> <job> <period>', options: [], sample: ['demo', 'vip.rebate', '2026-11-24'], bad: ['demo', 'vip.rebate'] },
  { name: 'redrain:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  {
    name: 'redrain:create', args: '<merchant> [settings...]', options: [],
    sample: ['demo', 'title=Noon', 'start=12:00', 'minutes=10', 'budget=500', 'bands=1-5:9,88:1'], bad: ['demo', 'title=Noon', 'bands=1-5'],
  },
  { name: 'redrain:set', args: '<merchant> <id> [settings...]', options: [], sample: ['demo', '3', 'enabled=false'], bad: ['demo', '3'] },
  { name: 'vip:show', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'vip:set', args: '<merchant> <settings...>', options: [], sample: ['demo', 'basis=deposits', 'window=month'], bad: ['demo', 'window=weekly'] },
  { name: 'vip:level', args: '<merchant> <level> <settings...>', options: [], sample: ['demo', '1', 'name=Silver', 'threshold=5000', 'rebate.slots=40'], bad: ['demo', '1', 'rebate.bingo=40'] },
  { name: 'promotion:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'promotion:show', args: '<merchant> <code>', options: [], sample: ['demo', 'first-deposit'], bad: ['demo', 'no code!'] },
  { name: 'promotion:create', args: '<merchant> <code> <file>', options: [], sample: ['demo', 'gift', 'tests/scripts/ops/promotion-rules.json'], bad: ['demo', 'gift', 'no-such-file.json'] },
  { name: 'promotion:set', args: '<merchant> <code> <settings...>', options: [], sample: ['demo', 'gift', 'enabled=false'], bad: ['demo', 'gift', 'budget=5'] },
  { name: 'promotion:tag', args: '<merchant> <username> <tag>', options: [], sample: ['demo', 'alice', 'vip-club'], bad: ['demo', 'alice', 'VIP Club'] },
  { name: 'promotion:untag', args: '<merchant> <username> <tag>', options: [], sample: ['demo', 'alice', 'vip-club'], bad: ['demo', 'alice'] },
  { name: 'rewards:show', args: '<merchant> <username>', options: [], sample: ['demo', 'alice'], bad: ['demo'] },
  { name: 'rewards:weights', args: '<merchant> [settings...]', options: [], sample: ['demo', 'LIVE=20'], bad: ['demo', 'LIVE=101'] },
  { name: 'limits:show', args: '<merchant> <username>', options: [], sample: ['demo', 'alice'], bad: ['demo'] },
  { name: 'signin:show', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'signin:set', args: '<merchant> [settings...]', options: [], sample: ['demo', 'enabled=true', 'amounts=1,2,3,4,5,6,20', 'wagering=1'], bad: ['demo', 'amounts=1,2'] },
  { name: 'referral:show', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'referral:set', args: '<merchant> [settings...]', options: [], sample: ['demo', 'firstDeposit=100:10,500:30', 'turnover=1000:20', 'period=week'], bad: ['demo', 'period=year'] },
  { name: 'tournament:list', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  {
    name: 'tournament:create', args: '<merchant> [settings...]', options: [],
    sample: ['demo', 'title=Week', 'metric=rounds', 'start=2026-12-01T00:00:00Z', 'end=2026-12-08T00:00:00Z', 'prizes=100:x1,50'],
    bad: ['demo', 'title=Week', 'metric=luck'],
  },
  { name: 'tournament:set', args: '<merchant> <id> [settings...]', options: [], sample: ['demo', '3', 'enabled=false'], bad: ['demo', '3'] },
  { name: 'tournament:settle', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo', 'x'] },
  { name: 'agents:settings', args: '<merchant>', options: [], sample: ['demo'], bad: [] },
  { name: 'agents:set', args: '<merchant> [settings...]', options: [], sample: ['demo', 'minGap=10', 'quota=780:2,750:5', 'transfers=true'], bad: ['demo', 'active.period=year'] },
  // Agent rebates (issue 20, the rebates slice).
  { name: 'rebates:show', args: '<merchant> <username>', options: ['--from', '--to'], sample: ['demo', 'alice', '--from', '2026-11-01'], bad: ['demo', 'alice', '--from', '1-11-2026'] },
  { name: 'rebates:rate', args: '<merchant> <username> <rates...>', options: [], sample: ['demo', 'alice', 'slots=120'], bad: ['demo', 'alice', 'golf=5'] },
  { name: 'contracts:list', args: '<merchant>', options: ['--kind', '--status', '--member', '--limit'], sample: ['demo', '--kind', 'daily', '--status', 'signed'], bad: ['demo', '--status', 'paid'] },
  { name: 'contracts:show', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo', 'x'] },
  { name: 'contracts:grant', args: '<merchant> <username> <kind> <tiers>', options: [], sample: ['demo', 'agent1', 'daily', '0:50,80000/2:80'], bad: ['demo', 'agent1', 'daily', '0-50'] },
  { name: 'contracts:cancel', args: '<merchant> <id>', options: [], sample: ['demo', '3'], bad: ['demo', '0x'] },
  { name: 'contracts:settle', args: '<merchant> <kind> <period>', options: [], sample: ['demo', 'daily', '2026-11-24'], bad: ['demo', 'weekly', '2026-11-24'] },
  { name: 'contracts:rerun', args: '<merchant> <kind> <period>', options: [], sample: ['demo', 'hourly', '2026-11-24T13'], bad: ['demo', 'daily'] },
];

const run = async (argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps({ argv, env: { OPS_URL: 'http://127.0.0.1:9', OPS_TOKEN: 'unused' }, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('the operator CLI keeps every command of the old parser', () => {
  it('has the 84 commands and no other', () => {
    expect(kept).toHaveLength(84);
    expect(opsCommands.map((c) => c.name).sort()).toEqual(kept.map((k) => k.name).sort());
  });

  it.each(kept)('$name keeps its arguments and options', ({ name, args, options }) => {
    const spec = opsCommands.find((c) => c.name === name)!;
    expect(spec.args ?? '').toBe(args);
    expect((spec.options ?? []).map((o) => o.flags.split(' ')[0])).toEqual(options);
  });

  it.each(kept)('$name parses a command line it took before, with --json', ({ name, sample }) => {
    expect(parseOpsArgs([name, ...sample])).toMatchObject({ command: name, json: false });
    expect(parseOpsArgs([name, ...sample, '--json'])).toMatchObject({ command: name, json: true });
  });

  it.each(kept)('$name refuses a bad argument naming the command, exit status 2, before any call', async ({ name, bad }) => {
    const r = await run([name, ...bad, ...(bad.length ? [] : ['--nosuch'])]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^error: (usage: )?${name}`));
    expect(r.out).toBe('');
  });
});

describe('npm run ops -- --help', () => {
  it('lists every command on one line with its summary', () => {
    const help = opsHelp();
    for (const spec of opsCommands) {
      const line = help.split('\n').find((l) => l.trimStart().startsWith(`${spec.name} `));
      expect(line).toBeDefined();
      expect(line).toContain(spec.summary);
    }
  });

  it.each(opsCommands.map((c) => [c.name, c] as const))('%s --help describes its arguments, options and settings', (name, spec) => {
    const help = opsHelp(name);
    expect(help).toContain(`Usage: npm run ops -- ${name}${spec.args ? ` ${spec.args}` : ''} [options]`);
    for (const o of spec.options ?? []) expect(help).toContain(o.flags);
    expect(help).toContain('--json');
    if (spec.args?.includes('settings')) expect(help).toMatch(/Keys/);
    // Every argument has a line of its own saying what it is.
    for (const token of spec.args?.split(' ') ?? []) {
      const line = help.split('\n').find((l) => l.trimStart().startsWith(`${token.replace(/[<>[\].]/g, '')} `));
      expect(line?.trim().length).toBeGreaterThan(token.length + 10);
    }
  });

  it('describes every key of merchant:set', () => {
    const help = opsHelp('merchant:set');
    for (const key of ['name=', 'maintenance=', 'blockedCountries=', 'domains=', 'mainDomain=', 'logoUrl=', 'imageCDNs=', 'defaultLanguage=', 'languages=',
      'currency=', 'currency.code', 'modules.<ID>', 'register.<field>.enabled', 'menu.<flag>', 'theme.mode=', 'wallet.turnoverMultiple=',
      'wallet.trialBalance_minor=', 'wallet.withdraw.min_minor', 'wallet.withdraw.dailyCount=', 'CBS3', 'telegramLogin']) expect(help).toContain(key);
  });

  it('prints the help with exit status 0 for no command, help and --help', async () => {
    for (const argv of [[], ['help'], ['--help'], ['merchant:set', '--help'], ['help', 'merchant:set']]) {
      const r = await run(argv);
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(r.out).toContain('Usage: npm run ops --');
    }
  });
});

describe('values are checked with the /bo routes\' own schemas', () => {
  it.each([
    [['merchant:set', 'demo', 'languages='], 'error: merchant:set: languages: at least one language'],
    [['merchant:set', 'demo', 'domains=bad_host!'], 'error: merchant:set: domains.0: not a host name'],
    [['merchant:set', 'demo', 'currency.minorDigits=9'], 'error: merchant:set: currency.minorDigits must be a number ≤ 4'],
    [['merchant:create', 'a', '--domain', 'a.example'], 'error: merchant:create: code: letters, digits, _ or -, 2 to 32 characters'],
    [['social:set', 'demo', 'telegram', 'enabled=true', 'botName=x'], 'error: social:set: botName: a Telegram bot username'],
    [['wallet:adjust', 'demo', 'alice', '1.123456789', '--reason', 'x'], 'error: wallet:adjust: amount: a signed decimal like 100.00 or -12.5'],
    [['member:list', '--merchant', 'x'], 'error: member:list: merchant: letters, digits, _ or -, 2 to 32 characters'],
    [['vendor:token', 'demo', 'alice', 'acme', '--game', 'g'.repeat(200)], 'error: vendor:token: gameId must have at most 64 characters'],
    [['channel:create', 'demo', 'mt', 'name=x', 'min=1', 'max=2', 'bankName=b', 'accountName=a', 'accountNumber=1', 'sort=5000'], 'error: channel:create: sort must be a number ≤ 1000'],
  ])('%j: %s, exit 2', async (argv, line) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(line);
  });

  it('refuses an option of another command and an unknown one by name', async () => {
    expect((await run(['member:list', '--domain', 'x'])).err).toMatch(/^error: member:list does not take --domain/);
    expect((await run(['merchant:list', '--force'])).err).toMatch(/^error: merchant:list: unknown option --force/);
    expect((await run(['merchant:delete'])).err).toMatch(/^error: unknown command "merchant:delete"/);
  });

  it('answers exit status 1 when the platform cannot be reached', async () => {
    const r = await run(['merchant:list']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: merchant:list: cannot reach the platform at http:\/\/127.0.0.1:9/);
  });
});
