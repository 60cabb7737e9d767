import { isOneOf, isUnder } from './path';

/**
 * SPEC §2: the top bar is hidden on login, register, message, app, lottery, forget, agent,
 * activity, gameList, activityDetail, notice, game category pages and help.
 *
 * "Game category pages" are the six game lists of SPEC §2 (/m/slot-games ... /m/esport-games),
 * which carry their own category dropdown. /m/slotsCenter is not one of them: SPEC gives it a
 * top-bar title of its own ("RNG") and lists it separately where it is meant (footer rule),
 * so its top bar shows. Screens are matched exactly, so /m/activity hides the bar while
 * /m/activity/signIn keeps it (activityDetail being named on its own shows the original
 * matched whole names); only agent covers its sub-pages (/m/agent/team/...), as the agent
 * home and its team pages share one agent frame.
 */
const hiddenOn: ReadonlySet<string> = new Set([
  '/m/login', '/m/register', '/m/message', '/m/app', '/m/lottery', '/m/forget', '/m/activity', '/m/gameList',
  '/m/activityDetail', '/m/notice', '/m/help',
  // Not in SPEC §2's list: the live chat draws its own header, in the colour and title its launch asked for.
  '/m/chat',
  '/m/slot-games', '/m/live-games', '/m/poker-games', '/m/fishing-games', '/m/sport-games', '/m/esport-games',
]);

export function showTopBar(path: string): boolean {
  return !(isOneOf(path, hiddenOn) || isUnder(path, '/m/agent'));
}
