/** @jest-environment jsdom */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { GameListClient } from '@/components/lobby/game-list-client';
import { GameGrid } from '@/components/lobby/game-grid';
import { HotGamesClient } from '@/components/lobby/hot-games-client';
import { GameListBlockSkeleton, HotGamesSkeleton, TileGridSkeleton } from '@/components/lobby/lobby-skeletons';
import { searchableTileGame, tileGame } from '@/lib/games';
import { renderWithIntl } from '../frame/render';
import { boxTree, childClasses, layoutClasses, source } from '../skeleton-shape';
import { game } from './fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/slot-games' }));

const filters = { gameType: 'RNG', vassalage: '', gameClassify: '', gameName: '', minBet: '' };
const games = Array.from({ length: 12 }, (_, i) => game(i + 1));
const providers = [{ vassalage: 'HOUSE', displayName: 'House' }, { vassalage: 'LUCKYSTAR', displayName: 'Lucky Star' }];

/** The first tile of a rendering: the box the e2e check holds still. */
const firstTile = (root: HTMLElement) => root.querySelector('.grid > li')!;

/** GameListClient's first page in a category screen's block, as the server renders it. */
const loadedList = (mode: 'all' | 'fav', providerList = providers) => renderWithIntl(
  <GameListClient initial={mode === 'all' ? { games: games.map(tileGame), pageNum: 1, pageSize: 25, totalPages: 1, totalCount: 12 } : null}
    filters={filters} mode={mode} providers={providerList} />,
).container;

describe('GameListBlockSkeleton', () => {
  it('draws in the list block what GameListClient draws there: chips, filters, then a three-column grid', () => {
    const real = loadedList('all');
    const skeleton = renderWithIntl(<GameListBlockSkeleton chips filters />).container;
    expect(childClasses(skeleton)).toEqual(childClasses(real));
    expect(childClasses(skeleton)).toEqual(['chips', 'filters', 'grid']);
    expect((skeleton.querySelector('.grid') as HTMLElement).style.getPropertyValue('--cols'))
      .toBe((real.querySelector('.grid') as HTMLElement).style.getPropertyValue('--cols'));
  });

  it('leaves out the chips of a list with one provider, as GameListClient does', () => {
    const real = loadedList('all', providers.slice(0, 1));
    const skeleton = renderWithIntl(<GameListBlockSkeleton chips={false} filters />).container;
    expect(childClasses(skeleton)).toEqual(childClasses(real).slice(0, 1).concat('grid'));
    expect(childClasses(skeleton)).toEqual(['filters', 'grid']);
  });

  it('is the fallback of the list block in CategoryScreen, told whether chips and filters will show', () => {
    const screen = source('components/lobby/category-screen.tsx');
    expect(screen).toMatch(/<div className=\{styles\.block\}[^>]*>\s*<Suspense fallback=\{<GameListBlockSkeleton chips=\{mode === 'all' && providers\.length > 1\} filters=\{mode === 'all'\} \/>\}>/);
    // The same conditions GameListClient draws its chips and filters under.
    const list = source('components/lobby/game-list-client.tsx');
    expect(list).toContain("{mode === 'all' && providers.length > 1 && (");
    expect(list).toContain("{mode === 'all' && (");
  });
});

describe('TileGridSkeleton', () => {
  it('gives each tile the boxes of a GameTile: the launch area, the square art, the name line', () => {
    const real = renderWithIntl(<GameGrid games={games.map(tileGame)} />).container;
    const skeleton = render(<TileGridSkeleton />).container;
    expect(boxTree(firstTile(skeleton))).toEqual(['0:tile', '1:tileLaunch', '2:tileName']);
    // The real tile: the same boxes (its art is an <img> sized by .tileLaunch img at 1:1), plus the heart floating above.
    expect(boxTree(firstTile(real))).toEqual(['0:tile', '1:tileLaunch', '2:tileName', '1:heart']);
    expect(firstTile(real).querySelector('img')!.getAttribute('width')).toBe(firstTile(real).querySelector('img')!.getAttribute('height'));
    // The grey art box stands first in the launch area, where the real tile's <img> is.
    expect(layoutClasses(firstTile(skeleton).querySelector('.tileLaunch')!.firstElementChild!)).toBe('');
    expect(firstTile(skeleton).querySelector('.tileLaunch')!.firstElementChild!.classList).toContain('art');
    expect(firstTile(real).querySelector('.tileLaunch')!.firstElementChild!.tagName).toBe('IMG');
    expect(skeleton.querySelectorAll('li')).toHaveLength(12);
  });
});

describe('HotGamesSkeleton', () => {
  it('lays out the block as HotGamesClient does and titles it the same', () => {
    const real = renderWithIntl(<HotGamesClient games={games.map((g) => searchableTileGame(g))} initial={{ gameType: '', gameName: '' }} />).container;
    const skeleton = renderWithIntl(<HotGamesSkeleton />).container.firstElementChild!;
    expect(childClasses(skeleton.querySelector('.block')!)).toEqual(childClasses(real.firstElementChild!));
    expect(skeleton.querySelector('h1')!.textContent).toBe('Hot games');
  });
});

describe('the hot-games loading state', () => {
  it('is a server component: no client JavaScript', () => {
    expect(readdirSync(join(__dirname, '..', '..', '..', 'app', 'm', 'hot-games'))).toContain('loading.tsx');
    expect(source('app/m/hot-games/loading.tsx')).not.toMatch(/['"]use client['"]/);
    expect(source('components/lobby/lobby-skeletons.tsx')).not.toMatch(/['"]use client['"]|useState|useEffect/);
  });

  it('is not used by the category screens, whose redirects must stay 307s', () => {
    for (const d of ['gameList', 'slot-games', 'fishing-games', 'poker-games', 'live-games', 'sport-games', 'esport-games']) {
      expect(readdirSync(join(__dirname, '..', '..', '..', 'app', 'm', d))).not.toContain('loading.tsx');
    }
  });
});
