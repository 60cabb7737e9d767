import {
  changePasswordRedirect_ms, firstError, forgotMethods, forgotSuccess_ms, samePassword, validateChangePassword,
  validateForgotEmail, validateForgotPhone, validateNewPassword,
} from '@/lib/auth/password-forms';

const pw = { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: null, acceptedPattern: null };

describe('forgotMethods (SPEC §2, §4)', () => {
  it('toggles only with both flags; otherwise phone when verification is off, e-mail when on', () => {
    expect(forgotMethods({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true })).toEqual({ initial: 'email', toggle: true });
    expect(forgotMethods({ CHNGPASSVERIF3: true })).toEqual({ initial: 'email', toggle: false });
    expect(forgotMethods({ CHNGPASSMAIL3: true })).toEqual({ initial: 'phone', toggle: false });
    expect(forgotMethods(null)).toEqual({ initial: 'phone', toggle: false });
  });
});

describe('password forms', () => {
  it('uses the SPEC §9 timings', () => {
    expect(forgotSuccess_ms).toBe(1000);
    expect(changePasswordRedirect_ms).toBe(1000);
  });

  it('checks forgot by e-mail: username required, e-mail trimmed and in_email_incorrect', () => {
    expect(validateForgotEmail({ username: ' ', email: '' })).toEqual({ username: 'required', email: 'required' });
    expect(validateForgotEmail({ username: 'a', email: 'a@b' })).toEqual({ email: 'emailIncorrect' });
    expect(validateForgotEmail({ username: 'a', email: ' a.b@example.com ' })).toEqual({});
  });

  it('checks the phone form: mobile minimum from config, SMS code ≤ 10 digits, password rule', () => {
    const s = { mobileNum: { ...pw, minLength: 8 }, password: pw };
    expect(validateForgotPhone({ mobileNum: '1234567', verificationCode: '12345678901', newPassword: 'abc' }, s)).toEqual({
      mobileNum: 'tooShort', verificationCode: 'tooLong', newPassword: 'tooShort',
    });
    expect(validateForgotPhone({ mobileNum: '12345678', verificationCode: '1234', newPassword: 'abcdef' }, s)).toEqual({});
    expect(firstError(['mobileNum', 'verificationCode'], { verificationCode: 'required' })).toBe('verificationCode');
  });

  it('checks change password and spots the same password', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: 'abcdef', confirmNewPassword: '' }, pw)).toEqual({
      oldPassword: 'required', confirmNewPassword: 'incorrectPassword',
    });
    expect(validateNewPassword({ newPassword: 'abcdef', confirmNewPassword: 'abcdeg' }, pw)).toEqual({ confirmNewPassword: 'confirmationIncorrect' });
    expect(samePassword({ oldPassword: 'abcdef', newPassword: 'abcdef' })).toBe(true);
    expect(samePassword({ oldPassword: 'abcdef', newPassword: 'abcdeF' })).toBe(false);
  });
});

