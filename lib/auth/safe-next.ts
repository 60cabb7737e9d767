/** Where a login goes when the `next` query parameter is missing or not ours. */
export const afterLoginDefault = '/m/home';

/** Screens a member is never sent back to after logging in: they would only ask again. */
const authScreens = new Set(['/m/login', '/m/register', '/m/forget', '/m/trail']);
const origin = 'http://same.origin';

/**
 * The `next` query parameter as a safe place to go after login: a path under /m on this
 * origin (with its query and hash), else /m/home. Absolute URLs, protocol-relative `//host`,
 * backslash tricks and control characters are refused, so a crafted link cannot send a member
 * who just logged in to another site.
 */
export function safeNextPath(next: string | string[] | null | undefined): string {
  const raw = Array.isArray(next) ? next[0] : next;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return afterLoginDefault;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return afterLoginDefault;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return afterLoginDefault;
  }
  if (url.origin !== origin) return afterLoginDefault;
  const path = url.pathname.length > 3 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  if (!path.startsWith('/m/') || authScreens.has(path)) return afterLoginDefault;
  return `${path}${url.search}${url.hash}`;
}

/** Where a member who must replace an initial password is sent after logging in (SPEC §2 'first password'). */
export const firstPasswordPath = '/m/changePsw?first=1';

/** After a successful login: the first-password screen when the platform says so, else the safe `next`. */
export function afterLoginPath(next: string, firstTimeLogin: boolean): string {
  return firstTimeLogin ? firstPasswordPath : next;
}
