/**
 * When a form shows the errors its rules find (SPEC §5 says what is wrong; this says when the
 * member is told). Issue 15: errors appeared only on submit, so a mismatched confirmation or a
 * bad e-mail went unnoticed until the end. Now a field's error shows once the member has typed
 * in the field and left it, and from then on follows every keystroke; a submit shows every
 * field's error. A field passed through without typing stays quiet until the submit, so tabbing
 * down an empty form does not paint it red.
 */
export interface FieldVisits<F extends string> {
  /** Fields the member has typed in. */
  readonly typed: ReadonlySet<F>;
  /** Fields whose errors show: typed in and left, or shown on purpose (see reveal). */
  readonly left: ReadonlySet<F>;
  /** A submit was tried since the last reset: every error shows. */
  readonly submitted: boolean;
}

export function noVisits<F extends string>(): FieldVisits<F> {
  return { typed: new Set(), left: new Set(), submitted: false };
}

/** The member typed in `f`. Answers the same object when nothing changes, so a keystroke re-renders nothing more. */
export function afterTyping<F extends string>(v: FieldVisits<F>, f: F): FieldVisits<F> {
  return v.typed.has(f) ? v : { ...v, typed: new Set([...v.typed, f]) };
}

/** The member left `f`: its error shows from now on if they typed in it. */
export function afterLeaving<F extends string>(v: FieldVisits<F>, f: F): FieldVisits<F> {
  return !v.typed.has(f) || v.left.has(f) ? v : { ...v, left: new Set([...v.left, f]) };
}

export function afterSubmit<F extends string>(v: FieldVisits<F>): FieldVisits<F> {
  return v.submitted ? v : { ...v, submitted: true };
}

/**
 * Shows the errors of `fields` now, typed in or not: a get-code tap needs a valid mobile number
 * (SPEC §5), and a language change re-checks the filled fields (SPEC §4).
 */
export function reveal<F extends string>(v: FieldVisits<F>, fields: readonly F[]): FieldVisits<F> {
  if (fields.every((f) => v.left.has(f) && v.typed.has(f))) return v;
  return { ...v, typed: new Set([...v.typed, ...fields]), left: new Set([...v.left, ...fields]) };
}

/** The errors a form shows now: all of them after a submit, else those of the fields left after typing. */
export function shownErrors<F extends string, K>(errors: Partial<Record<F, K>>, v: FieldVisits<F>): Partial<Record<F, K>> {
  if (v.submitted) return errors;
  const out: Partial<Record<F, K>> = {};
  for (const f of v.left) if (errors[f] !== undefined) out[f] = errors[f];
  return out;
}
