import { usernamesByIds } from '@/platform/src/modules/members/service';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('members by id for another module', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  it('answers the usernames of a page of members in one query, keyed by merchant and member', async () => {
    const a = await makeMember(p);
    const b = await makeMember(p);
    const demo = (await p.deps.merchants.byCode('demo'))!;
    const names = await usernamesByIds(p.deps.db, [
      { merchantId: demo.id, memberId: a.id }, { merchantId: demo.id, memberId: b.id }, { merchantId: demo.id, memberId: a.id },
      { merchantId: demo.id, memberId: 987_654_321 }, { merchantId: demo.id + 1000, memberId: a.id },
    ]);
    expect(names).toEqual(new Map([[`${demo.id}:${a.id}`, a.username], [`${demo.id}:${b.id}`, b.username]]));
    expect(await usernamesByIds(p.deps.db, [])).toEqual(new Map());
  });
});
