import { describeOnPostgres } from '@/tests/support/db';
import { stopReplicas } from '@/tests/support/replica';
import { useTableProcesses } from '@/tests/support/table-processes';

const describePg = describeOnPostgres('bingo, processes');

/** 2.5 s of sales, 0.6 s of calls, 0.3 s of result: enough for the test's purchases over loopback, short enough for several rounds. */
const coinEnv = { HOUSE_BINGO_TABLE: '2500,300,600' };
const game = 'test-bingo';

describePg('bingo, platform processes on one PostgreSQL [postgres]', () => {
  const { replicas, call, live, startAnother, sitDown, settledSlipsPerRound, leaseOwner, processOf, players, openRound, roundStatus, waitFor, expectBooksBalance } = useTableProcesses({ game, env: coinEnv });

  it('draws each round once and pays each purchase once while two processes sell cards and race to drive the game', async () => {
    const ps = await players(6);
    await sitDown(ps);
    const played: string[] = [];
    for (let round = 0; round < 3; round++) {
      const r = await openRound(replicas[0]!, ps[0]!.token);
      const answers = await Promise.all(ps.map((pl, i) => call(replicas[pl.via]!, 'bet', {
        token: pl.token, roundId: r.id, bets: [{ spot: 'card:100', amount: String(1 + i) }, { spot: 'card:50', amount: '1' }],
      })));
      expect(answers.map((a) => a.ok)).toEqual(ps.map(() => true));
      expect(answers.map((a) => a.value.slip.spots.reduce((n: number, s: { tickets: unknown[] }) => n + s.tickets.length, 0))).toEqual(ps.map((_, i) => 3 + i));
      played.push(r.id);
      await waitFor(r.id, ['drawn', 'settled']);
      // A purchase after the close is refused with its code, by the process that did not draw as well.
      const late = await call(replicas[1]!, 'bet', { token: ps[1]!.token, roundId: r.id, bets: [{ spot: 'card:100', amount: '1' }] });
      expect(late).toMatchObject({ ok: false, error: 'bet.closed' });
      await waitFor(r.id, ['settled']);
    }
    expect(await settledSlipsPerRound(played)).toEqual([6, 6, 6]);
    await expectBooksBalance(ps);
  }, 90_000);

  it('finishes a round whose driving process is killed mid-round: the other process draws and pays it', async () => {
    const ps = await players(4);
    await sitDown(ps);
    const r = await openRound(replicas[0]!, ps[0]!.token, 1500);
    await Promise.all(ps.map((pl) => call(replicas[pl.via]!, 'bet', { token: pl.token, roundId: r.id, bets: [{ spot: 'card:200', amount: '10' }] })));
    const owner = (await leaseOwner())!;
    const holder = processOf(owner)!;
    expect(holder).toBeDefined();
    await stopReplicas([holder], 'SIGKILL');
    expect(await waitFor(r.id, ['settled'], 30_000)).toBe('settled');
    await expectBooksBalance(ps);
  }, 90_000);

  it('resumes a round when every process died mid-round and a new one starts: drawn, called and paid', async () => {
    const [survivor] = live();
    const ps = (await players(2)).map((pl) => ({ ...pl, via: 0 }));
    for (const pl of ps) expect((await call(survivor!, 'session', { token: pl.token })).ok).toBe(true);
    const r = await openRound(survivor!, ps[0]!.token, 1500);
    await Promise.all(ps.map((pl) => call(survivor!, 'bet', { token: pl.token, roundId: r.id, bets: [{ spot: 'card:500', amount: '25' }] })));
    await stopReplicas([survivor!], 'SIGKILL');
    expect(await roundStatus(r.id)).toBe('open');
    // A new process finds the round in play at its start (within the resume window): it closes, draws and settles it.
    await startAnother();
    expect(await waitFor(r.id, ['settled', 'voided'], 30_000)).toBe('settled');
    await expectBooksBalance(ps);
  }, 90_000);
});
