import type { Merchant } from '@/platform/src/context';
import { manualClock } from '@/tests/support/clock';
import type { TestDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

/**
 * The content specs' platform: one per database kind, on a manual clock at 2026-06-01 12:00 UTC,
 * the demo merchant, and `bo` for the operators' back office (the ops token, JSON bodies).
 */
export function useContentPlatform(get: () => TestDb) {
  const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
  const platform = usePlatform(get, { clock });
  const ctx = { clock } as { clock: typeof clock; p: TestPlatform; demo: Merchant };
  beforeAll(async () => {
    ctx.p = platform();
    ctx.demo = (await ctx.p.deps.merchants.byCode('demo'))!;
  });
  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => ctx.p.app.inject({
    method, url, headers: { authorization: `Bearer ${ctx.p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { ctx, bo };
}
