import { freeplayValueSchema } from '@/lib/wps/schemas/session';
import { walletsBalanceValueSchema, walletsValueSchema } from '@/lib/wps/schemas/wallet';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { createWalletTurnoverService, turnoverFor } from '@/platform/src/modules/wallet';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { freshIp } from '@/tests/support/clock';
import { wpsCall } from '@/tests/support/wps-client';

describe('turnoverFor', () => {
  it('multiplies by a two-decimal multiple and rounds up to the minor unit', () => {
    expect(turnoverFor(10_000n, 1)).toBe(10_000n);
    expect(turnoverFor(10_000n, 1.5)).toBe(15_000n);
    expect(turnoverFor(333n, 0.33)).toBe(110n); // 109.89 rounds up
    expect(turnoverFor(10_000n, 0)).toBe(0n);
    expect(turnoverFor(1n, 0.01)).toBe(1n);
  });
});

describeEachDb('wallet', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  const turnover = createWalletTurnoverService({ clock: { now: () => new Date() } });
  let demo: Merchant;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
  });

  const tokenOf = async (memberId: number) =>
    (await p.deps.sessions!.issue(p.deps.db, demo.id, memberId, { ip: freshIp(), device: 'H5', remember: false })).token;
  const balanceOf = async (token: string) => {
    const r = await wpsCall(p.app, 'walletsBalance', { token });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    return walletsBalanceValueSchema.parse(r.json().value);
  };
  const walletsOf = async (token: string) => walletsValueSchema.parse((await wpsCall(p.app, 'wallets', { token })).json().value);
  const bo = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    p.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${p.opsToken}` } });
  /** Credits a member as a deposit would, straight through the ledger. */
  const fund = async (memberId: number, amount_minor: bigint, key: string) => {
    await p.deps.db.tx(async (q) => {
      const w = await ledger.memberWallet(q, demo.id, memberId, 'CNY');
      const c = await ledger.houseAccount(q, demo.id, 'house_deposit_clearing', 'CNY', { memberIdForBucket: memberId });
      await ledger.post(q, demo.id, {
        reason: 'deposit', reference: key, idempotency: { source: 'test', key },
        lines: [{ accountId: w.id, amount_minor }, { accountId: c.id, amount_minor: -amount_minor }],
      });
    });
  };

  it('answers a new member a zero balance in the merchant currency', async () => {
    const m = await makeMember(p);
    expect(await balanceOf(await tokenOf(m.id))).toEqual({
      sumBalance: 0, currency: 'CNY', currencySymbol: '¥',
      balance: [{ accountTypeId: 0, accountTypeName: 'MAIN', availBalance: 0, lockedBalance: 0 }],
    });
  });

  it('refuses the balance without a session', async () => {
    const r = await wpsCall(p.app, 'walletsBalance', {});
    expect(r.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('counts locked funds in sumBalance but not in availBalance', async () => {
    const m = await makeMember(p);
    await fund(m.id, 12_345n, `lock-${m.id}`);
    const w = await ledger.memberWallet(p.deps.db, demo.id, m.id, 'CNY');
    await p.deps.db.tx((q) => ledger.lock(q, demo.id, w.id, 2_345n));
    const token = await tokenOf(m.id);
    expect(await balanceOf(token)).toMatchObject({ sumBalance: 123.45, balance: [{ availBalance: 100, lockedBalance: 23.45 }] });
    expect(await walletsOf(token)).toMatchObject({ balance: '123.45', available: '100.00', locked: '23.45', turnoverRemaining: '0.00', playMoney: false });
  });

  it('funds a trial account with play money from the play-money house account, once', async () => {
    const v = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
    const b = await balanceOf(v.token);
    expect(b.sumBalance).toBe(demo.wallet.trialBalance_minor / 100);
    expect(b.sumBalance).toBeGreaterThan(0);
    expect(await walletsOf(v.token)).toMatchObject({ playMoney: true });
    const r = await p.deps.db.query<{ kind: string; reason: string }>(
      `SELECT a.kind, e.reason FROM journal_lines l
       JOIN ledger_accounts a ON a.merchant_id = l.merchant_id AND a.id = l.account_id
       JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
       WHERE e.merchant_id = $1 AND e.idempotency_source = 'trial' AND e.idempotency_key = $2 ORDER BY a.kind`,
      [demo.id, `member:${v.id}`]);
    expect(r.rows).toEqual([{ kind: 'house_play_money', reason: 'trial.funding' }, { kind: 'member_wallet', reason: 'trial.funding' }]);
  });

  it('gives trials no play money when the merchant sets none', async () => {
    await p.merchants.update('demo', { wallet: { trialBalance_minor: 0 } }, 'test');
    try {
      const merchant = (await p.merchants.byCode('demo'))!;
      expect(merchant.wallet.trialBalance_minor).toBe(0);
      const v = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
      expect((await balanceOf(v.token)).sumBalance).toBe(0);
    } finally {
      await p.merchants.update('demo', { wallet: { trialBalance_minor: 200_000 } }, 'test');
    }
  });

  describe('turnover', () => {
    it('adds deposit x multiple, takes settled stakes off, never below zero', async () => {
      const m = await makeMember(p);
      const db = p.deps.db;
      const merchant = { ...demo, wallet: { ...demo.wallet, turnoverMultiple: 1.5 } };
      expect(await turnover.requireTurnover(db, merchant, m.id, 10_000n)).toBe(15_000n);
      expect(await turnover.settleTurnover(db, demo.id, m.id, 'CNY', 4_000n)).toBe(11_000n);
      expect(await walletsOf(await tokenOf(m.id))).toMatchObject({ turnoverRemaining: '110.00' });
      expect(await turnover.settleTurnover(db, demo.id, m.id, 'CNY', 50_000n)).toBe(0n);
      expect(await turnover.remainingTurnover(db, demo.id, m.id, 'CNY')).toBe(0n);
      // Wagering before a deposit does not bank credit against the next one.
      expect(await turnover.requireTurnover(db, { ...demo, wallet: { ...demo.wallet, turnoverMultiple: 1 } }, m.id, 2_000n)).toBe(2_000n);
    });

    it('requires nothing when the multiple is zero', async () => {
      const m = await makeMember(p);
      expect(await turnover.requireTurnover(p.deps.db, { ...demo, wallet: { ...demo.wallet, turnoverMultiple: 0 } }, m.id, 10_000n)).toBe(0n);
      expect(await turnover.remainingTurnover(p.deps.db, demo.id, m.id, 'CNY')).toBe(0n);
    });
  });

  describe('operator adjustments (/bo/wallets)', () => {
    it('credits and debits through one audited entry each, idempotent per key', async () => {
      const m = await makeMember(p);
      const adjust = (amount: string, key: string, note = 'goodwill') => bo('POST', `/bo/wallets/demo/${m.username}/adjust`, { amount, note, key });

      const first = await adjust('100.50', `k-${m.id}-1`);
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ replayed: false, balance: '100.50', available: '100.50', locked: '0.00' });
      const replay = await adjust('100.50', `k-${m.id}-1`);
      expect(replay.json().value).toMatchObject({ replayed: true, entryId: first.json().value.entryId, balance: '100.50' });
      expect((await adjust('99.00', `k-${m.id}-1`)).json()).toMatchObject({ success: false, errorCode: 'ledger.duplicate.key' });

      expect((await adjust('-0.50', `k-${m.id}-2`, 'correction')).json().value).toMatchObject({ balance: '100.00' });
      const over = await adjust('-100.01', `k-${m.id}-3`);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ errorCode: 'ledger.insufficient.funds' });
      expect((await balanceOf(await tokenOf(m.id))).sumBalance).toBe(100);

      const audit = await p.deps.db.query<{ after: { amount: string; note: string } }>(
        `SELECT after FROM audit_log WHERE merchant_id = $1 AND action = 'wallet.adjust' AND target = $2 ORDER BY id`,
        [demo.id, `member:${m.username}`]);
      expect(audit.rows.map((r) => [r.after.amount, r.after.note])).toEqual([['100.50', 'goodwill'], ['-0.50', 'correction']]);

      const shown = (await bo('GET', `/bo/wallets/demo/${m.username}?limit=5`)).json().value;
      expect(shown).toMatchObject({ username: m.username, balance: '100.00', playMoney: false });
      expect(shown.lines.map((l: { amount: string; reason: string }) => [l.amount, l.reason]))
        .toEqual([['-0.50', 'adjustment.debit'], ['100.50', 'adjustment.credit']]);
    });

    it('refuses bad amounts, unknown members and trial accounts, moving nothing', async () => {
      const m = await makeMember(p);
      const post = (username: string, body: object) => bo('POST', `/bo/wallets/demo/${username}/adjust`, body);
      expect((await post(m.username, { amount: '1.001', note: 'x', key: 'a1' })).json()).toMatchObject({ errorCode: 'request.invalid', value: { fields: ['amount'] } });
      expect((await post(m.username, { amount: '0', note: 'x', key: 'a2' })).json()).toMatchObject({ errorCode: 'request.invalid' });
      expect((await post(m.username, { amount: 'ten', note: 'x', key: 'a3' })).json()).toMatchObject({ errorCode: 'request.invalid' });
      expect((await post(m.username, { amount: '10', note: '', key: 'a4' })).json()).toMatchObject({ errorCode: 'request.invalid' });
      expect((await post('nobody-here', { amount: '10', note: 'x', key: 'a5' })).json()).toMatchObject({ errorCode: 'USER_NOT_EXIST' });
      const trial = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
      expect((await post(trial.userName, { amount: '10', note: 'x', key: 'a6' })).json()).toMatchObject({ errorCode: 'account.not.real' });
      const w = await ledger.memberWallet(p.deps.db, demo.id, m.id, 'CNY');
      expect((await ledger.balance(p.deps.db, demo.id, w.id))!.balance_minor).toBe(0n);
      expect((await bo('POST', `/bo/wallets/demo/${m.username}/adjust`, { amount: '1', note: 'x', key: 'a7' })).statusCode).toBe(200);
      const noAuth = await p.app.inject({ method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, payload: { amount: '1', note: 'x', key: 'a8' } });
      expect(noAuth.statusCode).toBe(401);
    });
  });

  it('leaves the books sound', async () => {
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  });
});
