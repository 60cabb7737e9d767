/**
 * Lengths are counted in Unicode code points, so an emoji or a CJK character counts as one
 * character, as a person counting them would (SPEC §5 gives lengths in characters).
 */
export function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Nothing but ASCII digits, at least one. */
export function isDigits(s: string): boolean {
  return /^[0-9]+$/.test(s);
}

/**
 * No rule looks at more than this many characters: every field of SPEC §5 is far shorter
 * (e-mail 254 is the longest), and operator patterns then never run over unbounded input.
 */
export const maxInput_chars = 256;
