import type { Messages } from '@/lib/i18n/messages';

/** A key of the `pages` messages: a screen's title. */
export type PageKey = keyof Messages['pages'];

/**
 * The screens SPEC §2 names that are not built yet, each with its title key. One page,
 * app/m/[...screen]/page.tsx, serves them all with the coming-soon body behind the gate of
 * SPEC §6 (lib/frame/gate.ts). When an issue builds a screen, it adds app/m/<screen>/page.tsx
 * (a static route, which wins over the catch-all) and removes the screen's entry here;
 * tests/lib/routes/coming-soon.test.ts fails while both exist.
 */
export const comingSoonScreens = {
  '/m/member/agent/agentDivident': 'agentDividend',
  '/m/member/agent/getDevidendContract': 'dividendContract',
} as const satisfies Record<string, PageKey>;

export type ComingSoonPath = keyof typeof comingSoonScreens;

/**
 * The not-yet-built screen at the catch-all's path segments, or null for any other path (the
 * page answers 404; the proxy has already sent unknown /m paths to /m/home). Segments arrive
 * URL-encoded from the router and are compared as such: every screen path is plain ASCII.
 */
export function comingSoonScreen(segments: readonly string[]): { path: ComingSoonPath; page: PageKey } | null {
  const path = `/m/${segments.join('/')}`;
  if (!Object.hasOwn(comingSoonScreens, path)) return null;
  return { path: path as ComingSoonPath, page: comingSoonScreens[path as ComingSoonPath] };
}
