import { OpsUsageError } from '@/scripts/ops/command';
import { opsHelp, parseOpsArgs } from '@/scripts/ops/program';
import { describeEachDb } from '@/tests/support/db';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';

describe('ops redrain:* arguments', () => {
  const parse = (line: string) => parseOpsArgs(line.split(' '));

  it('turns a slot\'s key=value pairs into the /bo body, bands included', () => {
    for (const c of ['redrain:list', 'redrain:create', 'redrain:set']) expect(opsHelp()).toContain(c);
    expect(parse('redrain:create demo title=Noon start=12:00 minutes=10 budget=2000 bands=1-5:70,5-20:25,88:5 wagering=1 minTurnover=100')).toEqual({
      command: 'redrain:create', merchant: 'demo', json: false,
      body: {
        title: 'Noon', start: '12:00', minutes: '10', budget: '2000', wagering: '1', minTurnover: '100',
        bands: [{ min: '1', max: '5', weight: 70 }, { min: '5', max: '20', weight: 25 }, { min: '88', max: '88', weight: 5 }],
      },
    });
    expect(parse('redrain:set demo 3 enabled=false minDeposit=none')).toEqual({
      command: 'redrain:set', merchant: 'demo', id: 3, json: false, patch: { enabled: false, minDeposit: null },
    });
  });

  it.each([
    ['redrain:create demo title=x start=12:00 minutes=10 budget=5 bands=5:x', /bands: "5:x"/],
    ['redrain:create demo title=x tz=UTC start=12:00 minutes=10 budget=5 bands=5:1', /unknown red rain setting "tz"/],
    ['redrain:create demo title=x start=25:00 minutes=10 budget=5 bands=5:1', /start/],
    ['redrain:create demo title=x colour=red', /unknown red rain setting "colour"/],
    ['redrain:set demo 3', /at least one/],
    ['redrain:set demo x enabled=true', /usage/],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(OpsUsageError);
    expect(() => parse(line)).toThrow(message);
  });
});

describeEachDb('ops redrain commands against the platform', (get) => {
  const platform = usePlatform(get);
  const { ops } = useOpsCli(platform);

  it('creates, lists and switches off a slot, and a refused slot is stored nowhere', async () => {
    const made = await ops('redrain:create demo title="Ops rain" start=20:00 minutes=10 budget=300 bands=1-2:3,8:1 wagering=0');
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Created\. Slot (\d+) "Ops rain": 20:00 Asia\/Shanghai for 10 min, budget 300\.00 CNY, bands 1\.00-2\.00:3,8\.00:1, wagering x0, for everyone, enabled/);
    const id = /Slot (\d+)/.exec(made.out)![1];
    expect((await ops('redrain:list demo')).out).toContain('Ops rain');
    expect((await ops(`redrain:set demo ${id} enabled=off`)).out).toMatch(/disabled/);
    const bad = await ops('redrain:create demo title=Bad start=20:00 minutes=10 budget=300 bands=2-1:3');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/bands/);
    expect((await ops('redrain:list demo')).out).not.toContain('Bad');
  });
});
