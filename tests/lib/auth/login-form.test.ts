import {
  captchaRequested, digitsOnly, firstInvalidField, loginLimits, loginRequestBody, validateLoginForm, validateLoginMobile,
  type LoginFormInput,
} from '@/lib/auth/login-form';

const base: LoginFormInput = {
  method: 'username', username: 'lucky7', password: 'secret1', mobileNum: '', countryDialingCode: '+86', messageCode: '', captcha: '',
};
const sms = (over: Partial<LoginFormInput> = {}): LoginFormInput => ({ ...base, method: 'sms', mobileNum: '13800138000', messageCode: '123456', ...over });

describe('login form rules (SPEC §5)', () => {
  it('uses the SPEC numbers: captcha 6 digits, mobile 20, SMS code 10', () => {
    expect(loginLimits.captcha_digits).toBe(6);
    expect(loginLimits.mobile_digits).toBe(20);
    expect(loginLimits.smsCode_digits).toBe(10);
  });

  it('requires username and password', () => {
    expect(validateLoginForm(base, { captchaShown: false })).toEqual({});
    expect(validateLoginForm({ ...base, username: '  ', password: '' }, { captchaShown: false })).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
    });
  });

  it('does not trim a password: spaces are a password', () => {
    expect(validateLoginForm({ ...base, password: '   ' }, { captchaShown: false })).toEqual({});
  });

  it('checks the captcha only while it is shown: required, 1 to 6 digits', () => {
    expect(validateLoginForm(base, { captchaShown: false })).toEqual({});
    expect(validateLoginForm(base, { captchaShown: true }).captcha).toBe('captchaRequired');
    expect(validateLoginForm({ ...base, captcha: '1' }, { captchaShown: true }).captcha).toBeUndefined();
    expect(validateLoginForm({ ...base, captcha: '123456' }, { captchaShown: true }).captcha).toBeUndefined();
    expect(validateLoginForm({ ...base, captcha: '1234567' }, { captchaShown: true }).captcha).toBe('captchaFormat');
    expect(validateLoginForm({ ...base, captcha: '12a4' }, { captchaShown: true }).captcha).toBe('captchaFormat');
  });

  it('takes a mobile of up to 20 digits and an SMS code of up to 10 digits', () => {
    expect(validateLoginForm(sms({ mobileNum: '1'.repeat(20), messageCode: '1'.repeat(10) }), { captchaShown: false })).toEqual({});
    expect(validateLoginForm(sms({ mobileNum: '1'.repeat(21) }), { captchaShown: false }).mobileNum).toBe('mobileFormat');
    expect(validateLoginForm(sms({ messageCode: '1'.repeat(11) }), { captchaShown: false }).messageCode).toBe('smsCodeFormat');
    expect(validateLoginForm(sms({ mobileNum: '138-0013' }), { captchaShown: false }).mobileNum).toBe('mobileFormat');
    expect(validateLoginForm(sms({ messageCode: '12ab' }), { captchaShown: false }).messageCode).toBe('smsCodeFormat');
    expect(validateLoginForm(sms({ mobileNum: '', messageCode: '' }), { captchaShown: false })).toEqual({
      mobileNum: 'mobileRequired',
      messageCode: 'smsCodeRequired',
    });
  });

  it('ignores the other tab’s fields', () => {
    expect(validateLoginForm(sms({ username: '', password: '' }), { captchaShown: false })).toEqual({});
    expect(validateLoginForm({ ...base, mobileNum: 'x' }, { captchaShown: false })).toEqual({});
  });

  it('needs a valid mobile before an SMS code is sent', () => {
    expect(validateLoginMobile('')).toBe('mobileRequired');
    expect(validateLoginMobile('12ab')).toBe('mobileFormat');
    expect(validateLoginMobile('1'.repeat(21))).toBe('mobileFormat');
    expect(validateLoginMobile('1'.repeat(20))).toBeNull();
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField('username', { captcha: 'captchaRequired', password: 'passwordRequired' })).toBe('password');
    expect(firstInvalidField('sms', { captcha: 'captchaRequired', messageCode: 'smsCodeRequired' })).toBe('messageCode');
    expect(firstInvalidField('username', {})).toBeNull();
  });

  it('builds the login body: captcha only when shown, remember only when ticked', () => {
    expect(loginRequestBody({ ...base, username: ' lucky7 ', captcha: '42' }, { captchaShown: false, remember: false })).toEqual({
      type: 'username', username: 'lucky7', password: 'secret1',
    });
    expect(loginRequestBody({ ...base, captcha: '42' }, { captchaShown: true, remember: true })).toEqual({
      type: 'username', username: 'lucky7', password: 'secret1', captcha: '42', remember: true,
    });
    expect(loginRequestBody(sms(), { captchaShown: false, remember: false })).toEqual({
      type: 'sms', mobileNum: '13800138000', countryDialingCode: '+86', messageCode: '123456',
    });
  });

  it('keeps only digits, up to the limit, as numeric fields are typed', () => {
    expect(digitsOnly('12a3-4 5', 20)).toBe('12345');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });

  it('reads the captcha flag of a failed login', () => {
    expect(captchaRequested({ captchaRequired: true })).toBe(true);
    expect(captchaRequested({ captchaRequired: false })).toBe(false);
    expect(captchaRequested({ captchaRequired: 'true' })).toBe(false);
    expect(captchaRequested(null)).toBe(false);
  });
});
