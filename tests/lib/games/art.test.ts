import { bannerArtPath } from '@/lib/games/banner-art';
import { artSrcSet, gameArtPath, gameArtSvg, hueOf, vendorArtPath, vendorArtSvg } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import { gameMotifs } from '@/lib/games/game-motifs';
import { houseCatalog } from '@/platform/src/vendors/house/catalog';

describe('game art', () => {
  it('draws the same SVG for the same game', () => {
    const a = gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' });
    expect(a).toBe(gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }));
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Named in a title element, never printed: the tile writes the name once, under the art.
    expect(a).toContain('<title>Lucky 5</title>');
    expect(a).not.toMatch(/<text[^>]*>Lucky 5/);
    expect(a.length).toBeLessThan(4000);
  });

  it('escapes the title and clamps what a path may ask for', () => {
    const svg = gameArtSvg({ title: '<script>alert(1)</script>', hue: 9999, gameType: 'X', variant: 'square' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('hsl(359 ');
    expect(vendorArtSvg({ title: 'A&B', hue: -5, variant: 'WHITE' })).toContain('A&amp;B');
  });

  it('draws each game its own picture, small, with no name on it', () => {
    const drawn = gameMotifs.map((motif) => gameArtSvg({ title: 'Some Game', hue: 100, gameType: 'RNG', motif, variant: 'square' }));
    expect(new Set(drawn).size).toBe(gameMotifs.length);
    for (const svg of drawn) {
      expect(svg.length).toBeLessThan(12_000);
      // Well-formed enough for the rasteriser: no attribute twice on one element.
      for (const el of svg.match(/<[a-z][^>]*>/g)!) {
        const names = [...el.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]);
        expect([el, new Set(names).size]).toEqual([el, names.length]);
      }
      expect(svg).not.toMatch(/<text[^>]*>Some Game/);
    }
    // Every house game has a picture of its own: its motif in its colour (a lottery's 1- and
    // 5-minute games share the drum of balls, in colours of their own).
    const motifs = houseCatalog.map((g) => g.art.motif);
    expect(new Set(houseCatalog.map((g) => `${g.art.motif}:${g.art.hue}`)).size).toBe(houseCatalog.length);
    for (const m of motifs) expect(gameMotifs).toContain(m);
    // A roulette wheel has its 37 pockets; bingo balls spell BINGO.
    expect(gameArtSvg({ title: 'R', hue: 1, gameType: 'LIVE', motif: 'roulette', variant: 'square' }).match(/<path d="M[^"]*A/g)).toHaveLength(37);
    expect(gameArtSvg({ title: 'B', hue: 1, gameType: 'RNG', motif: 'bingo', variant: 'square' })).toMatch(/>B<.*>I<.*>N<.*>G<.*>O</);
  });

  it('gives sports, e-sports, cockfight and lottery tiles their own pictures, not the slot\'s reels', () => {
    const reels = gameArtSvg({ title: 'X', hue: 1, gameType: 'RNG', variant: 'square' });
    const pictures = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'LIVE'].map((gameType) => gameArtSvg({ title: 'X', hue: 1, gameType, variant: 'square' }));
    for (const p of pictures) {
      expect(p).not.toBe(reels);
      expect(p).not.toContain('7 7 7');
    }
    expect(new Set(pictures.slice(0, 3)).size).toBe(3);
  });

  it('derives a stable hue from a name', () => {
    expect(hueOf('Lucky 5')).toBe(hueOf('Lucky 5'));
    expect(hueOf('Lucky 5')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Lucky 5')).toBeLessThan(360);
  });

  it('puts everything the drawing needs in the path', () => {
    expect(gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }))
      .toBe('/games/art/game/HOUSE/house-lucky-5.webp?t=Lucky+5&h=40&k=RNG&v=large');
    expect(gameArtPath({ vassalage: 'HOUSE', gameId: 'house-roulette', title: 'European Roulette', hue: 145, gameType: 'LIVE', motif: 'roulette', variant: 'square' }))
      .toBe('/games/art/game/HOUSE/house-roulette.webp?t=European+Roulette&h=145&k=LIVE&a=roulette&v=square');
    expect(vendorArtPath({ vassalage: 'HOUSE', title: 'House', hue: 10, variant: 'WHITE' })).toBe('/games/art/vendor/HOUSE/WHITE.webp?t=House&h=10');
    expect(vendorArtPath({ vassalage: 'HOUSE', title: 'House', hue: 10, variant: 'WHITE' }, 'svg')).toBe('/games/art/vendor/HOUSE/WHITE.svg?t=House&h=10');
  });

  it('offers drawn tiles and banners at each width they are made at, and leaves other images alone', () => {
    const large = gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' });
    expect(artSrcSet(large)).toBe(`${large}&w=360 360w, ${large}&w=480 480w`);
    const square = gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'square' });
    expect(artSrcSet(square)).toBe(`${square}&w=240 240w, ${square}&w=320 320w`);
    const banner = bannerArtPath('m_home', 'welcome', { title: 'Welcome', subtitle: '', hue: 28, motif: 'gift' });
    expect(artSrcSet(banner)).toBe(`${banner}&w=750 750w, ${banner}&w=1125 1125w`);
    // Not ours, not a raster, or already sized: the image as it is.
    for (const other of [
      'https://cdn.example.com/games/art/game/HOUSE/x.webp?t=X&h=1', gameArtPath({ vassalage: 'HOUSE', gameId: 'x', title: 'X', hue: 1, gameType: 'RNG', variant: 'square' }, 'svg'),
      vendorArtPath({ vassalage: 'HOUSE', title: 'House', hue: 10, variant: 'COLOR' }), `${square}&w=240`, '/games/art/game/HOUSE/x.webp',
    ]) expect(artSrcSet(other)).toBeNull();
  });

  it('sizes art by how many share its row in the app column', () => {
    expect(artSizes(1)).toBe('(min-width: 480px) 456px, 95vw');
    expect(artSizes(2)).toBe('(min-width: 480px) 228px, 46vw');
    expect(artSizes(3)).toBe('(min-width: 480px) 152px, 31vw');
  });
});
