import { registerFieldOrder, validateRegistration, type RegistrationInput } from '@/lib/validation';
import { registerFieldNames, type RegisterFieldSetting, type RegisterSettings } from '@/lib/wps/schemas/system';

const off: RegisterFieldSetting = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };

function settings(patch: Partial<Record<keyof RegisterSettings, Partial<RegisterFieldSetting>>> = {}): RegisterSettings {
  const s = Object.fromEntries(registerFieldNames.map((f) => [f, { ...off }])) as RegisterSettings;
  s.username = { ...off, enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' };
  s.password = { ...off, enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4 };
  s.confirmPassword = { ...off, enabled: true, required: true };
  s.captcha = { ...off, enabled: true, required: true, minLength: 1, maxLength: 16 };
  for (const [k, v] of Object.entries(patch)) s[k as keyof RegisterSettings] = { ...s[k as keyof RegisterSettings], ...v };
  return s;
}

const good: RegistrationInput = { username: 'player1', password: 'secret12', confirmPassword: 'secret12', captcha: '7' };
const today = '2026-06-15';

describe('validateRegistration', () => {
  it('passes a valid username registration', () => {
    expect(validateRegistration(good, settings(), { method: 'username', today })).toEqual([]);
  });

  it('answers every failure in form order, so the form focuses the first', () => {
    const errors = validateRegistration(
      { username: '1bad', password: 'short', confirmPassword: 'other', email: 'x', captcha: '' },
      settings({ email: { enabled: true } }),
      { method: 'username', today },
    );
    expect(errors).toEqual([
      { field: 'username', key: 'format' },
      { field: 'password', key: 'tooShort' },
      { field: 'confirmPassword', key: 'confirmationIncorrect' },
      { field: 'email', key: 'emailIncorrect' },
      { field: 'captcha', key: 'enterTheCode' },
    ]);
  });

  it('says incorrect password for an empty confirmation', () => {
    expect(validateRegistration({ ...good, confirmPassword: '' }, settings(), { method: 'username', today }))
      .toEqual([{ field: 'confirmPassword', key: 'incorrectPassword' }]);
  });

  it('lets optional fields pass empty or missing and checks them when filled', () => {
    const s = settings({ nickname: { enabled: true, minLength: 2, maxLength: 10 }, qqNum: { enabled: true, patternId: 6 } });
    expect(validateRegistration({ ...good, nickname: '', qqNum: undefined }, s, { method: 'username', today })).toEqual([]);
    expect(validateRegistration({ ...good, nickname: 'n', qqNum: 'q1' }, s, { method: 'username', today })).toEqual([
      { field: 'qqNum', key: 'format' },
      { field: 'nickname', key: 'tooShort' },
    ]);
  });

  it('requires a field the merchant marks required', () => {
    const s = settings({ payeeName: { enabled: true, required: true } });
    expect(validateRegistration(good, s, { method: 'username', today })).toEqual([{ field: 'payeeName', key: 'required' }]);
  });

  it('ignores fields the merchant does not enable', () => {
    expect(validateRegistration({ ...good, email: 'not an email', verificationCode: 'x' }, settings(), { method: 'username', today })).toEqual([]);
  });

  it('does not ask for a captcha the merchant switched off', () => {
    expect(validateRegistration({ ...good, captcha: '' }, settings({ captcha: { enabled: false } }), { method: 'username', today })).toEqual([]);
  });

  it('applies the age limit to a filled birthday', () => {
    const s = settings({ birthday: { enabled: true } });
    const opts = { method: 'username' as const, today, ageLimit: 18 };
    expect(validateRegistration({ ...good, birthday: '2008-06-15' }, s, opts)).toEqual([]);
    expect(validateRegistration({ ...good, birthday: '2008-06-16' }, s, opts)).toEqual([{ field: 'birthday', key: 'underAge' }]);
    expect(validateRegistration({ ...good, birthday: '2005-06-16' }, s, { ...opts, ageLimit: 21 })).toEqual([{ field: 'birthday', key: 'underAge' }]);
    expect(validateRegistration({ ...good, birthday: '' }, s, opts)).toEqual([]);
    expect(validateRegistration({ ...good, birthday: '1899-12-31' }, s, opts)).toEqual([{ field: 'birthday', key: 'dateOutOfRange' }]);
  });

  it('says invitation code error for a malformed affiliate code', () => {
    const s = settings({ affiliateCode: { enabled: true, maxLength: 8 } });
    expect(validateRegistration({ ...good, affiliateCode: 'x'.repeat(9) }, s, { method: 'username', today }))
      .toEqual([{ field: 'affiliateCode', key: 'invitationCodeError' }]);
  });

  describe('mobile mode', () => {
    const mobile: RegistrationInput = { mobileNum: '13800138000', password: 'secret12', confirmPassword: 'secret12', captcha: '7', verificationCode: '123456' };

    it('needs the mobile number, not the username', () => {
      expect(validateRegistration(mobile, settings(), { method: 'mobile', today })).toEqual([]);
      expect(validateRegistration({ ...mobile, mobileNum: '' }, settings(), { method: 'mobile', today }))
        .toEqual([{ field: 'mobileNum', key: 'required' }]);
      expect(validateRegistration({ ...mobile, mobileNum: '9'.repeat(21) }, settings(), { method: 'mobile', today }))
        .toEqual([{ field: 'mobileNum', key: 'tooLong' }]);
    });

    it('asks for the SMS code when verification is on', () => {
      const s = settings({ verificationCode: { enabled: true } });
      expect(validateRegistration(mobile, s, { method: 'mobile', today })).toEqual([]);
      expect(validateRegistration({ ...mobile, verificationCode: '' }, s, { method: 'mobile', today }))
        .toEqual([{ field: 'verificationCode', key: 'required' }]);
      expect(validateRegistration({ ...good, verificationCode: '' }, s, { method: 'username', today })).toEqual([]);
    });

    it('asks for passwords unless mobile-with-password is off', () => {
      const noPassword = { ...mobile, password: '', confirmPassword: '' };
      expect(validateRegistration(noPassword, settings(), { method: 'mobile', today }).map((e) => e.field)).toEqual(['password', 'confirmPassword']);
      expect(validateRegistration(noPassword, settings(), { method: 'mobile', today, mobileWithPassword: false })).toEqual([]);
    });
  });

  it('orders the form: account, passwords, SPEC §5 optional fields, captcha, SMS code', () => {
    expect(registerFieldOrder('username')).toEqual([
      'username', 'password', 'confirmPassword', 'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line',
      'whatsapp', 'zalo', 'email', 'nickname', 'payeeName', 'mobileNum', 'recommenderId', 'birthday', 'affiliateCode', 'captcha',
    ]);
    expect(registerFieldOrder('mobile').slice(0, 3)).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(registerFieldOrder('mobile').slice(-2)).toEqual(['captcha', 'verificationCode']);
  });
});
