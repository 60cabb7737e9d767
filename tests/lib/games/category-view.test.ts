import { categoryView, type CategoryRequest } from '@/lib/games/category-view';

const view = (r: Partial<CategoryRequest> & { path: string }) => categoryView({ mode: 'all', vassalage: '', gameClassify: '', ...r });

describe('what a category screen shows (SPEC §2 game list screen)', () => {
  it('lists the games of a live-casino provider chosen from its tile, instead of the provider tiles again', () => {
    expect(view({ path: '/m/live-games', fixedType: 'LIVE' })).toEqual({ gameType: 'LIVE', tab: 'LIVE', shows: 'providers' });
    expect(view({ path: '/m/gameList', gameType: 'LIVE', vassalage: 'GOLDENPALACE' })).toEqual({ gameType: 'LIVE', tab: 'LIVE', shows: 'list' });
    expect(view({ path: '/m/gameList', gameType: 'live' })).toEqual({ gameType: 'LIVE', tab: 'LIVE', shows: 'providers' });
  });

  it('lands the Cockfight tab on the sports screen showing cockfight, with its tab highlighted', () => {
    expect(view({ path: '/m/sport-games', fixedType: 'SPORTS', gameType: 'COCKFIGHT' })).toEqual({ gameType: 'COCKFIGHT', tab: 'COCKFIGHT', shows: 'providers' });
    expect(view({ path: '/m/sport-games', fixedType: 'SPORTS', gameType: 'esports' })).toMatchObject({ gameType: 'ESPORTS', tab: 'ESPORTS' });
    expect(view({ path: '/m/sport-games', fixedType: 'SPORTS' })).toMatchObject({ gameType: 'SPORTS', tab: 'SPORTS' });
  });

  it('keeps a per-category path on its own type whatever else the query asks', () => {
    expect(view({ path: '/m/sport-games', fixedType: 'SPORTS', gameType: 'RNG' })).toMatchObject({ gameType: 'SPORTS' });
    expect(view({ path: '/m/slot-games', fixedType: 'RNG', gameType: 'COCKFIGHT' })).toMatchObject({ gameType: 'RNG', shows: 'list' });
    expect(view({ path: '/m/esport-games', fixedType: 'ESPORTS', gameType: 'COCKFIGHT' })).toMatchObject({ gameType: 'ESPORTS' });
  });

  it('opens fishing and poker on their providers unless one is chosen or the path is the game list', () => {
    expect(view({ path: '/m/fishing-games', fixedType: 'FISH' }).shows).toBe('providers');
    expect(view({ path: '/m/fishing-games', fixedType: 'FISH', vassalage: 'OCEANKING' }).shows).toBe('list');
    expect(view({ path: '/m/gameList', gameType: 'PVP' }).shows).toBe('list');
  });

  it('reads an unknown or missing type as slots, sends lotteries to the lottery screen, and highlights favourites and bingo', () => {
    expect(view({ path: '/m/gameList', gameType: 'NOPE' })).toEqual({ gameType: 'RNG', tab: 'RNG', shows: 'list' });
    expect(view({ path: '/m/gameList' }).gameType).toBe('RNG');
    expect(view({ path: '/m/gameList', gameType: 'ELOTT' }).shows).toBe('lottery');
    expect(view({ path: '/m/gameList', mode: 'fav', gameType: 'LIVE' })).toEqual({ gameType: 'LIVE', tab: 'FAV', shows: 'list' });
    expect(view({ path: '/m/slot-games', fixedType: 'RNG', gameClassify: 'BG' }).tab).toBe('BINGO');
  });
});
