/** SPEC §9: unread badges cap at 99+. */
export const badgeCap = 99;

/** The text of an unread badge: empty (no badge) for 0 or less, the count, or '99+' above 99. */
export function badgeText(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return '';
  const n = Math.floor(count);
  if (n <= 0) return '';
  return n > badgeCap ? `${badgeCap}+` : String(n);
}

/**
 * The count the message badges of the header, the bottom menu and the side menu show: the inbox's
 * unread messages and the live chat's unread answers together (both 0 for a visitor).
 */
export function messageBadgeCount(viewer: { loggedIn: false } | { loggedIn: true; unread: number; chatUnread: number }): number {
  return viewer.loggedIn ? viewer.unread + viewer.chatUnread : 0;
}
