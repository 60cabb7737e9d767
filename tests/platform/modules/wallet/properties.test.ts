import fc from 'fast-check';
import { depositBanksValueSchema } from '@/lib/wps/schemas/payments';
import { minorToDecimalString } from '@/lib/format/money';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, memberWithSession } from '../payments/helpers';

/**
 * Random sequences of everything that moves a member's money — manual-transfer deposits and
 * the operator's decisions, bets, wins and rollbacks of the vendor API with their replays and
 * clashes, withdrawals and their decisions — checked step by step against a small model, and
 * at the end of each sequence against the wallets and the ledger's own invariants.
 * fast-check shrinks a failing sequence to a short one; FC_SEED (and FC_PATH) replay it.
 */

const members_n = 3;
const numRuns = Number(process.env.FC_RUNS ?? 12);
const cny = (minor: bigint) => minorToDecimalString(minor, 2);

// ---------------------------------------------------------------------------------------------
// Operations, in the abstract: `pick` numbers choose among what exists when the step runs.

type Op =
  | { k: 'skip' }
  | { k: 'deposit'; m: number; amount: number; decide: 'approve' | 'reject' | 'later' }
  | { k: 'decideDeposit'; pick: number; approve: boolean }
  | { k: 'bet'; m: number; amount: number; roundClosed: boolean; reuse: number | null }
  | { k: 'win'; target: Target; pick: number; amount: number; asOther: boolean }
  | { k: 'rollback'; target: Target; pick: number; amount: 'none' | 'stake' | 'other'; asOther: boolean }
  | { k: 'replay'; pick: number }
  | { k: 'duplicate'; pick: number; change: 'round' | 'amount' }
  | { k: 'withdraw'; m: number; amount: number }
  | { k: 'decideWithdrawal'; pick: number; approve: boolean };

/** Which bet a win or rollback refers to: an open one when there is one, or any id seen (or a new one). */
type Target = 'open' | 'any';

const member = fc.nat({ max: members_n - 1 });
const target = fc.constantFrom<Target>('open', 'open', 'any');
/** Now and then: a win or rollback with another member's game session, a bet that closes its round. */
const rarely = fc.constantFrom(false, false, false, true);
const pick = fc.nat({ max: 1000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  // A step that does nothing, first and rare: shrinking tries it in place of every step
  // (withCrossShrink), which cuts a failing sequence below the minimum length.
  { withCrossShrink: true },
  { arbitrary: fc.constant({ k: 'skip' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      k: fc.constant('deposit' as const), m: member, amount: fc.integer({ min: 10_000, max: 300_000 }),
      // Most deposits are decided at once; some wait for a later decideDeposit.
      decide: fc.constantFrom('approve' as const, 'approve' as const, 'reject' as const, 'later' as const),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ k: fc.constant('decideDeposit' as const), pick, approve: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      k: fc.constant('bet' as const), m: member,
      // Mostly small stakes; some up to 6,000.00, more than a member usually has.
      amount: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 30_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 600_000 }), weight: 1 }),
      roundClosed: rarely,
      // Now and then a bet comes with an id seen before but never accepted (refused, or rolled back first).
      reuse: fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: pick, weight: 1 }),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ k: fc.constant('win' as const), target, pick, amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })), asOther: rarely }), weight: 5 },
  { arbitrary: fc.record({ k: fc.constant('rollback' as const), target, pick, amount: fc.constantFrom('none' as const, 'stake' as const, 'none' as const, 'other' as const), asOther: rarely }), weight: 3 },
  { arbitrary: fc.record({ k: fc.constant('replay' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ k: fc.constant('duplicate' as const), pick, change: fc.constantFrom('round' as const, 'amount' as const) }), weight: 1 },
  { arbitrary: fc.record({ k: fc.constant('withdraw' as const), m: member, amount: fc.integer({ min: 5_000, max: 150_000 }) }), weight: 3 },
  { arbitrary: fc.record({ k: fc.constant('decideWithdrawal' as const), pick, approve: fc.boolean() }), weight: 2 },
);
const scenarioArb = fc.record({
  /** The merchant's turnover multiple for this sequence: 0 (off) or 1 (a deposit must be wagered once). */
  turnoverMultiple: fc.constantFrom(0, 1),
  /** What each member starts with: an operator's adjustment, which adds no wagering requirement. */
  funds: fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: members_n, maxLength: members_n }),
  ops: fc.array(opArb, { minLength: 20, maxLength: 40 }),
});

// ---------------------------------------------------------------------------------------------
// The model: what the books should say.

interface Wallet { balance: bigint; locked: bigint; turnover: bigint }
type Decision = 'pending' | 'approved' | 'rejected';
interface Bet { member: number; stake: bigint; status: 'open' | 'settled' | 'rolled_back' }
interface Accepted { action: 'bet' | 'win' | 'rollback'; member: number; body: Record<string, unknown>; text: string }

class Model {
  wallets: Wallet[] = Array.from({ length: members_n }, () => ({ balance: 0n, locked: 0n, turnover: 0n }));
  deposits: { id: number; member: number; amount: bigint; status: Decision }[] = [];
  withdrawals: { id: number; member: number; amount: bigint; status: Decision }[] = [];
  /** Accepted bets and the tombstones of rollbacks that came first, by transaction id. */
  bets = new Map<string, Bet>();
  /** Every id a bet was tried with or a rollback referred to, accepted or not. */
  betIds: string[] = [];
  accepted: Accepted[] = [];

  available(m: number): bigint {
    return this.wallets[m]!.balance - this.wallets[m]!.locked;
  }
  settle(m: number, stake: bigint): void {
    const w = this.wallets[m]!;
    w.turnover = w.turnover > stake ? w.turnover - stake : 0n;
  }
}

/** A vendor API answer, parsed (vendor-wallet/README.md): balance is what the member may bet after the call. */
const answer = (status: string, balance: bigint) => ({ status, balance: cny(balance), currency: 'CNY' });

describeEachDb('wallet properties', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let vendor: VendorClient;
  let channelId: number;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(++seq).toString(36)}`;

  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    vendor = await makeVendor(p, { code: 'propvendor' });
    // A sequence may ask for more withdrawals in a day than the demo's 5.
    await p.merchants.update('demo', { wallet: { withdraw: { dailyCount: 1000 } } }, 'test');
    const s = await memberWithSession(p);
    channelId = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token: s.token })).json().value)[0]!.id;
  });

  /** Members for one sequence: a session, a game session, a bank card and a payment password each. */
  async function players(funds: number[]) {
    return Promise.all(funds.map(async (amount) => {
      const s = await memberWithSession(p);
      if (amount > 0) {
        const r = await bo(p, 'POST', `/bo/wallets/demo/${s.member.username}/adjust`, { amount: cny(BigInt(amount)), note: 'start', key: id('adjust') });
        expect(r.statusCode).toBe(200);
      }
      const card = await wpsCall(p.app, 'memberBankCardPut', { token: s.token, body: { bankName: 'ICBC', accountNumber: '6222020200112233', payeeName: 'Li Lei' } });
      expect(card.statusCode).toBe(200);
      expect((await wpsCall(p.app, 'memberPaymentPasswordPut', { token: s.token, body: { paymentPassword: '135790' } })).statusCode).toBe(200);
      const game = await gameToken(p, vendor.code, s.member.username, { gameId: 'slot-1' });
      return { session: s.token, game, cardId: card.json().value.id as number };
    }));
  }

  async function run(turnoverMultiple: number, funds: number[], ops: Op[]): Promise<void> {
    await p.merchants.update('demo', { wallet: { turnoverMultiple } }, 'test');
    const who = await players(funds);
    const model = new Model();
    funds.forEach((amount, m) => (model.wallets[m]!.balance = BigInt(amount)));
    const send = async (action: Accepted['action'], m: number, body: Record<string, unknown>) => {
      const r = await vendor.call(action, body);
      expect(r.http).toBe(200);
      if (r.json.status === 'OK') model.accepted.push({ action, member: m, body, text: r.text });
      return r;
    };
    /** The bet a win or rollback refers to: an open one, or any id seen so far, or one never seen. */
    const betIdOf = (t: Target, n: number) => {
      const open = [...model.bets].filter(([, b]) => b.status === 'open').map(([betId]) => betId);
      if (t === 'open' && open.length) return open[n % open.length]!;
      return n % (model.betIds.length + 1) === model.betIds.length ? id('unknown') : model.betIds[n % model.betIds.length]!;
    };
    /** The operator approves or rejects a deposit: once it is decided, the same decision again answers it as it is. */
    const decideDeposit = async (d: Model['deposits'][number], approve: boolean) => {
      const r = await bo(p, 'POST', `/bo/deposits/demo/${d.id}/${approve ? 'approve' : 'reject'}`, approve ? undefined : {});
      const wanted = approve ? 'approved' : 'rejected';
      if (d.status === 'pending' || d.status === wanted) {
        expect(r.statusCode).toBe(200);
        expect(r.json().value.status).toBe(wanted);
        if (d.status === 'pending' && approve) {
          model.wallets[d.member]!.balance += d.amount;
          model.wallets[d.member]!.turnover += d.amount * BigInt(turnoverMultiple);
        }
        d.status = wanted;
      } else {
        expect(r.statusCode).toBe(409);
        expect(r.json().errorCode).toBe('transaction.already.processed');
      }
    };

    for (const op of ops) {
      switch (op.k) {
        case 'skip':
          break;
        case 'deposit': {
          const pending = model.deposits.filter((d) => d.member === op.m && d.status === 'pending').length;
          const r = await wpsCall(p.app, 'depositMt', { token: who[op.m]!.session, body: { channelId, amount: cny(BigInt(op.amount)), reference: id('ref') } });
          if (pending >= 5) {
            expect(r.json().errorCode).toBe('deposit.pending.limit');
            break;
          }
          expect(r.statusCode).toBe(200);
          const d = { id: r.json().value.depositId as number, member: op.m, amount: BigInt(op.amount), status: 'pending' as Decision };
          model.deposits.push(d);
          if (op.decide !== 'later') await decideDeposit(d, op.decide === 'approve');
          break;
        }
        case 'decideDeposit': {
          if (model.deposits.length) await decideDeposit(model.deposits[op.pick % model.deposits.length]!, op.approve);
          break;
        }
        case 'bet': {
          const orphans = model.betIds.filter((b) => !model.accepted.some((a) => a.action === 'bet' && a.body.transactionId === b));
          const txid = op.reuse !== null && orphans.length ? orphans[op.reuse % orphans.length]! : id('bet');
          const stake = BigInt(op.amount);
          const body = {
            requestId: id('req'), token: who[op.m]!.game, transactionId: txid, roundId: `round-${txid}`, gameId: 'slot-1',
            amount: cny(stake), currency: 'CNY', roundClosed: op.roundClosed,
          };
          const r = await send('bet', op.m, body);
          if (!model.betIds.includes(txid)) model.betIds.push(txid);
          if (model.bets.has(txid)) {
            // A rollback came first and left its tombstone: the round was cancelled.
            expect(r.json).toEqual(answer('BET_ALREADY_SETTLED', model.available(op.m)));
          } else if (stake > model.available(op.m)) {
            expect(r.json).toEqual(answer('INSUFFICIENT_FUNDS', model.available(op.m)));
          } else {
            model.wallets[op.m]!.balance -= stake;
            model.bets.set(txid, { member: op.m, stake, status: op.roundClosed ? 'settled' : 'open' });
            if (op.roundClosed) model.settle(op.m, stake);
            expect(r.json).toEqual(answer('OK', model.available(op.m)));
          }
          break;
        }
        case 'win': {
          const betId = betIdOf(op.target, op.pick);
          const bet = model.bets.get(betId);
          const m = op.asOther || !bet ? (bet ? (bet.member + 1) % members_n : op.pick % members_n) : bet.member;
          const payout = BigInt(op.amount);
          const txid = id('win');
          const r = await send('win', m, {
            requestId: id('req'), token: who[m]!.game, transactionId: txid, referenceTransactionId: betId, roundId: `round-${betId}`,
            gameId: 'slot-1', amount: cny(payout), currency: 'CNY', roundClosed: true,
          });
          if (!bet || bet.member !== m) {
            expect(r.json).toEqual(answer('TRANSACTION_NOT_FOUND', model.available(m)));
          } else if (bet.status !== 'open') {
            expect(r.json).toEqual(answer('BET_ALREADY_SETTLED', model.available(m)));
          } else {
            bet.status = 'settled';
            model.settle(m, bet.stake);
            model.wallets[m]!.balance += payout;
            expect(r.json).toEqual(answer('OK', model.available(m)));
          }
          break;
        }
        case 'rollback': {
          const betId = betIdOf(op.target, op.pick);
          const bet = model.bets.get(betId);
          const m = op.asOther || !bet ? (bet ? (bet.member + 1) % members_n : op.pick % members_n) : bet.member;
          const amount = op.amount === 'none' ? undefined : op.amount === 'stake' ? (bet?.stake ?? 100n) : (bet?.stake ?? 100n) + 1n;
          const r = await send('rollback', m, {
            requestId: id('req'), token: who[m]!.game, transactionId: id('rb'), referenceTransactionId: betId, roundId: `round-${betId}`,
            gameId: 'slot-1', currency: 'CNY', roundClosed: true, ...(amount !== undefined ? { amount: cny(amount) } : {}),
          });
          if (!model.betIds.includes(betId)) model.betIds.push(betId);
          if (!bet) {
            // The rollback overtook its bet: remembered, nothing moves.
            model.bets.set(betId, { member: m, stake: 0n, status: 'rolled_back' });
            expect(r.json).toEqual(answer('OK', model.available(m)));
          } else if (bet.member !== m) {
            expect(r.json).toEqual(answer('TRANSACTION_NOT_FOUND', model.available(m)));
          } else if (bet.status !== 'open') {
            expect(r.json).toEqual(answer('BET_ALREADY_SETTLED', model.available(m)));
          } else if (op.amount === 'other') {
            expect(r.json).toEqual({ status: 'INVALID_REQUEST', balance: cny(model.available(m)), currency: 'CNY' });
          } else {
            bet.status = 'rolled_back';
            model.wallets[m]!.balance += bet.stake;
            expect(r.json).toEqual(answer('OK', model.available(m)));
          }
          break;
        }
        case 'replay': {
          if (!model.accepted.length) break;
          const first = model.accepted[op.pick % model.accepted.length]!;
          // A retry may carry a new requestId; the answer is the first one, byte for byte.
          const r = await vendor.call(first.action, { ...first.body, requestId: id('retry') });
          expect(r.text).toBe(first.text);
          break;
        }
        case 'duplicate': {
          if (!model.accepted.length) break;
          const first = model.accepted[op.pick % model.accepted.length]!;
          const body: Record<string, unknown> = { ...first.body, requestId: id('req') };
          if (op.change === 'round') body.roundId = `${String(body.roundId)}-other`;
          else if (body.amount === undefined || body.amount === '0.00') body.amount = '0.01';
          else if (first.action === 'rollback') delete body.amount;
          else body.amount = cny(BigInt(String(body.amount).replace('.', '')) + 1n);
          const r = await vendor.call(first.action, body);
          expect(r.json).toEqual(answer('DUPLICATE_TRANSACTION', model.available(first.member)));
          break;
        }
        case 'withdraw': {
          const amount = BigInt(op.amount);
          const w = model.wallets[op.m]!;
          const r = await wpsCall(p.app, 'withdraw', { token: who[op.m]!.session, body: { amount: cny(amount), bankCardId: who[op.m]!.cardId, paymentPassword: '135790' } });
          // The order of the checks: limits, then the wagering requirement, then the money.
          const refused = amount < 10_000n ? 'amount.below.min' : w.turnover > 0n ? 'withdraw.turnover.required' : amount > model.available(op.m) ? 'ledger.insufficient.funds' : null;
          if (refused) {
            expect(r.json().errorCode).toBe(refused);
            if (refused === 'withdraw.turnover.required') expect(r.json().value.remainingTurnover).toBe(Number(cny(w.turnover)));
            break;
          }
          expect(r.statusCode).toBe(200);
          w.locked += amount;
          model.withdrawals.push({ id: r.json().value.withdrawalId, member: op.m, amount, status: 'pending' });
          break;
        }
        case 'decideWithdrawal': {
          if (!model.withdrawals.length) break;
          const x = model.withdrawals[op.pick % model.withdrawals.length]!;
          const r = await bo(p, 'POST', `/bo/withdrawals/demo/${x.id}/${op.approve ? 'approve' : 'reject'}`, op.approve ? undefined : {});
          const wanted = op.approve ? 'approved' : 'rejected';
          if (x.status === 'pending' || x.status === wanted) {
            expect(r.statusCode).toBe(200);
            expect(r.json().value.status).toBe(wanted);
            if (x.status === 'pending') {
              model.wallets[x.member]!.locked -= x.amount;
              if (op.approve) model.wallets[x.member]!.balance -= x.amount;
            }
            x.status = wanted;
          } else {
            expect(r.statusCode).toBe(409);
            expect(r.json().errorCode).toBe('transaction.already.processed');
          }
          break;
        }
      }
    }

    for (const [m, w] of model.wallets.entries()) {
      const r = await wpsCall(p.app, 'wallets', { token: who[m]!.session });
      expect(r.json().value).toMatchObject({
        balance: cny(w.balance), available: cny(w.balance - w.locked), locked: cny(w.locked), turnoverRemaining: cny(w.turnover),
      });
    }
    expect((await ledger.verify()).violations).toEqual([]);
  }

  it('keeps every balance, hold and wagering requirement as the model says, and the books sound', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, ({ turnoverMultiple, funds, ops }) => run(turnoverMultiple, funds, ops)), {
      numRuns,
      // A failure shrinks for at most this long (each try runs a whole sequence), then reports what it has.
      interruptAfterTimeLimit: 200_000,
      markInterruptAsFailure: true,
      ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
    });
  }, 300_000);
});
