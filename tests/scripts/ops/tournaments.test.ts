import { OpsUsageError } from '@/scripts/ops/command';
import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';
import { describeEachDb } from '@/tests/support/db';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';

describe('ops tournament:* arguments', () => {
  const parse = (line: string) => parseOpsArgs(line.split(' '));

  it('turns key=value pairs into the /bo body, the prize table by rank', () => {
    for (const c of ['tournament:list', 'tournament:create', 'tournament:set', 'tournament:settle']) expect(opsHelp()).toContain(c);
    expect(parse('tournament:create demo title=Week metric=rounds games=house-lucky-5,house-reef-pearls start=2026-12-01T00:00:00Z end=2026-12-08T00:00:00Z prizes=500:x1,200,100 minStake=1')).toEqual({
      command: 'tournament:create', merchant: 'demo', json: false,
      body: {
        title: 'Week', metric: 'rounds', games: ['house-lucky-5', 'house-reef-pearls'], startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-08T00:00:00Z', minStake: '1',
        prizes: [{ rank: 1, amount: '500', wagering: '1' }, { rank: 2, amount: '200', wagering: '0' }, { rank: 3, amount: '100', wagering: '0' }],
      },
    });
    expect(parse('tournament:set demo 4 enabled=false gameType=rng')).toEqual({ command: 'tournament:set', merchant: 'demo', id: 4, json: false, patch: { enabled: false, gameType: 'RNG' } });
  });

  it.each([
    ['tournament:create demo title=x metric=luck', /metric/],
    ['tournament:create demo title=x prizes=ten', /prizes: "ten"/],
    ['tournament:create demo title=x colour=red', /unknown tournament setting "colour"/],
    ['tournament:set demo 3', /at least one/],
    ['tournament:settle demo x', /usage/],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(OpsUsageError);
    expect(() => parse(line)).toThrow(message);
  });
});

describeEachDb('ops tournament commands against the platform', (get) => {
  const platform = usePlatform(get);
  const { ops } = useOpsCli(platform);

  it('creates, lists and changes a tournament; settling one not ended is refused', async () => {
    const start = new Date(Date.now() + 60_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const made = await ops(`tournament:create demo title="Ops cup" metric=best_multiplier gameType=RNG start=${start} end=${end} prizes=300:x2,100`);
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Created\. Tournament (\d+) "Ops cup": best_multiplier over house-lucky-5,.*prizes #1 300\.00 x2, #2 100\.00 CNY, upcoming\.$/);
    const id = /Tournament (\d+)/.exec(made.out)![1];
    expect((await ops('tournament:list demo')).out).toContain('Ops cup');
    expect((await ops(`tournament:set demo ${id} title="Ops cup 2"`)).out).toContain('"Ops cup 2"');
    const early = await ops(`tournament:settle demo ${id}`);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/tournament\.not\.ended/);
  });
});
