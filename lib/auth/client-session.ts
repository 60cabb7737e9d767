/** SPEC §4: the local storage flag a logout sets, so nothing logs the device back in by itself. */
export const autoLoginKey = 'autoLogin';

/** The two storages of a window; reading either may throw where storage is disabled. */
export interface BrowserStorages {
  readonly sessionStorage: Pick<Storage, 'clear'>;
  readonly localStorage: Pick<Storage, 'setItem'>;
}

/**
 * What logout clears in the browser (SPEC §4): all of session storage and autoLogin=0. The
 * token, trial flag and member info live in the httpOnly session cookie, which the BFF
 * clears when it relays DELETE /wps/session/logout. Remembered login values stay: they hold
 * no secret and fill the next login form.
 */
export function clearClientSession(win: BrowserStorages): void {
  try {
    win.sessionStorage.clear();
  } catch {
    // Storage may be disabled (private mode); there is nothing to clear then.
  }
  try {
    win.localStorage.setItem(autoLoginKey, '0');
  } catch {
    // As above.
  }
}
