'use client';

import { useMemo, useState } from 'react';
import { afterLeaving, afterSubmit, afterTyping, noVisits, reveal, shownErrors, type FieldVisits } from '@/lib/validation';

export interface FieldVisitsApi<F extends string> {
  /** onChange of field `f`. */
  typed: (f: F) => void;
  /** onBlur of field `f`: from now on its error shows and follows the typing. */
  left: (f: F) => void;
  /** A submit was tried: every error shows. */
  submitted: () => void;
  /** Show these fields' errors now (a get-code tap, a language change). */
  reveal: (fields: readonly F[]) => void;
  /** A new start: a method switch, or a server answer after which the rules all passed. */
  reset: () => void;
  /** The part of a form's rule errors the member is shown now. */
  shown: <K>(errors: Partial<Record<F, K>>) => Partial<Record<F, K>>;
}

/**
 * When a form shows its errors (lib/validation shownErrors): a field's on leaving it after
 * typing, then at every keystroke; all of them after a submit. The form derives its errors from
 * the current values at each render and passes them through `shown`.
 */
export function useFieldVisits<F extends string>(): FieldVisitsApi<F> {
  const [visits, setVisits] = useState<FieldVisits<F>>(noVisits);
  // The actions never change, so an effect may depend on one without re-running at each visit.
  const actions = useMemo(
    () => ({
      typed: (f: F) => setVisits((v) => afterTyping(v, f)),
      left: (f: F) => setVisits((v) => afterLeaving(v, f)),
      submitted: () => setVisits((v) => afterSubmit(v)),
      reveal: (fields: readonly F[]) => setVisits((v) => reveal(v, fields)),
      reset: () => setVisits(noVisits()),
    }),
    [],
  );
  return { ...actions, shown: (errors) => shownErrors(errors, visits) };
}
