import 'server-only';
import { cache } from 'react';
import { call } from '@/lib/bff/upstream';
import { wpsCalls } from '@/lib/wps/calls';
import { currentCaller } from './request';

export interface ViewerMember {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  vipLabel: string | null;
}

/** Who is looking at the page: a visitor, or a member with balance and unread count. */
export type Viewer =
  | { loggedIn: false }
  | { loggedIn: true; trial: boolean; member: ViewerMember; balance: { sumBalance: number; currencySymbol: string } | null; unread: number };

interface MemberInfoValue {
  id: number;
  account?: string;
  userName?: string;
  nickname?: string | null;
  type: number;
  clubLabel?: { labelName?: string | null } | null;
}

/**
 * Reads the member behind the session cookie. Each part is optional: a failing balance or
 * unread call leaves that part empty rather than failing the page.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const caller = await currentCaller();
  if (!caller.token) return { loggedIn: false };
  const [info, balance, unread] = await Promise.all([
    call(wpsCalls.memberInfo, caller),
    call(wpsCalls.walletsBalance, caller),
    call(wpsCalls.messageUnreadCount, caller),
  ]);
  if (!info.envelope.success || !info.envelope.value) return { loggedIn: false };
  const m = info.envelope.value as MemberInfoValue;
  const b = balance.envelope.success ? (balance.envelope.value as { sumBalance?: number; currencySymbol?: string } | null) : null;
  const type = Number(m.type);
  return {
    loggedIn: true,
    trial: type === 4,
    member: {
      id: m.id,
      account: m.account ?? m.userName ?? '',
      nickname: m.nickname ?? null,
      type,
      vipLabel: m.clubLabel?.labelName ?? null,
    },
    balance: b && typeof b.sumBalance === 'number' ? { sumBalance: b.sumBalance, currencySymbol: b.currencySymbol ?? '' } : null,
    unread: unread.envelope.success && typeof unread.envelope.value === 'number' ? unread.envelope.value : 0,
  };
});
