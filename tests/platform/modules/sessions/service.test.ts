import type { Clock } from '@/platform/src/context';
import { createSessionService, hashSessionToken, type SessionService } from '@/platform/src/modules/sessions/service';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('SessionService', (get) => {
  let p: TestPlatform;
  let t = Date.now();
  const clock: Clock = { now: () => new Date(t) };
  let merchantId: number;
  let memberId: number;
  let sessions: SessionService;
  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
    memberId = (await p.deps.members.createMember(p.deps.db, merchantId, { username: 'sessionsvc1', password: 'secret123' })).id;
    sessions = createSessionService({ db: p.deps.db, clock, members: p.deps.members, limits: p.deps.limits });
  });

  const row = async (token: string) =>
    (await p.deps.db.query<{ last_seen_at: Date; token_hash: string }>(
      'SELECT last_seen_at, token_hash FROM member_sessions WHERE token_hash = $1', [hashSessionToken(token)])).rows[0]!;

  it('hands out a 256-bit base64url token and stores only its sha256', async () => {
    const { token, expiresAt } = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '203.0.113.1', device: 'web', remember: false });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt.getTime()).toBe(t + 24 * 3600 * 1000);
    const stored = await p.deps.db.query<{ token_hash: string }>('SELECT token_hash FROM member_sessions');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await row(token)).token_hash).toHaveLength(43);
  });

  it('moves last_seen_at at most once a minute', async () => {
    const { token } = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '203.0.113.1', device: 'web', remember: false });
    const issued = new Date((await row(token)).last_seen_at).getTime();
    t += 30_000;
    expect(await sessions.byToken(merchantId, token)).toEqual({ memberId, type: 0 });
    expect(new Date((await row(token)).last_seen_at).getTime()).toBe(issued);
    t += 31_000;
    await sessions.byToken(merchantId, token);
    expect(new Date((await row(token)).last_seen_at).getTime()).toBe(t);
  });

  it('finds nothing for another merchant, a malformed token or a revoked one', async () => {
    const { token } = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '', device: '', remember: true });
    expect(await sessions.byToken(merchantId + 1000, token)).toBeNull();
    expect(await sessions.byToken(merchantId, token.slice(1))).toBeNull();
    await sessions.revoke(merchantId, token);
    expect(await sessions.byToken(merchantId, token)).toBeNull();
  });

  it('revokes every session of a member but the one kept', async () => {
    const a = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '', device: '', remember: false });
    const b = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '', device: '', remember: false });
    const c = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '', device: '', remember: false });
    expect(await sessions.revokeAllFor(p.deps.db, merchantId, memberId, b.token)).toBeGreaterThanOrEqual(2);
    expect(await sessions.byToken(merchantId, a.token)).toBeNull();
    expect(await sessions.byToken(merchantId, b.token)).not.toBeNull();
    expect(await sessions.byToken(merchantId, c.token)).toBeNull();
  });

  it('purges sessions that ended more than a day ago and keeps live ones', async () => {
    const ended = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '203.0.113.1', device: 'web', remember: false });
    const revoked = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '203.0.113.1', device: 'web', remember: true });
    t += 24 * 3600 * 1000 + 1000; // the plain session expired a second ago
    await sessions.revoke(merchantId, revoked.token); // and this one ends now
    const live = await sessions.issue(p.deps.db, merchantId, memberId, { ip: '203.0.113.1', device: 'web', remember: true });
    const kept = async () => (await p.deps.db.query<{ token_hash: string }>('SELECT token_hash FROM member_sessions')).rows.map((r) => r.token_hash);
    await sessions.purgeEnded(); // (older sessions of the tests above may go now)
    expect(await kept()).toEqual(expect.arrayContaining([hashSessionToken(ended.token), hashSessionToken(revoked.token)])); // ended, but not a day ago
    t += 24 * 3600 * 1000 + 1000;
    expect(await sessions.purgeEnded()).toBeGreaterThanOrEqual(2);
    const left = await kept();
    expect(left).toContain(hashSessionToken(live.token));
    expect(left).not.toContain(hashSessionToken(ended.token));
    expect(left).not.toContain(hashSessionToken(revoked.token));
    expect(await sessions.byToken(merchantId, live.token)).toEqual({ memberId, type: 0 });
  });
});
