import {
  isMinBetOption, minBetOptions, validateAgreement, validateCaptcha, validateConfirmation, validateFeedbackContent,
  validateLoginCaptcha, validateMobile, validateSmsCode, validateUploads,
} from '@/lib/validation';

describe('captcha (SPEC §5: 1-16 characters; login: max 6 digits numeric)', () => {
  it.each([
    ['', 'enterTheCode'], ['1', null], ['-3', null], ['x'.repeat(16), null], ['x'.repeat(17), 'tooLong'],
  ])('register captcha %j → %j', (v, key) => {
    expect(validateCaptcha(v)).toBe(key);
  });

  it.each([
    ['', 'enterTheCode'], ['1', null], ['123456', null], ['1234567', 'tooLong'], ['12a4', 'format'], ['12 4', 'format'],
  ])('login captcha %j → %j', (v, key) => {
    expect(validateLoginCaptcha(v)).toBe(key);
  });
});

describe('mobile (SPEC §5: max 20 digits)', () => {
  it.each([
    ['', 'required'], ['1', null], ['9'.repeat(20), null], ['9'.repeat(21), 'tooLong'], ['+8613800', 'format'],
    ['138-0013', 'format'], [' 13800138000 ', null],
  ])('%j → %j', (v, key) => {
    expect(validateMobile(v)).toBe(key);
  });

  it('applies a configured minimum length', () => {
    expect(validateMobile('12345', 6)).toBe('tooShort');
    expect(validateMobile('123456', 6)).toBeNull();
  });
});

describe('SMS code (SPEC §5: max 10 numeric)', () => {
  it.each([
    ['', 'required'], ['1', null], ['1234567890', null], ['12345678901', 'tooLong'], ['12345a', 'format'],
  ])('%j → %j', (v, key) => {
    expect(validateSmsCode(v)).toBe(key);
  });
});

describe('password confirmation (SPEC §5)', () => {
  it('answers incorrect password when empty, confirmation incorrect when unequal', () => {
    expect(validateConfirmation('abc123', '')).toBe('incorrectPassword');
    expect(validateConfirmation('abc123', 'abc124')).toBe('confirmationIncorrect');
    expect(validateConfirmation('abc123', 'abc123 ')).toBe('confirmationIncorrect');
    expect(validateConfirmation('abc123', 'abc123')).toBeNull();
  });
});

describe('feedback content (SPEC §5: limited to 140 characters)', () => {
  it.each([
    ['', 'required'], ['   ', 'required'], ['a', null], ['a'.repeat(140), null], ['a'.repeat(141), 'tooLong'],
    ['😀'.repeat(140), null], ['😀'.repeat(141), 'tooLong'],
  ])('%j → %j', (v, key) => {
    expect(validateFeedbackContent(v)).toBe(key);
  });
});

describe('agreement', () => {
  it('must be ticked', () => {
    expect(validateAgreement(true)).toBeNull();
    expect(validateAgreement(false)).toBe('acceptDisclaimer');
  });
});

describe('uploads (SPEC §5: png/jpg, max 5 MB, max 3 images)', () => {
  const MB = 1024 * 1024;
  const png = (size_bytes = 1000, name = 'a.png', type = 'image/png') => ({ name, type, size_bytes });

  it('takes up to 3 png or jpg files of up to 5 MB', () => {
    expect(validateUploads([])).toBeNull();
    expect(validateUploads([png(5 * MB), png(1, 'b.jpg', 'image/jpeg'), png(1, 'c.JPEG', '')])).toBeNull();
  });

  it('refuses a fourth file', () => {
    expect(validateUploads([png(), png(), png(), png()])).toBe('tooManyFiles');
  });

  it('refuses a file over 5 MB', () => {
    expect(validateUploads([png(5 * MB + 1)])).toBe('fileTooLarge');
  });

  it('refuses other types by name or by MIME type', () => {
    expect(validateUploads([png(1, 'a.gif', 'image/gif')])).toBe('fileType');
    expect(validateUploads([png(1, 'a.png', 'image/gif')])).toBe('fileType');
    expect(validateUploads([png(1, 'a.webp', '')])).toBe('fileType');
  });
});

describe('minimum-bet filter options (SPEC §5)', () => {
  it('lists all, 0.01, 0.05, 0.1, 0.5, 0.75 in that order', () => {
    expect(minBetOptions).toEqual(['all', 0.01, 0.05, 0.1, 0.5, 0.75]);
    expect(isMinBetOption(0.1)).toBe(true);
    expect(isMinBetOption(1)).toBe(false);
  });
});
