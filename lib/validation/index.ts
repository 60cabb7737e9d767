/** The validation rules of SPEC §5 as pure functions, shared by the web forms and the platform. */
export { validationKeys, validationMessageKey, type ValidationKey } from './keys';
export { charCount, isDigits, maxInput_chars } from './text';
export { validateEmail, emailPattern, emailMax_chars } from './email';
export {
  validateBirthday, validateAge, ageOn, parseDay, toDay, birthdayMin, birthdayMax, ageLimits, defaultAgeLimit,
  datePickerBounds, datePickerMinuteStep, clipToDatePicker,
  type AgeLimit, type CalendarDay, type Today,
} from './dates';
export {
  validateCaptcha, validateLoginCaptcha, validateMobile, validateSmsCode, validateConfirmation, validateFeedbackContent,
  validateAgreement, validateUploads, isMinBetOption, minBetOptions,
  captchaMax_chars, loginCaptchaMax_digits, mobileMax_digits, smsCodeMax_digits, feedbackMax_chars, uploadMax_bytes,
  uploadMax_files,
  type UploadFile, type MinBetOption,
} from './rules';
export { validateField, normaliseFieldValue, compilePattern, patternRules, type FieldOptions } from './field';
export {
  validateRegistration, registerFieldOrder, effectiveSetting, optionalRegisterFields,
  type RegisterMethod, type RegistrationOptions, type RegistrationInput, type FieldError,
} from './registration';
export {
  noVisits, afterTyping, afterLeaving, afterSubmit, reveal, shownErrors, type FieldVisits,
} from './shown';
