import { depositReportValueSchema } from '@/lib/wps/schemas/payments';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { bo, memberWithSession } from './helpers';

const day_ms = 86_400_000;

describeEachDb('deposit and withdrawal reports', (get) => {
  let p: TestPlatform;
  const clock = manualClock(Date.parse('2026-03-01T12:00:00Z'));
  const platform = usePlatform(get, { clock });
  beforeAll(() => {
    p = platform();
  });

  it('pages the member\'s own deposits newest first, filters by status and dates, amounts as decimals', async () => {
    const first = await memberWithSession(p);
    let token = first.token;
    // Sessions end when idle; a new one for each day of this test.
    const renew = async () => {
      token = (await p.deps.sessions!.issue(p.deps.db, first.merchant.id, first.member.id, { ip: '127.0.0.1', device: 'web', remember: true })).token;
    };
    const other = await memberWithSession(p);
    const otherToken = () => p.deps.sessions!.issue(p.deps.db, other.merchant.id, other.member.id, { ip: '127.0.0.1', device: 'web', remember: true });
    const channelId = (await wpsCall(p.app, 'systemDepositBanks', { token })).json().value[0].id;
    const ids: number[] = [];
    // Six deposits on six days from 2026-03-01, at most 5 waiting at once: approve the first two.
    for (let i = 0; i < 6; i++) {
      const r = await wpsCall(p.app, 'depositMt', { token, body: { channelId, amount: 100 + i, reference: `r${i}` } });
      expect(r.statusCode).toBe(200);
      ids.push(r.json().value.depositId);
      if (i < 2) expect((await bo(p, 'POST', `/bo/deposits/demo/${ids[i]}/approve`)).statusCode).toBe(200);
      clock.advance(day_ms);
      await renew();
    }
    await wpsCall(p.app, 'depositMt', { token: (await otherToken()).token, body: { channelId, amount: 999, reference: 'other' } });

    const report = async (query: Record<string, string | number>) => {
      const r = await wpsCall(p.app, 'reportDeposit', { token, query });
      expect(r.statusCode).toBe(200);
      return depositReportValueSchema.parse(r.json().value);
    };
    const page1 = await report({ pageNo: 1, pageSize: 4 });
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 4, totalCount: 6, totalPages: 2, endDate: '2026-03-07' });
    expect(page1.list.map((d) => d.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(page1.list[0]).toMatchObject({ method: 'mt', channelName: 'Bank transfer', amount: 105, status: 'pending', reference: 'r5', completedAt: null });
    const page2 = await report({ pageNo: 2, pageSize: 4 });
    expect(page2.list.map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect(page2.list[1]).toMatchObject({ amount: 100, status: 'approved', completedAt: expect.any(String) });

    expect((await report({ status: 'approved' })).list.map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect((await report({ startDate: '2026-03-02', endDate: '2026-03-03' })).list.map((d) => d.id)).toEqual([ids[2], ids[1]]);

    const tooWide = await wpsCall(p.app, 'reportDeposit', { token, query: { startDate: '2026-01-01', endDate: '2026-03-01' } });
    expect([tooWide.statusCode, tooWide.json().errorCode]).toEqual([400, 'date.range.invalid']);
    const bigPage = await wpsCall(p.app, 'reportDeposit', { token, query: { pageSize: 51 } });
    expect(bigPage.json().errorCode).toBe('request.invalid');
    const badStatus = await wpsCall(p.app, 'reportDeposit', { token, query: { status: 'paid' } });
    expect(badStatus.json().errorCode).toBe('request.invalid');
  });

  it('needs a session', async () => {
    expect((await wpsCall(p.app, 'reportWithdraw')).statusCode).toBe(401);
  });
});
