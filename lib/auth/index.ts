/** Rules of logging in and out (SPEC §2, §4, §5) as pure functions: no React, no Next. */
export { smsCountdown, smsExpiry, smsTick_ms, smsDefault_s } from './sms-countdown';
export {
  validateLoginForm, validateLoginMobile, firstInvalidField, loginRequestBody, digitsOnly, captchaRequested, loginLimits,
  type LoginField, type LoginFieldError, type LoginFormInput, type LoginFormErrors,
} from './login-form';
export {
  readRememberedLogin, writeRememberedLogin, forgetRememberedLogin, sanitiseRememberedLogin, rememberedLoginKey,
  type RememberedLogin, type LoginMethod, type KeyValueStorage,
} from './remembered-login';
export { safeNextPath, afterLoginDefault } from './safe-next';
export { dialingCodes, defaultDialingCode, isDialingCode, type DialingCode } from './dialing-codes';
export { clearClientSession, autoLoginKey, type BrowserStorages } from './client-session';
export { loginOptions, type LoginOptions, type LoginWhitelabel, type OneClickProvider } from './login-options';
