import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { depositBanksValueSchema, depositCreatedValueSchema, withdrawValueSchema } from '@/lib/wps/schemas/payments';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { useOpsCli, type OpsRun } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

const root = path.resolve(__dirname, '../../..');

/** The `npm run ops -- …` lines of README.md's "Operating it", comments cut off, in order. */
function readmeExamples(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Operating it'), readme.indexOf('\n## ', readme.indexOf('## Operating it') + 3));
  return section.split('\n').filter((l) => l.startsWith('npm run ops -- ')).map((l) => l.slice('npm run ops -- '.length).replace(/\s+#.*$/, '').trim());
}

/** What the README leaves for the operator to fill in. */
const placeholders: Record<string, string> = {
  '<id>': '1234-abcd',
  '<secret>': 'GOCSPX-test-secret',
  '<bot token>': '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQ',
  '<bot username>': 'DemoCasinoBot',
};

describeEachDb('the README examples of "Operating it", run as written', (get) => {
  const platform = usePlatform(get);
  const { ops, url } = useOpsCli(platform);
  const examples = readmeExamples();

  beforeAll(async () => {
    // The examples' member.
    await makeMember(platform(), { username: 'alice' });
  });

  const ok = async (line: string): Promise<OpsRun> => {
    const r = await ops(line);
    if (r.code !== 0) throw new Error(`npm run ops -- ${line}\nexit ${r.code}\n${r.err}`);
    expect(r.err).toBe('');
    return r;
  };

  it('finds the examples (every command group of the section)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    for (const c of ['merchant:set', 'social:set', 'wallet:adjust', 'announcement:create', 'banner:create']) expect(examples.some((e) => e.startsWith(c))).toBe(true);
  });

  it('runs every example against the platform, each answering exit status 0', async () => {
    let announcementId: string | undefined;
    for (const example of examples) {
      let line = example;
      for (const [k, v] of Object.entries(placeholders)) line = line.replaceAll(k, v);
      // announcement:set names the id of an announcement: the one the example before made.
      if (line.startsWith('announcement:set ')) line = line.replace(/^announcement:set demo \d+ /, `announcement:set demo ${announcementId} `);
      const r = await ok(line);
      if (line.startsWith('announcement:create ')) announcementId = /announcement PL (\d+)/.exec(r.out)?.[1];
    }
    expect(announcementId).toMatch(/^\d+$/);

    // What the examples changed is there to see.
    const demo = JSON.parse((await ok('merchant:show demo --json')).out) as Record<string, unknown>;
    expect(demo).toMatchObject({ maintenance: true, blockedCountries: ['US', 'GB'], languages: ['EN', 'ZH'], defaultLanguage: 'ZH' });
    expect(demo.wallet).toMatchObject({ turnoverMultiple: 1, withdraw: expect.objectContaining({ dailyCount: 5 }) });
    expect((await ok('merchant:list')).out).toContain('acme');
    expect((await ok('wallet:show demo alice')).out).toMatch(/alice \(demo\): balance 100.50/);
    expect((await ok('social:list demo')).out).toMatch(/google\s+yes[\s\S]*telegram\s+yes/);
    expect((await ok('vendor:list demo')).out).toContain('acme');
    expect((await ok('jackpot:show demo')).out).toContain('share 100 bp, odds 1 in 50000');
    expect((await ok('announcement:list demo --type PL')).out).toMatch(new RegExp(`${announcementId}\\s+PL\\s+Weekend cashback\\s+EN,ZH\\s+no`));
    expect((await ok('banner:list demo m_home')).out).toContain('https://cdn.example.com/b1.jpg');
    expect((await ok('audit:list --merchant demo')).out).toContain('merchant.update');
  });

  it('approves and rejects a pending deposit by the id deposit:list shows', async () => {
    const p = platform();
    // The examples above put demo under maintenance, which keeps members out.
    await ok('merchant:set demo maintenance=false');
    const member = await makeMember(p);
    const merchant = (await p.deps.merchants.byCode('demo'))!;
    const { token } = await p.deps.sessions!.issue(p.deps.db, merchant.id, member.id, { ip: '127.0.0.1', device: 'web', remember: false });
    const channelId = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value).find((c) => c.method === 'mt')!.id;
    const deposit = async (amount: string) => depositCreatedValueSchema.parse((await wpsCall(p.app, 'depositMt', {
      token, body: { channelId, amount, reference: `TRX-${amount}`, depositorName: 'Li Lei' },
    })).json().value).depositId;
    const [first, second] = [await deposit('250.50'), await deposit('120.00')];

    const pending = (await ok('deposit:list --merchant demo --status pending')).out;
    expect(pending).toMatch(new RegExp(`demo\\s+${first}\\s+${member.username}`));
    expect((await ok(`deposit:approve demo ${first}`)).out).toBe(`deposit demo/${first}: approved (250.50 ${merchant.currency.code}, by admin)`);
    expect((await ok(`deposit:reject demo ${second} --reason "no transfer seen"`)).out).toMatch(new RegExp(`^deposit demo/${second}: rejected`));
    expect((await ok(`wallet:show demo ${member.username}`)).out).toMatch(/balance 250.50/);

    // Approving the rejected one is refused by the platform: exit status 1 with its error code.
    const refused = await ops(`deposit:approve demo ${second}`);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^error: deposit:approve: POST \/bo\/deposits\/demo\/\d+\/approve failed: transaction.already.processed \(HTTP 409\)/);
  });

  it('pays and refuses pending withdrawals by the id withdraw:list shows', async () => {
    const p = platform();
    await ok('merchant:set demo maintenance=false');
    const member = await makeMember(p, { payeeName: 'Li Lei' });
    const merchant = (await p.deps.merchants.byCode('demo'))!;
    const { token } = await p.deps.sessions!.issue(p.deps.db, merchant.id, member.id, { ip: '127.0.0.1', device: 'web', remember: false });
    const card = await wpsCall(p.app, 'memberBankCardPut', { token, body: { bankName: 'ICBC', accountNumber: '6222020200112233', payeeName: 'Li Lei', branch: 'Shanghai' } });
    expect((await wpsCall(p.app, 'memberPaymentPasswordPut', { token, body: { paymentPassword: '135790' } })).statusCode).toBe(200);
    // The money comes from the CLI too: an adjustment adds no turnover requirement.
    await ok(`wallet:adjust demo ${member.username} 1000 --reason "test funds" --key fund-${member.username}`);
    const withdraw = async (amount: string) => withdrawValueSchema.parse((await wpsCall(p.app, 'withdraw', {
      token, body: { amount, bankCardId: card.json().value.id as number, paymentPassword: '135790' },
    })).json().value).withdrawalId;
    const [paid, refused] = [await withdraw('300.00'), await withdraw('200.00')];

    expect((await ok('withdraw:list --merchant demo --status pending')).out).toMatch(new RegExp(`demo\\s+${paid}\\s+${member.username}\\s+300.00 \\w+\\s+pending\\s+ICBC\\s+6222020200112233\\s+Li Lei`));
    expect((await ok(`withdraw:approve demo ${paid}`)).out).toBe(`withdraw demo/${paid}: approved (300.00 ${merchant.currency.code}, by admin)`);
    expect((await ok(`withdraw:reject demo ${refused} --reason "name mismatch at bank"`)).out).toMatch(new RegExp(`^withdraw demo/${refused}: rejected`));
    expect((await ok(`wallet:show demo ${member.username}`)).out).toMatch(/balance 700.00 \w+, available 700.00, locked 0.00/);
    expect((await ops(`withdraw:approve demo ${refused}`)).code).toBe(1);
  });

  it('refuses a wallet setting exactly where the platform does: exit 2 before any call, 400 from the route', async () => {
    const cli = await ops('merchant:set demo wallet.turnoverMultiple=-1');
    expect(cli.code).toBe(2);
    expect(cli.err.split('\n')[0]).toBe('error: merchant:set: wallet.turnoverMultiple must be a number ≥ 0');
    expect((await ops('merchant:set demo wallet.withdraw.dailyCount=1.5')).err).toMatch(/^error: merchant:set: wallet.withdraw.dailyCount must be a whole number/);
    const api = await platform().app.inject({
      method: 'PATCH', url: '/bo/merchants/demo', headers: { authorization: `Bearer ${platform().opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ wallet: { turnoverMultiple: -1 } }),
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ errorCode: 'request.invalid', value: { issues: [expect.objectContaining({ field: 'wallet.turnoverMultiple' })] } });
    // What needs the stored settings (min above max) stays the platform's to refuse: exit 1.
    const merged = await ops('merchant:set demo wallet.withdraw.min_minor=10 wallet.withdraw.max_minor=5');
    expect(merged.code).toBe(1);
    expect(merged.err).toContain('wallet.withdraw.min_minor: min above max');
  });

  it('runs as npm run ops does: a process with OPS_URL and OPS_TOKEN, exit status 0, 1 or 2', async () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const entry = path.join(root, 'scripts/ops.ts');
    const env = { ...process.env, OPS_URL: url(), OPS_TOKEN: platform().opsToken };
    // Asynchronously: the platform answering it runs in this very process.
    const run = (...argv: string[]) => new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(tsx, [entry, ...argv], { cwd: root, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

    const list = await run('merchant:list');
    expect(list).toMatchObject({ status: 0, stderr: '' });
    expect(list.stdout).toMatch(/^code\s+name/);
    const bad = await run('merchant:set', 'demo', 'wallet.turnoverMultiple=lots');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('error: merchant:set: wallet.turnoverMultiple: expected a number, got "lots"');
    const refused = await run('merchant:show', 'nosuch');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('merchant.unknown');
  }, 60_000);
});
