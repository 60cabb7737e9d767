'use client';

import { unreadOf, type UnreadCounts, type UnreadKind } from '@/lib/frame/unread';
import { badgeText } from '@/lib/frame/badge';
import { Badge } from './badge';
import { useUnreadCounts } from './unread-store';

/**
 * A badge that follows the live unread counts (unread-store): the inbox's, the announcements'
 * or both. `label` may hold `{count}` (the bottom menu's "{count} unread", formatted on the server
 * with the placeholder itself as the count), filled here with the live count.
 */
export function UnreadBadge({ kind, server, label, inline }: { kind: UnreadKind; server: UnreadCounts; label?: string; inline?: boolean }) {
  const n = unreadOf(useUnreadCounts(server), kind);
  return <Badge count={n} label={label?.replace('{count}', badgeText(n))} inline={inline} />;
}
