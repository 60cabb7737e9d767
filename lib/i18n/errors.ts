import { isErrorCode } from '@/lib/wps/errors';

/**
 * The message key of a platform errorCode: `errors.<code>`. Catalogues nest the dotted codes
 * (errors.login.not.session is errors → login → not → session), which is exactly how next-intl
 * reads a dotted key. Codes we do not know read as unknown.error.
 */
export function errorMessageKey(code: string | null | undefined) {
  return code && isErrorCode(code) ? (`errors.${code}` as const) : ('errors.unknown.error' as const);
}
