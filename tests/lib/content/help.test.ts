import { helpHref, helpIndex } from '@/lib/content/help';
import { telegramLink } from '@/lib/frame/links';

const entries = [
  { title: 'How do I deposit?', tag: 'deposit' },
  { title: 'How do I withdraw?', tag: 'withdrawal' },
  { title: 'Responsible gaming', tag: null },
  { title: 'Affiliate programme', tag: 'affiliate' },
];

describe('helpIndex (SPEC §2 /m/help: i picks the start, default 0; title=affiliate)', () => {
  it('starts at 0 without a query', () => {
    expect(helpIndex(entries, {})).toBe(0);
  });

  it('takes i when it is a whole index of the list, else 0', () => {
    expect(helpIndex(entries, { i: '2' })).toBe(2);
    expect(helpIndex(entries, { i: ['1', '3'] })).toBe(1);
    for (const i of ['4', '-1', '1.5', 'x', '', '99999']) expect([i, helpIndex(entries, { i })]).toEqual([i, 0]);
  });

  it('opens the entry a title names: by tag first, then by title, whatever the case; i is then ignored', () => {
    expect(helpIndex(entries, { title: 'affiliate', i: '1' })).toBe(3);
    expect(helpIndex(entries, { title: 'AFFILIATE' })).toBe(3);
    expect(helpIndex(entries, { title: 'responsible gaming' })).toBe(2);
    expect(helpIndex(entries, { title: 'nothing like it', i: '1' })).toBe(1);
    expect(helpIndex([], { title: 'affiliate' })).toBe(0);
  });

  it('links each menu entry by its index', () => {
    expect(helpHref(3)).toBe('/m/help?i=3');
  });
});

describe('telegramLink (SPEC §2 message centre)', () => {
  it('prefers the Telegram customer-service entry, else the Telegram social link, never a non-http URL', () => {
    const cs = [{ csType: 'LIVECHAT', path: 'https://chat.example', title: 'Chat' }, { csType: 'telegram', path: 'https://t.me/support', title: 'Support' }];
    const socials = [{ labelNameEn: 'TELEGRAM_1', url: 'https://t.me/news' }];
    expect(telegramLink(cs, socials)).toEqual({ href: 'https://t.me/support', title: 'Support' });
    expect(telegramLink([], socials)).toEqual({ href: 'https://t.me/news', title: '' });
    expect(telegramLink([{ csType: 'TELEGRAM', path: 'javascript:alert(1)', title: 'x' }], [])).toBeNull();
    expect(telegramLink(null, null)).toBeNull();
  });
});
