/**
 * What a failed rule says, as a stable key. The web app reads `validation.<key>` from the
 * message catalogues; the keys that SPEC §8 names keep its wording there:
 * emailIncorrect = 'in_email_incorrect', confirmationIncorrect = 'confirmation incorrect',
 * incorrectPassword = 'incorrect password', enterTheCode = 'enter the code',
 * invitationCodeError = 'invitation code error', acceptDisclaimer = 'Please accept to the
 * disclaimer first'. The platform maps a failing field (not the key) to its errorCode.
 */
export const validationKeys = [
  'required',
  'tooShort',
  'tooLong',
  'format',
  'emailIncorrect',
  'confirmationIncorrect',
  'incorrectPassword',
  'enterTheCode',
  'invitationCodeError',
  'acceptDisclaimer',
  'dateInvalid',
  'dateOutOfRange',
  'underAge',
  'fileType',
  'fileTooLarge',
  'tooManyFiles',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

/** The catalogue key of a validation key (next-intl reads the dotted path). */
export function validationMessageKey(key: ValidationKey): `validation.${ValidationKey}` {
  return `validation.${key}`;
}
