import { minorToDecimalString, minorToWireNumber } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import { mainAccountTypeId, type PaidOutValue, type WalletsBalanceValue, type WalletsValue } from '@/lib/wps/schemas/wallet';
import type { Db, Queryable } from '../../db';
import type { AuditService, Clock, MembersService, Merchant, TrialFunding, VendorBets } from '../../context';
import type { Store } from '../../infra';
import type { LedgerAccount, LedgerService } from '../ledger';
import { trialMemberType } from '../members';
import type { WalletTurnover } from './turnover';
import { walletLimits } from './schema';

/**
 * The member's wallet: its balance on the wire, trial funding, and the operator's statement
 * and adjustments of it. Money moves through the ledger alone; the turnover requirement is
 * turnover.ts, the reports reports.ts.
 */

export interface WalletDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Shares the paid-out total between replicas for paidOutCache_ms. */
  store: Store;
  ledger: LedgerService;
  turnover: WalletTurnover;
  /** The paid-out total over settled bets (modules/vendor-wallet). */
  bets: VendorBets;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

export interface AdjustmentInput {
  merchant: Merchant;
  username: string;
  /** Signed: positive credits the member, negative debits them (never below what is available). */
  amount_minor: bigint;
  /** Why, in the operator's words: kept as the entry's reference and in the audit trail. */
  note: string;
  /** The operator's handle on this adjustment: a retry with the same key moves nothing. */
  key: string;
  operator: string;
  now: Date;
}

export interface WalletView {
  accountId: number;
  currency: string;
  balance: string;
  available: string;
  locked: string;
  version: string;
}

export interface WalletStatement extends WalletView {
  username: string;
  playMoney: boolean;
  turnoverRemaining: string;
  lines: { entryId: number; at: string; reason: string; reference: string; source: string; key: string; amount: string }[];
}

export interface WalletService extends TrialFunding {
  /** The member's wallet in the merchant's currency (opened at zero on first sight). */
  walletOf(merchant: Merchant, memberId: number): Promise<LedgerAccount>;
  /** GET /wps/v2/wallets/balance: one main wallet; sumBalance counts locked funds, availBalance does not. */
  balance(merchant: Merchant, memberId: number): Promise<WalletsBalanceValue>;
  /** GET /wps/wallets: the main wallet in exact decimals, with the turnover still to wager. */
  wallets(merchant: Merchant, member: { id: number; type: number }): Promise<WalletsValue>;
  /**
   * An operator's manual adjustment (ops wallet:adjust): one entry between the member's wallet
   * and the house_adjustment account, audited in the same transaction. Trial accounts hold play
   * money and are refused, as is a debit of more than is available.
   */
  adjust(a: AdjustmentInput): Promise<WalletView & { entryId: number; replayed: boolean; username: string }>;
  /**
   * A member's wallet as an operator traces it (ops wallet:show): balance, locked, turnover,
   * and the newest lines with the entries they belong to.
   */
  statement(merchant: Merchant, username: string, limit: number): Promise<WalletStatement>;
  /** GET /wps/stats/paidOut: the real total of winnings paid to members (no play money), cached briefly. */
  paidOut(merchant: Merchant): Promise<PaidOutValue>;
}

/** The paid-out total is a sum over every settled bet: read at most this often per merchant, shared by replicas. */
export const paidOutCache_ms = 5_000;

export function createWalletService(deps: WalletDeps): WalletService {
  const { db, store, ledger, turnover, bets, audit } = deps;

  const walletOf = (q: Queryable, merchant: Merchant, memberId: number) => ledger.memberWallet(q, merchant.id, memberId, merchant.currency.code);

  async function lockMemberByUsername(q: Queryable, merchant: Merchant, username: string) {
    const found = await deps.members.byUsername(q, merchant.id, username.trim());
    const member = found ? await deps.members.lockMember(q, merchant.id, found.id) : null;
    if (!member) throw new WpsError('USER_NOT_EXIST');
    return member;
  }

  return {
    walletOf: (merchant, memberId) => walletOf(db, merchant, memberId),

    async balance(merchant, memberId) {
      return balanceValue(merchant, await walletOf(db, merchant, memberId));
    },

    async wallets(merchant, member) {
      const w = await walletOf(db, merchant, member.id);
      const remaining = await turnover.remainingTurnover(db, merchant.id, member.id, merchant.currency.code);
      return {
        currency: merchant.currency.code,
        currencySymbol: merchant.currency.symbol,
        balance: minorToDecimalString(w.balance_minor, merchant.currency.minorDigits),
        available: minorToDecimalString(w.available_minor, merchant.currency.minorDigits),
        locked: minorToDecimalString(w.locked_minor, merchant.currency.minorDigits),
        turnoverRemaining: minorToDecimalString(remaining, merchant.currency.minorDigits),
        playMoney: member.type === trialMemberType,
      };
    },

    // Play money for a new trial account, in the transaction that creates it: from the
    // house_play_money account, so real books never hold it. Once per member (the key).
    async fundTrial(q, merchant, memberId, now) {
      const amount = BigInt(merchant.wallet.trialBalance_minor);
      if (amount <= 0n) return;
      const wallet = await walletOf(q, merchant, memberId);
      const house = await ledger.houseAccount(q, merchant.id, 'house_play_money', merchant.currency.code, { memberIdForBucket: memberId });
      await ledger.post(q, merchant.id, {
        reason: 'trial.funding',
        reference: `member:${memberId}`,
        idempotency: { source: 'trial', key: `member:${memberId}` },
        lines: [{ accountId: wallet.id, amount_minor: amount }, { accountId: house.id, amount_minor: -amount }],
        now,
      });
    },

    async adjust(a) {
      if (a.amount_minor === 0n) throw new WpsError('request.invalid', { fields: ['amount'], issues: [{ field: 'amount', message: 'zero moves nothing' }] });
      return db.tx(async (q) => {
        const found = await lockMemberByUsername(q, a.merchant, a.username);
        if (found.type === trialMemberType) throw new WpsError('account.not.real');
        const wallet = await walletOf(q, a.merchant, found.id);
        const house = await ledger.houseAccount(q, a.merchant.id, 'house_adjustment', a.merchant.currency.code, { memberIdForBucket: found.id });
        const { entry, replayed } = await ledger.post(q, a.merchant.id, {
          reason: a.amount_minor > 0n ? 'adjustment.credit' : 'adjustment.debit',
          reference: a.note,
          idempotency: { source: 'backoffice', key: a.key },
          lines: [{ accountId: wallet.id, amount_minor: a.amount_minor }, { accountId: house.id, amount_minor: -a.amount_minor }],
          now: a.now,
        });
        const after = await walletOf(q, a.merchant, found.id);
        if (!replayed) {
          await audit.record(q, {
            at: a.now, operator: a.operator, merchantId: a.merchant.id, action: 'wallet.adjust', target: `member:${found.username}`,
            before: { balance: minorToDecimalString(after.balance_minor - a.amount_minor, a.merchant.currency.minorDigits) },
            after: { balance: minorToDecimalString(after.balance_minor, a.merchant.currency.minorDigits), amount: minorToDecimalString(a.amount_minor, a.merchant.currency.minorDigits), note: a.note, entryId: entry.id },
          });
        }
        return { entryId: entry.id, replayed, username: found.username, ...walletView(a.merchant, after) };
      });
    },

    async statement(merchant, username, limit) {
      const member = await deps.members.byUsername(db, merchant.id, username.trim());
      if (!member) throw new WpsError('USER_NOT_EXIST');
      const memberId = member.id;
      const w = await walletOf(db, merchant, memberId);
      const lines = await ledger.accountStatement(db, merchant.id, w.id, Math.min(Math.max(limit, 1), walletLimits.statement_lines_max));
      const remaining = await turnover.remainingTurnover(db, merchant.id, memberId, merchant.currency.code);
      return {
        username: member.username,
        playMoney: member.type === trialMemberType,
        ...walletView(merchant, w),
        turnoverRemaining: minorToDecimalString(remaining, merchant.currency.minorDigits),
        lines: lines.map((l) => ({
          entryId: Number(l.entry_id),
          at: new Date(l.created_at).toISOString(),
          reason: l.reason,
          reference: l.reference,
          source: l.idempotency_source,
          key: l.idempotency_key,
          amount: minorToDecimalString(BigInt(l.amount_minor), merchant.currency.minorDigits),
        })),
      };
    },

    async paidOut(merchant) {
      const key = `stats:paidOut:${merchant.id}`;
      let minor = await store.get(key);
      if (minor === null) {
        minor = String(await bets.realPayoutTotal(merchant.id));
        await store.set(key, minor, paidOutCache_ms);
      }
      return { totalPaidOut: minorToWireNumber(BigInt(minor), merchant.currency.minorDigits), currencySymbol: merchant.currency.symbol };
    },
  };
}

function balanceValue(merchant: Merchant, w: LedgerAccount): WalletsBalanceValue {
  return {
    sumBalance: minorToWireNumber(w.balance_minor, merchant.currency.minorDigits),
    currency: merchant.currency.code,
    currencySymbol: merchant.currency.symbol,
    balance: [{
      accountTypeId: mainAccountTypeId,
      accountTypeName: 'MAIN',
      availBalance: minorToWireNumber(w.available_minor, merchant.currency.minorDigits),
      lockedBalance: minorToWireNumber(w.locked_minor, merchant.currency.minorDigits),
    }],
  };
}

function walletView(merchant: Merchant, w: LedgerAccount): WalletView {
  return {
    accountId: w.id,
    currency: merchant.currency.code,
    balance: minorToDecimalString(w.balance_minor, merchant.currency.minorDigits),
    available: minorToDecimalString(w.available_minor, merchant.currency.minorDigits),
    locked: minorToDecimalString(w.locked_minor, merchant.currency.minorDigits),
    version: w.version.toString(),
  };
}
