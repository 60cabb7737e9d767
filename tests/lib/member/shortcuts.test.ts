import { loginTimeText, memberShortcuts } from '@/lib/member';
import { comingSoonScreens } from '@/lib/routes';

const comingSoon = new Set(Object.keys(comingSoonScreens));

describe('memberShortcuts', () => {
  it('leads only to built screens, each inbox-like one with its own unread count', () => {
    const list = memberShortcuts({ chatOn: true, vipOn: true, comingSoon });
    expect(list.map((s) => s.href).filter((h) => comingSoon.has(h))).toEqual([]);
    expect(Object.fromEntries(list.filter((s) => s.badge).map((s) => [s.key, s.badge]))).toEqual({
      message: 'total', webEmail: 'inbox', chat: 'chat', notice: 'announcements',
    });
    expect(list.map((s) => s.key)).toContain('securityCenter');
  });

  it('shows the live chat only with CBS3 on, VIP benefits only with VIP on, and drops a screen while it is coming soon', () => {
    expect(memberShortcuts({ chatOn: false, vipOn: true, comingSoon }).some((s) => s.key === 'chat')).toBe(false);
    expect(memberShortcuts({ chatOn: true, vipOn: false, comingSoon }).some((s) => s.key === 'vip')).toBe(false);
    expect(memberShortcuts({ chatOn: true, vipOn: true, comingSoon }).some((s) => s.key === 'vip')).toBe(true);
    expect(memberShortcuts({ chatOn: true, vipOn: true, comingSoon: new Set(['/m/securityCenter']) }).some((s) => s.key === 'securityCenter')).toBe(false);
  });
});

describe('loginTimeText', () => {
  it('prints the time to the minute with its zone', () => {
    expect(loginTimeText(Date.parse('2026-11-25T04:05:59Z'))).toBe('2026-11-25 04:05 UTC');
  });
});
