import type { ValidationKey } from './keys';

/** A calendar day, month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * "Today" as the caller sees it: a Date (read in the local time zone of the caller: the
 * phone on the web, the server's zone on the platform) or a 'YYYY-MM-DD' string.
 */
export type Today = Date | string;

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A strict YYYY-MM-DD that names a real day (2023-02-29 does not), else null. */
export function parseDay(s: string): CalendarDay | null {
  const m = ymd.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toDay(today: Today): CalendarDay {
  if (typeof today === 'string') {
    const d = parseDay(today);
    if (!d) throw new Error(`not a YYYY-MM-DD day: ${today}`);
    return d;
  }
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** SPEC §5 / §9: birthday from 1900 to the end of the current year. */
export const birthdayMin: CalendarDay = { year: 1900, month: 1, day: 1 };

/** The last day a birthday may be: 31 December of today's year. */
export function birthdayMax(today: Today): CalendarDay {
  return { year: toDay(today).year, month: 12, day: 31 };
}

/** Birthday YYYY-MM-DD between 1900-01-01 and the end of the current year, both included. */
export function validateBirthday(value: string, today: Today): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'required';
  const d = parseDay(v);
  if (!d) return 'dateInvalid';
  if (compareDays(d, birthdayMin) < 0 || compareDays(d, birthdayMax(today)) > 0) return 'dateOutOfRange';
  return null;
}

/** SPEC §5 / §9: age 18, or 21 in some variants. */
export const ageLimits = [18, 21] as const;
export type AgeLimit = (typeof ageLimits)[number];
export const defaultAgeLimit: AgeLimit = 18;

/**
 * Whole years between birthday and today. Someone born on 29 February has their birthday on
 * 1 March in common years: on 28 February they are still a year younger.
 */
export function ageOn(birthday: CalendarDay, today: Today): number {
  const t = toDay(today);
  const before = t.month < birthday.month || (t.month === birthday.month && t.day < birthday.day);
  return t.year - birthday.year - (before ? 1 : 0);
}

/** 'underAge' when the (valid) birthday makes the person younger than limit today. */
export function validateAge(birthday: string, limit: number, today: Today): ValidationKey | null {
  const d = parseDay(birthday.trim());
  if (!d) return 'dateInvalid';
  return ageOn(d, today) >= limit ? null : 'underAge';
}

/**
 * SPEC §5: the date picker's default bounds, 2000-02-01 00:00:00 to 2030-02-01 23:59:59 (local
 * time), minute step 1; values outside are clipped to the nearest bound.
 */
export function datePickerBounds(): { min: Date; max: Date } {
  return { min: new Date(2000, 1, 1, 0, 0, 0), max: new Date(2030, 1, 1, 23, 59, 59) };
}

export const datePickerMinuteStep = 1;

export function clipToDatePicker(value: Date, bounds: { min: Date; max: Date } = datePickerBounds()): Date {
  if (Number.isNaN(value.getTime())) return new Date(bounds.min);
  if (value < bounds.min) return new Date(bounds.min);
  if (value > bounds.max) return new Date(bounds.max);
  return new Date(value);
}
