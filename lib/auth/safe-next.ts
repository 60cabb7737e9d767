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
