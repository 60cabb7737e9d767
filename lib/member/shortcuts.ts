import type { UnreadKind } from '@/lib/frame/unread';

/**
 * The member home's shortcuts (issue 19): the screens of SPEC §2 a member uses most, each only
 * where it works. Built screens only (a coming-soon screen gets its shortcut when it is built),
 * the live chat only with CBS3 on (SPEC §2 message centre), VIP benefits only with the merchant's
 * VIP switch (SPEC §2 side menu), deposit and withdraw only for real
 * members (SPEC §5; the wallet widget carries them), and each with the unread count it answers for.
 */
export type ShortcutKey =
  | 'vip' | 'message' | 'webEmail' | 'chat' | 'gameRecord' | 'securityCenter' | 'changePsw' | 'feedback' | 'help' | 'notice' | 'set';

export interface Shortcut {
  key: ShortcutKey;
  href: string;
  badge: UnreadKind | null;
}

const all: readonly Shortcut[] = [
  { key: 'vip', href: '/m/member/benefits', badge: null },
  { key: 'message', href: '/m/message', badge: 'total' },
  { key: 'webEmail', href: '/m/webEmail', badge: 'inbox' },
  { key: 'chat', href: '/m/chat', badge: 'chat' },
  { key: 'notice', href: '/m/notice', badge: 'announcements' },
  { key: 'gameRecord', href: '/m/gameRecord', badge: null },
  { key: 'securityCenter', href: '/m/securityCenter', badge: null },
  { key: 'changePsw', href: '/m/changePsw', badge: null },
  { key: 'feedback', href: '/m/feedback', badge: null },
  { key: 'help', href: '/m/help', badge: null },
  { key: 'set', href: '/m/set', badge: null },
];

export function memberShortcuts(o: { chatOn: boolean; vipOn: boolean; comingSoon: ReadonlySet<string> }): Shortcut[] {
  return all.filter((s) => (s.key !== 'chat' || o.chatOn) && (s.key !== 'vip' || o.vipOn) && !o.comingSoon.has(s.href));
}
