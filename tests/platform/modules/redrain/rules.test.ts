import { bandsProblem, drawEnvelope, rainsAround, zonedInstant } from '@/platform/src/modules/redrain/rules';

const seed = 'a'.repeat(64);

describe('the rain rules (modules/redrain/rules.ts)', () => {
  it('places a slot at its time of day in the merchant\'s zone, daylight saving included', () => {
    expect(zonedInstant('2026-06-01', 12 * 60, 'Asia/Shanghai').toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(zonedInstant('2026-06-01', 20 * 60, 'UTC').toISOString()).toBe('2026-06-01T20:00:00.000Z');
    // New York: UTC-5 in winter, UTC-4 in summer.
    expect(zonedInstant('2026-01-15', 12 * 60, 'America/New_York').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedInstant('2026-07-15', 12 * 60, 'America/New_York').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('finds the open rain, the next and the last, across midnight too', () => {
    const noon = { timeZone: 'Asia/Shanghai', startMinute: 720, durationMinutes: 10 };
    const before = rainsAround(noon, new Date('2026-06-01T03:59:59Z'));
    expect(before.open).toBeNull();
    expect(before.next.startsAt.toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(before.last.day).toBe('2026-05-31');
    const during = rainsAround(noon, new Date('2026-06-01T04:09:59Z'));
    expect(during.open?.day).toBe('2026-06-01');
    expect(during.next.day).toBe('2026-06-02');
    expect(rainsAround(noon, new Date('2026-06-01T04:10:00Z')).open).toBeNull();
    const lateNight = { timeZone: 'UTC', startMinute: 23 * 60 + 55, durationMinutes: 10 };
    expect(rainsAround(lateNight, new Date('2026-06-02T00:03:00Z')).open?.day).toBe('2026-06-01');
  });

  it('checks bands: 1 to 10, 0 < min <= max, whole positive weights', () => {
    expect(bandsProblem([{ min_minor: 1n, max_minor: 1n, weight: 1 }])).toBeNull();
    expect(bandsProblem([])).not.toBeNull();
    expect(bandsProblem([{ min_minor: 0n, max_minor: 1n, weight: 1 }])).not.toBeNull();
    expect(bandsProblem([{ min_minor: 5n, max_minor: 4n, weight: 1 }])).not.toBeNull();
    expect(bandsProblem([{ min_minor: 1n, max_minor: 4n, weight: 0.5 }])).not.toBeNull();
  });

  it('draws inside the bands, by their weights, the same way every time for the same seed and nonce', () => {
    const bands = [{ min_minor: 100n, max_minor: 199n, weight: 3 }, { min_minor: 1000n, max_minor: 1000n, weight: 1 }];
    expect(drawEnvelope(bands, seed, 'member:1', 7)).toBe(drawEnvelope(bands, seed, 'member:1', 7));
    let high = 0;
    const n = 4000;
    for (let i = 1; i <= n; i++) {
      const x = drawEnvelope(bands, seed, 'member:1', i);
      expect(x === 1000n || (x >= 100n && x <= 199n)).toBe(true);
      if (x === 1000n) high++;
    }
    // Weight 1 of 4: 1000 expected, standard deviation about 27; five of them either way.
    expect(Math.abs(high - n / 4)).toBeLessThan(140);
  });
});
