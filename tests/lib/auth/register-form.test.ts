import {
  affiliateFromQuery, failedField, languageRevalidate_ms, registerMethods, registerPath, registerRequestBody,
  successToast_ms, visibleRegisterFields,
} from '@/lib/auth/register-form';
import { registerSettings } from '../../components/account/register-settings';

describe('registerMethods (SPEC §4)', () => {
  it('defaults to username, starts on mobile only when mobile is on and username off, toggles only with both', () => {
    expect(registerMethods(null)).toEqual({ initial: 'username', toggle: false });
    expect(registerMethods({ REGISTER_REE3: true })).toEqual({ initial: 'username', toggle: false });
    expect(registerMethods({ REGISTER_REE3: true, MOBILENUMREG3: true })).toEqual({ initial: 'username', toggle: true });
    expect(registerMethods({ REGISTER_REE3: false, MOBILENUMREG3: true })).toEqual({ initial: 'mobile', toggle: false });
    expect(registerMethods({ MOBILENUMREG3: true })).toEqual({ initial: 'username', toggle: true });
    expect(registerMethods({ REGISTER_REE3: false, MOBILENUMREG3: false })).toEqual({ initial: 'username', toggle: false });
  });
});

describe('register form helpers', () => {
  it('uses the SPEC §9 timings', () => {
    expect(languageRevalidate_ms).toBe(200);
    expect(successToast_ms).toBe(1000);
  });

  it('reads the affiliate code from ?aff= or ?affiliateCode=', () => {
    expect(affiliateFromQuery({ aff: ' AG01 ' })).toBe('AG01');
    expect(affiliateFromQuery({ affiliateCode: ['X_1', 'Y'] })).toBe('X_1');
    expect(affiliateFromQuery({ aff: '', affiliateCode: 'B2' })).toBe('B2');
    expect(affiliateFromQuery({ aff: '<script>' })).toBe('');
    expect(affiliateFromQuery({})).toBe('');
  });

  it('shows the enabled fields per method, SMS code only in mobile mode', () => {
    const s = registerSettings({ email: {}, captcha: {}, verificationCode: {}, mobileNum: { required: false } });
    expect(visibleRegisterFields(s, 'username')).toEqual(['username', 'password', 'confirmPassword', 'email', 'mobileNum', 'captcha']);
    expect(visibleRegisterFields(s, 'mobile')).toEqual(['mobileNum', 'password', 'confirmPassword', 'email', 'captcha', 'verificationCode']);
  });

  it('builds the SPEC §3 payload: blanks as empty strings, type 0, H5, page address and host', () => {
    const s = registerSettings({ email: { required: false }, mobileNum: { required: false } });
    const body = registerRequestBody({ username: ' lucky7 ', password: ' pw ', confirmPassword: ' pw ', mobileNum: '0812', nickname: 'hidden' }, s, 'username', {
      countryDialingCode: '+66', href: 'https://m.example.com/m/register?aff=A', hostname: 'm.example.com',
    });
    expect(body).toMatchObject({
      username: 'lucky7', password: ' pw ', confirmPassword: ' pw ', email: '', nickname: '', mobileNum: '0812', countryDialingCode: '+66',
      type: 0, registerMethod: 'H5', domain: 'm.example.com', registerUrl: 'https://m.example.com/m/register?aff=A', verificationCode: '', captcha: '',
    });
    expect(registerPath('mobile')).toBe('/wps/member/register/mobile');
    expect(registerPath('username')).toBe('/wps/member/register');
  });

  it('sends the referral code of a friend link as the referrer, even where the form has no referrer field', () => {
    const s = registerSettings({});
    const ctx = { countryDialingCode: '', href: 'https://m.example.com/m/register?ref=K7Q2M9XZ', hostname: 'm.example.com' };
    expect((registerRequestBody({ username: 'lucky7' }, s, 'username', { ...ctx, referral: 'K7Q2M9XZ' }) as Record<string, unknown>).recommenderId).toBe('K7Q2M9XZ');
    expect((registerRequestBody({ username: 'lucky7' }, s, 'username', ctx) as Record<string, unknown>).recommenderId).toBe('');
  });

  it('reads the field a refused registration names', () => {
    expect(failedField({ field: 'username', key: 'required' })).toBe('username');
    expect(failedField({ field: 'verificationCode' })).toBe('verificationCode');
    expect(failedField({ field: 'token' })).toBeNull();
    expect(failedField(null)).toBeNull();
  });
});
