import type { Merchant } from '@/platform/src/context';
import { createAgentTreeService } from '@/platform/src/modules/agents';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('the agents\' tree (modules/agents, agent_tree)', (get) => {
  let p: TestPlatform;
  let demo: Merchant;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });
  const tree = () => createAgentTreeService({ db: p.deps.db });
  const agent = async (parentAgentId: number | null = null) => (await makeMember(p, { type: 1, parentAgentId })).id;
  const move = (memberId: number, parent: number | null) =>
    p.deps.db.query('UPDATE members SET parent_agent_id = $3 WHERE merchant_id = $1 AND id = $2', [demo.id, memberId, parent]);

  it('gives every new member its line, nearest upline first, and each agent its whole team', async () => {
    const a = await agent();
    const b = await agent(a);
    const c = await agent(b);
    const d = (await makeMember(p, { type: 0, parentAgentId: c })).id;
    const t = tree();
    expect(await t.uplines(p.deps.db, demo.id, d)).toEqual([c, b, a]);
    expect(await t.uplines(p.deps.db, demo.id, a)).toEqual([]);
    expect(await t.teamSize(p.deps.db, demo.id, a)).toBe(3);
    expect(await t.depthBelow(p.deps.db, demo.id, a, d)).toBe(3);
    expect(await t.depthBelow(p.deps.db, demo.id, b, b)).toBe(0);
    expect(await t.inTeam(p.deps.db, demo.id, c, b)).toBe(false);
  });

  it('moves a member\'s whole subtree under a new parent, and refuses a move under its own downline', async () => {
    const a = await agent();
    const b = await agent(a);
    const c = await agent(b);
    const d = await agent(c);
    const e = await agent(a);
    await move(c, e);
    const t = tree();
    expect(await t.uplines(p.deps.db, demo.id, d)).toEqual([c, e, a]);
    expect(await t.inTeam(p.deps.db, demo.id, b, d)).toBe(false);
    expect(await t.teamSize(p.deps.db, demo.id, b)).toBe(0);
    expect(await t.teamSize(p.deps.db, demo.id, e)).toBe(2);
    await expect(move(a, d)).rejects.toThrow(/cycle/);
    expect(await t.uplines(p.deps.db, demo.id, a)).toEqual([]);
    await move(c, null);
    expect(await t.uplines(p.deps.db, demo.id, d)).toEqual([c]);
    expect(await t.teamSize(p.deps.db, demo.id, a)).toBe(2);
  });

  it('keeps the closure equal to the parent chain for every member of the demo', async () => {
    const r = await p.deps.db.query<{ n: string }>(
      `WITH RECURSIVE chain AS (
         SELECT merchant_id, id AS member_id, id AS ancestor_id, 0 AS depth FROM members
         UNION ALL
         SELECT c.merchant_id, c.member_id, m.parent_agent_id, c.depth + 1
           FROM chain c JOIN members m ON m.merchant_id = c.merchant_id AND m.id = c.ancestor_id WHERE m.parent_agent_id IS NOT NULL)
       SELECT count(*)::text AS n FROM (
         (SELECT merchant_id, ancestor_id, member_id, depth FROM chain EXCEPT SELECT merchant_id, ancestor_id, member_id, depth FROM agent_tree)
         UNION ALL
         (SELECT merchant_id, ancestor_id, member_id, depth FROM agent_tree EXCEPT SELECT merchant_id, ancestor_id, member_id, depth FROM chain)) x`);
    expect(r.rows[0]!.n).toBe('0');
  });
});
