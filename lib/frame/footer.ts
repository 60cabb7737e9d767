import { isOneOf, isUnder } from './path';

/** SPEC §2: the footer is hidden on login, register, slotsCenter, gameList, lottery, forget, changePsw, app, notice, agent and help. */
const hiddenOn: ReadonlySet<string> = new Set([
  '/m/login', '/m/register', '/m/slotsCenter', '/m/gameList', '/m/lottery', '/m/forget', '/m/changePsw', '/m/app',
  '/m/notice', '/m/help',
  // The live chat's composer sits at the bottom of the screen (not in SPEC §2's list: a screen of ours).
  '/m/chat',
]);

export function showFooter(path: string): boolean {
  return !(isOneOf(path, hiddenOn) || isUnder(path, '/m/agent'));
}
