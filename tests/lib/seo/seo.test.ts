import { brandJsonLd, htmlSummary, isIndexable, languageOfParam, pageAddresses, pageMeta, robotsTxt, siteOrigin, sitemapPages, sitemapXml } from '@/lib/seo';
import type { CatalogueLanguage } from '@/lib/i18n/locale';

const all: CatalogueLanguage[] = ['EN', 'ZH', 'TH', 'VI', 'ID'];

describe('site origin', () => {
  it('is the domain the visitor reached, port included, https when the proxy in front says so', () => {
    expect(siteOrigin('lucky.example', 'https')).toBe('https://lucky.example');
    expect(siteOrigin('Other.Example:8443', 'https, http')).toBe('https://other.example:8443');
    expect(siteOrigin('localhost:3306', null)).toBe('http://localhost:3306');
  });

  it('refuses a Host that is not a host name, so no address is built from it', () => {
    expect(siteOrigin('evil.example/<script>', 'https')).toBeNull();
    expect(siteOrigin('', 'https')).toBeNull();
    expect(siteOrigin('a b', null)).toBeNull();
  });
});

describe('robots.txt per domain', () => {
  it('opens a merchant\'s domain apart from the API, game clients and callbacks, and names its own sitemap', () => {
    const a = robotsTxt({ origin: 'https://lucky.example', merchantKnown: true });
    const b = robotsTxt({ origin: 'https://mirror.example', merchantKnown: true });
    expect(a).toContain('Sitemap: https://lucky.example/sitemap.xml');
    expect(b).toContain('Sitemap: https://mirror.example/sitemap.xml');
    expect(a.split('\n').filter((l) => l.startsWith('Disallow'))).toEqual(['Disallow: /wps/', 'Disallow: /lgw/', 'Disallow: /games/', 'Disallow: /auth/', 'Disallow: /status/']);
    // Member screens stay fetchable: a crawler must be able to read their noindex.
    expect(a).not.toMatch(/Disallow: \/m\//);
    expect(a).not.toMatch(/Disallow: \/_next/);
  });

  it('closes a host no merchant owns', () => {
    expect(robotsTxt({ origin: 'https://unknown.example', merchantKnown: false })).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the ?lang= of a crawler', () => {
  it('names a catalogue language in any case or with a region', () => {
    expect(['zh', 'ZH', 'zh-CN', 'th', 'vi_VN', 'id'].map(languageOfParam)).toEqual(['ZH', 'ZH', 'ZH', 'TH', 'VI', 'ID']);
    expect(['fr', '', null, 'en<script>'].map(languageOfParam)).toEqual([null, null, null, null]);
  });
});

describe('canonical addresses and hreflang alternates', () => {
  it('gives each language version its own canonical and every version as alternates, with x-default', () => {
    const a = pageAddresses('https://lucky.example', '/m/home', '?lang=th&aff=abc&utm_source=x', all);
    expect(a.canonical).toBe('https://lucky.example/m/home?lang=th');
    expect(a.alternates).toEqual({
      en: 'https://lucky.example/m/home?lang=en', 'zh-CN': 'https://lucky.example/m/home?lang=zh', th: 'https://lucky.example/m/home?lang=th',
      vi: 'https://lucky.example/m/home?lang=vi', id: 'https://lucky.example/m/home?lang=id', 'x-default': 'https://lucky.example/m/home',
    });
    expect(pageAddresses('https://lucky.example', '/m/home', '', all).canonical).toBe('https://lucky.example/m/home');
  });

  it('keeps the parameters that make another page (a promotion, a help item, bingo) and drops the rest', () => {
    expect(pageAddresses('https://l.example', '/m/activityDetail', '?x=1&id=42&lang=zh', all).canonical).toBe('https://l.example/m/activityDetail?id=42&lang=zh');
    expect(pageAddresses('https://l.example', '/m/help', '?i=3', all).alternates.vi).toBe('https://l.example/m/help?i=3&lang=vi');
    expect(pageAddresses('https://l.example', '/m/slot-games', '?gameClassify=BG&tab=x', all).canonical).toBe('https://l.example/m/slot-games?gameClassify=BG');
    expect(pageAddresses('https://l.example', '/m/home', '?tab=fav', all).canonical).toBe('https://l.example/m/home');
  });

  it('has no alternates and no lang for a merchant with one language, and ignores a language it does not offer', () => {
    expect(pageAddresses('https://l.example', '/m/home', '?lang=zh', ['EN'])).toEqual({ canonical: 'https://l.example/m/home', alternates: {} });
    expect(pageAddresses('https://l.example', '/m/home', '?lang=th', ['EN', 'ZH']).canonical).toBe('https://l.example/m/home');
  });
});

describe('what is indexed', () => {
  it('indexes the public landing pages and never a member\'s screen, an action or an agent screen', () => {
    for (const p of ['/m/home', '/m/hot-games', '/m/slot-games', '/m/live-games', '/m/lottery', '/m/app', '/m/register']) expect(isIndexable(p)).toBe(true);
    for (const p of ['/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/changePsw', '/m/set', '/m/webEmail', '/m/member/home',
      '/m/trail', '/m/forget', '/m/agent', '/m/agent/team/overview', '/m/feedback']) expect(isIndexable(p)).toBe(false);
  });

  it('does not index a screen still served by the coming-soon placeholder', () => {
    expect(isIndexable('/m/rewardCenter')).toBe(false);
  });
});

describe('sitemap.xml per merchant and domain', () => {
  const content = { categoryPaths: ['/m/live-games', '/m/slot-games', '/m/slot-games?gameClassify=BG', '/m/lottery'], promotionIds: [7, 9], helpCount: 2 };

  it('lists home, every category list in the merchant\'s order, hot games and the other public pages, each once', () => {
    const paths = sitemapPages(content).map((p) => `${p.path}${p.search ? `?${p.search}` : ''}`);
    expect(paths.slice(0, 5)).toEqual(['/m/home', '/m/live-games', '/m/slot-games', '/m/slot-games?gameClassify=BG', '/m/lottery']);
    expect(paths).toContain('/m/hot-games');
    expect(paths).toContain('/m/app');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((p) => /voucherCenter|withdraw|webEmail|trail/.test(p))).toBe(false);
  });

  it('lists each promotion and help item once their screens are built', () => {
    const paths = sitemapPages(content).map((p) => `${p.path}${p.search ? `?${p.search}` : ''}`);
    const activityBuilt = isIndexable('/m/activityDetail');
    expect(paths.includes('/m/activityDetail?id=7') && paths.includes('/m/activityDetail?id=9')).toBe(activityBuilt);
    expect(paths.includes('/m/help?i=1')).toBe(isIndexable('/m/help'));
  });

  it('gives every page in every language with all its alternates, on the domain asked', () => {
    const xml = sitemapXml('https://mirror.example', [{ path: '/m/home' }, { path: '/m/live-games' }], ['EN', 'ZH']);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://mirror.example/m/home?lang=en', 'https://mirror.example/m/home?lang=zh', 'https://mirror.example/m/home',
      'https://mirror.example/m/live-games?lang=en', 'https://mirror.example/m/live-games?lang=zh', 'https://mirror.example/m/live-games',
    ]);
    const first = xml.split('<url>')[1]!;
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://mirror.example/m/home?lang=zh"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://mirror.example/m/home"/>');
  });

  it('escapes what it puts in XML', () => {
    const xml = sitemapXml('https://l.example', [{ path: '/m/slot-games', search: 'gameClassify=BG' }], ['EN', 'ZH']);
    expect(xml).toContain('https://l.example/m/slot-games?gameClassify=BG&amp;lang=en');
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});

describe('page metadata', () => {
  const base = { title: 'Live casino', description: 'Live casino at Lucky.', siteName: 'Lucky', origin: 'https://lucky.example', search: '', languages: all, language: 'EN' as const, image: 'https://lucky.example/app-icon/512' };

  it('gives a landing page its canonical, language alternates and Open Graph', () => {
    const m = pageMeta({ ...base, path: '/m/live-games', search: '?lang=en' });
    expect(m.robots).toBeUndefined();
    expect(m.alternates?.canonical).toBe('https://lucky.example/m/live-games?lang=en');
    expect(Object.keys(m.alternates?.languages ?? {})).toEqual(['en', 'zh-CN', 'th', 'vi', 'id', 'x-default']);
    expect(m.openGraph).toMatchObject({ siteName: 'Lucky', title: 'Live casino · Lucky', url: 'https://lucky.example/m/live-games?lang=en', locale: 'en_US' });
    expect(m.description).toBe('Live casino at Lucky.');
  });

  it('says noindex on member screens, with no canonical pointing at them', () => {
    for (const path of ['/m/voucherCenter', '/m/webEmail', '/m/set']) {
      const m = pageMeta({ ...base, path });
      expect(m.robots).toEqual({ index: false, follow: true });
      expect(m.alternates).toBeUndefined();
      expect(m.openGraph).toBeUndefined();
    }
  });

  it('says noindex where the address or the merchant is unknown', () => {
    expect(pageMeta({ ...base, path: null }).robots).toEqual({ index: false, follow: true });
    expect(pageMeta({ ...base, path: '/m/home', origin: null }).robots).toEqual({ index: false, follow: true });
  });
});

describe('the brand as JSON-LD', () => {
  it('is an Organization and its WebSite with logo, official profiles and languages', () => {
    const doc = JSON.parse(brandJsonLd({ origin: 'https://lucky.example', name: 'Lucky', logoUrl: '/logo.png', socialUrls: ['https://t.me/lucky', 'javascript:x'], languages: ['en', 'zh-CN'] }));
    expect(doc['@graph'][0]).toMatchObject({ '@type': 'Organization', name: 'Lucky', logo: 'https://lucky.example/logo.png', sameAs: ['https://t.me/lucky'] });
    expect(doc['@graph'][1]).toMatchObject({ '@type': 'WebSite', url: 'https://lucky.example/m/home', inLanguage: ['en', 'zh-CN'] });
  });

  it('cannot close its <script> element, whatever the brand name holds', () => {
    const s = brandJsonLd({ origin: 'https://l.example', name: '</script><script>alert(1)</script>', logoUrl: null, socialUrls: [], languages: ['en'] });
    expect(s).not.toContain('<');
    expect(JSON.parse(s)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('a promotion\'s description from its HTML', () => {
  it('keeps the words, reads entities and drops tags and scripts', () => {
    expect(htmlSummary('<p>Deposit&nbsp;<b>100</b> &amp; get 20&#37;</p><script>x()</script><style>p{}</style>')).toBe('Deposit 100 & get 20%');
  });

  it('cuts a long text at a word, at most 155 characters', () => {
    const long = `<p>${'bonus '.repeat(60)}</p>`;
    const s = htmlSummary(long);
    expect([...s].length).toBeLessThanOrEqual(155);
    expect(s.endsWith('bonus…')).toBe(true);
  });
});
