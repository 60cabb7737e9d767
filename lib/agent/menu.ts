import type { WhitelabelMenu } from '@/lib/wps/schemas/system';

/**
 * The agent home's menu grid (SPEC §6): team overview, transaction record, team manage, red
 * envelope rain, team P&L, team bet, back edit (the agent register), agent rebate, security
 * center, news/mail, each only while its white-label menu switch is on; online service always,
 * last (it opens customer service as the side menu's entry does).
 */
export type AgentMenuKey =
  | 'teamOverview' | 'transactionRecord' | 'teamManage' | 'redRain' | 'teamPnl' | 'teamBet'
  | 'backEdit' | 'agentRebate' | 'securityCenter' | 'news' | 'onlineService';

export interface AgentMenuEntry {
  key: AgentMenuKey;
  href: string;
  /** news/mail carries the inbox's unread badge. */
  badge?: 'messages';
}

const grid: readonly [AgentMenuKey, keyof WhitelabelMenu, string][] = [
  ['teamOverview', 'agentTeamOverview', '/m/agent/team/overview'],
  ['transactionRecord', 'agentTransactionRecord', '/m/transaction/record?types=A'],
  ['teamManage', 'agentTeamManage', '/m/member/team'],
  ['redRain', 'agentRedRain', '/m/redRain'],
  ['teamPnl', 'agentTeamPnl', '/m/agent/team/pnl'],
  ['teamBet', 'agentTeamBet', '/m/teamBetting'],
  ['backEdit', 'agentBackEdit', '/m/agentRegister'],
  ['agentRebate', 'agentRebate', '/m/member/agent/agentRebeat'],
  ['securityCenter', 'agentSecurityCenter', '/m/securityCenter'],
  ['news', 'agentNews', '/m/webEmail'],
];

/** The grid for a merchant's menu switches; a switch missing from an older configuration counts as on. */
export function agentMenu(menu: Partial<WhitelabelMenu> | null | undefined): AgentMenuEntry[] {
  const out: AgentMenuEntry[] = [];
  for (const [key, flag, href] of grid) {
    if (menu?.[flag] === false) continue;
    out.push(key === 'news' ? { key, href, badge: 'messages' } : { key, href });
  }
  out.push({ key: 'onlineService', href: '/m/message' });
  return out;
}

/** The agent home's footer (SPEC §6): home, open account, dividend (only with the dividend display flag), announcements. */
export type AgentFooterKey = 'home' | 'openAccount' | 'dividend' | 'announcements';
export function agentFooter(dividendDisplay: boolean): { key: AgentFooterKey; href: string }[] {
  return [
    { key: 'home', href: '/m/agent' },
    { key: 'openAccount', href: '/m/agentRegister' },
    ...(dividendDisplay ? [{ key: 'dividend' as const, href: '/m/member/agent/agentDivident' }] : []),
    { key: 'announcements', href: '/m/member/notice?types=A' },
  ];
}
