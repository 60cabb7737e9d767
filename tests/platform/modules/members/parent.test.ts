import type { Merchant } from '@/platform/src/context';
import { createAgentTreeService } from '@/platform/src/modules/agents';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

/** An operator places a member under an agent (PATCH /bo/members/:merchant/:username {parent}), audited; the agent tree follows. */
describeEachDb('an operator sets a member\'s parent agent (modules/members)', (get) => {
  const platform = usePlatform(get);
  let p: TestPlatform;
  let demo: Merchant;
  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });
  const patch = (username: string, body: unknown) => p.app.inject({
    method: 'PATCH', url: `/bo/members/demo/${username}`, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });

  it('moves a member and its team under an agent, refuses a member or a cycle as parent, and takes it out again', async () => {
    const agent = await makeMember(p, { type: 3 });
    const sub = await makeMember(p, { type: 3 });
    const player = await makeMember(p, { type: 0, parentAgentId: sub.id });
    const tree = createAgentTreeService({ db: p.deps.db });

    const moved = await patch(sub.username, { parent: agent.username });
    expect(moved.json().value).toMatchObject({ username: sub.username, parentAgentId: agent.id });
    expect(await tree.uplines(p.deps.db, demo.id, player.id)).toEqual([sub.id, agent.id]);

    expect((await patch(sub.username, { parent: player.username })).json()).toMatchObject({ errorCode: 'request.invalid', value: { fields: ['parent'] } });
    // The agent under its own downline would make a cycle: refused, nothing moved.
    expect((await patch(agent.username, { parent: sub.username })).json().errorCode).toBe('request.invalid');
    expect(await tree.uplines(p.deps.db, demo.id, agent.id)).toEqual([]);

    expect((await patch(sub.username, { parent: null })).json().value.parentAgentId).toBeNull();
    expect(await tree.uplines(p.deps.db, demo.id, player.id)).toEqual([sub.id]);
    const audit = await p.deps.audit.list({ merchantId: demo.id, limit: 5 } as never);
    expect(audit.some((a) => a.action === 'member.update' && JSON.stringify(a.after).includes('"parentAgentId":null'))).toBe(true);
  });
});
