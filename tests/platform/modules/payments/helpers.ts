import type { Merchant } from '@/platform/src/context';
import { createLedgerService } from '@/platform/src/modules/ledger';
import type { NewMemberInput as NewMember } from '@/platform/src/context';
import { makeMember } from '@/tests/support/members';
import type { TestPlatform } from '@/tests/support/platform';

/** Small factories shared by the payments tests. */

export async function demo(p: TestPlatform): Promise<Merchant> {
  const m = await p.deps.merchants.byCode('demo');
  if (!m) throw new Error('no demo merchant');
  return m;
}

/** A member of the demo merchant with a live session token. */
export async function memberWithSession(p: TestPlatform, input: Partial<NewMember> = {}) {
  const merchant = await demo(p);
  const member = await makeMember(p, input);
  const { token } = await p.deps.sessions!.issue(p.deps.db, merchant.id, member.id, { ip: '127.0.0.1', device: 'web', remember: false });
  return { member, token, merchant };
}

/** The member's wallet: balance, locked and available in minor units. */
export async function walletOf(p: TestPlatform, memberId: number) {
  const m = await demo(p);
  const ledger = createLedgerService({ db: p.deps.db });
  return ledger.memberWallet(p.deps.db, m.id, memberId, m.currency.code);
}

/** Money for a member without a deposit (so no turnover requirement): an adjustment entry. */
export async function fund(p: TestPlatform, memberId: number, amount_minor: bigint, key: string): Promise<void> {
  const m = await demo(p);
  const ledger = createLedgerService({ db: p.deps.db });
  await p.deps.db.tx(async (q) => {
    const w = await ledger.memberWallet(q, m.id, memberId, m.currency.code);
    const h = await ledger.houseAccount(q, m.id, 'house_adjustment', m.currency.code, { memberIdForBucket: memberId });
    await ledger.post(q, m.id, {
      reason: 'adjustment', reference: `test:${key}`, idempotency: { source: 'test', key },
      lines: [{ accountId: h.id, amount_minor: -amount_minor }, { accountId: w.id, amount_minor }],
    });
  });
}

export async function expectBooksSound(p: TestPlatform): Promise<void> {
  const r = await createLedgerService({ db: p.deps.db }).verify();
  expect(r.violations).toEqual([]);
}

export function bo(p: TestPlatform, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}
