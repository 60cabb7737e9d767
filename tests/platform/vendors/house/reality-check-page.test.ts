/**
 * @jest-environment jsdom
 */
import { defaultCurrency } from '@/lib/format';
import { slotPage } from '@/platform/src/vendors/house/page';
import { realityText } from '@/platform/src/vendors/house/page-text';
import { tablePages } from '@/platform/src/vendors/house/tables/games';

const languages = ['EN', 'ZH', 'TH', 'VI', 'ID'];

/** Every house game page (not the verification pages) for a language and exit, as a browser reads it. */
async function gamePages(language: string, back: string): Promise<[string, Document][]> {
  const html: [string, string][] = [['slot', slotPage({ merchant: 'demo', gameId: 'house-lucky-5', language, back, money: defaultCurrency })]];
  for (const page of tablePages.filter((p) => !p.path.endsWith('/verify'))) {
    html.push([page.path, await page.render({ merchant: 'demo', language, back, money: defaultCurrency })]);
  }
  return html.map(([name, h]) => [name, new DOMParser().parseFromString(h, 'text/html')]);
}

describe('the reality check on every house game page', () => {
  it('is on the slot and every table page, hidden, a modal dialog over the page whose Leave is the page\'s exit', async () => {
    const pages = await gamePages('EN', '/m/gameList?gameType=LIVE&vassalage=HOUSE');
    expect(pages.map(([name]) => name)).toEqual(['slot', '/roulette', '/baccarat', '/dragon-tiger', '/bingo']);
    for (const [name, doc] of pages) {
      const rc = doc.getElementById('rc');
      expect([name, rc?.getAttribute('role'), rc?.getAttribute('aria-modal'), rc?.hasAttribute('hidden')]).toEqual([name, 'dialog', 'true', true]);
      expect([name, doc.getElementById('rcLeave')!.getAttribute('href')]).toEqual([name, doc.getElementById('exit')!.getAttribute('href')]);
      expect(doc.getElementById('rcLeave')!.getAttribute('href')).toBe('/m/gameList?gameType=LIVE&vassalage=HOUSE');
      // The page's script starts it (with the page's token and money).
      expect([name, doc.body.innerHTML.includes('realityCheck(')]).toEqual([name, true]);
      // A fixed overlay: shown, it moves nothing on the page under it.
      expect(doc.head.innerHTML).toMatch(/#rc\{position:fixed;inset:0/);
    }
  });

  it('speaks every language of the lobby, with the words the script puts together', async () => {
    const seen = new Set<string>();
    for (const language of languages) {
      const t = realityText(language);
      const [[, doc]] = await gamePages(language, '/m/home');
      expect(doc.getElementById('rcTitle')!.textContent).toBe(t.title);
      expect(doc.getElementById('rcContinue')!.textContent).toBe(t.continue);
      expect(doc.getElementById('rcLeave')!.textContent).toBe(t.leave);
      expect(JSON.parse(doc.getElementById('rc')!.dataset.words!)).toEqual({ played: t.played, hours: t.hours, minutes: t.minutes });
      expect(t.played).toContain('{time}');
      seen.add(t.title);
    }
    // Real translations, not English copies.
    expect(seen.size).toBe(languages.length);
    expect(realityText('xx')).toEqual(realityText('EN'));
  });
});
