/**
 * @jest-environment jsdom
 */
import { defaultCurrency } from '@/lib/format';
import { slotPage } from '@/platform/src/vendors/house/page';

/** The slot page's exit as a member's browser reads it. */
function exitOf(back: string | undefined, language = 'EN') {
  document.documentElement.innerHTML = slotPage({ merchant: 'demo', gameId: 'house-lucky-5', language, back, money: defaultCurrency })
    .replace(/^<!doctype html>\s*<html[^>]*>/, '').replace(/<\/html>$/, '');
  const exit = document.querySelector<HTMLAnchorElement>('header a#exit');
  return exit && { href: exit.getAttribute('href'), label: exit.getAttribute('aria-label') };
}

describe('the slot page\'s exit', () => {
  it('leads back to the lobby screen the game was launched from, first thing in the header', () => {
    expect(exitOf('/m/slot-games?vassalage=LUCKYSTAR&gameName=lucky')).toEqual({ href: '/m/slot-games?vassalage=LUCKYSTAR&gameName=lucky', label: 'Back to the lobby' });
    expect(document.querySelector('header')!.firstElementChild!.id).toBe('exit');
    expect(exitOf('/m/home?tab=fav', 'ZH')).toEqual({ href: '/m/home?tab=fav', label: '返回大厅' });
    for (const [language, label] of [['TH', 'กลับสู่ล็อบบี้'], ['VI', 'Quay lại sảnh'], ['ID', 'Kembali ke lobi']]) expect(exitOf('/m/home', language)!.label).toBe(label);
  });

  it('leads home when it was told nowhere, or somewhere off the member screens', () => {
    for (const back of [undefined, '', 'https://evil.example/m/home', '//evil.example', '/\\evil.example', '/m/../wps/session/logout', '/games/house/slot', 'javascript:alert(1)']) {
      expect([back, exitOf(back)?.href]).toEqual([back, '/m/home']);
    }
  });

  it('cannot be made to write markup into the page', () => {
    expect(exitOf('/m/home?x="><script>alert(1)</script>')!.href).toBe('/m/home?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });
});
