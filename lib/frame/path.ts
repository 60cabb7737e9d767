/**
 * The comparable form of a path: no query or hash, no trailing slash, no `.html` suffix.
 * SPEC §2 names aliases such as /m/index.html and /m/register.html; the rules treat an
 * alias exactly like the screen it stands for.
 */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return p || '/';
}

/** True when `path` is one of `screens` (compared in normalized form). */
export function isOneOf(path: string, screens: ReadonlySet<string>): boolean {
  return screens.has(normalizePath(path));
}

/** True when `path` is `prefix` itself or a page below it (/m/agent and /m/agent/team/pnl). */
export function isUnder(path: string, prefix: string): boolean {
  const p = normalizePath(path);
  return p === prefix || p.startsWith(`${prefix}/`);
}
