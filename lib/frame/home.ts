import { normalizePath } from './path';

/** SPEC §2 home paths: /, /m, /m/, /m/home, /m/index, /m/index.html. */
const homePaths: ReadonlySet<string> = new Set(['/', '/m', '/m/home', '/m/index']);

export function isHomePath(path: string): boolean {
  return homePaths.has(normalizePath(path));
}
