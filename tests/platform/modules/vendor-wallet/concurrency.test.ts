import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresDb, type Db } from '@/platform/src/db';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { signBody } from '@/platform/src/modules/vendor-wallet/signing';
import { postgresAdminUrl, postgresTemplateName } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { makePlatform, testConfig, type TestPlatform } from '@/tests/support/platform';
import { startReplica, stopReplicas, type Replica } from '@/tests/support/replica';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';

const onPostgres = process.env.WPS_TEST_POSTGRES === '1';
if (!onPostgres) {
  console.log('[vendor-wallet concurrency] skipped: needs PostgreSQL (none reachable, or TEST_POSTGRES=0); two platform processes cannot share PGlite.');
}
const describePg = onPostgres ? describe : describe.skip;

describePg('vendor wallet under concurrency, two platform processes [postgres]', () => {
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  // Read inside the hooks: describe bodies run even when the block is skipped.
  let admin: string;
  let url: string;
  let db: Db;
  let p: TestPlatform;
  let ledger: LedgerService;
  let vendor: VendorClient;
  let merchantId: number;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    admin = postgresAdminUrl()!;
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
    await c.end();
    db = postgresDb(url, 5);
    ledger = createLedgerService({ db });
    p = await makePlatform(db);
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
    vendor = await makeVendor(p, { code: 'race' });
    const secret = testConfig().platformSecret;
    replicas.push(...(await Promise.all([startReplica({ url }, secret), startReplica({ url }, secret)])));
  }, 120_000);

  afterAll(async () => {
    await stopReplicas(replicas);
    await p?.app.close();
    await db?.close();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }, 30_000);

  const fund = async (memberId: number, amount_minor: bigint) => db.tx(async (q) => {
    const wallet = await ledger.memberWallet(q, merchantId, memberId, 'CNY');
    const clearing = await ledger.houseAccount(q, merchantId, 'house_deposit_clearing', 'CNY', { memberIdForBucket: memberId });
    await ledger.post(q, merchantId, {
      reason: 'deposit', reference: 'race', idempotency: { source: 'test.psp', key: `race:${memberId}` },
      lines: [{ accountId: wallet.id, amount_minor }, { accountId: clearing.id, amount_minor: -amount_minor }],
    });
    return wallet.id;
  });

  /** One signed bet over real HTTP to replica i % 2. */
  const betOver = async (i: number, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    const res = await fetch(`http://127.0.0.1:${replicas[i % 2]!.port}/vendor/race/wallet/bet`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signBody(vendor.secret, text) }, body: text,
    });
    expect(res.status).toBe(200);
    return { text: await res.text() };
  };

  it('takes exactly floor(balance / stake) of 200 concurrent bets on one wallet, never overdrawing it', async () => {
    const m = await makeMember(p);
    const walletId = await fund(m.id, 7_350n); // 73.50: room for 73 bets of 1.00
    const token = await gameToken(p, 'race', m.username);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => betOver(i, {
      requestId: `r${i}`, token, transactionId: `bet-${i}`, roundId: `round-${i}`, gameId: 'slot', amount: '1.00', currency: 'CNY', roundClosed: false,
    })));
    const parsed = answers.map((a) => JSON.parse(a.text) as { status: string; balance: string });
    const okBalances = parsed.filter((a) => a.status === 'OK').map((a) => a.balance);
    const refused = parsed.filter((a) => a.status !== 'OK');
    expect(okBalances).toHaveLength(73);
    // Each accepted bet saw the wallet after itself alone: 72.50, 71.50, ... 0.50, each once.
    expect(new Set(okBalances)).toEqual(new Set(Array.from({ length: 73 }, (_, k) => `${72 - k}.50`)));
    expect(refused).toHaveLength(127);
    for (const r of refused) expect(r).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '0.50', currency: 'CNY' });
    expect((await ledger.balance(db, merchantId, walletId))!.balance_minor).toBe(50n);
    const bets = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM bets WHERE merchant_id = $1 AND member_id = $2', [merchantId, m.id]);
    expect(Number(bets.rows[0]!.n)).toBe(73);
    expect((await ledger.verify(merchantId)).violations).toEqual([]);
  }, 30_000);

  it('moves one bet for 20 concurrent copies of it, and answers every copy the same', async () => {
    const m = await makeMember(p);
    const walletId = await fund(m.id, 10_000n);
    const token = await gameToken(p, 'race', m.username);
    const body = { requestId: 'same', token, transactionId: 'twin-1', roundId: 'round-twin', gameId: 'slot', amount: '2.50', currency: 'CNY', roundClosed: true };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => betOver(i, body)));
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['{"status":"OK","balance":"97.50","currency":"CNY"}']));
    expect((await ledger.balance(db, merchantId, walletId))!.balance_minor).toBe(9_750n);
    expect((await ledger.verify(merchantId)).violations).toEqual([]);
  }, 30_000);
});
