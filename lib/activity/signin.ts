import { addDays } from '../time/merchant-day';

/**
 * Daily sign-in (SPEC §2 /m/activity/signIn; issue 19): once per merchant day, a streak of
 * consecutive days that a missed day resets, and a reward per day of a 7-day strip whose last
 * day is the big one. After day 7 the strip starts again at day 1 while the streak goes on.
 * Pure rules: the platform decides with them, the screen draws what the platform answers.
 */

export const signinCycle_days = 7;

/** What the member must have done on the merchant day before signing in. */
export type SigninRequirement = 'none' | 'deposit' | 'turnover';

/** The member's last sign-in: its merchant day and the streak it reached; null when never. */
export interface LastSignin {
  day: string;
  streak: number;
}

/** The streak a sign-in today reaches: one more than yesterday's, or 1 after a missed day. */
export function nextStreak(last: LastSignin | null, today: string): number {
  return last && last.day === addDays(today, -1) ? last.streak + 1 : 1;
}

/** The day of the 7-day strip a streak stands on: 1..7, then 1 again. */
export function cycleDay(streak: number): number {
  if (!Number.isInteger(streak) || streak < 1) throw new Error(`lib/activity: streak ${streak}`);
  return ((streak - 1) % signinCycle_days) + 1;
}

/** The streak as the member sees it today: alive if they signed today or yesterday, else 0. */
export function currentStreak(last: LastSignin | null, today: string): number {
  if (!last) return 0;
  return last.day === today || last.day === addDays(today, -1) ? last.streak : 0;
}

export type StripDayState = 'claimed' | 'today' | 'upcoming';

/**
 * The 7-day strip: which days of this cycle are claimed, which one today's sign-in pays (none
 * when the member already signed today: that day shows claimed), which are still ahead.
 */
export function signinStrip(last: LastSignin | null, today: string): { signedToday: boolean; days: StripDayState[] } {
  const signedToday = last?.day === today;
  const position = signedToday ? cycleDay(last!.streak) : cycleDay(nextStreak(last, today));
  const days = Array.from({ length: signinCycle_days }, (_, i): StripDayState => {
    const d = i + 1;
    if (d < position || (signedToday && d === position)) return 'claimed';
    return d === position ? 'today' : 'upcoming';
  });
  return { signedToday, days };
}

/** Whether the day's requirement is met by what the member did that day (minor units). */
export function requirementMet(requirement: SigninRequirement, required_minor: bigint, progress_minor: bigint): boolean {
  return requirement === 'none' || progress_minor >= required_minor;
}
