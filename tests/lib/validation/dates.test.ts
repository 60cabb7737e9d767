import {
  ageOn, birthdayMax, clipToDatePicker, datePickerBounds, parseDay, validateAge, validateBirthday,
} from '@/lib/validation';

describe('parseDay', () => {
  it('reads real YYYY-MM-DD days only', () => {
    expect(parseDay('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDay('1900-02-29')).toBeNull();
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('2023-13-01')).toBeNull();
    expect(parseDay('2023-04-31')).toBeNull();
    expect(parseDay('2023-4-1')).toBeNull();
    expect(parseDay('01/04/2023')).toBeNull();
  });
});

describe('validateBirthday (SPEC §5: 1900 to the end of the current year)', () => {
  const today = '2026-06-15';

  it.each([
    ['1899-12-31', 'dateOutOfRange'],
    ['1900-01-01', null],
    ['1900-01-02', null],
    ['2000-06-15', null],
    ['2026-06-16', null],
    ['2026-12-31', null],
    ['2027-01-01', 'dateOutOfRange'],
  ])('%s → %j', (day, key) => {
    expect(validateBirthday(day, today)).toBe(key);
  });

  it('refuses what is not a day', () => {
    expect(validateBirthday('2026-02-30', today)).toBe('dateInvalid');
    expect(validateBirthday('15.06.2000', today)).toBe('dateInvalid');
    expect(validateBirthday('', today)).toBe('required');
  });

  it('moves the upper bound with today', () => {
    expect(birthdayMax(new Date(2030, 0, 1))).toEqual({ year: 2030, month: 12, day: 31 });
    expect(validateBirthday('2030-12-31', new Date(2030, 0, 1))).toBeNull();
    expect(validateBirthday('2030-12-31', new Date(2029, 11, 31))).toBe('dateOutOfRange');
  });
});

describe('age limit (SPEC §5: 18, or 21 in some variants)', () => {
  it.each([
    ['2008-06-15', 18, null],
    ['2008-06-16', 18, 'underAge'],
    ['2008-06-14', 18, null],
    ['2005-06-15', 21, null],
    ['2005-06-16', 21, 'underAge'],
    ['2008-06-15', 21, 'underAge'],
  ])('born %s, limit %d, on 2026-06-15 → %j', (birthday, limit, key) => {
    expect(validateAge(birthday, limit, '2026-06-15')).toBe(key);
  });

  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, '2026-02-28')).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, '2026-03-01')).toBe(18);
  });

  it('reads a Date in local time', () => {
    expect(validateAge('2008-06-15', 18, new Date(2026, 5, 15, 0, 0, 1))).toBeNull();
    expect(validateAge('2008-06-15', 18, new Date(2026, 5, 14, 23, 59, 59))).toBe('underAge');
  });
});

describe('date picker (SPEC §5: 2000-02-01 00:00:00 to 2030-02-01 23:59:59, clipped)', () => {
  const { min, max } = datePickerBounds();

  it('has the SPEC bounds', () => {
    expect(min).toEqual(new Date(2000, 1, 1, 0, 0, 0));
    expect(max).toEqual(new Date(2030, 1, 1, 23, 59, 59));
  });

  it('clips values outside and keeps values inside', () => {
    expect(clipToDatePicker(new Date(2000, 0, 31, 23, 59, 59))).toEqual(min);
    expect(clipToDatePicker(new Date(2000, 1, 1, 0, 0, 0))).toEqual(min);
    expect(clipToDatePicker(new Date(2000, 1, 1, 0, 0, 1))).toEqual(new Date(2000, 1, 1, 0, 0, 1));
    expect(clipToDatePicker(new Date(2030, 1, 1, 23, 59, 59))).toEqual(max);
    expect(clipToDatePicker(new Date(2030, 1, 2, 0, 0, 0))).toEqual(max);
    expect(clipToDatePicker(new Date(Number.NaN))).toEqual(min);
  });
});
