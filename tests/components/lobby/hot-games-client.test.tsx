/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { HotGamesClient } from '@/components/lobby/hot-games-client';
import { searchableTileGame } from '@/lib/games';
import { renderWithIntl } from '../frame/render';
import { game } from './fixtures';

const games = [
  { ...game(1), gameName: 'Lucky 5', displayName: 'Lucky 5', gameType: 'RNG' as const },
  { ...game(2), gameName: 'Lucky Koi', displayName: 'Lucky Koi', gameType: 'FISH' as const },
  { ...game(3), gameName: 'Dragon Gold', displayName: 'Dragon Gold', gameType: 'RNG' as const },
].map((g) => searchableTileGame(g));
const shown = () => screen.queryAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label'));

describe('HotGamesClient (SPEC §2 hot games)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/m/hot-games'));

  it('opens on the category and search its URL names, as the exit from a game leads back to it', () => {
    renderWithIntl(<HotGamesClient games={games} initial={{ gameType: 'RNG', gameName: 'luck' }} />);
    expect(shown()).toEqual(['Play Lucky 5']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('luck');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('RNG');
  });

  it('writes the member\'s category and search into its URL, which a launch sends as backUrl', () => {
    renderWithIntl(<HotGamesClient games={games} initial={{ gameType: '', gameName: '' }} />);
    expect(window.location.search).toBe('');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'FISH' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'koi' } });
    expect(shown()).toEqual(['Play Lucky Koi']);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/m/hot-games?gameType=FISH&gameName=koi');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/m/hot-games');
  });

  it('shows all categories when the URL names one no hot game has', () => {
    renderWithIntl(<HotGamesClient games={games} initial={{ gameType: 'LIVE', gameName: '' }} />);
    expect(shown()).toHaveLength(3);
  });
});
