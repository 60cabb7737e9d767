/** A year: a preference outlives sessions. */
const preferenceMaxAge_s = 365 * 24 * 3600;

/**
 * Remembers a display preference (language, hidden balances) in a cookie the browser writes
 * itself: a plain preference, not a credential, so it costs no server round trip, and the
 * server reads it to render the next page in that state from the first byte.
 */
export function setPreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${preferenceMaxAge_s}; SameSite=Lax${secure}`;
}
