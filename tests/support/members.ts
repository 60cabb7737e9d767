import type { Member, NewMemberInput } from '@/platform/src/context';
import type { Db } from '@/platform/src/db';
import { createLedgerService } from '@/platform/src/modules/ledger';
import type { TestPlatform } from './platform';

let seq = 0;

/** A username nobody in this test run has used yet (starts with a letter, as the demo rule wants). */
export function freshUsername(prefix = 'u'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${seq}`;
}

/** A member of the demo merchant (or another), made straight through the members service. */
export async function makeMember(p: TestPlatform, input: Partial<NewMemberInput> = {}, merchant = 'demo'): Promise<Member & { password: string }> {
  const m = await p.deps.merchants.byCode(merchant);
  if (!m) throw new Error(`no merchant ${merchant}`);
  const password = input.password ?? 'secret123';
  const member = await p.deps.members.createMember(p.deps.db, m.id, { username: freshUsername(), ...input, password }, p.deps.clock.now());
  return { ...member, password };
}

/**
 * Money in a member's wallet without a deposit row: one ledger entry from a house account
 * (deposit clearing, or play money for a trial member), keyed per member so it runs once.
 */
export async function fundWallet(
  db: Db, merchantId: number, memberId: number, amount_minor: bigint, house: 'house_deposit_clearing' | 'house_play_money' = 'house_deposit_clearing',
): Promise<void> {
  const ledger = createLedgerService({ db });
  await db.tx(async (q) => {
    const wallet = await ledger.memberWallet(q, merchantId, memberId, 'CNY');
    const from = await ledger.houseAccount(q, merchantId, house, 'CNY', { memberIdForBucket: memberId });
    await ledger.post(q, merchantId, {
      reason: 'deposit', reference: `test:${memberId}`, idempotency: { source: 'test.fund', key: `fund:${memberId}` },
      lines: [{ accountId: wallet.id, amount_minor }, { accountId: from.id, amount_minor: -amount_minor }],
    });
  });
}
