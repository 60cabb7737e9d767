import { backTarget, type BackTarget } from './back';
import { showTopBar } from './top-bar';

/**
 * The back arrow a screen draws in its own heading. SPEC §2 hides the top bar (and with it the
 * top bar's back control) on login, register, message, app, lottery, forget, agent, activity,
 * gameList, activityDetail, notice, the game category pages and help, yet gives every one of
 * them a back target (/m/home, the category's home or one step back). Its screen list
 * describes the forgot-password screen with "back arrow, logo, title", and issue 15 asks the
 * same of every screen that lost its way back with its top bar: each of them draws the arrow
 * beside its title, so no screen but home and /m/changePsw (a logo there) is a dead end.
 */
export function screenBack(path: string, search?: string | URLSearchParams | null): BackTarget {
  if (showTopBar(path)) return { kind: 'none' };
  return backTarget(path, search);
}
