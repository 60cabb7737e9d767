import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs } from '@/scripts/ops/program';
import { freshIp } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { testPng } from '@/tests/support/images';
import { makeMember } from '@/tests/support/members';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describe('ops feedback:* arguments', () => {
  const parse = (line: string) => parseOpsArgs(line.split(' '));

  it('turns the command lines into their calls', () => {
    expect(parse('feedback:list demo --status in_progress --username alice --limit 5 --before 9')).toEqual({
      command: 'feedback:list', merchant: 'demo', json: false, query: { status: 'in_progress', username: 'alice', limit: '5', beforeId: '9' },
    });
    expect(parse('feedback:answer demo 4 Your deposit arrived at 10:02.')).toEqual({
      command: 'feedback:answer', merchant: 'demo', id: 4, answer: 'Your deposit arrived at 10:02.', json: false,
    });
    expect(parse('feedback:close demo 4 --json')).toEqual({ command: 'feedback:close', merchant: 'demo', id: 4, json: true });
  });

  it.each([
    ['feedback:list demo --status done', /status/],
    ['feedback:list demo --limit 500', /--limit must be 1 to 200/],
    ['feedback:show demo x', /usage/],
    ['feedback:answer demo 4', /usage/],
    [`feedback:answer demo 4 ${'x'.repeat(2001)}`, /at most 2000 characters/],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(OpsUsageError);
    expect(() => parse(line)).toThrow(message);
  });
});

describeEachDb('ops feedback commands against the platform', (get) => {
  const platform = usePlatform(get, { deps: { random: { int: (max: number) => 3 % max } } });
  const { ops } = useOpsCli(platform);
  const ok = async (line: string) => {
    const r = await ops(line);
    expect(r).toMatchObject({ code: 0, err: '' });
    return r.out;
  };

  it('lists, shows, answers and closes a member\'s feedback as an operator would', async () => {
    const p = platform();
    const demo = (await p.merchants.byCode('demo'))!;
    const m = await makeMember(p, { username: 'fbops1' });
    const token = (await p.deps.sessions.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const captcha = await wpsCall(p.app, 'captcha', { ip: freshIp() });
    const cookie = `captchaId=${captcha.cookies.find((c) => c.name === 'captchaId')!.value}`;
    const sent = await wpsCall(p.app, 'feedback', {
      token, cookie, ip: freshIp(),
      body: { content: 'Bonus not credited', sender: 'fbops1', type: 4, captcha: '3333', images: [{ name: 'proof.png', data: (await testPng()).toString('base64') }] },
    });
    expect(sent.json()).toMatchObject({ success: true });

    const listed = await ok('feedback:list demo --username fbops1');
    expect(listed).toMatch(/fbops1\s+customerService\s+new\s+1\s+Bonus not credited/);
    const id = Number(/^(\d+)\s/m.exec(listed.split('\n')[2]!)![1]);
    const shown = await ok(`feedback:show demo ${id}`);
    expect(shown).toContain(`Feedback ${id} of demo: new`);
    expect(shown).toContain(`image 1   image/png 32×24`);
    expect(shown).toContain(`GET /bo/feedback/demo/${id}/images/1`);
    expect(await ok(`feedback:answer demo ${id} It is credited now.`)).toBe(`Feedback ${id} of demo is answered.`);
    expect(await ok(`feedback:show demo ${id}`)).toContain('answer    It is credited now.');
    const twice = await ops(`feedback:answer demo ${id} Again`);
    expect([twice.code, twice.err]).toEqual([1, expect.stringContaining('feedback.status.invalid')]);
    expect(await ok(`feedback:close demo ${id}`)).toBe(`Feedback ${id} of demo is closed.`);
    expect(await ok('audit:list --merchant demo --limit 5')).toMatch(/feedback\.status[\s\S]*feedback\.answer/);
  });
});
