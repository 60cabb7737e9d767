/** SPEC §9: unread badges cap at 99+. */
export const badgeCap = 99;

/** The text of an unread badge: empty (no badge) for 0 or less, the count, or '99+' above 99. */
export function badgeText(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return '';
  const n = Math.floor(count);
  if (n <= 0) return '';
  return n > badgeCap ? `${badgeCap}+` : String(n);
}
