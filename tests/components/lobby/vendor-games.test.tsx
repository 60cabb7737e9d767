/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { VendorGames } from '@/components/lobby/vendor-games';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { preview, renderIn, tiles, vendor, vendorPage } from './fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/gameCenter' }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('VendorGames (SPEC §2 vendor game list)', () => {
  it('shows 6 games and no more control for a vendor of 6', () => {
    const calls = mockFetch(() => ({ success: true }));
    renderIn(<VendorGames vendor={vendor} preview={preview(6)} pageSize={25} />);
    expect(screen.getByRole('heading', { name: 'Lucky Star' })).toBeTruthy();
    expect(tiles()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'More games of Lucky Star' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('opens the full list in place above 6 games, a page of 25 at a time, until none remain', async () => {
    const calls = mockFetch(({ path }) => wpsAnswer('gameList', { content: vendorPage(path) }));
    renderIn(<VendorGames vendor={vendor} preview={preview(30)} pageSize={25} />);
    expect(tiles()).toHaveLength(6);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'More games of Lucky Star' })); });
    expect(calls.map((c) => c.path)).toEqual(['/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=25&platform=html5&clientType=2&gameType=RNG&vassalage=LUCKYSTAR']);
    expect(tiles()).toHaveLength(25);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'More games of Lucky Star' })); });
    expect(calls.at(-1)!.path).toContain('pageNo=2');
    expect(tiles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'More games of Lucky Star' })).toBeNull();
  });

  it('shows a refusal translated and keeps the control to try again', async () => {
    mockFetch(() => wpsRefusal('gameList', 'upstream.unavailable'));
    renderIn(<VendorGames vendor={vendor} preview={preview(30)} pageSize={25} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'More games of Lucky Star' })); });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(tiles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'More games of Lucky Star' })).toBeTruthy();
  });
});
