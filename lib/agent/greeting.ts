/**
 * The agent home's greeting by the local hour (SPEC §9): 0-10 morning, 11-14 early afternoon,
 * 15-18 late afternoon, 19-24 evening. SPEC's "24" is the hour after 23, which a clock shows as
 * 0 of the next day, so 19-23 are evening and 0 is morning.
 */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function greetingOf(hour: number): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) throw new Error(`lib/agent: not an hour: ${hour}`);
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** The hour (0-23) of `at` on the wall clock of the time zone (the viewer's, or the merchant's when unknown). */
export function localHour(at: Date, timeZone: string): number {
  const h = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' }).format(at);
  return Number(h) % 24;
}
