/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { DrawClock } from '@/components/lottery/draw-clock';
import type { LotteryDrawValue } from '@/lib/wps/schemas/lottery';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { drawValue } from './fixtures';

const t0 = Date.parse('2026-11-25T06:30:48.000Z');
const first = '5d-1m-20261125-0391';
const second = '5d-1m-20261125-0392';

beforeEach(() => jest.useFakeTimers({ now: t0 }));
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });

describe('DrawClock', () => {
  it('counts down to the close, reads the next draw at the close and shows the closed draw’s result once it is in', async () => {
    // The draw closes at t0 + 2 s and is drawn 10 s later.
    const opened: LotteryDrawValue = drawValue(first, t0, 2_000);
    let answer: LotteryDrawValue = { ...drawValue(second, t0 + 60_000, 2_000), recent: opened.recent };
    const calls = mockFetch(() => wpsAnswer('lotteryDraw', answer));
    renderWithIntl(<DrawClock gameId="5d-1m" format="5d" initial={opened} />);
    expect(screen.getByTestId('countdown').textContent).toBe('Closes in 0:02');
    expect(screen.getByRole('list', { name: 'Latest result' }).textContent).toBe('33093');

    await tick(2_000);
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('countdown').textContent).toBe('Closes in 1:00');
    expect(screen.getByText(`Drawing ${first}…`)).toBeTruthy();

    // At the draw's time plus a second the screen asks again, until the result is there.
    answer = { ...answer, recent: [{ ...opened.recent[0]!, numero: first, result: [1, 2, 3, 4, 5] }, ...opened.recent] };
    await tick(11_000);
    expect(screen.queryByText(`Drawing ${first}…`)).toBeNull();
    expect(screen.getByRole('list', { name: 'Latest result' }).textContent).toBe('12345');
    expect(screen.getByText(`Draw ${first}`)).toBeTruthy();
  });
});
