import { validateLoginCaptcha, validateMobile, validateSmsCode, loginCaptchaMax_digits, mobileMax_digits, smsCodeMax_digits } from '@/lib/validation';
import type { LoginMethod } from './remembered-login';

/** SPEC §5 / §9 input limits of the login form (from lib/validation, the one source). */
export const loginLimits = {
  captcha_digits: loginCaptchaMax_digits,
  mobile_digits: mobileMax_digits,
  smsCode_digits: smsCodeMax_digits,
  /** Not given by SPEC; the wire schema's bounds (lib/wps/schemas/session.ts). */
  username_chars: 64,
  password_chars: 128,
} as const;

export type LoginField = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'captcha';

/** What a field says when it is wrong; the web reads `account.login.invalid.<key>`. */
export type LoginFieldError =
  | 'usernameRequired'
  | 'passwordRequired'
  | 'mobileRequired'
  | 'mobileFormat'
  | 'smsCodeRequired'
  | 'smsCodeFormat'
  | 'captchaRequired'
  | 'captchaFormat';

export interface LoginFormInput {
  method: LoginMethod;
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  messageCode: string;
  captcha: string;
}

export type LoginFormErrors = Partial<Record<LoginField, LoginFieldError>>;

/** Form order, so the first error is the field to focus. */
const fieldOrder: Record<LoginMethod, LoginField[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'messageCode', 'captcha'],
};

/** SPEC §5: a valid mobile number is needed before an SMS code is sent (≤ 20 digits). */
export function validateLoginMobile(mobileNum: string): LoginFieldError | null {
  const k = validateMobile(mobileNum);
  if (k === null) return null;
  return k === 'required' ? 'mobileRequired' : 'mobileFormat';
}

/**
 * SPEC §5 login rules: username and password required (their own rules are not shown); mobile
 * digits, at most 20; SMS code digits, at most 10; the captcha, only while it is shown,
 * required and 1 to 6 digits.
 */
export function validateLoginForm(input: LoginFormInput, opts: { captchaShown: boolean }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (input.method === 'username') {
    if (input.username.trim() === '') errors.username = 'usernameRequired';
    if (input.password === '') errors.password = 'passwordRequired';
  } else {
    const mobile = validateLoginMobile(input.mobileNum);
    if (mobile) errors.mobileNum = mobile;
    const code = validateSmsCode(input.messageCode);
    if (code) errors.messageCode = code === 'required' ? 'smsCodeRequired' : 'smsCodeFormat';
  }
  if (opts.captchaShown) {
    const captcha = validateLoginCaptcha(input.captcha);
    if (captcha) errors.captcha = captcha === 'enterTheCode' ? 'captchaRequired' : 'captchaFormat';
  }
  return errors;
}

/** The first field with an error, in form order, or null. */
export function firstInvalidField(method: LoginMethod, errors: LoginFormErrors): LoginField | null {
  return fieldOrder[method].find((f) => errors[f] !== undefined) ?? null;
}

/** The body of POST /wps/session/login for the form (the BFF encrypts it). */
export function loginRequestBody(input: LoginFormInput, opts: { captchaShown: boolean; remember: boolean }) {
  const captcha = opts.captchaShown ? { captcha: input.captcha.trim() } : {};
  const remember = opts.remember ? { remember: true } : {};
  return input.method === 'username'
    ? { type: 'username' as const, username: input.username.trim(), password: input.password, ...captcha, ...remember }
    : {
        type: 'sms' as const,
        mobileNum: input.mobileNum.trim(),
        countryDialingCode: input.countryDialingCode,
        messageCode: input.messageCode.trim(),
        ...captcha,
        ...remember,
      };
}

/** Keeps only digits, at most `max` of them: what the numeric fields accept as they are typed. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/[^0-9]/g, '').slice(0, max);
}

/** A failed login's value asks for the captcha (`value.captchaRequired === true`, lib/wps session schema). */
export function captchaRequested(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captchaRequired?: unknown }).captchaRequired === true;
}
