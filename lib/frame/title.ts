import { isHomePath } from './home';
import { normalizePath } from './path';

/** The top-bar titles of SPEC §2, as keys of the `titles` message namespace. */
export const titleKeys = [
  'home', 'announcement', 'promotionActivity', 'details', 'helpCenter', 'forgotPassword', 'login', 'signUp',
  'freeTrial', 'firstPassword', 'gameCenter', 'rng', 'messages', 'personalSetting',
] as const;
export type TitleKey = (typeof titleKeys)[number];

/**
 * SPEC §2 lists the titles in the order of the screens they belong to: notice → announcement,
 * activity → promotion activity, activityDetail → details, help → help center, forget →
 * forgot password, login, register → sign up, trail → free trial, changePsw → first password,
 * gameCenter → game center, slotsCenter → RNG, message → messages, set → personal setting.
 */
const byScreen: Readonly<Record<string, TitleKey>> = {
  '/m/notice': 'announcement',
  '/m/activity': 'promotionActivity',
  '/m/activityDetail': 'details',
  '/m/help': 'helpCenter',
  '/m/forget': 'forgotPassword',
  '/m/login': 'login',
  '/m/register': 'signUp',
  '/m/trail': 'freeTrial',
  '/m/changePsw': 'firstPassword',
  '/m/gameCenter': 'gameCenter',
  '/m/slotsCenter': 'rng',
  '/m/message': 'messages',
  '/m/set': 'personalSetting',
};

/** The title of a path; every other screen, home included, is titled home (SPEC §2 default). */
export function titleKey(path: string): TitleKey {
  if (isHomePath(path)) return 'home';
  return byScreen[normalizePath(path)] ?? 'home';
}
