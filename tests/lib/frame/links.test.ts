import { externalHref, footerSocialLinks, liveChatLink, officialChannels, sideMenuSocialLinks } from '@/lib/frame/links';

const links = [
  { labelNameEn: 'FACEBOOK', url: 'https://facebook.com/casino' },
  { labelNameEn: 'TELEGRAM_1', url: 'https://t.me/casino2' },
  { labelNameEn: 'INSTAGRAM', url: 'https://instagram.com/casino' },
  { labelNameEn: 'WHATSAPP', url: '' },
  { labelNameEn: 'VIBER', url: 'javascript:alert(1)' },
];

describe('social links', () => {
  it('shows in the side menu Facebook, Telegram, WhatsApp, Viber and the guide, only with a usable link', () => {
    expect(sideMenuSocialLinks(links)).toEqual([
      { kind: 'FACEBOOK', href: 'https://facebook.com/casino' },
      { kind: 'TELEGRAM', href: 'https://t.me/casino2' },
    ]);
  });

  it('shows in the footer the SPEC order of Instagram … Viber', () => {
    expect(footerSocialLinks(links).map((l) => l.kind)).toEqual(['INSTAGRAM', 'FACEBOOK', 'TELEGRAM']);
  });

  it('accepts http and https only', () => {
    expect(externalHref('data:text/html,hi')).toBeNull();
    expect(externalHref('not a url')).toBeNull();
    expect(externalHref('http://example.com/x')).toBe('http://example.com/x');
  });
});

describe('officialChannels', () => {
  it('keeps customer-service entries of type FACEBOOK or YOUTUBE', () => {
    expect(
      officialChannels([
        { csType: 'FACEBOOK', path: 'https://fb.me/c', title: 'FB' },
        { csType: 'LIVECHAT', path: 'https://chat.example/c', title: 'Chat' },
        { csType: 'youtube', path: 'https://youtube.com/c', title: 'YT' },
      ]),
    ).toEqual([
      { kind: 'FACEBOOK', href: 'https://fb.me/c', title: 'FB' },
      { kind: 'YOUTUBE', href: 'https://youtube.com/c', title: 'YT' },
    ]);
  });
});

describe('liveChatLink (SPEC §2 floating customer-service button)', () => {
  it('answers the LIVECHAT-1 contact only, and only with a usable link', () => {
    expect(liveChatLink([{ position: null, path: 'https://a.example/x', title: 'FB' }, { position: 'LIVECHAT-1', path: 'https://chat.example/1', title: 'Live chat' }]))
      .toEqual({ href: 'https://chat.example/1', title: 'Live chat', internal: false });
    expect(liveChatLink([{ position: 'LIVECHAT-2', path: 'https://chat.example/2', title: 'x' }])).toBeNull();
    expect(liveChatLink([{ position: 'LIVECHAT-1', path: 'javascript:alert(1)', title: 'x' }])).toBeNull();
    expect(liveChatLink(undefined)).toBeNull();
  });

  it('opens the in-house chat in place: a path of this site\'s /m screens, nothing else relative', () => {
    expect(liveChatLink([{ position: 'LIVECHAT-1', path: ' /m/chat ', title: 'Live chat' }])).toEqual({ href: '/m/chat', title: 'Live chat', internal: true });
    for (const path of ['//evil.example/m/chat', '/m/chat?x=<script>', '/api/x', 'm/chat', '/m/../x']) {
      expect([path, liveChatLink([{ position: 'LIVECHAT-1', path, title: 'x' }])]).toEqual([path, null]);
    }
  });
});
