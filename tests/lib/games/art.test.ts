import { bannerArtPath } from '@/lib/games/banner-art';
import { artSrcSet, gameArtPath, gameArtSvg, hueOf, vendorArtPath, vendorArtSvg } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';

describe('game art', () => {
  it('draws the same SVG for the same game', () => {
    const a = gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' });
    expect(a).toBe(gameArtSvg({ title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }));
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a).toContain('Lucky 5');
    expect(a.length).toBeLessThan(3000);
  });

  it('escapes the title and clamps what a path may ask for', () => {
    const svg = gameArtSvg({ title: '<script>alert(1)</script>', hue: 9999, gameType: 'X', variant: 'square' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('hsl(359 ');
    expect(vendorArtSvg({ title: 'A&B', hue: -5, variant: 'WHITE' })).toContain('A&amp;B');
  });

  it('derives a stable hue from a name', () => {
    expect(hueOf('Lucky 5')).toBe(hueOf('Lucky 5'));
    expect(hueOf('Lucky 5')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Lucky 5')).toBeLessThan(360);
  });

  it('puts everything the drawing needs in the path', () => {
    expect(gameArtPath({ vassalage: 'HOUSE', gameId: 'house-lucky-5', title: 'Lucky 5', hue: 40, gameType: 'RNG', variant: 'large' }))
      .toBe('/games/art/game/HOUSE/house-lucky-5.webp?t=Lucky+5&h=40&k=RNG&v=large');
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
