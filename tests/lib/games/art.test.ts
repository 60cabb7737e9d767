import { gameArtPath, gameArtSvg, hueOf, vendorArtPath, vendorArtSvg } from '@/lib/games/art';

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
});
