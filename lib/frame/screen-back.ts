import { backTarget, type BackTarget } from './back';
import { isOneOf } from './path';
import { showTopBar } from './top-bar';

/**
 * Screens that draw their own back arrow in their heading. SPEC §2 hides the top bar (and with
 * it the top bar's back control) on login, register and forget, yet gives all three a back
 * target, /m/home; its screen list describes the forgot-password screen with "back arrow, logo,
 * title", and issue 15 asks the same of login and register, which showed no way back.
 */
const ownBackArrow: ReadonlySet<string> = new Set(['/m/login', '/m/register', '/m/forget']);

/** The back arrow a screen shows in its own heading ({kind: 'none'} where the top bar carries it, or nothing does). */
export function screenBack(path: string, search?: string | URLSearchParams | null): BackTarget {
  if (showTopBar(path) || !isOneOf(path, ownBackArrow)) return { kind: 'none' };
  return backTarget(path, search);
}
