import en from '@/messages/en.json';
import id from '@/messages/id.json';
import th from '@/messages/th.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';

const catalogues = { en, zh, th, vi, id };
/** The indexed landing pages (lib/seo/pages.ts) by their title key. */
const landingPages = [
  'home', 'hotGames', 'slotGames', 'liveGames', 'pokerGames', 'fishingGames', 'sportGames', 'esportGames', 'gameList', 'gameCenter',
  'slotsCenter', 'lottery', 'lott', 'elott', 'activity', 'activityDetail', 'help', 'notice', 'app', 'register', 'login',
] as const;

describe.each(Object.entries(catalogues))('titles and descriptions in %s', (lang, m) => {
  const descriptions = m.seo.descriptions as Record<string, string>;

  it('gives every landing page a title and a description of its own', () => {
    const titles = landingPages.map((p) => m.pages[p]);
    const texts = landingPages.map((p) => descriptions[p]);
    expect(texts.every((d) => typeof d === 'string' && [...d].length >= 15)).toBe(true);
    expect(new Set(titles).size).toBe(landingPages.length);
    expect(new Set(texts).size).toBe(landingPages.length);
  });

  it('names the merchant in each description and keeps it to what a result page shows', () => {
    for (const d of Object.values(descriptions)) {
      expect(d).toContain('{site}');
      expect([...d.replace('{site}', 'Lucky Star')].length).toBeLessThanOrEqual(160);
    }
  });

  if (lang !== 'en') {
    it('translates every description', () => {
      for (const p of landingPages) expect(descriptions[p]).not.toBe((en.seo.descriptions as Record<string, string>)[p]);
    });
  }
});
