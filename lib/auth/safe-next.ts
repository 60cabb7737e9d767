import { memberPath } from '@/lib/net/member-path';

/** Where a login goes when the `next` query parameter is missing or not ours. */
export const afterLoginDefault = '/m/home';

/** Screens a member is never sent back to after logging in: they would only ask again. */
const authScreens = new Set(['/m/login', '/m/register', '/m/forget', '/m/trail']);

/**
 * The `next` query parameter as a safe place to go after login: a path under /m on this
 * origin (with its query and hash, `memberPath`), else /m/home, so a crafted link cannot send
 * a member who just logged in to another site; never a screen that would ask to log in again.
 */
export function safeNextPath(next: string | string[] | null | undefined): string {
  const path = memberPath(Array.isArray(next) ? next[0] : next, 2048);
  if (!path || authScreens.has(path.split(/[?#]/, 1)[0]!)) return afterLoginDefault;
  return path;
}

/** Where a member who must replace an initial password is sent after logging in (SPEC §2 'first password'). */
export const firstPasswordPath = '/m/changePsw?first=1';

/** After a successful login: the first-password screen when the platform says so, else the safe `next`. */
export function afterLoginPath(next: string, firstTimeLogin: boolean): string {
  return firstTimeLogin ? firstPasswordPath : next;
}
