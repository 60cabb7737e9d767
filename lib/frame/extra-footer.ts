import { isOneOf } from './path';

/** SPEC §2: webmail (/m/webEmail) and member home (/m/member/home) show an extra footer bar. */
const shownOn: ReadonlySet<string> = new Set(['/m/webEmail', '/m/member/home']);

export function showExtraFooterBar(path: string): boolean {
  return isOneOf(path, shownOn);
}
