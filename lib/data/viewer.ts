import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { call } from '@/lib/bff/upstream';
import { wpsCalls } from '@/lib/wps/calls';
import { balanceHiddenCookie } from '@/lib/wallet';
import { noticeList } from '@/lib/content/rules';
import { getHomeContent } from './content';
import { currentCaller } from './request';
import { getSystemStatus } from './system';

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
  | {
    loggedIn: true;
    /** A trial account (type 4): its balance is play money. */
    trial: boolean;
    member: ViewerMember;
    balance: { sumBalance: number; currencySymbol: string } | null;
    /** Unread inbox messages (0 for a trial account, which has no inbox). */
    unread: number;
    /** The live chat's unread answers (value.unReadCount): 0 when CBS3 is off or for a trial player (SPEC §6, never asked). */
    chatUnread: number;
    /** Announcements of /m/notice the member has not opened (0 for a trial account: SPEC §4 treats them as read). */
    announcementUnread: number;
    /** The member's remembered choice to hide every balance on the screen (this browser's cookie). */
    balanceHidden: boolean;
  };

/**
 * Reads the member behind the session cookie. Each part is optional: a failing balance or
 * unread call leaves that part empty rather than failing the page. The announcements' count
 * comes from the frame's own announcements read (getHomeContent, once per request).
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const caller = await currentCaller();
  if (!caller.token) return { loggedIn: false };
  // SPEC §6: the chat's unread count is asked only with CBS3 on, and neither it nor the inbox's for a trial player (type 4).
  const trial = caller.memberType === 4;
  const chatOn = !trial && (await getSystemStatus())?.info.whitelabel.modules.CBS3 !== false;
  const [info, balance, unread, chatUnread, content, jar] = await Promise.all([
    call(wpsCalls.memberInfo, caller),
    call(wpsCalls.walletsBalance, caller),
    trial ? null : call(wpsCalls.messageUnreadCount, caller),
    chatOn ? call(wpsCalls.chatUnreadCount, caller) : null,
    getHomeContent(),
    cookies(),
  ]);
  // Each value is read through its call's schema (lib/wps/calls.ts): a member whose info does not
  // fit is treated as no session, a balance or count that does not fit is left out.
  const m = info.envelope.success ? wpsCalls.memberInfo.value.safeParse(info.envelope.value) : null;
  if (!m?.success) return { loggedIn: false };
  const b = balance.envelope.success ? wpsCalls.walletsBalance.value.safeParse(balance.envelope.value) : null;
  const u = unread?.envelope.success ? wpsCalls.messageUnreadCount.value.safeParse(unread.envelope.value) : null;
  const c = chatUnread?.envelope.success ? wpsCalls.chatUnreadCount.value.safeParse(chatUnread.envelope.value) : null;
  return {
    loggedIn: true,
    trial: m.data.type === 4,
    member: {
      id: m.data.id,
      account: m.data.account,
      nickname: m.data.nickname,
      type: m.data.type,
      vipLabel: m.data.clubLabel.labelName,
    },
    balance: b?.success ? { sumBalance: b.data.sumBalance, currencySymbol: b.data.currencySymbol } : null,
    unread: u?.success && m.data.type !== 4 ? u.data : 0,
    chatUnread: c?.success && m.data.type !== 4 ? c.data.unReadCount : 0,
    announcementUnread: noticeList(content).filter((a) => !a.read).length,
    balanceHidden: jar.get(balanceHiddenCookie)?.value === '1',
  };
});
