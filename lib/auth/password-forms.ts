import {
  validateConfirmation, validateEmail, validateField, validateMobile, validateSmsCode, type ValidationKey,
} from '@/lib/validation';
import type { RegisterFieldSetting } from '@/lib/wps/schemas/system';
import type { Modules } from './register-form';

/** SPEC §9: the forgot-password success message shows 1 s, then the screen goes back. */
export const forgotSuccess_ms = 1000;
/** SPEC §9: redirect after a password change, 1000 ms. */
export const changePasswordRedirect_ms = 1000;

export type ForgotMethod = 'email' | 'phone';

export interface ForgotMethods {
  initial: ForgotMethod;
  /** The e-mail / phone toggle: only when both CHNGPASSVERIF3 and CHNGPASSMAIL3 are on. */
  toggle: boolean;
}

/**
 * SPEC §2 / §4 forgot password, literally: a toggle only when both flags are on; otherwise
 * phone when the verification flag (CHNGPASSVERIF3) is off and e-mail when it is on; the
 * initial method e-mail when the verification flag is on, else phone.
 */
export function forgotMethods(modules: Modules | null | undefined): ForgotMethods {
  const verification = modules?.CHNGPASSVERIF3 === true;
  const mail = modules?.CHNGPASSMAIL3 === true;
  return { initial: verification ? 'email' : 'phone', toggle: verification && mail };
}

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

/** The first field with an error in `order`, or null. */
export function firstError<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | null {
  return order.find((f) => errors[f] !== undefined) ?? null;
}

export type ForgotEmailField = 'username' | 'email';
export const forgotEmailOrder: readonly ForgotEmailField[] = ['username', 'email'];

/** SPEC §5 forgot by e-mail: username required; e-mail required and 'in_email_incorrect'; both trimmed. */
export function validateForgotEmail(input: { username: string; email: string }): FieldErrors<ForgotEmailField> {
  const errors: FieldErrors<ForgotEmailField> = {};
  if (input.username.trim() === '') errors.username = 'required';
  const email = validateEmail(input.email.trim());
  if (email) errors.email = email;
  return errors;
}

/** A password rule from the merchant's register setting, always on and required. */
function passwordRule(setting: RegisterFieldSetting | null | undefined, value: string): ValidationKey | null {
  const s: RegisterFieldSetting = setting ?? { enabled: true, required: true, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };
  return validateField('password', value, { ...s, enabled: true, required: true });
}

export type ForgotPhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';
export const forgotPhoneOrder: readonly ForgotPhoneField[] = ['mobileNum', 'verificationCode', 'newPassword'];

/**
 * SPEC §5 password-setting by phone: the mobile number (digits, ≤ 20, at least the configured
 * minimum), the SMS code (≤ 10 digits) and the new password (the configured password rule).
 */
export function validateForgotPhone(
  input: { mobileNum: string; verificationCode: string; newPassword: string },
  settings: { mobileNum?: RegisterFieldSetting | null; password?: RegisterFieldSetting | null },
): FieldErrors<ForgotPhoneField> {
  const errors: FieldErrors<ForgotPhoneField> = {};
  const mobile = validateMobile(input.mobileNum, settings.mobileNum?.minLength ?? null);
  if (mobile) errors.mobileNum = mobile;
  const code = validateSmsCode(input.verificationCode);
  if (code) errors.verificationCode = code;
  const pw = passwordRule(settings.password, input.newPassword);
  if (pw) errors.newPassword = pw;
  return errors;
}

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';
export type ChangePasswordField = 'oldPassword' | NewPasswordField;
export const changePasswordOrder: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** New password and its confirmation (reset link, change password). */
export function validateNewPassword(
  input: { newPassword: string; confirmNewPassword: string },
  password: RegisterFieldSetting | null | undefined,
): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  const pw = passwordRule(password, input.newPassword);
  if (pw) errors.newPassword = pw;
  const confirm = validateConfirmation(input.newPassword, input.confirmNewPassword);
  if (confirm) errors.confirmNewPassword = confirm;
  return errors;
}

/**
 * SPEC §5 change password: the old password required (the login password rule); the new one
 * the configured password rule; the confirmation required and equal. Whether new equals old
 * is asked separately (samePassword), because it opens a popup instead of a field error.
 */
export function validateChangePassword(
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  password: RegisterFieldSetting | null | undefined,
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (input.oldPassword === '') errors.oldPassword = 'required';
  return { ...errors, ...validateNewPassword(input, password) };
}

/** SPEC §4: the new password equals the old one → the same-password popup, no call. */
export function samePassword(input: { oldPassword: string; newPassword: string }): boolean {
  return input.oldPassword !== '' && input.oldPassword === input.newPassword;
}
