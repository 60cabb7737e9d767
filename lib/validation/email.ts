import type { ValidationKey } from './keys';
import { charCount } from './text';

/** SPEC §5 / §9: e-mail max length 254. */
export const emailMax_chars = 254;

/**
 * SPEC §5 read literally: a local part of word characters with optional dotted segments, '@',
 * then a domain of a word-character label followed by 1 to 3 segments of 2 to 3 letters.
 * So `john.doe@gmail.com` and `a_1@mail.co.uk` pass, while hyphens, `+` tags and domains
 * with a long second label (`x@mail.example.com`) do not: that is the rule as specified.
 * `\w` here is ASCII only (no `u` flag): [A-Za-z0-9_].
 */
export const emailPattern = /^\w+(\.\w+)*@\w+(\.[A-Za-z]{2,3}){1,3}$/;

/** The e-mail rule (trimmed). Empty answers 'required'; any other failure 'emailIncorrect'. */
export function validateEmail(value: string): ValidationKey | null {
  const v = value.trim();
  if (v === '') return 'required';
  if (charCount(v) > emailMax_chars) return 'emailIncorrect';
  return emailPattern.test(v) ? null : 'emailIncorrect';
}
