/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { ProviderTiles } from '@/components/lobby/provider-tiles';
import { renderWithIntl } from '../frame/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/sport-games' }));

const vendor = (gameType: 'SPORTS' | 'FISH', nodeId: string | null) => ({
  vassalage: 'ACME', displayName: 'Acme Games', gameType, gameId: nodeId ? 'acme-book' : null, nodeId, gameCount: 1,
  icons: { COLOR: '/c.svg', WHITE: '/w.svg' }, mobileLargeIcon: '/l.svg',
});

describe('ProviderTiles (SPEC §2 provider tiles)', () => {
  it('says the category has no games yet instead of an empty row when no vendor offers one', () => {
    renderWithIntl(<ProviderTiles vendors={[]} empty="No games here yet." />);
    expect(screen.getByTestId('category-empty').textContent).toBe('No games here yet.');
    expect(screen.queryByTestId('providers')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('launches a sportsbook from its tile and opens a fishing vendor\'s list', () => {
    renderWithIntl(<ProviderTiles vendors={[vendor('SPORTS', '7'), vendor('FISH', null)] as never} empty="No games here yet." />);
    expect(screen.getByRole('button', { name: 'Play Acme Games' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Games' }).getAttribute('href')).toBe('/m/gameList?gameType=FISH&vassalage=ACME');
    expect(screen.queryByTestId('category-empty')).toBeNull();
  });
});
