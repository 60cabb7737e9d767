import { smsCountdown, smsDefault_s, smsExpiry, smsTick_ms } from '@/lib/auth/sms-countdown';

describe('SMS code countdown (SPEC §4, §9)', () => {
  const now = 1_750_000_000_000;

  it('ticks every 500 ms and defaults to 60 s', () => {
    expect(smsTick_ms).toBe(500);
    expect(smsDefault_s).toBe(60);
  });

  it('counts whole seconds until the server expiration time, rounded up', () => {
    expect(smsCountdown(now, now + 60_000)).toBe(60);
    expect(smsCountdown(now, now + 59_500)).toBe(60);
    expect(smsCountdown(now, now + 59_000)).toBe(59);
    expect(smsCountdown(now, now + 1)).toBe(1);
    expect(smsCountdown(now, now + 120_000)).toBe(120);
  });

  it('is ready again (0) at and after the expiration time', () => {
    expect(smsCountdown(now, now)).toBe(0);
    expect(smsCountdown(now + 5_000, now)).toBe(0);
  });

  it('shows the 60 s default when the server gives no expiration time', () => {
    expect(smsCountdown(now, undefined)).toBe(60);
    expect(smsCountdown(now, null)).toBe(60);
    expect(smsCountdown(now, Number.NaN)).toBe(60);
  });

  it('walks down one second per two ticks of 500 ms', () => {
    const end = smsExpiry(now, now + 3_000);
    const seen = [0, 1, 2, 3, 4, 5, 6].map((i) => smsCountdown(now + i * smsTick_ms, end));
    expect(seen).toEqual([3, 3, 2, 2, 1, 1, 0]);
  });

  it('ends at the server expiration time, or 60 s from now when absent, invalid or already past', () => {
    expect(smsExpiry(now, now + 90_000)).toBe(now + 90_000);
    expect(smsExpiry(now, undefined)).toBe(now + 60_000);
    expect(smsExpiry(now, '1750000090000')).toBe(now + 60_000);
    expect(smsExpiry(now, now - 1_000)).toBe(now + 60_000);
    expect(smsExpiry(now, now)).toBe(now + 60_000);
  });
});
