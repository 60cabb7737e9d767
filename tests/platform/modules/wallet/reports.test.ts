import { freeplayValueSchema } from '@/lib/wps/schemas/session';
import { betHistoryValueSchema, paidOutValueSchema, transactionReportValueSchema } from '@/lib/wps/schemas/wallet';
import { paidOutCache_ms } from '@/platform/src/modules/wallet/service';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { describeEachDb } from '@/tests/support/db';
import { freshIp, manualClock } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';
import { seedExternalCatalog } from '@/tests/support/external-catalog';

describeEachDb('wallet reports', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  let vendor: VendorClient;
  const clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
    // Outside vendors' games, as an operator adds them (the demo seed holds only the house's).
    await seedExternalCatalog(p.deps.db, demo.id);
    vendor = await makeVendor(p, { code: `rep${Date.now().toString(36).slice(-5)}` });
  });

  /** A member with: an adjustment of 1000, a deposit of 500, bet 100 won 250, bet 50 rolled back, bet 30 open. */
  async function memberWithHistory() {
    const m = await makeMember(p);
    const token = (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const bo = await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount: '1000', note: 'welcome', key: `rep-${m.id}` },
    });
    expect(bo.statusCode).toBe(200);
    await p.deps.db.tx(async (q) => {
      const w = await ledger.memberWallet(q, demo.id, m.id, 'CNY');
      const c = await ledger.houseAccount(q, demo.id, 'house_deposit_clearing', 'CNY', { memberIdForBucket: m.id });
      await ledger.post(q, demo.id, {
        reason: 'deposit', reference: `deposit:t${m.id}`, idempotency: { source: 'test', key: `dep-${m.id}` }, now: clock.now(),
        lines: [{ accountId: w.id, amount_minor: 50_000n }, { accountId: c.id, amount_minor: -50_000n }],
      });
    });
    const game = await gameToken(p, vendor.code, m.username, { gameId: 'slot-1' });
    const money = (kind: 'bet' | 'win' | 'rollback', id: string, amount: string | undefined, extra: object = {}) =>
      vendor.call(kind, { requestId: `r-${id}`, token: game, transactionId: id, roundId: `round-${id.split('-')[1]}`, gameId: 'slot-1', currency: 'CNY', ...(amount ? { amount } : {}), ...extra });
    const t = `${m.id}`;
    expect((await money('bet', `b1-${t}`, '100')).json.status).toBe('OK');
    expect((await money('win', `w1-${t}`, '250', { referenceTransactionId: `b1-${t}`, roundClosed: true })).json.status).toBe('OK');
    expect((await money('bet', `b2-${t}`, '50')).json.status).toBe('OK');
    expect((await money('rollback', `x2-${t}`, undefined, { referenceTransactionId: `b2-${t}` })).json.status).toBe('OK');
    expect((await money('bet', `b3-${t}`, '30')).json.status).toBe('OK');
    return { m, token };
  }

  const report = async (token: string, query: Record<string, string>) => {
    const r = await wpsCall(p.app, 'reportTransaction', { token, query });
    expect(r.statusCode).toBe(200);
    return transactionReportValueSchema.parse(r.json().value);
  };

  it('lists every movement of the wallet newest first, each with the balance after it', async () => {
    const { token } = await memberWithHistory();
    const all = await report(token, {});
    expect(all.list.map((i) => [i.type, i.amount, i.balanceAfter])).toEqual([
      ['bet', -30, 1620],
      ['rollback', 50, 1650],
      ['bet', -50, 1600],
      ['win', 250, 1650],
      ['bet', -100, 1400],
      ['deposit', 500, 1500],
      ['adjustment', 1000, 1000],
    ]);
    expect(all).toMatchObject({ totalCount: 7, pageNo: 1, startDate: '2026-10-21', endDate: '2026-11-20' });
  });

  it('filters by type and pages', async () => {
    const { token } = await memberWithHistory();
    const bets = await report(token, { type: 'bet', pageSize: '2' });
    expect(bets).toMatchObject({ totalCount: 3, totalPages: 2, pageSize: 2 });
    expect(bets.list.map((i) => i.amount)).toEqual([-30, -50]);
    expect((await report(token, { type: 'bet', pageSize: '2', pageNo: '2' })).list.map((i) => i.amount)).toEqual([-100]);
    expect((await report(token, { type: 'adjustment' })).list.map((i) => i.amount)).toEqual([1000]);
  });

  it('keeps to the date range, and refuses one of more than 31 days or a bad type', async () => {
    const { token } = await memberWithHistory();
    expect((await report(token, { startDate: '2026-11-21', endDate: '2026-11-21' })).totalCount).toBe(0);
    expect((await report(token, { startDate: '2026-11-20', endDate: '2026-11-20' })).totalCount).toBe(7);
    const wide = await wpsCall(p.app, 'reportTransaction', { token, query: { startDate: '2026-01-01', endDate: '2026-11-20' } });
    expect(wide.json()).toMatchObject({ success: false, errorCode: 'date.range.invalid' });
    const bad = await wpsCall(p.app, 'reportTransaction', { token, query: { type: 'jackpot' } });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('lists the bets with stake, payout and win/loss, totals leaving rolled-back bets out', async () => {
    const { token } = await memberWithHistory();
    const r = await wpsCall(p.app, 'reportBetHistory', { token, query: {} });
    const v = betHistoryValueSchema.parse(r.json().value);
    expect(v.list.map((b) => [b.status, b.stake, b.payout, b.winLoss])).toEqual([
      ['open', 30, 0, -30],
      ['rolled_back', 50, 0, 0],
      ['settled', 100, 250, 150],
    ]);
    // A vendor the catalog does not link to, and a game it does not know: the bet keeps its ids.
    expect(v.list[2]).toMatchObject({ vassalage: vendor.code, gameId: 'slot-1', gameName: 'slot-1', vendorName: vendor.code });
    expect(v.totals).toEqual({ stake: 130, payout: 250, winLoss: 120 });
    const settled = betHistoryValueSchema.parse((await wpsCall(p.app, 'reportBetHistory', { token, query: { status: 'settled' } })).json().value);
    expect(settled.list).toHaveLength(1);
    expect(settled.totals).toEqual({ stake: 100, payout: 250, winLoss: 150 });
  });

  it('names each bet\'s game in the caller\'s language and its vendor as the lobby does, even once they are switched off', async () => {
    const bo = (url: string, payload: object) => p.app.inject({
      method: 'PATCH', url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(payload),
    });
    const catalog = async (language: string) => {
      const r = await wpsCall(p.app, 'gameList', { query: { gameType: 'RNG', vassalage: 'LUCKYSTAR', pageSize: '1' }, headers: { language } });
      return r.json().value.content.games[0] as { gameId: string; gameName: string };
    };
    const [en, zh] = [await catalog('EN'), await catalog('ZH')];
    expect(zh.gameName).not.toBe(en.gameName);
    // The catalog vendor's games are this wallet vendor's: a bet's vendor is the catalog vendor's wallet link.
    expect((await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { walletVendor: vendor.code })).statusCode).toBe(200);
    const m = await makeMember(p);
    const token = (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount: '100', note: 'names', key: `names-${m.id}` },
    });
    const bet = async (gameId: string, id: string) => {
      const game = await gameToken(p, vendor.code, m.username, { gameId });
      const r = await vendor.call('bet', { requestId: `r-${id}`, token: game, transactionId: id, roundId: id, gameId, currency: 'CNY', amount: '1', roundClosed: true });
      expect(r.json.status).toBe('OK');
    };
    // Both at the same moment (a fixed clock): the newer transaction id lists first.
    await bet('not-in-catalog', `na-${m.id}`);
    await bet(en.gameId, `nb-${m.id}`);
    const names = async (language: string) => {
      const r = await wpsCall(p.app, 'reportBetHistory', { token, query: {}, headers: { language } });
      return betHistoryValueSchema.parse(r.json().value).list.map((b) => [b.gameName, b.vendorName]);
    };
    expect(await names('EN')).toEqual([[en.gameName, 'Lucky Star'], ['not-in-catalog', 'Lucky Star']]);
    expect(await names('ZH')).toEqual([[zh.gameName, 'Lucky Star'], ['not-in-catalog', 'Lucky Star']]);
    // A language the catalog has no names in reads English.
    expect((await names('TH'))[0]).toEqual([en.gameName, 'Lucky Star']);
    // Records outlive the lobby: a game or vendor switched off keeps its names in them.
    expect((await bo(`/bo/catalog/games/demo/LUCKYSTAR/${en.gameId}`, { enabled: false })).statusCode).toBe(200);
    expect((await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { enabled: false })).statusCode).toBe(200);
    expect((await names('ZH'))[0]).toEqual([zh.gameName, 'Lucky Star']);
    await bo('/bo/catalog/vendors/demo/LUCKYSTAR', { enabled: true, walletVendor: null });
    await bo(`/bo/catalog/games/demo/LUCKYSTAR/${en.gameId}`, { enabled: true });
    // Without a catalog vendor for the wallet vendor, a bet keeps its ids.
    expect(await names('EN')).toEqual([[en.gameId, vendor.code], ['not-in-catalog', vendor.code]]);
  });

  it('totals the winnings really paid for the register screen, play money left out, re-read every 5 s', async () => {
    const paidOut = async () => {
      const r = await wpsCall(p.app, 'statsPaidOut', {});
      expect(r.statusCode).toBe(200);
      return paidOutValueSchema.parse(r.json().value);
    };
    const before = await paidOut();
    expect(before.currencySymbol).toBe('¥');
    await memberWithHistory();
    const trial = freeplayValueSchema.parse((await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() })).json().value);
    const game = await gameToken(p, vendor.code, trial.userName, { gameId: 'slot-1' });
    const play = (kind: 'bet' | 'win', id: string, amount: string, extra: object = {}) =>
      vendor.call(kind, { requestId: `r-${id}`, token: game, transactionId: id, roundId: `t-${trial.id}`, gameId: 'slot-1', currency: 'CNY', amount, ...extra });
    expect((await play('bet', `tb-${trial.id}`, '10')).json.status).toBe('OK');
    expect((await play('win', `tw-${trial.id}`, '40', { referenceTransactionId: `tb-${trial.id}`, roundClosed: true })).json.status).toBe('OK');
    expect((await paidOut()).totalPaidOut).toBe(before.totalPaidOut);
    clock.advance(paidOutCache_ms);
    expect((await paidOut()).totalPaidOut).toBe(before.totalPaidOut + 250);
  });

  it('shows a member only their own records', async () => {
    await memberWithHistory();
    const other = await makeMember(p);
    const token = (await p.deps.sessions!.issue(p.deps.db, demo.id, other.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    expect((await report(token, {})).totalCount).toBe(0);
    expect(betHistoryValueSchema.parse((await wpsCall(p.app, 'reportBetHistory', { token })).json().value).totalCount).toBe(0);
    expect((await wpsCall(p.app, 'reportTransaction', {})).json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});
