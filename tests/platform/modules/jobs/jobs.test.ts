import type { JobContext, JobDefinition, Merchant, PeriodicJobs } from '@/platform/src/context';
import { createJobsService, dayOf, endedDays, isDay, jobLimits } from '@/platform/src/modules/jobs';
import { describeEachDb } from '@/tests/support/db';
import { manualClock } from '@/tests/support/clock';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

/**
 * A job of the test's own over the real job_runs table: it counts how often each period's work
 * ran, and a test can make it throw or hold until released.
 */
function countingJob(name: string) {
  const runs: { period: string; attempt: number }[] = [];
  let failNext: string | null = null;
  let hold: Promise<void> | null = null;
  const def: JobDefinition = {
    name,
    duePeriods: (_m, now) => endedDays(now, 'UTC', 2),
    acceptsPeriod: (_m, period, now) => isDay(period) && period < dayOf(now, 'UTC'),
    async run(ctx: JobContext) {
      runs.push({ period: ctx.period, attempt: ctx.attempt });
      if (hold) await hold;
      if (failNext) {
        const m = failNext;
        failNext = null;
        throw new Error(m);
      }
      await ctx.heartbeat();
      return { period: ctx.period, members: 3 };
    },
  };
  return {
    def, runs,
    failOnce(message: string) { failNext = message; },
    holdUntil(p: Promise<void>) { hold = p; },
    release() { hold = null; },
  };
}

describeEachDb('periodic runs (modules/jobs)', (get) => {
  const clock = manualClock(Date.parse('2026-11-25T10:00:00Z'));
  const platform = usePlatform(get, { clock });
  let p: TestPlatform;
  let demo: Merchant;
  const errors: string[] = [];
  /** A runner of its own, as another platform process would have. */
  const runner = (owner: string): PeriodicJobs =>
    createJobsService({ db: p.deps.db, clock, merchants: p.deps.merchants, audit: p.deps.audit, owner, onError: (m) => errors.push(m) });
  const bo = (method: 'GET' | 'POST', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

  beforeAll(async () => {
    p = platform();
    demo = (await p.deps.merchants.byCode('demo'))!;
  });

  it('runs each ended day once: a second pass, of this process or another, finds it done', async () => {
    const job = countingJob('test.once');
    const a = runner('a');
    const b = runner('b');
    a.register(job.def);
    b.register(job.def);
    const first = await a.runDue({ merchantId: demo.id });
    expect(first.map((o) => [o.period, o.outcome])).toEqual([['2026-11-23', 'done'], ['2026-11-24', 'done']]);
    expect(await a.runDue({ merchantId: demo.id })).toEqual([]);
    expect(await b.runDue({ merchantId: demo.id })).toEqual([]);
    expect(job.runs).toHaveLength(2);
    const [latest] = await a.list(demo, { job: 'test.once', limit: 1 });
    expect(latest).toMatchObject({ job: 'test.once', status: 'done', attempts: 1, leaseOwner: null, result: { members: 3 } });
  });

  it('lets exactly one of two runners that look at the same moment run a period', async () => {
    const job = countingJob('test.race');
    const runners = [runner('r1'), runner('r2'), runner('r3')];
    for (const r of runners) r.register(job.def);
    const outcomes = (await Promise.all(runners.map((r) => r.runDue({ merchantId: demo.id })))).flat();
    expect(outcomes.filter((o) => o.outcome === 'done').map((o) => o.period).sort()).toEqual(['2026-11-23', '2026-11-24']);
    expect(job.runs.map((r) => r.period).sort()).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('retries a failed attempt after its wait, and keeps the error until then', async () => {
    const job = countingJob('test.fail');
    const a = runner('a');
    a.register(job.def);
    job.failOnce('the database went away');
    const first = await a.runDue({ merchantId: demo.id });
    expect(first.map((o) => o.outcome)).toEqual(['failed', 'done']);
    const [failed] = await a.list(demo, { job: 'test.fail', status: 'failed' });
    expect(failed).toMatchObject({ period: '2026-11-23', attempts: 1, lastError: 'the database went away' });
    expect(await a.runDue({ merchantId: demo.id })).toEqual([]);
    clock.advance(jobLimits.retry_first_ms);
    const retried = await a.runDue({ merchantId: demo.id });
    expect(retried).toMatchObject([{ period: '2026-11-23', outcome: 'done' }]);
    expect(job.runs.filter((r) => r.period === '2026-11-23').map((r) => r.attempt)).toEqual([1, 2]);
    expect((await a.list(demo, { job: 'test.fail', status: 'failed' }))).toEqual([]);
  });

  it('takes over a period whose runner stopped once its lease expires; the stalled runner records nothing', async () => {
    const job = countingJob('test.lease');
    const stalled = runner('stalled');
    const other = runner('other');
    stalled.register(job.def);
    other.register(job.def);
    let release!: () => void;
    job.holdUntil(new Promise<void>((r) => { release = r; }));
    const stalledPass = stalled.runDue({ merchantId: demo.id });
    while (job.runs.length < 1) await new Promise((r) => setTimeout(r, 5));
    // The first period is held by a live lease: the other runner leaves it.
    job.release();
    expect((await other.runDue({ merchantId: demo.id })).map((o) => [o.period, o.outcome])).toEqual([['2026-11-24', 'done']]);
    clock.advance(jobLimits.lease_ms + 1);
    expect((await other.runDue({ merchantId: demo.id })).map((o) => [o.period, o.outcome])).toEqual([['2026-11-23', 'done']]);
    release();
    const late = await stalledPass;
    expect(late.find((o) => o.period === '2026-11-23')?.outcome).toBe('lease_lost');
    const [run] = await other.list(demo, { job: 'test.lease', limit: 5 }).then((rs) => rs.filter((r) => r.period === '2026-11-23'));
    expect(run).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs a period again for an operator, audited; refuses one a live lease holds, a period not ended and an unknown job', async () => {
    const job = countingJob('test.rerun');
    p.deps.jobs.register(job.def);
    await p.deps.jobs.runDue({ merchantId: demo.id, job: 'test.rerun' });
    expect(job.runs).toHaveLength(2);
    const r = await bo('POST', '/bo/jobs/demo/rerun', { job: 'test.rerun', period: '2026-11-23' });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ job: 'test.rerun', period: '2026-11-23', status: 'done', attempts: 2, requestedBy: 'admin' });
    expect(job.runs.map((x) => x.period)).toEqual(['2026-11-23', '2026-11-24', '2026-11-23']);
    const audit = await bo('GET', '/bo/audit?merchant=demo&limit=5');
    expect(audit.json().value.find((e: { action: string }) => e.action === 'job.rerun')).toMatchObject({
      target: 'test.rerun:2026-11-23', operator: 'admin', before: { status: 'done', attempts: 1 }, after: { status: 'pending' },
    });
    // An old period outside the due window runs too: a row is made for it.
    expect((await bo('POST', '/bo/jobs/demo/rerun', { job: 'test.rerun', period: '2026-10-01' })).json().value).toMatchObject({ status: 'done', attempts: 1 });

    let release!: () => void;
    job.holdUntil(new Promise<void>((res) => { release = res; }));
    const before = job.runs.length;
    const first = bo('POST', '/bo/jobs/demo/rerun', { job: 'test.rerun', period: '2026-11-24' });
    while (job.runs.length === before) await new Promise((res) => setTimeout(res, 5));
    // The first operator's rerun is running (and held): a second one is refused.
    const busy = await bo('POST', '/bo/jobs/demo/rerun', { job: 'test.rerun', period: '2026-11-24' });
    job.release();
    release();
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'job.running' });
    expect((await first).json().value).toMatchObject({ status: 'done', attempts: 2 });

    const today = await bo('POST', '/bo/jobs/demo/rerun', { job: 'test.rerun', period: '2026-11-25' });
    expect(today.statusCode).toBe(400);
    expect(today.json().value.fields).toEqual(['period']);
    const unknown = await bo('POST', '/bo/jobs/demo/rerun', { job: 'nosuch.job', period: '2026-11-23' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value.fields).toEqual(['job']);
    const list = await bo('GET', '/bo/jobs/demo?job=test.rerun&limit=10');
    expect(list.json().value.map((x: { period: string }) => x.period).sort()).toEqual(['2026-10-01', '2026-11-23', '2026-11-24']);
    expect((await bo('GET', '/bo/jobs/demo?status=stuck')).statusCode).toBe(400);
  });
});
