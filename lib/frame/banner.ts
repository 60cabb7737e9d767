import { isHomePath } from './home';

/** SPEC §2: the banner block shows on home paths only. */
export function showBanner(path: string): boolean {
  return isHomePath(path);
}
