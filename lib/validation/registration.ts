import type { RegisterFieldName, RegisterFieldSetting, RegisterSettings } from '@/lib/wps/schemas/system';
import { validateAge, type Today } from './dates';
import { validateField } from './field';
import type { ValidationKey } from './keys';
import { validateConfirmation } from './rules';

export type RegisterMethod = 'username' | 'mobile';

/** SPEC §5: fields shown when enabled, in the order the form shows them. */
export const optionalRegisterFields = [
  'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'email', 'nickname',
  'payeeName', 'mobileNum', 'recommenderId', 'birthday', 'affiliateCode',
] as const satisfies readonly RegisterFieldName[];

/**
 * The fields of the register form top to bottom for a method: the account (username, or the
 * mobile number in mobile mode), the passwords, the optional fields of SPEC §5 in its order,
 * the captcha and, in mobile mode, the SMS code. Errors come back in this order, so the form
 * focuses the first one (SPEC §5 "First invalid field focused").
 */
export function registerFieldOrder(method: RegisterMethod): RegisterFieldName[] {
  if (method === 'username') return ['username', 'password', 'confirmPassword', ...optionalRegisterFields, 'captcha'];
  return ['mobileNum', 'password', 'confirmPassword', ...optionalRegisterFields.filter((f) => f !== 'mobileNum'), 'captcha', 'verificationCode'];
}

export interface RegistrationOptions {
  method: RegisterMethod;
  /** For the birthday range and the age; defaults to now. */
  today?: Today;
  /** Minimum age when the birthday field is enabled and filled (18 or 21); none when absent. */
  ageLimit?: number;
  /**
   * Mobile mode asks for a password only when mobile-with-password is on (SPEC §5). Default on:
   * a member registered by mobile can then log in either way.
   */
  mobileWithPassword?: boolean;
}

export interface FieldError {
  field: RegisterFieldName;
  key: ValidationKey;
}

export type RegistrationInput = Partial<Record<RegisterFieldName, string | null | undefined>>;

const forced = (s: RegisterFieldSetting): RegisterFieldSetting => ({ ...s, enabled: true, required: true });

/** The setting a field is checked against in this mode; null when the field is not on the form. */
export function effectiveSetting(
  field: RegisterFieldName,
  settings: RegisterSettings,
  opts: Pick<RegistrationOptions, 'method' | 'mobileWithPassword'>,
): RegisterFieldSetting | null {
  const s = settings[field];
  const passwords = opts.method === 'username' || (opts.mobileWithPassword ?? true);
  switch (field) {
    // The account itself is always on the form and always required, whatever the setting says.
    case 'username': return opts.method === 'username' ? forced(s) : null;
    case 'password':
    case 'confirmPassword': return passwords ? forced(s) : null;
    case 'mobileNum': return opts.method === 'mobile' ? forced(s) : (s.enabled ? s : null);
    // SPEC §5: captcha required when shown; the SMS code when mobile verification is on.
    case 'captcha': return s.enabled ? { ...s, required: true } : null;
    case 'verificationCode': return opts.method === 'mobile' && s.enabled ? { ...s, required: true } : null;
    default: return s.enabled ? s : null;
  }
}

/**
 * A registration payload against the merchant's field settings (SPEC §5): every field on the
 * form for this method, plus password confirmation and the age limit. Answers the failures in
 * form order (empty when valid). Whether an affiliate code, a recommender or a username
 * exists is the platform's question, not this one's.
 */
export function validateRegistration(payload: RegistrationInput, settings: RegisterSettings, opts: RegistrationOptions): FieldError[] {
  const today = opts.today ?? new Date();
  const errors: FieldError[] = [];
  for (const field of registerFieldOrder(opts.method)) {
    const setting = effectiveSetting(field, settings, opts);
    if (!setting) continue;
    const value = payload[field] ?? '';
    let key: ValidationKey | null;
    if (field === 'confirmPassword') {
      key = validateConfirmation(payload.password ?? '', value);
    } else {
      key = validateField(field, value, setting, { today });
      if (key === null && field === 'birthday' && opts.ageLimit !== undefined && value.trim() !== '') {
        key = validateAge(value, opts.ageLimit, today);
      }
      if (key !== null && key !== 'required' && field === 'affiliateCode') key = 'invitationCodeError';
    }
    if (key !== null) errors.push({ field, key });
  }
  return errors;
}
