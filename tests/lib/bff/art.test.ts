import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET, HEAD } from '@/app/games/art/[...path]/route';
import { artRasterLimits, artRasterState } from '@/lib/bff/art-raster';
import { bannerArtPath, bannerArtSvg } from '@/lib/games/banner-art';
import { artRasterWidths, artSrcSet, gameArtPath, gameArtSvg, vendorArtPath } from '@/lib/games/art';

const widest = (kind: keyof typeof artRasterWidths) => artRasterWidths[kind].at(-1)!;

/**
 * The lobby's art on the web origin (app/games/art): drawn from the path by the route itself,
 * never fetched from the platform, cached for a year, and refused with nothing drawn when the
 * attacker-controlled path or query is outside what the renderer accepts.
 */
const origin = 'http://localhost:3000';
const get = (path: string, headers: Record<string, string> = {}) => GET(new NextRequest(`${origin}${path}`, { headers }));

const luckyArt = { vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' } as const;
const lucky = gameArtPath(luckyArt, 'svg');

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  // Nothing here may reach the platform: the hop is what the route exists to remove.
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

describe('GET /games/art on the web origin', () => {
  it('draws a game tile from its .svg path as SVG the browser keeps for a year', async () => {
    const r = await get(lucky);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(await r.text()).toBe(gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }));
  });

  it('draws vendor logos, COLOR and WHITE', async () => {
    const color = await get(vendorArtPath({ vassalage: 'HOUSE', title: 'House Games', hue: 10, variant: 'COLOR' }, 'svg'));
    const white = await get(vendorArtPath({ vassalage: 'HOUSE', title: 'House Games', hue: 10, variant: 'WHITE' }, 'svg'));
    expect([color.status, white.status]).toEqual([200, 200]);
    const [c, w] = [await color.text(), await white.text()];
    expect(c).toContain('House Games');
    expect(c).toContain('hsl(10 70% 45%)');
    expect(w).not.toContain('<rect');
  });

  it('gives the same path the same ETag and answers a revalidation with 304 and no body', async () => {
    const first = await get(lucky);
    const etag = first.headers.get('etag')!;
    expect((await get(lucky)).headers.get('etag')).toBe(etag);
    const other = await get(gameArtPath({ ...luckyArt, title: 'Lucky 6' }, 'svg'));
    expect(other.headers.get('etag')).not.toBe(etag);
    const again = await get(lucky, { 'if-none-match': `"stale", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get(lucky, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const r = await HEAD(new NextRequest(`${origin}${lucky}`, { method: 'HEAD' }));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect(await r.text()).toBe('');
  });

  it('refuses paths of any other shape with 404, drawing nothing', async () => {
    for (const path of [
      '/games/art/sprite/HOUSE/x.svg?t=A&h=1',
      '/games/art/game/HOUSE?t=A&h=1',
      '/games/art/game/HOUSE/x.svg/extra?t=A&h=1',
      '/games/art/game/HOUSE/x.png?t=A&h=1',
      `/games/art/game/HOUSE/${'x'.repeat(71)}.svg?t=A&h=1`,
      `/games/art/game/${'V'.repeat(33)}/x.svg?t=A&h=1`,
      '/games/art/game/HOUSE/%E0%A4%A.svg?t=A&h=1',
      '/games/art/vendor/HOUSE/RED.svg?t=A&h=1',
      '/games/art/vendor/HOUSE/RED.webp?t=A&h=1',
      '/games/art/banner/m_home/..%2Fx.webp?t=A&h=1',
      `/games/art/banner/m_home/${'b'.repeat(41)}.webp?t=A&h=1`,
    ]) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
      expect(r.headers.get('content-type')).not.toContain('svg');
      expect(r.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a query the renderer does not accept with 400, drawing nothing', async () => {
    for (const query of [
      't=&h=10', 't=A&h=360', 't=A&h=-1', 't=A&h=1.5', 't=A', `t=${'x'.repeat(41)}&h=1`, 't=A&h=1&k=rng', 't=A&h=1&k=<script>',
      't=A&h=1&v=huge', 't=A&t=B&h=1',
    ]) {
      const r = await get(`/games/art/game/HOUSE/x.${query.length % 2 ? 'svg' : 'webp'}?${query}`);
      expect({ query, status: r.status }).toEqual({ query, status: 400 });
      expect(await r.text()).not.toContain('<svg');
    }
  });

  it('escapes markup in a title instead of drawing it', async () => {
    const r = await get(`/games/art/game/HOUSE/x.svg?t=${encodeURIComponent('<script>&"')}&h=1`);
    expect(r.status).toBe(200);
    const svg = await r.text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
  });

  it('draws a .webp path as a WebP raster of the same drawing, at the width the phones show it', async () => {
    const r = await get(gameArtPath(luckyArt));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(r.headers.get('content-length')).toBe(String(bytes.length));
    const meta = await sharp(bytes).metadata();
    // The large variant is drawn 240 × 320: its raster keeps that shape at its raster width.
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: widest('large'), height: widest('large') * 320 / 240 });
    // The raster is the drawing: its average colour is the SVG's, rendered the same way.
    const fromSvg = await sharp(Buffer.from(gameArtSvg(luckyArt)), { density: 72 * 2 }).resize({ width: widest('large') }).stats();
    const fromWebp = await sharp(bytes).stats();
    for (let c = 0; c < 3; c++) expect(Math.abs(fromWebp.channels[c]!.mean - fromSvg.channels[c]!.mean)).toBeLessThan(4);
  });

  it('makes each raster at the widths of its srcset, and at no other', async () => {
    const square = gameArtPath({ ...luckyArt, title: 'Sized', variant: 'square' });
    const offered = artSrcSet(square)!.split(', ').map((c) => c.split(' ') as [string, string]);
    expect(offered.map(([, w]) => w)).toEqual(['240w', '320w']);
    for (const [url, w] of offered) {
      const r = await get(url);
      expect(r.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([parseInt(w), parseInt(w)]);
    }
    // One drawing at two widths: two rasters with two tags.
    const [a, b] = await Promise.all([get(`${square}&w=240`), get(`${square}&w=320`)]);
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    // A width outside the set is refused, with nothing drawn.
    const before = artRasterState().cached;
    for (const w of ['160', '200', '0', '-240', '1e3', 'wide']) expect((await get(`${square}&w=${w}`)).status).toBe(400);
    expect((await get(`${square}&w=240&w=320`)).status).toBe(400);
    expect((await get(`${vendorArtPath({ vassalage: 'HOUSE', title: 'House', hue: 1, variant: 'COLOR' })}&w=240`)).status).toBe(400);
    expect(artRasterState().cached).toBe(before);
  });

  it('makes each raster once: the same path again, and at once, is answered from memory', async () => {
    const path = gameArtPath({ ...luckyArt, title: 'Once Only', variant: 'square' });
    const before = artRasterState().cached;
    const [a, b] = await Promise.all([get(path), get(path)]);
    expect(artRasterState().cached).toBe(before + 1);
    const c = await get(path);
    expect(artRasterState().cached).toBe(before + 1);
    const [x, y, z] = await Promise.all([a, b, c].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(y.equals(x) && z.equals(x)).toBe(true);
    expect(c.headers.get('etag')).toBe(a.headers.get('etag'));
    // The raster's tag is not the SVG's: the two forms of one drawing are different bytes.
    expect(a.headers.get('etag')).not.toBe((await get(gameArtPath({ ...luckyArt, title: 'Once Only', variant: 'square' }, 'svg'))).headers.get('etag'));
    const again = await get(path, { 'if-none-match': a.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('draws banners of a group, as a raster 1125 pixels wide or as SVG', async () => {
    const art = { title: 'Welcome Bonus', subtitle: 'Your first deposit, doubled', hue: 28, motif: 'gift' } as const;
    expect(bannerArtPath('m_home', 'welcome', art)).toBe('/games/art/banner/m_home/welcome.webp?t=Welcome+Bonus&s=Your+first+deposit%2C+doubled&h=28&k=gift&v=1');
    const webp = await get(bannerArtPath('m_home', 'welcome', art));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1125, 450]);
    const narrow = await get(`${bannerArtPath('m_home', 'welcome', art)}&w=750`);
    expect(await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).toMatchObject({ width: 750, height: 300 });
    expect((await get(`${bannerArtPath('m_home', 'welcome', art)}&w=320`)).status).toBe(400);
    const svg = await get(bannerArtPath('m_home', 'welcome', art, 'svg'));
    expect(await svg.text()).toBe(bannerArtSvg(art));
    expect((await get('/games/art/banner/m_home/welcome.webp?t=A&h=1&k=dragon')).status).toBe(400);
  });

  it('answers with the SVG, kept only a minute, while too many rasters are being made', async () => {
    const paths = Array.from({ length: artRasterLimits.renders_at_once + artRasterLimits.queue_max + 5 }, (_, i) =>
      gameArtPath({ ...luckyArt, title: `Flood ${i}`, variant: 'square' }));
    const answers = await Promise.all(paths.map((p) => get(p)));
    const types = answers.map((r) => r.headers.get('content-type'));
    const standIns = answers.filter((r) => r.headers.get('content-type') === 'image/svg+xml; charset=utf-8');
    expect(types.filter((t) => t === 'image/webp')).toHaveLength(artRasterLimits.renders_at_once + artRasterLimits.queue_max);
    expect(standIns).toHaveLength(5);
    for (const r of standIns) {
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await r.text()).toContain('Flood');
    }
    expect(artRasterState()).toMatchObject({ running: 0, waiting: 0 });
  });
});
