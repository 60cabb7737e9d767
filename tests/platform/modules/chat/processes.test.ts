import { freshIp } from '@/tests/support/clock';
import { describeOnPostgres, type TestDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { describeRedis, dropRedisPrefix, testRedisPrefix } from '@/tests/support/redis';
import { startReplica, type Replica } from '@/tests/support/replica';
import { openTableSocket, type TableSocket } from '@/tests/support/table-socket';

/**
 * The chat across two platform processes (each its own Node process, one PostgreSQL, one
 * Redis): a member connected to one and an operator connected to the other hear each other
 * live, and what they said is kept whichever process took it.
 */
describeRedis('live chat: two platform processes on one Redis', (url) => {
  describeOnPostgres('live chat processes')('[postgres]', () => {
    const prefix = testRedisPrefix();
    let t: TestDb;
    let p: TestPlatform;
    const replicas: Replica[] = [];
    const sockets: TableSocket[] = [];
    beforeAll(async () => {
      ({ t, p } = await platformOnPostgres(undefined));
      const env = { REDIS_URL: url, REDIS_PREFIX: prefix };
      replicas.push(...(await Promise.all([startReplica(t.location, p.config.platformSecret, env), startReplica(t.location, p.config.platformSecret, env)])));
    }, 60_000);
    afterAll(async () => {
      for (const s of sockets) s.ws.terminate();
      await stopProcessesAndPlatform(replicas, p, t);
      await dropRedisPrefix(url, prefix);
    }, 30_000);

    const http = async (r: Replica, method: string, path: string, headers: Record<string, string>, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${r.port}${path}`, {
        method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: (await res.json()) as { success: boolean; value: any; errorCode?: string } };
    };

    it('delivers a member\'s message through process A to an operator on process B, and the answer back, and keeps both', async () => {
      const [a, b] = replicas as [Replica, Replica];
      const demo = (await p.deps.merchants.byCode('demo'))!;
      const m = await makeMember(p);
      const token = (await p.deps.sessions.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
      const asMember = { merchant: 'demo', authorization: token };
      const asOperator = { authorization: `Bearer ${p.opsToken}` };

      const ms = await openTableSocket(`ws://127.0.0.1:${a.port}/wps/chat/ws`, null, { headers: asMember });
      const os = await openTableSocket(`ws://127.0.0.1:${b.port}/bo/chat/demo/ws`, null, { headers: asOperator });
      sockets.push(ms, os);
      await Promise.all([ms.next((x) => x.type === 'pong'), os.next((x) => x.type === 'pong')]);

      const sent = await http(a, 'POST', '/wps/chat/message', asMember, { body: 'Sent through A' });
      expect(sent.json.success).toBe(true);
      const heard = await os.next((x) => x.type === 'message' && (x.message as { body: string }).body === 'Sent through A');
      const conversationId = (heard.message as { conversationId: string }).conversationId;

      ms.ws.send(JSON.stringify({ type: 'typing' }));
      expect(await os.next((x) => x.type === 'typing')).toEqual({ type: 'typing', conversationId, from: 'member' });
      os.ws.send(JSON.stringify({ type: 'typing', conversationId }));
      expect(await ms.next((x) => x.type === 'typing')).toEqual({ type: 'typing', conversationId, from: 'operator' });

      const answered = await http(b, 'POST', `/bo/chat/demo/conversations/${conversationId}/messages`, asOperator, { body: 'Answered through B' });
      expect(answered.json.success).toBe(true);
      const back = await ms.next((x) => x.type === 'message' && (x.message as { sender: string }).sender === 'operator');
      expect(back.message).toMatchObject({ body: 'Answered through B', conversationId });

      // Persisted: either process reads both messages and the member's unread answer.
      expect((await http(b, 'GET', '/wps/relay/CSP_unreadCount', asMember)).json.value).toEqual({ unReadCount: 1 });
      const page = await http(b, 'GET', '/wps/chat/messages', asMember);
      expect(page.json.value.messages.map((x: { sender: string; body: string }) => `${x.sender}:${x.body}`)).toEqual(['member:Sent through A', 'operator:Answered through B']);
      const thread = await http(a, 'GET', `/bo/chat/demo/conversations/${conversationId}/messages`, asOperator);
      expect(thread.json.value.messages.map((x: { operator: string | null }) => x.operator)).toEqual([null, 'admin']);
      // Each socket got each message once although two processes relay the channel.
      expect(os.messages.filter((x) => x.type === 'message')).toHaveLength(2);
      expect(ms.messages.filter((x) => x.type === 'message')).toHaveLength(2);
    }, 60_000);
  });
});
