import { agentFooter, agentMenu } from '@/lib/agent/menu';

describe('the agent home\'s menu grid and footer (lib/agent/menu.ts, SPEC §6)', () => {
  it('shows every entry by default, online service last', () => {
    expect(agentMenu({}).map((e) => e.key)).toEqual([
      'teamOverview', 'transactionRecord', 'teamManage', 'redRain', 'teamPnl', 'teamBet', 'backEdit', 'agentRebate', 'securityCenter', 'news', 'onlineService',
    ]);
    expect(agentMenu(null).find((e) => e.key === 'news')).toEqual({ key: 'news', href: '/m/webEmail', badge: 'messages' });
  });

  it('drops an entry whose white-label switch is off, never online service', () => {
    const keys = agentMenu({ agentTeamPnl: false, agentRedRain: false, customerService: false }).map((e) => e.key);
    expect(keys).not.toContain('teamPnl');
    expect(keys).not.toContain('redRain');
    expect(keys.at(-1)).toBe('onlineService');
  });

  it('shows the dividend in the footer only with the dividend display flag', () => {
    expect(agentFooter(false).map((f) => f.key)).toEqual(['home', 'openAccount', 'announcements']);
    expect(agentFooter(true).map((f) => f.key)).toEqual(['home', 'openAccount', 'dividend', 'announcements']);
  });
});
