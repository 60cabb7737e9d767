import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createWalletTurnoverService } from '@/platform/src/modules/wallet';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createVendorWalletService, type VendorWalletService } from '@/platform/src/modules/vendor-wallet';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, vendorClient, type VendorClient } from '@/tests/support/vendor';

let seq = 0;
const txid = (p = 't') => `${p}-${Date.now().toString(36)}-${++seq}`;

describeEachDb('vendor wallet API', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let merchantId: number;
  let vendor: VendorClient;
  let wallet: VendorWalletService;
  const clock = manualClock();

  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
    wallet = createVendorWalletService({ db: p.deps.db, clock, merchants: p.deps.merchants, box: secretBox(p.config.platformSecret), audit: p.deps.audit });
    vendor = await makeVendor(p, { code: 'acme', name: 'Acme Games', maxStake: '1000.00' });
  });
  afterEach(async () => {
    // Whatever a scenario did, the books stay sound.
    expect((await ledger.verify(merchantId)).violations).toEqual([]);
  });

  /** A member with `funds_minor` in their wallet (a deposit from the clearing account) and a game token. */
  const player = async (funds_minor = 10_000n, opts: { type?: number } = {}) => {
    const m = await makeMember(p, { type: opts.type ?? 0 });
    const db = get().db;
    await db.tx(async (q) => {
      const wallet = await ledger.memberWallet(q, merchantId, m.id, 'CNY');
      const kind = opts.type === 4 ? 'house_play_money' : 'house_deposit_clearing';
      const clearing = await ledger.houseAccount(q, merchantId, kind, 'CNY', { memberIdForBucket: m.id });
      if (funds_minor > 0n) {
        await ledger.post(q, merchantId, {
          reason: 'deposit', reference: `test:${m.id}`, idempotency: { source: 'test.psp', key: `fund:${m.id}` },
          lines: [{ accountId: wallet.id, amount_minor: funds_minor }, { accountId: clearing.id, amount_minor: -funds_minor }],
        });
      }
    });
    const token = await gameToken(p, vendor.code, m.username, { gameId: 'slot-1' });
    const walletBalance = async () => (await ledger.balance(db, merchantId, (await ledger.memberWallet(db, merchantId, m.id, 'CNY')).id))!.balance_minor;
    return { member: m, token, walletBalance };
  };

  const bet = (token: string, transactionId: string, amount: string, extra: Record<string, unknown> = {}) => ({
    requestId: txid('r'), token, transactionId, roundId: `round-${transactionId}`, gameId: 'slot-1', amount, currency: 'CNY', roundClosed: false, ...extra,
  });
  const win = (token: string, transactionId: string, betId: string, amount: string, extra: Record<string, unknown> = {}) => ({
    requestId: txid('r'), token, transactionId, referenceTransactionId: betId, roundId: `round-${betId}`, gameId: 'slot-1', amount, currency: 'CNY',
    roundClosed: true, ...extra,
  });
  const rollback = (token: string, transactionId: string, betId: string, extra: Record<string, unknown> = {}) => ({
    requestId: txid('r'), token, transactionId, referenceTransactionId: betId, roundId: `round-${betId}`, gameId: 'slot-1', currency: 'CNY',
    roundClosed: true, ...extra,
  });

  describe('signature', () => {
    it('refuses a wrong signature, a signature of another body and a missing one, and moves nothing', async () => {
      const { token, walletBalance } = await player();
      const body = bet(token, txid(), '5.00');
      expect((await vendor.call('bet', body, { signature: 'ab'.repeat(32) })).json).toEqual({ status: 'INVALID_SIGNATURE', balance: null, currency: null });
      expect((await vendor.call('bet', body, { signWith: JSON.stringify({ ...body, amount: '0.01' }) })).json.status).toBe('INVALID_SIGNATURE');
      expect((await vendor.call('bet', body, { signature: 'not-hex' })).json.status).toBe('INVALID_SIGNATURE');
      const other = vendorClient(p.app, vendor.code, 'f'.repeat(64));
      expect((await other.call('bet', body)).json.status).toBe('INVALID_SIGNATURE');
      expect((await vendorClient(p.app, 'nobody', vendor.secret).call('balance', { requestId: 'r', token })).json.status).toBe('INVALID_SIGNATURE');
      const missing = await p.app.inject({ method: 'POST', url: `/vendor/${vendor.code}/wallet/balance`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ requestId: 'r', token }) });
      expect(missing.statusCode).toBe(200);
      expect(missing.json().status).toBe('INVALID_SIGNATURE');
      expect(await walletBalance()).toBe(10_000n);
    });

    it('verifies the raw bytes: the same JSON with other whitespace is another body', async () => {
      const { token } = await player();
      const compact = JSON.stringify({ requestId: 'r1', token });
      const spaced = JSON.stringify({ requestId: 'r1', token }, null, 2);
      expect((await vendor.call('balance', spaced, { signWith: compact })).json.status).toBe('INVALID_SIGNATURE');
      expect((await vendor.call('balance', spaced)).json).toEqual({ status: 'OK', balance: '100.00', currency: 'CNY' });
      // Any content type: the body is read as bytes whatever the header says.
      expect((await vendor.call('balance', compact, { headers: { 'content-type': 'text/plain; charset=utf-8' } })).json.status).toBe('OK');
    });
  });

  describe('tokens', () => {
    it('answers INVALID_TOKEN for an unknown token and for another vendor\'s token', async () => {
      await player();
      expect((await vendor.call('balance', { requestId: 'r', token: 'x'.repeat(43) })).json).toEqual({ status: 'INVALID_TOKEN', balance: null, currency: null });
      const other = await makeVendor(p, { code: 'other1' });
      const { member } = await player();
      const foreign = await gameToken(p, other.code, member.username);
      expect((await vendor.call('balance', { requestId: 'r', token: foreign })).json.status).toBe('INVALID_TOKEN');
      expect((await other.call('balance', { requestId: 'r', token: foreign })).json.status).toBe('OK');
    });

    it('refuses an expired token on balance and bet, but takes a win and a rollback after expiry', async () => {
      const { member, walletBalance } = await player();
      const token = await gameToken(p, vendor.code, member.username, { ttlMinutes: 1 });
      const b1 = txid('b');
      const b2 = txid('b');
      expect((await vendor.call('bet', bet(token, b1, '10.00'))).json.status).toBe('OK');
      expect((await vendor.call('bet', bet(token, b2, '20.00'))).json.status).toBe('OK');
      clock.advance(2 * 60_000);
      expect((await vendor.call('balance', { requestId: 'r', token })).json).toEqual({ status: 'TOKEN_EXPIRED', balance: '70.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, txid('b'), '1.00'))).json).toEqual({ status: 'TOKEN_EXPIRED', balance: '70.00', currency: 'CNY' });
      expect((await vendor.call('win', win(token, txid('w'), b1, '25.00'))).json).toEqual({ status: 'OK', balance: '95.00', currency: 'CNY' });
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b2))).json).toEqual({ status: 'OK', balance: '115.00', currency: 'CNY' });
      expect(await walletBalance()).toBe(11_500n);
    });
  });

  describe('bet, win and rollback', () => {
    it('takes a bet, pays a win, and records the bet settled with its payout and the turnover', async () => {
      const { member, token, walletBalance } = await player(10_000n);
      const b = txid('b');
      expect((await vendor.call('balance', { requestId: 'r', token, currency: 'CNY' })).text).toBe('{"status":"OK","balance":"100.00","currency":"CNY"}');
      expect((await vendor.call('bet', bet(token, b, '12.50'))).text).toBe('{"status":"OK","balance":"87.50","currency":"CNY"}');
      const house = await ledger.houseAccount(get().db, merchantId, 'house_game', 'CNY', { vendor: 'acme', memberIdForBucket: member.id });
      const houseBefore = house.balance_minor;
      expect((await vendor.call('win', win(token, txid('w'), b, '30'))).json).toEqual({ status: 'OK', balance: '117.50', currency: 'CNY' });
      expect(await walletBalance()).toBe(11_750n);
      expect((await ledger.balance(get().db, merchantId, house.id))!.balance_minor).toBe(houseBefore - 3_000n);
      const [row] = await wallet.betsOfMember(merchantId, member.id);
      expect(row).toMatchObject({ vendor: 'acme', transactionId: b, gameId: 'slot-1', stake_minor: 1_250n, payout_minor: 3_000n, status: 'settled', playMoney: false });
      expect(row!.settledAt).not.toBeNull();
      expect(await createWalletTurnoverService({ clock }).remainingTurnover(get().db, merchantId, member.id, 'CNY')).toBe(0n);
    });

    it('settles a bet with a win of zero without a ledger entry', async () => {
      const { member, token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '40.00'));
      const entries = async () => (await get().db.query<{ n: bigint | string }>(
        "SELECT count(*) AS n FROM journal_entries WHERE merchant_id = $1 AND idempotency_source = 'vendor:acme'", [merchantId])).rows[0]!.n;
      const before = await entries();
      expect((await vendor.call('win', win(token, txid('w'), b, '0.00'))).json).toEqual({ status: 'OK', balance: '60.00', currency: 'CNY' });
      expect(await entries()).toBe(before);
      expect(await walletBalance()).toBe(6_000n);
      expect((await wallet.betsOfMember(merchantId, member.id))[0]).toMatchObject({ status: 'settled', payout_minor: 0n });
    });

    it('settles a bet that closes its round at once', async () => {
      const { member, token } = await player(10_000n);
      const b = txid('b');
      expect((await vendor.call('bet', bet(token, b, '7.00', { roundClosed: true }))).json.status).toBe('OK');
      expect((await wallet.betsOfMember(merchantId, member.id))[0]).toMatchObject({ status: 'settled', stake_minor: 700n, payout_minor: 0n });
      expect((await vendor.call('win', win(token, txid('w'), b, '1.00'))).json).toEqual({ status: 'BET_ALREADY_SETTLED', balance: '93.00', currency: 'CNY' });
    });

    it('rolls a bet back: the stake returns and the bet is rolled_back', async () => {
      const { member, token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '33.33'));
      expect(await walletBalance()).toBe(6_667n);
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b, { amount: '33.33' }))).json).toEqual({ status: 'OK', balance: '100.00', currency: 'CNY' });
      expect((await wallet.betsOfMember(merchantId, member.id))[0]).toMatchObject({ status: 'rolled_back', stake_minor: 3_333n });
    });

    it('refuses a rollback whose amount is not the stake', async () => {
      const { token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '10.00'));
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b, { amount: '9.99' }))).json).toEqual({ status: 'INVALID_REQUEST', balance: '90.00', currency: 'CNY' });
      expect(await walletBalance()).toBe(9_000n);
    });

    it('plays trial members with play money against the play-money house account', async () => {
      const { member, token, walletBalance } = await player(5_000n, { type: 4 });
      const db = get().db;
      const play = await ledger.houseAccount(db, merchantId, 'house_play_money', 'CNY', { memberIdForBucket: member.id });
      const b = txid('b');
      expect((await vendor.call('bet', bet(token, b, '10.00'))).json.status).toBe('OK');
      expect((await vendor.call('win', win(token, txid('w'), b, '15.00'))).json).toEqual({ status: 'OK', balance: '55.00', currency: 'CNY' });
      expect(await walletBalance()).toBe(5_500n);
      expect((await ledger.balance(db, merchantId, play.id))!.balance_minor).toBe(play.balance_minor - 500n);
      expect((await wallet.betsOfMember(merchantId, member.id))[0]).toMatchObject({ playMoney: true, status: 'settled' });
    });
  });

  describe('idempotency', () => {
    it('answers a replayed bet, win and rollback with the first answer, byte for byte, and moves nothing', async () => {
      const { token, walletBalance } = await player(10_000n);
      const b = txid('b');
      const w = txid('w');
      const betBody = bet(token, b, '10.00');
      const first = await vendor.call('bet', betBody);
      await vendor.call('bet', bet(token, txid('b'), '5.00'));
      // A retry may carry a new requestId: it is the same transaction.
      const again = await vendor.call('bet', { ...betBody, requestId: 'retry-1' });
      expect(again.text).toBe(first.text);
      expect(first.text).toBe('{"status":"OK","balance":"90.00","currency":"CNY"}');
      expect(await walletBalance()).toBe(8_500n);

      const winBody = win(token, w, b, '20.00');
      const firstWin = await vendor.call('win', winBody);
      expect((await vendor.call('win', winBody)).text).toBe(firstWin.text);
      expect(await walletBalance()).toBe(10_500n);

      const b2 = txid('b');
      await vendor.call('bet', bet(token, b2, '1.00'));
      const rb = rollback(token, txid('rb'), b2);
      const firstRb = await vendor.call('rollback', rb);
      expect((await vendor.call('rollback', rb)).text).toBe(firstRb.text);
      expect(await walletBalance()).toBe(10_500n);
    });

    it('answers DUPLICATE_TRANSACTION to the same transaction id with other parameters', async () => {
      const { token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '10.00'));
      expect((await vendor.call('bet', bet(token, b, '11.00'))).json).toEqual({ status: 'DUPLICATE_TRANSACTION', balance: '90.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, b, '10.00', { roundId: 'another' }))).json.status).toBe('DUPLICATE_TRANSACTION');
      // Another member's call with that id is not a replay either.
      const other = await player(10_000n);
      expect((await vendor.call('bet', bet(other.token, b, '10.00'))).json).toEqual({ status: 'DUPLICATE_TRANSACTION', balance: '100.00', currency: 'CNY' });
      const w = txid('w');
      await vendor.call('win', win(token, w, b, '1.00'));
      expect((await vendor.call('win', win(token, w, b, '2.00'))).json.status).toBe('DUPLICATE_TRANSACTION');
      expect(await walletBalance()).toBe(9_100n);
      expect(await other.walletBalance()).toBe(10_000n);
    });

    it('remembers a rollback that overtakes its bet, and refuses the bet when it comes', async () => {
      const { member, token, walletBalance } = await player(10_000n);
      const b = txid('b');
      const rb = rollback(token, txid('rb'), b);
      expect((await vendor.call('rollback', rb)).json).toEqual({ status: 'OK', balance: '100.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, b, '10.00'))).json).toEqual({ status: 'BET_ALREADY_SETTLED', balance: '100.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, b, '10.00'))).json.status).toBe('BET_ALREADY_SETTLED');
      expect((await vendor.call('rollback', rb)).json).toEqual({ status: 'OK', balance: '100.00', currency: 'CNY' });
      expect((await vendor.call('win', win(token, txid('w'), b, '5.00'))).json.status).toBe('BET_ALREADY_SETTLED');
      expect(await walletBalance()).toBe(10_000n);
      expect((await wallet.betsOfMember(merchantId, member.id))[0]).toMatchObject({ transactionId: b, status: 'rolled_back', stake_minor: 0n });
    });

    it('refuses a win on an unknown bet, and on another member\'s bet', async () => {
      const { token, walletBalance } = await player(10_000n);
      expect((await vendor.call('win', win(token, txid('w'), 'no-such-bet', '5.00'))).json).toEqual({ status: 'TRANSACTION_NOT_FOUND', balance: '100.00', currency: 'CNY' });
      const other = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(other.token, b, '1.00'));
      expect((await vendor.call('win', win(token, txid('w'), b, '5.00'))).json.status).toBe('TRANSACTION_NOT_FOUND');
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b))).json.status).toBe('TRANSACTION_NOT_FOUND');
      expect(await walletBalance()).toBe(10_000n);
      // The refusal was not remembered: once the bet exists, the same win goes through.
      const w = txid('w');
      const late = txid('b');
      expect((await vendor.call('win', win(token, w, late, '5.00'))).json.status).toBe('TRANSACTION_NOT_FOUND');
      await vendor.call('bet', bet(token, late, '1.00'));
      expect((await vendor.call('win', win(token, w, late, '5.00'))).json).toEqual({ status: 'OK', balance: '104.00', currency: 'CNY' });
    });

    it('refuses a second win and a rollback after settlement, but answers their replays', async () => {
      const { token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '10.00'));
      const w = win(token, txid('w'), b, '20.00');
      const first = await vendor.call('win', w);
      expect((await vendor.call('win', win(token, txid('w'), b, '20.00'))).json).toEqual({ status: 'BET_ALREADY_SETTLED', balance: '110.00', currency: 'CNY' });
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b))).json.status).toBe('BET_ALREADY_SETTLED');
      expect((await vendor.call('win', w)).text).toBe(first.text);
      const b2 = txid('b');
      await vendor.call('bet', bet(token, b2, '5.00'));
      await vendor.call('rollback', rollback(token, txid('rb'), b2));
      expect((await vendor.call('rollback', rollback(token, txid('rb'), b2))).json.status).toBe('BET_ALREADY_SETTLED');
      expect((await vendor.call('win', win(token, txid('w'), b2, '1.00'))).json.status).toBe('BET_ALREADY_SETTLED');
      expect(await walletBalance()).toBe(11_000n);
    });
  });

  describe('refusals', () => {
    it('refuses a bet above the balance with INSUFFICIENT_FUNDS, remembers nothing, and takes the retry once funded', async () => {
      const { member, token, walletBalance } = await player(1_000n);
      const b = txid('b');
      expect((await vendor.call('bet', bet(token, b, '10.01'))).json).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '10.00', currency: 'CNY' });
      expect(await wallet.betsOfMember(merchantId, member.id)).toEqual([]);
      expect((await vendor.call('bet', bet(token, txid('b'), '10.00'))).json).toEqual({ status: 'OK', balance: '0.00', currency: 'CNY' });
      expect(await walletBalance()).toBe(0n);
      await get().db.tx(async (q) => {
        const wallet = await ledger.memberWallet(q, merchantId, member.id, 'CNY');
        const clearing = await ledger.houseAccount(q, merchantId, 'house_deposit_clearing', 'CNY', { memberIdForBucket: member.id });
        await ledger.post(q, merchantId, {
          reason: 'deposit', reference: 'again', idempotency: { source: 'test.psp', key: `again:${member.id}` },
          lines: [{ accountId: wallet.id, amount_minor: 5_000n }, { accountId: clearing.id, amount_minor: -5_000n }],
        });
      });
      expect((await vendor.call('bet', bet(token, b, '10.01'))).json).toEqual({ status: 'OK', balance: '39.99', currency: 'CNY' });
    });

    it('refuses a stake above the vendor\'s limit with LIMIT_REACHED', async () => {
      const { token, walletBalance } = await player(500_000n);
      expect((await vendor.call('bet', bet(token, txid('b'), '1000.01'))).json).toEqual({ status: 'LIMIT_REACHED', balance: '5000.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, txid('b'), '1000.00'))).json.status).toBe('OK');
      expect(await walletBalance()).toBe(400_000n);
    });

    it('answers GAME_DISABLED for a disabled vendor\'s balance and bets, but settles its open bets', async () => {
      const v = await makeVendor(p, { code: 'switchy' });
      const m = await player(10_000n);
      const token = await gameToken(p, v.code, m.member.username);
      const b = txid('b');
      expect((await v.call('bet', bet(token, b, '10.00'))).json.status).toBe('OK');
      const patch = (enabled: boolean) => p.app.inject({
        method: 'PATCH', url: '/bo/vendors/demo/switchy', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
        payload: { enabled },
      });
      expect((await patch(false)).statusCode).toBe(200);
      expect((await v.call('balance', { requestId: 'r', token })).json).toEqual({ status: 'GAME_DISABLED', balance: '90.00', currency: 'CNY' });
      expect((await v.call('bet', bet(token, txid('b'), '1.00'))).json.status).toBe('GAME_DISABLED');
      expect((await v.call('win', win(token, txid('w'), b, '2.00'))).json).toEqual({ status: 'OK', balance: '92.00', currency: 'CNY' });
      await patch(true);
      expect((await v.call('bet', bet(token, txid('b'), '1.00'))).json.status).toBe('OK');
    });

    it('answers USER_DISABLED for a disabled member\'s balance and bets, but pays their open bets', async () => {
      const { member, token, walletBalance } = await player(10_000n);
      const b = txid('b');
      await vendor.call('bet', bet(token, b, '10.00'));
      await p.deps.members.setStatus(get().db, merchantId, member.id, 'disabled');
      expect((await vendor.call('balance', { requestId: 'r', token })).json).toEqual({ status: 'USER_DISABLED', balance: '90.00', currency: 'CNY' });
      expect((await vendor.call('bet', bet(token, txid('b'), '1.00'))).json.status).toBe('USER_DISABLED');
      expect((await vendor.call('win', win(token, txid('w'), b, '3.00'))).json.status).toBe('OK');
      expect(await walletBalance()).toBe(9_300n);
    });

    it.each([
      ['too many decimals', { amount: '1.001' }],
      ['a negative amount', { amount: '-1.00' }],
      ['a zero bet', { amount: '0.00' }],
      ['a huge amount', { amount: '99999999999999999999' }],
      ['an amount beyond the limit', { amount: '10000000000000.01' }],
      ['an amount as a number', { amount: 12.5 }],
      ['an exponent', { amount: '1e3' }],
      ['another currency', { currency: 'USD' }],
      ['no transaction id', { transactionId: undefined }],
      ['an overlong transaction id', { transactionId: 'x'.repeat(129) }],
      ['roundClosed as text', { roundClosed: 'yes' }],
    ])('refuses a bet with %s as INVALID_REQUEST and moves nothing', async (_name, change) => {
      const { member, token, walletBalance } = await player(10_000n);
      expect((await vendor.call('bet', { ...bet(token, txid('b'), '1.00'), ...change })).json).toEqual({ status: 'INVALID_REQUEST', balance: null, currency: null });
      expect(await walletBalance()).toBe(10_000n);
      expect(await wallet.betsOfMember(merchantId, member.id)).toEqual([]);
    });

    it('refuses a body that is not JSON, or not an object, as INVALID_REQUEST', async () => {
      await player();
      for (const body of ['{"requestId": "r", ', '', 'null', '[1,2]', '"text"']) {
        const r = await vendor.call('bet', body);
        expect(r.http).toBe(200);
        expect(r.json).toEqual({ status: 'INVALID_REQUEST', balance: null, currency: null });
      }
    });

    it('refuses an oversized body as INVALID_REQUEST', async () => {
      const { token } = await player();
      const r = await vendor.call('balance', { requestId: 'r', token, padding: 'x'.repeat(20_000) });
      expect(r.http).toBe(200);
      expect(r.json.status).toBe('INVALID_REQUEST');
    });
  });

  // Last: it moves the clock past every session and answer the scenarios above left.
  describe('purge', () => {
    const day_ms = 24 * 60 * 60_000;
    const purge = () => p.deps.vendorWallet.purgeHistory();

    it('keeps answers for replays 90 days, keeps a session while its bet is open, and a late replay still moves nothing', async () => {
      const settled = await player(10_000n);
      const b = txid('b');
      const winBody = win(settled.token, txid('w'), b, '7.00');
      await vendor.call('bet', bet(settled.token, b, '5.00'));
      const firstWin = await vendor.call('win', winBody);
      const open = await player(10_000n);
      const ob = txid('b');
      await vendor.call('bet', bet(open.token, ob, '3.00'));

      clock.advance(89 * day_ms);
      await purge();
      expect((await vendor.call('win', winBody)).text).toBe(firstWin.text);

      clock.advance(2 * day_ms);
      const purged = await purge();
      expect(purged.answers).toBeGreaterThanOrEqual(3);
      expect(purged.sessions).toBeGreaterThanOrEqual(1);
      // The settled member's session and answers are gone: a replay is refused and pays nothing.
      expect((await vendor.call('win', winBody)).json.status).toBe('INVALID_TOKEN');
      expect(await settled.walletBalance()).toBe(10_200n);
      // The open bet's session stays, so its late win is still paid...
      expect((await vendor.call('win', win(open.token, txid('w'), ob, '4.00'))).json).toEqual({ status: 'OK', balance: '101.00', currency: 'CNY' });
      // ...and once settled, the next purge takes the session.
      await purge();
      expect((await vendor.call('balance', { requestId: 'r', token: open.token })).json.status).toBe('INVALID_TOKEN');
      expect(await open.walletBalance()).toBe(10_100n);
    });
  });
});
