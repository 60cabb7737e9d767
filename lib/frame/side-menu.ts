/** The white-label switches the left side menu reads (a subset of `whitelabel.menu`). */
export interface SideMenuFlags {
  deposit: boolean;
  withdraw: boolean;
  bettingRecord: boolean;
  rewardCenter: boolean;
  customerService: boolean;
  appDownload: boolean;
  vip: boolean;
  referral: boolean;
}

/** What the side menu needs to know about who looks and where. */
export interface SideMenuViewer {
  loggedIn: boolean;
  /** Inside the native app shell. */
  inNativeApp?: boolean;
  /** Running as an installed home-screen web app (display-mode standalone). */
  installedWebApp?: boolean;
}

export type SideMenuEntryId =
  | 'deposit' | 'withdraw' | 'bettingRecord' | 'rewardCenter' | 'customerService' | 'appDownload' | 'feedback'
  | 'vip' | 'referral' | 'bonus' | 'allPromotions' | 'tournaments' | 'redRain';

export interface SideMenuEntry {
  kind: 'entry';
  id: SideMenuEntryId;
  href: string;
}
export interface SideMenuDivider {
  kind: 'divider';
}

/** With no white-label configuration (status unknown) nothing that needs a switch is offered. */
export const noSideMenuFlags: SideMenuFlags = {
  deposit: false, withdraw: false, bettingRecord: false, rewardCenter: false, customerService: false,
  appDownload: false, vip: false, referral: false,
};

const entry = (id: SideMenuEntryId, href: string): SideMenuEntry => ({ kind: 'entry', id, href });

/**
 * The entries of the left side menu, in SPEC §2 order: deposit, withdraw, betting record,
 * reward centre, customer service, app download (each when its white-label switch is on; app
 * download never inside the native app or an installed web app), feedback (always), VIP
 * (/m/member/benefits, when the merchant runs VIP), refer a friend (/m/inviteFriends, when logged
 * out or the referral promotion is on), bonus (/m/gameRecord) and all promotions (/m/activity).
 * Customer service leads to the message center, which holds live chat and the service links.
 * After SPEC's entries, ours: the tournaments (/m/tournaments), and the red envelope rain
 * (/m/redRain) for members signed in.
 */
export function sideMenuEntries(flags: SideMenuFlags | null | undefined, viewer: SideMenuViewer): SideMenuEntry[] {
  const f = flags ?? noSideMenuFlags;
  const out: SideMenuEntry[] = [];
  if (f.deposit) out.push(entry('deposit', '/m/voucherCenter'));
  if (f.withdraw) out.push(entry('withdraw', '/m/withdraw'));
  if (f.bettingRecord) out.push(entry('bettingRecord', '/m/gameRecord'));
  if (f.rewardCenter) out.push(entry('rewardCenter', '/m/rewardCenter'));
  if (f.customerService) out.push(entry('customerService', '/m/message'));
  if (f.appDownload && !viewer.inNativeApp && !viewer.installedWebApp) out.push(entry('appDownload', '/m/app'));
  out.push(entry('feedback', '/m/feedback'));
  if (f.vip) out.push(entry('vip', '/m/member/benefits'));
  if (!viewer.loggedIn || f.referral) out.push(entry('referral', '/m/inviteFriends'));
  out.push(entry('bonus', '/m/gameRecord'));
  out.push(entry('allPromotions', '/m/activity'));
  out.push(entry('tournaments', '/m/tournaments'));
  if (viewer.loggedIn) out.push(entry('redRain', '/m/redRain'));
  return out;
}

/** SPEC §2: a divider after every 3 entries (none trailing the last entry). */
export function withDividers<T>(entries: readonly T[], every = 3): Array<T | SideMenuDivider> {
  const out: Array<T | SideMenuDivider> = [];
  entries.forEach((e, i) => {
    out.push(e);
    if ((i + 1) % every === 0 && i + 1 < entries.length) out.push({ kind: 'divider' });
  });
  return out;
}
