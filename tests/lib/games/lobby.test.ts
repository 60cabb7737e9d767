import {
  categoryPaths, homeBlocks, homeTabs, hotGamesFilter, hotGamesSearch, hotStrip, jackpotShown, previewColumns, searchByName, shouldLoadMore, sliderHasArrows, vendorListHasMore,
} from '@/lib/games';

describe('lobby rules (SPEC §2, §9)', () => {
  it('puts home and favourites first, the server order next and bingo last', () => {
    expect(homeTabs(['RNG', 'LIVE', 'SPORTS', 'ELOTT'])).toEqual(['HOME', 'FAV', 'RNG', 'LIVE', 'SPORTS', 'ELOTT', 'BINGO']);
    // The screen of a category without games (its empty state) keeps its own tab, last before bingo.
    expect(homeTabs(['RNG', 'LIVE'], 'COCKFIGHT')).toEqual(['HOME', 'FAV', 'RNG', 'LIVE', 'COCKFIGHT', 'BINGO']);
    expect(homeTabs(['RNG', 'LIVE'], 'LIVE')).toEqual(['HOME', 'FAV', 'RNG', 'LIVE', 'BINGO']);
    expect(homeTabs(['RNG'], 'HOME')).toEqual(['HOME', 'FAV', 'RNG', 'BINGO']);
  });
  it('shows a home block per category but the electronic lottery, then bingo', () => {
    expect(homeBlocks(['RNG', 'ELOTT', 'FISH', 'LIVE'])).toEqual(['RNG', 'FISH', 'LIVE', 'BINGO']);
  });
  it('previews slots three to a row, fishing two and live one', () => {
    expect([previewColumns('RNG'), previewColumns('BINGO'), previewColumns('FISH'), previewColumns('LIVE')]).toEqual([3, 3, 2, 1]);
  });
  it('maps every category to its screen; bingo is the slot list filtered to BG', () => {
    expect(categoryPaths.RNG).toBe('/m/slot-games');
    expect(categoryPaths.ESPORTS).toBe('/m/esport-games');
    expect(categoryPaths.COCKFIGHT).toBe('/m/sport-games?gameType=COCKFIGHT');
    expect(categoryPaths.BINGO).toBe('/m/slot-games?gameClassify=BG');
  });
  it('keeps the hot strip to 15 and adds more above 10', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    expect(hotStrip(list)).toEqual({ items: list.slice(0, 15), more: true });
    expect(hotStrip(list.slice(0, 10))).toEqual({ items: list.slice(0, 10), more: false });
    expect(hotStrip(list.slice(0, 11)).more).toBe(true);
    expect(hotStrip([])).toEqual({ items: [], more: false });
  });
  it('shows slider arrows only above 3 games', () => {
    expect(sliderHasArrows(3)).toBe(false);
    expect(sliderHasArrows(4)).toBe(true);
  });
  it('offers a vendor list \'more\' above 6 games, then while pages of the full list remain', () => {
    expect(vendorListHasMore({ totalCount: 6, opened: false, pageNum: 1, totalPages: 1 })).toBe(false);
    expect(vendorListHasMore({ totalCount: 7, opened: false, pageNum: 1, totalPages: 2 })).toBe(true);
    expect(vendorListHasMore({ totalCount: 60, opened: true, pageNum: 2, totalPages: 3 })).toBe(true);
    expect(vendorListHasMore({ totalCount: 60, opened: true, pageNum: 3, totalPages: 3 })).toBe(false);
  });
  it('loads the next page within 300 px of the bottom while pages remain', () => {
    expect(shouldLoadMore({ scrollBottom_px: 300, pageNum: 1, totalPages: 2, loading: false })).toBe(true);
    expect(shouldLoadMore({ scrollBottom_px: 301, pageNum: 1, totalPages: 2, loading: false })).toBe(false);
    expect(shouldLoadMore({ scrollBottom_px: 0, pageNum: 2, totalPages: 2, loading: false })).toBe(false);
    expect(shouldLoadMore({ scrollBottom_px: 0, pageNum: 1, totalPages: 2, loading: true })).toBe(false);
  });
  it('searches names locally, ignoring case; an empty search restores the list', () => {
    const list = [{ gameName: 'Lucky Fives' }, { gameName: 'Dragon Gold' }, { gameName: 'lucky koi' }];
    expect(searchByName(list, 'LUCKY').map((g) => g.gameName)).toEqual(['Lucky Fives', 'lucky koi']);
    expect(searchByName(list, '  ')).toEqual(list);
  });
  it('reads the hot-games category and search from the URL the screen wrote, and nothing odd', () => {
    expect(hotGamesFilter({ gameType: 'rng', gameName: 'Luck' })).toEqual({ gameType: 'RNG', gameName: 'Luck' });
    expect(hotGamesFilter({})).toEqual({ gameType: '', gameName: '' });
    expect(hotGamesFilter({ gameType: ['LIVE', 'RNG'], gameName: 'x'.repeat(80) })).toEqual({ gameType: 'LIVE', gameName: 'x'.repeat(50) });
    expect(hotGamesFilter({ gameType: '../m/home' }).gameType).toBe('');
  });
  it('writes the hot-games filter into a query that reads back the same (the exit from a game restores it)', () => {
    expect(hotGamesSearch({ gameType: '', gameName: '  ' })).toBe('');
    expect(hotGamesSearch({ gameType: 'RNG', gameName: 'lucky 5' })).toBe('?gameType=RNG&gameName=lucky+5');
    const back = new URLSearchParams(hotGamesSearch({ gameType: 'FISH', gameName: '幸运' }));
    expect(hotGamesFilter(Object.fromEntries(back))).toEqual({ gameType: 'FISH', gameName: '幸运' });
  });
  it('shows the jackpot only for a funded pool', () => {
    expect(jackpotShown(null)).toBe(false);
    expect(jackpotShown({ active: false, amount: 0 })).toBe(false);
    expect(jackpotShown({ active: true, amount: 0 })).toBe(false);
    expect(jackpotShown({ active: true, amount: 12.5 })).toBe(true);
  });
});
