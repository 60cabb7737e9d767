import { validateField } from '@/lib/validation';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';

const off: RegisterFieldSetting = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };
const on = (s: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ ...off, enabled: true, ...s });

describe('validateField', () => {
  it('does not check a disabled field', () => {
    expect(validateField('nickname', '', { ...off, required: true })).toBeNull();
    expect(validateField('email', 'nope', off)).toBeNull();
  });

  it('lets a non-required empty field pass, whatever its rules', () => {
    const s = on({ minLength: 4, patternId: 6, acceptedPattern: '^x$' });
    expect(validateField('qqNum', '', s)).toBeNull();
    expect(validateField('qqNum', '   ', s)).toBeNull();
    expect(validateField('email', '', on())).toBeNull();
    expect(validateField('birthday', '', on())).toBeNull();
  });

  it('answers required for a required empty field', () => {
    expect(validateField('nickname', '', on({ required: true }))).toBe('required');
    expect(validateField('nickname', '  ', on({ required: true }))).toBe('required');
    expect(validateField('captcha', '', on({ required: true }))).toBe('enterTheCode');
    expect(validateField('confirmPassword', '', on({ required: true }))).toBe('incorrectPassword');
  });

  describe('minLength and maxLength (username 4 to 16)', () => {
    const s = on({ required: true, minLength: 4, maxLength: 16 });
    it.each([
      ['abc', 'tooShort'], ['abcd', null], ['abcde', null], ['a'.repeat(15), null], ['a'.repeat(16), null],
      ['a'.repeat(17), 'tooLong'],
    ])('%j → %j', (v, key) => {
      expect(validateField('username', v, s)).toBe(key);
    });
  });

  describe('patternId 1: starts with a letter', () => {
    const s = on({ required: true, patternId: 1 });
    it.each([['abc1', null], ['Z999', null], ['1abc', 'format'], ['_abc', 'format']])('%j → %j', (v, key) => {
      expect(validateField('username', v, s)).toBe(key);
    });
  });

  describe('patternId 4: 6 to 12 letters and digits', () => {
    const s = on({ required: true, patternId: 4 });
    it.each([
      ['abc12', 'format'], ['abc123', null], ['ABCdef123456', null], ['abcdef1234567', 'format'], ['abc 123', 'format'],
      ['abc12!', 'format'],
    ])('%j → %j', (v, key) => {
      expect(validateField('password', v, s)).toBe(key);
    });

    it('does not trim passwords', () => {
      expect(validateField('password', ' abc123', s)).toBe('format');
    });
  });

  describe('patternId 6: digits only', () => {
    const s = on({ required: true, patternId: 6 });
    it.each([['0123', null], ['12a', 'format'], ['1.5', 'format']])('%j → %j', (v, key) => {
      expect(validateField('qqNum', v, s)).toBe(key);
    });
  });

  it('ignores a pattern id it does not know', () => {
    expect(validateField('nickname', 'anything', on({ patternId: 99 }))).toBeNull();
  });

  describe('acceptedPattern', () => {
    it('applies the operator pattern', () => {
      const s = on({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' });
      expect(validateField('username', 'abcd', s)).toBeNull();
      expect(validateField('username', 'ab-d', s)).toBe('format');
    });

    it('adds no rule when the pattern does not compile', () => {
      expect(validateField('nickname', 'abc', on({ acceptedPattern: '([' }))).toBeNull();
    });

    it('never runs a pattern over more than 256 characters', () => {
      expect(validateField('nickname', 'a'.repeat(256), on({ acceptedPattern: '^a+$' }))).toBeNull();
      expect(validateField('nickname', 'a'.repeat(257), on({ acceptedPattern: '^a+$' }))).toBe('tooLong');
    });

    it('checks lengths before the pattern', () => {
      expect(validateField('nickname', 'ab', on({ minLength: 3, acceptedPattern: '^x$' }))).toBe('tooShort');
    });
  });

  describe('built-in rules', () => {
    it('applies the e-mail rule and says in_email_incorrect for any failure', () => {
      expect(validateField('email', 'a@mail.com', on())).toBeNull();
      expect(validateField('email', 'a@mail', on())).toBe('emailIncorrect');
      expect(validateField('email', 'a@mail.com', on({ maxLength: 5 }))).toBe('emailIncorrect');
    });

    it('applies the birthday range with an injectable today', () => {
      expect(validateField('birthday', '2026-12-31', on(), { today: '2026-01-01' })).toBeNull();
      expect(validateField('birthday', '2027-01-01', on(), { today: '2026-12-31' })).toBe('dateOutOfRange');
      expect(validateField('birthday', '1899-12-31', on(), { today: '2026-01-01' })).toBe('dateOutOfRange');
    });

    it('keeps mobile numbers to 20 digits', () => {
      expect(validateField('mobileNum', '9'.repeat(20), on())).toBeNull();
      expect(validateField('mobileNum', '9'.repeat(21), on())).toBe('tooLong');
      expect(validateField('mobileNum', '+86138', on())).toBe('format');
    });

    it('keeps SMS codes to 10 digits', () => {
      expect(validateField('verificationCode', '1'.repeat(10), on())).toBeNull();
      expect(validateField('verificationCode', '1'.repeat(11), on())).toBe('tooLong');
      expect(validateField('verificationCode', '12a', on())).toBe('format');
    });

    it('keeps the captcha to 16 characters', () => {
      expect(validateField('captcha', 'x'.repeat(16), on())).toBeNull();
      expect(validateField('captcha', 'x'.repeat(17), on())).toBe('tooLong');
    });
  });
});
