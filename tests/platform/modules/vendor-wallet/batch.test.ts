import type { Db } from '@/platform/src/db';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createVendorWalletService, type VendorWalletService } from '@/platform/src/modules/vendor-wallet';
import type { WalletAction } from '@/platform/src/modules/vendor-wallet/schema';
import { signBody } from '@/platform/src/modules/vendor-wallet/signing';
import { createWalletTurnoverService } from '@/platform/src/modules/wallet';
import { describeEachDb } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';

/**
 * The wallet's group commit answers each call of a batch exactly as it answers that call alone:
 * the same script of calls - refusals of every kind between accepted calls, replays and
 * clashes, a rollback before its bet, unknown tokens - goes once one call at a time through the
 * HTTP API (batches of one) for one vendor, and once as a single batch for a twin vendor with
 * twin players; the answers, the balances, the bets and the turnover must be the same.
 */

type Call = [WalletAction, Record<string, unknown>];
interface Players { p1: string; p2: string; trial: string }

let seq = 0;
const requestId = () => `r${++seq}`;
const unknownToken = 'x'.repeat(43);
const bet = (token: string, transactionId: string, amount: string, extra: Record<string, unknown> = {}) => ({
  requestId: requestId(), token, transactionId, roundId: `round-${transactionId}`, gameId: 'slot-1', amount, currency: 'CNY', roundClosed: false, ...extra,
});
const win = (token: string, transactionId: string, betId: string, amount: string) => ({
  requestId: requestId(), token, transactionId, referenceTransactionId: betId, roundId: `round-${betId}`, gameId: 'slot-1', amount, currency: 'CNY',
  roundClosed: true,
});
const rollback = (token: string, transactionId: string, betId: string, extra: Record<string, unknown> = {}) => ({
  requestId: requestId(), token, transactionId, referenceTransactionId: betId, roundId: `round-${betId}`, gameId: 'slot-1', currency: 'CNY',
  roundClosed: true, ...extra,
});

/** p1 starts with 10.00, p2 with 100.00, the trial player with 50.00 of play money. */
const script = (t: Players): Call[] => [
  ['bet', bet(t.p1, 'b1', '8.00')],
  ['bet', bet(t.p1, 'b2', '5.00')],
  ['bet', bet(t.p2, 'b1', '8.00')],
  ['bet', bet(t.p1, 'b1', '8.00')],
  ['bet', bet(t.p1, 'b1', '9.00')],
  ['rollback', rollback(t.p2, 'rb1', 'x1')],
  ['bet', bet(t.p2, 'x1', '10.00')],
  ['balance', { requestId: requestId(), token: unknownToken }],
  ['bet', bet(unknownToken, 'b9', '1.00')],
  ['win', win(t.p1, 'w1', 'b1', '20.00')],
  ['bet', bet(t.p1, 'b3', '22.00')],
  ['win', win(t.p2, 'w2', 'b1', '5.00')],
  ['rollback', rollback(t.p1, 'rb2', 'b3', { amount: '1.00' })],
  ['rollback', rollback(t.p1, 'rb2', 'b3')],
  ['win', win(t.p1, 'w3', 'b3', '1.00')],
  ['bet', bet(t.p2, 'b4', '100.00', { roundClosed: true })],
  ['bet', bet(t.p2, 'b5', '0.01')],
  ['win', win(t.p1, 'w1', 'b1', '20.00')],
  ['rollback', rollback(t.p1, 'rb3', 'b1')],
  ['bet', bet(t.trial, 't1', '10.00')],
  ['win', win(t.trial, 'tw1', 't1', '15.00')],
  ['bet', bet(t.p1, 'b6', '0.50')],
  ['win', win(t.p1, 'w6', 'b6', '0')],
  ['balance', { requestId: requestId(), token: t.p1 }],
];

/** What each call of the script answers, alone or in a batch (vendor-wallet/README.md). */
const expected = [
  'OK 2.00', 'INSUFFICIENT_FUNDS 2.00', 'DUPLICATE_TRANSACTION 100.00', 'OK 2.00', 'DUPLICATE_TRANSACTION 2.00',
  'OK 100.00', 'BET_ALREADY_SETTLED 100.00', 'INVALID_TOKEN null', 'INVALID_TOKEN null', 'OK 22.00', 'OK 0.00',
  'TRANSACTION_NOT_FOUND 100.00', 'INVALID_REQUEST 0.00', 'OK 22.00', 'BET_ALREADY_SETTLED 22.00', 'OK 0.00',
  'INSUFFICIENT_FUNDS 0.00', 'OK 22.00', 'BET_ALREADY_SETTLED 22.00', 'OK 40.00', 'OK 55.00', 'OK 21.50', 'OK 21.50', 'OK 21.50',
];

/** A Db whose next wallet batch waits until the test lets it go, so that calls queue behind it. */
function heldDb(db: Db): { db: Db; hold(): () => void } {
  let gate: Promise<void> | null = null;
  const held: Db = {
    ...db,
    kind: db.kind,
    async query(sql, params) {
      if (gate && sql.includes('vendor_wallet_batch')) {
        const g = gate;
        gate = null;
        await g;
      }
      return db.query(sql, params);
    },
  };
  return {
    db: held,
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return release;
    },
  };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 10_000 && !cond(); i++) await new Promise((r) => setImmediate(r));
  expect(cond()).toBe(true);
};

describeEachDb('vendor wallet group commit', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let merchantId: number;
  const platform = usePlatform(get);

  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });

  /** Twin players of a vendor: p1 with 10.00, p2 with 100.00, a trial player with 50.00 of play money. */
  async function players(vendor: string): Promise<{ tokens: Players; ids: number[] }> {
    const made = await Promise.all([[1_000n, 0], [10_000n, 0], [5_000n, 4]].map(async ([funds, type]) => {
      const m = await makeMember(p, { type: Number(type) });
      await fundWallet(p.deps.db, merchantId, m.id, BigInt(funds), type === 4 ? 'house_play_money' : 'house_deposit_clearing');
      return { id: m.id, token: await gameToken(p, vendor, m.username, { gameId: 'slot-1' }) };
    }));
    return { tokens: { p1: made[0]!.token, p2: made[1]!.token, trial: made[2]!.token }, ids: made.map((m) => m.id) };
  }

  /** What a member's books say after the script: balance, turnover, and their bets in id order. */
  async function books(memberId: number) {
    const wallet = await ledger.memberWallet(p.deps.db, merchantId, memberId, 'CNY');
    const bets = await p.deps.db.query<{ transaction_id: string; stake_minor: bigint; payout_minor: bigint; status: string; play_money: boolean }>(
      'SELECT transaction_id, stake_minor, payout_minor, status, play_money FROM bets WHERE merchant_id = $1 AND member_id = $2 ORDER BY transaction_id',
      [merchantId, memberId]);
    const turnover = await createWalletTurnoverService({ clock: p.deps.clock }).remainingTurnover(p.deps.db, merchantId, memberId, 'CNY');
    return { balance: wallet.balance_minor, turnover, bets: bets.rows };
  }

  const short = (text: string) => {
    const a = JSON.parse(text) as { status: string; balance: string | null };
    return `${a.status} ${a.balance}`;
  };

  /**
   * The calls of `script` once one at a time over HTTP (each a batch of one) for vendor
   * `<code>-alone`, and once queued behind a held call as a single batch for a twin vendor with
   * twin players: the answers and each member's books must be the same, the ledger clean.
   */
  async function aloneAndTogether(code: string, script: (t: Players) => Call[]): Promise<{ answers: string[]; ids: number[] }> {
    const alone: VendorClient = await makeVendor(p, { code: `${code}-alone` });
    const twin = await makeVendor(p, { code: `${code}-together` });
    const a = await players(`${code}-alone`);
    const t = await players(`${code}-together`);
    // With a turnover requirement, settled stakes show in the books.
    for (const id of [...a.ids, ...t.ids]) {
      await p.deps.db.query(
        `INSERT INTO member_turnover (merchant_id, member_id, currency, required_minor, added_minor) VALUES ($1, $2, 'CNY', 50000, 50000)`,
        [merchantId, id]);
    }

    // One at a time, over HTTP: each call is a batch of one.
    const aloneAnswers: string[] = [];
    for (const [action, body] of script(a.tokens)) aloneAnswers.push((await alone.call(action, body)).text);

    // Together: the script queues behind a held balance call, then goes as one batch.
    const held = heldDb(p.deps.db);
    const wallet: VendorWalletService = createVendorWalletService(
      { db: held.db, clock: p.deps.clock, merchants: p.deps.merchants, box: secretBox(p.config.platformSecret), audit: p.deps.audit },
      { batchMax: 100, window_ms: 0, concurrency: 1 },
    );
    const send = (action: WalletAction, body: Record<string, unknown>) => {
      const text = JSON.stringify(body);
      return wallet.call(`${code}-together`, action, Buffer.from(text), signBody(twin.secret, text), (e) => { throw e; });
    };
    const release = held.hold();
    const first = send('balance', { requestId: requestId(), token: t.tokens.p1 });
    await until(() => wallet.batchStats().calls === 1);
    const calls = script(t.tokens);
    const answers: Promise<string>[] = [];
    for (const [action, body] of calls) {
      answers.push(send(action, body));
      await until(() => wallet.batchStats().calls === answers.length + 1);
    }
    release();
    expect(short(await first)).toBe('OK 10.00');
    const togetherAnswers = await Promise.all(answers);
    expect(wallet.batchStats()).toMatchObject({ batches: 2, largestBatch: calls.length, retries: 0, splits: 0 });

    expect(togetherAnswers).toEqual(aloneAnswers);
    for (const [i, id] of a.ids.entries()) {
      const [mine, twins] = [await books(id), await books(t.ids[i]!)];
      expect(twins).toEqual(mine);
    }
    expect((await ledger.verify(merchantId)).violations).toEqual([]);
    return { answers: aloneAnswers.map(short), ids: t.ids };
  }

  it('answers every call of a batch mixing refusals exactly as the same calls alone, and leaves the same books', async () => {
    const { answers, ids } = await aloneAndTogether('mixed', script);
    expect(answers).toEqual(expected);
    expect((await books(ids[1]!)).turnover).toBe(40_000n);
  });

  it('answers a batch that opens with calls naming no bet (balances, unknown tokens) as the same calls alone', async () => {
    // Calls without a bet or transaction id first, then bets settled in the same batch: each
    // call's place in the batch, not its place among the money calls, says what it reads.
    const { answers } = await aloneAndTogether('opening', (t) => [
      ['balance', { requestId: requestId(), token: t.p2 }],
      ['balance', { requestId: requestId(), token: unknownToken }],
      ['bet', bet(t.p1, 'c1', '1.00')],
      ['balance', { requestId: requestId(), token: t.p1 }],
      ['win', win(t.p1, 'cw1', 'c1', '2.50')],
      ['bet', bet(t.p2, 'c2', '3.00')],
      ['rollback', rollback(t.p2, 'crb2', 'c2')],
      ['bet', bet(t.p2, 'c3', '4.00', { roundClosed: true })],
      ['win', win(t.p1, 'cw1', 'c1', '2.50')],
    ]);
    expect(answers).toEqual([
      'OK 100.00', 'INVALID_TOKEN null', 'OK 9.00', 'OK 9.00', 'OK 11.50', 'OK 97.00', 'OK 100.00', 'OK 96.00', 'OK 11.50',
    ]);
  });
});
