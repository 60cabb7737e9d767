import { NextRequest } from 'next/server';
import { GET, HEAD } from '@/app/games/art/[...path]/route';
import { gameArtPath, gameArtSvg, vendorArtPath } from '@/lib/games/art';

/**
 * The lobby's art on the web origin (app/games/art): drawn from the path by the route itself,
 * never fetched from the platform, cached for a year, and refused with nothing drawn when the
 * attacker-controlled path or query is outside what the renderer accepts.
 */
const origin = 'http://localhost:3000';
const get = (path: string, headers: Record<string, string> = {}) => GET(new NextRequest(`${origin}${path}`, { headers }));

const lucky = gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' });

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
  it('draws a game tile from its path as SVG the browser keeps for a year', async () => {
    const r = get(lucky);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(await r.text()).toBe(gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }));
  });

  it('draws vendor logos, COLOR and WHITE', async () => {
    const color = get(vendorArtPath({ vassalage: 'HOUSE', title: 'House Games', hue: 10, variant: 'COLOR' }));
    const white = get(vendorArtPath({ vassalage: 'HOUSE', title: 'House Games', hue: 10, variant: 'WHITE' }));
    expect([color.status, white.status]).toEqual([200, 200]);
    const [c, w] = [await color.text(), await white.text()];
    expect(c).toContain('House Games');
    expect(c).toContain('hsl(10 70% 45%)');
    expect(w).not.toContain('<rect');
  });

  it('gives the same path the same ETag and answers a revalidation with 304 and no body', async () => {
    const first = get(lucky);
    const etag = first.headers.get('etag')!;
    expect(get(lucky).headers.get('etag')).toBe(etag);
    const other = get(gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 6', hue: 40, gameType: 'RNG', variant: 'large' }));
    expect(other.headers.get('etag')).not.toBe(etag);
    const again = get(lucky, { 'if-none-match': `"stale", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect(get(lucky, { 'if-none-match': '"stale"' }).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const r = HEAD(new NextRequest(`${origin}${lucky}`, { method: 'HEAD' }));
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
    ]) {
      const r = get(path);
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
      const r = get(`/games/art/game/HOUSE/x.svg?${query}`);
      expect({ query, status: r.status }).toEqual({ query, status: 400 });
      expect(await r.text()).not.toContain('<svg');
    }
  });

  it('escapes markup in a title instead of drawing it', async () => {
    const r = get(`/games/art/game/HOUSE/x.svg?t=${encodeURIComponent('<script>&"')}&h=1`);
    expect(r.status).toBe(200);
    const svg = await r.text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
  });
});
