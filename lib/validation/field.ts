import type { RegisterFieldName, RegisterFieldSetting } from '@/lib/wps/schemas/system';
import { validateBirthday, type Today } from './dates';
import { validateEmail } from './email';
import type { ValidationKey } from './keys';
import { validateCaptcha, validateMobile, validateSmsCode } from './rules';
import { charCount, isDigits, maxInput_chars } from './text';

/** Fields compared and stored exactly as typed: a space in a password is part of it. */
const untrimmed: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The value a rule looks at (and the platform stores): trimmed, except for passwords. */
export function normaliseFieldValue(name: RegisterFieldName, value: string): string {
  return untrimmed.has(name) ? value : value.trim();
}

/**
 * The built-in patterns a merchant picks by id (WPS-PROTOCOL.md). Ids we do not know add
 * no rule: an operator's acceptedPattern still applies.
 */
export const patternRules: Readonly<Record<number, (v: string) => boolean>> = {
  /** Starts with a letter (username). */
  1: (v) => /^[A-Za-z]/.test(v),
  /** 6 to 12 letters and digits (password). */
  4: (v) => /^[A-Za-z0-9]{6,12}$/.test(v),
  /** Digits only (mobile). */
  6: (v) => isDigits(v),
};

const patternCacheMax = 256;
const patternCache = new Map<string, RegExp | null>();

/**
 * An operator's acceptedPattern, compiled once. One that does not compile adds no rule (the
 * merchants module refuses such patterns on save, so this only guards old rows).
 */
export function compilePattern(source: string): RegExp | null {
  const hit = patternCache.get(source);
  if (hit !== undefined) return hit;
  let re: RegExp | null;
  try {
    re = new RegExp(source);
  } catch {
    re = null;
  }
  if (patternCache.size >= patternCacheMax) patternCache.clear();
  patternCache.set(source, re);
  return re;
}

function requiredKey(name: RegisterFieldName): ValidationKey {
  if (name === 'confirmPassword') return 'incorrectPassword';
  if (name === 'captcha') return 'enterTheCode';
  return 'required';
}

/** The rules every merchant gets for a field, whatever its settings say (SPEC §5, §9). */
function builtInRule(name: RegisterFieldName, v: string, today: Today): ValidationKey | null {
  switch (name) {
    case 'email': return validateEmail(v);
    case 'birthday': return validateBirthday(v, today);
    case 'mobileNum': return validateMobile(v);
    case 'verificationCode': return validateSmsCode(v);
    case 'captcha': return validateCaptcha(v);
    default: return null;
  }
}

function settingRule(v: string, s: RegisterFieldSetting): ValidationKey | null {
  const n = charCount(v);
  if (s.minLength !== null && n < s.minLength) return 'tooShort';
  if (s.maxLength !== null && n > s.maxLength) return 'tooLong';
  if (s.patternId !== null) {
    const rule = patternRules[s.patternId];
    if (rule && !rule(v)) return 'format';
  }
  if (s.acceptedPattern !== null && s.acceptedPattern !== '') {
    const re = compilePattern(s.acceptedPattern);
    if (re && !re.test(v)) return 'format';
  }
  return null;
}

export interface FieldOptions {
  /** For the birthday range (end of the current year); defaults to now. */
  today?: Today;
}

/**
 * One register field against the merchant's setting for it (SPEC §5): a disabled field is not
 * checked; an empty one fails only when required; then minLength, maxLength, patternId and
 * acceptedPattern; then the field's built-in rule (e-mail, birthday, mobile, SMS code,
 * captcha). The e-mail field answers 'emailIncorrect' for every failure but emptiness.
 * Password confirmation needs the password too: see validateConfirmation.
 */
export function validateField(
  name: RegisterFieldName,
  value: string,
  setting: RegisterFieldSetting,
  opts: FieldOptions = {},
): ValidationKey | null {
  if (!setting.enabled) return null;
  const v = normaliseFieldValue(name, value);
  if (v === '') return setting.required ? requiredKey(name) : null;
  const key = charCount(v) > maxInput_chars ? 'tooLong' : (settingRule(v, setting) ?? builtInRule(name, v, opts.today ?? new Date()));
  if (key !== null && name === 'email') return 'emailIncorrect';
  return key;
}
