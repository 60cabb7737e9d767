import type { BankCard } from '@/lib/wps/schemas/payments';
import { WpsError } from '@/lib/wps/errors';
import type { Clock, MembersService, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { paymentsRepo as repo, type BankCardRow } from './repo';
import { paymentLimits } from './schema';
import { accountNumberOf, iso, maskedAccount, requireReal, samePayee, type MemberSession } from './common';

/** A member's bank cards, the account numbers sealed at rest. */

export interface BankCardsDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  box: SecretBox;
}

export interface BankCardsService {
  /** GET /wps/member/bankCard: the member's cards, account numbers masked. */
  bankCards(merchant: Merchant, session: MemberSession): Promise<BankCard[]>;
  /**
   * PUT /wps/member/bankCard: binds a card. The payee name must be the member's registered one;
   * a member without one names it with the first card. At most 5 cards, each number once.
   */
  addBankCard(
    merchant: Merchant, session: MemberSession, body: { bankName: string; accountNumber: string; payeeName: string; branch?: string },
  ): Promise<BankCard>;
  /**
   * The member's account numbers opened, in q: for the platform's own checks only (refer a friend
   * pays one friend per card), never for an answer.
   */
  accountNumbersIn(q: Queryable, merchantId: number, memberId: number): Promise<string[]>;
}

function bankCardValue(c: BankCardRow): BankCard {
  return {
    id: Number(c.id), bankName: c.bank_name, accountNumber: maskedAccount(c), payeeName: c.payee_name,
    branch: c.branch, createdAt: iso(c.created_at),
  };
}

export function createBankCardsService(d: BankCardsDeps): BankCardsService {
  return {
    async accountNumbersIn(q, merchantId, memberId) {
      return (await repo.bankCards(q, merchantId, memberId)).map((c) => accountNumberOf(c, d.box));
    },

    async bankCards(merchant, session) {
      return (await repo.bankCards(d.db, merchant.id, session.memberId)).map(bankCardValue);
    },

    async addBankCard(merchant, session, body) {
      requireReal(session);
      const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
      if (!/^[0-9]{8,30}$/.test(accountNumber)) throw new WpsError('bankcard.invalid');
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const member = await d.members.lockMember(q, merchant.id, session.memberId);
        if (!member) throw new WpsError('login.not.session');
        if (member.payeeName && !samePayee(member.payeeName, body.payeeName)) throw new WpsError('bankcard.payee.mismatch');
        const cards = await repo.bankCards(q, merchant.id, session.memberId);
        if (cards.some((c) => accountNumberOf(c, d.box) === accountNumber)) throw new WpsError('bankcard.exists');
        if (cards.length >= paymentLimits.bankCardsPerMember_max) throw new WpsError('bankcard.limit', { max: paymentLimits.bankCardsPerMember_max });
        const payeeName = member.payeeName ?? body.payeeName.trim().replace(/\s+/g, ' ');
        if (!member.payeeName) await d.members.setPayeeNameIfUnset(q, merchant.id, session.memberId, payeeName, now);
        const card = await repo.insertBankCard(q, merchant.id, session.memberId, {
          bank_name: body.bankName, account_sealed: d.box.seal(accountNumber), account_last4: accountNumber.slice(-4), payee_name: payeeName,
          branch: body.branch ?? null,
        }, now);
        return bankCardValue(card);
      });
    },
  };
}

/** Rows sealed per batch by sealStoredAccountNumbers. */
const sealBatch = 500;

/**
 * Seals the account numbers of rows written before migration 021 (at start, main.ts), in
 * batches until none is left; returns how many it sealed. New rows are sealed when written.
 */
export async function sealStoredAccountNumbers(d: { db: Db; box: SecretBox }): Promise<number> {
  let sealed = 0;
  for (const table of ['member_bank_cards', 'withdrawals'] as const) {
    for (;;) {
      const rows = await repo.plainAccountNumbers(d.db, table, sealBatch);
      for (const r of rows) await repo.sealAccountNumber(d.db, table, r.merchant_id, r.id, d.box.seal(r.account_number), r.account_number.slice(-4));
      sealed += rows.length;
      if (rows.length < sealBatch) break;
    }
  }
  return sealed;
}
