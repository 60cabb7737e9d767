import type { ValidationKey } from './keys';
import { uploadMax_bytes, uploadMax_files } from '@/lib/wps/limits';
import { charCount, isDigits } from './text';

/** SPEC §5 / §9 limits. Units last in names. */
export const captchaMax_chars = 16;
export const loginCaptchaMax_digits = 6;
export const mobileMax_digits = 20;
export const smsCodeMax_digits = 10;
export const feedbackMax_chars = 140;
export { uploadMax_bytes, uploadMax_files } from '@/lib/wps/limits';

/** Register (and feedback) captcha: 1 to 16 characters, the answer of an equation when one is shown. */
export function validateCaptcha(value: string): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'enterTheCode';
  return charCount(v) > captchaMax_chars ? 'tooLong' : null;
}

/** Login captcha: required, at most 6 digits, digits only. */
export function validateLoginCaptcha(value: string): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'enterTheCode';
  if (!isDigits(v)) return 'format';
  return v.length > loginCaptchaMax_digits ? 'tooLong' : null;
}

/**
 * Mobile number: digits only, at most 20; `minLength` comes from the merchant's mobileNum
 * setting where a screen has one (SPEC §5, password setting by phone).
 */
export function validateMobile(value: string, minLength: number | null = null): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'required';
  if (!isDigits(v)) return 'format';
  if (v.length > mobileMax_digits) return 'tooLong';
  return minLength !== null && v.length < minLength ? 'tooShort' : null;
}

/** SMS code: required, digits only, at most 10. */
export function validateSmsCode(value: string): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'required';
  if (!isDigits(v)) return 'format';
  return v.length > smsCodeMax_digits ? 'tooLong' : null;
}

/**
 * Password confirmation (SPEC §5): empty → 'incorrect password', unequal → 'confirmation
 * incorrect'. Passwords are compared exactly, never trimmed.
 */
export function validateConfirmation(password: string, confirmation: string): ValidationKey | null {
  if (confirmation === '') return 'incorrectPassword';
  return confirmation === password ? null : 'confirmationIncorrect';
}

/** Feedback description: not empty (confirm stays disabled), at most 140 characters. */
export function validateFeedbackContent(content: string): ValidationKey | null {
  const v = content.trim();
  if (v === '') return 'required';
  return charCount(v) > feedbackMax_chars ? 'tooLong' : null;
}

/** The agreement checkbox: ticked, else 'Please accept to the disclaimer first'. */
export function validateAgreement(ticked: boolean): ValidationKey | null {
  return ticked ? null : 'acceptDisclaimer';
}

export interface UploadFile {
  name: string;
  /** MIME type as the browser reports it; may be empty. */
  type: string;
  size_bytes: number;
}

const uploadTypes = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']);
const uploadExtensions = /\.(png|jpe?g)$/i;

/**
 * Uploads: png or jpg, each at most 5 MB, at most 3 images. A file must be png/jpg by both
 * its type (when the browser reports one) and its name, so a renamed file is still caught.
 */
export function validateUploads(files: readonly UploadFile[]): ValidationKey | null {
  if (files.length > uploadMax_files) return 'tooManyFiles';
  for (const f of files) {
    if (!uploadExtensions.test(f.name) || (f.type !== '' && !uploadTypes.has(f.type.toLowerCase()))) return 'fileType';
    if (!Number.isFinite(f.size_bytes) || f.size_bytes < 0 || f.size_bytes > uploadMax_bytes) return 'fileTooLarge';
  }
  return null;
}

/** SPEC §5: minimum-bet filter options of the game list, in display order. */
export const minBetOptions = ['all', 0.01, 0.05, 0.1, 0.5, 0.75] as const;
export type MinBetOption = (typeof minBetOptions)[number];

export function isMinBetOption(x: unknown): x is MinBetOption {
  return (minBetOptions as readonly unknown[]).includes(x);
}
