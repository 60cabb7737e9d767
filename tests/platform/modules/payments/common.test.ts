import type { Merchant } from '@/platform/src/context';
import { pageLabels, type MemberKey, type PaymentsDirectory } from '@/platform/src/modules/payments/common';

/** A directory that answers from fixed tables and counts the questions it is asked. */
function countingDirectory() {
  const calls = { merchants: [] as number[][], usernames: [] as MemberKey[][] };
  const merchants = new Map([[1, { code: 'demo', minorDigits: 2 }], [2, { code: 'vn', minorDigits: 0 }]]);
  const names = new Map([['1:10', 'alice'], ['1:11', 'bob'], ['2:10', 'chi']]);
  const dir: PaymentsDirectory = {
    async merchantsByIds(ids) {
      calls.merchants.push(ids);
      return new Map(ids.filter((id) => merchants.has(id)).map((id) => [id, merchants.get(id)!]));
    },
    async usernames(keys) {
      calls.usernames.push(keys);
      return new Map(keys.map((k) => `${k.merchantId}:${k.memberId}`).filter((k) => names.has(k)).map((k) => [k, names.get(k)!]));
    },
  };
  return { dir, calls };
}

describe('pageLabels (the back office lists name merchants and members)', () => {
  it('asks each owning module once for a whole page, across merchants', async () => {
    const { dir, calls } = countingDirectory();
    const rows = [
      { merchant_id: 1, member_id: '10' }, { merchant_id: 2, member_id: 10n }, { merchant_id: 1, member_id: 11 },
      { merchant_id: 1, member_id: '10' }, { merchant_id: 1, member_id: 99 },
    ];
    const labels = await pageLabels(dir, rows, null);
    expect(calls.merchants).toEqual([[1, 2]]);
    expect(calls.usernames).toHaveLength(1);
    expect(labels.merchantOf(1)).toEqual({ code: 'demo', minorDigits: 2 });
    expect(labels.merchantOf(2)).toEqual({ code: 'vn', minorDigits: 0 });
    expect(labels.usernameOf(1, 10)).toBe('alice');
    expect(labels.usernameOf(2, 10)).toBe('chi');
    expect(labels.usernameOf(1, 11)).toBe('bob');
    // A member the members module does not know has no name rather than another's.
    expect(labels.usernameOf(1, 99)).toBeNull();
  });

  it('does not ask for the merchant a list is filtered to, and asks nothing for an empty page', async () => {
    const { dir, calls } = countingDirectory();
    const merchant = { id: 7, code: 'seven', currency: { minorDigits: 3 } } as Merchant;
    const labels = await pageLabels(dir, [{ merchant_id: 7, member_id: 1 }], merchant);
    expect(calls.merchants).toEqual([]);
    expect(labels.merchantOf(7)).toEqual({ code: 'seven', minorDigits: 3 });

    const empty = countingDirectory();
    await pageLabels(empty.dir, [], null);
    expect(empty.calls).toEqual({ merchants: [], usernames: [] });
  });
});
