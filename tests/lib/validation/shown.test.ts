import {
  afterLeaving, afterSubmit, afterTyping, noVisits, reveal, shownErrors, validateConfirmation, validateEmail, type FieldVisits,
  type ValidationKey,
} from '@/lib/validation';

type F = 'email' | 'password' | 'confirm';
const errorsOf = (v: { email: string; password: string; confirm: string }) => {
  const out: Partial<Record<F, ValidationKey>> = {};
  const email = validateEmail(v.email);
  if (email) out.email = email;
  const confirm = validateConfirmation(v.password, v.confirm);
  if (confirm) out.confirm = confirm;
  return out;
};
const walk = (...steps: ((v: FieldVisits<F>) => FieldVisits<F>)[]) => steps.reduce((v, s) => s(v), noVisits<F>());
const type = (f: F) => (v: FieldVisits<F>) => afterTyping(v, f);
const leave = (f: F) => (v: FieldVisits<F>) => afterLeaving(v, f);

describe('shownErrors (issue 15: errors show on leaving a field, not only on submit)', () => {
  const bad = { email: 'a@b', password: 'secret123', confirm: 'secret124' };

  it('shows nothing while the member types in a fresh field', () => {
    expect(shownErrors(errorsOf(bad), walk(type('email'), type('password'), type('confirm')))).toEqual({});
  });

  it('shows a bad e-mail and a mismatched confirmation once each field is left', () => {
    const v = walk(type('email'), leave('email'), type('password'), leave('password'), type('confirm'), leave('confirm'));
    expect(shownErrors(errorsOf(bad), v)).toEqual({ email: 'emailIncorrect', confirm: 'confirmationIncorrect' });
  });

  it('follows every keystroke after the field was left: the error goes as soon as the value is right, and comes back', () => {
    const v = walk(type('confirm'), leave('confirm'));
    expect(shownErrors(errorsOf({ ...bad, confirm: 'secret12' }), v)).toEqual({ confirm: 'confirmationIncorrect' });
    expect(shownErrors(errorsOf({ ...bad, confirm: 'secret123' }), v)).toEqual({});
    // SPEC §5: changing the password re-checks the confirmation.
    expect(shownErrors(errorsOf({ ...bad, password: 'secret1234', confirm: 'secret123' }), v)).toEqual({ confirm: 'confirmationIncorrect' });
  });

  it('keeps quiet about a field passed through without typing, until the submit shows every error', () => {
    const empty = { email: '', password: '', confirm: '' };
    const passed = walk(leave('email'), leave('password'), leave('confirm'));
    expect(shownErrors(errorsOf(empty), passed)).toEqual({});
    expect(shownErrors(errorsOf(empty), afterSubmit(passed))).toEqual({ email: 'required', confirm: 'incorrectPassword' });
  });

  it('shows the fields revealed on purpose (a get-code tap, a language change) without typing', () => {
    expect(shownErrors(errorsOf(bad), reveal(noVisits<F>(), ['email']))).toEqual({ email: 'emailIncorrect' });
  });

  it('answers the same visits when nothing changes, so a keystroke costs no extra render', () => {
    const v = walk(type('email'), leave('email'), afterSubmit);
    expect(afterTyping(v, 'email')).toBe(v);
    expect(afterLeaving(v, 'email')).toBe(v);
    expect(afterLeaving(v, 'password')).toBe(v);
    expect(afterSubmit(v)).toBe(v);
    expect(reveal(v, ['email'])).toBe(v);
  });
});
