const origin = 'http://same.origin';

/**
 * A path of this site's member screens (under /m/), with its query and hash, or null for
 * anything else: absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters, a path that leaves /m once resolved (`/m/../wps`), or more than `max_chars`.
 * A trailing slash is dropped. Whatever sends a member to a path it was handed (the login's
 * `next`, a game's exit) goes through this, so a crafted link cannot send them to another site.
 */
export function memberPath(raw: string | null | undefined, max_chars: number): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > max_chars) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname.length > 3 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  if (!path.startsWith('/m/')) return null;
  return `${path}${url.search}${url.hash}`;
}
