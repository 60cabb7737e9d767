import { expect, test } from '@playwright/test';
import { freshAddressPerTest } from './support';

freshAddressPerTest();

type Box = { x: number; y: number; width: number; height: number };
type Seen = { skeleton: Box | null; real: Box | null; frames: number; shift: number };

/**
 * A game list's skeleton (the Suspense fallback of CategoryScreen's list block) stands its first
 * tile where the loaded list puts it. The server sends the screen with the skeleton first and
 * the list when its page is fetched, in the same response; the network is slowed so the
 * skeleton is painted for a while, and every frame from the document's start records where the
 * first skeleton tile and the first real tile stand, and the layout shifts the browser counts.
 */
test('the first tile of a game list does not move from the skeleton to the loaded list', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: Seen = { skeleton: null, real: null, frames: 0, shift: 0 };
    (window as unknown as { seen: Seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const box = (el: Element) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
    const frame = () => {
      const skeleton = document.querySelector('[data-testid="tile-grid-skeleton"] > li');
      // The streamed fallback stays in the document, hidden, once the list replaced it: only a shown one counts.
      if (skeleton && skeleton.getClientRects().length) { seen.skeleton = box(skeleton); seen.frames += 1; }
      const real = document.querySelector('[data-testid="game-list"] > li');
      if (real && real.getClientRects().length) { seen.real = box(real); return; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 40 * 1024, uploadThroughput: -1 });
  await page.goto('/m/slot-games', { timeout: 80_000 });
  await expect(page.getByTestId('game-list').locator('li').first()).toBeVisible({ timeout: 80_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  test.info().annotations.push({ type: 'first tile', description: JSON.stringify(seen) });
  console.log(`first tile: ${JSON.stringify(seen)}`);
  expect(seen.skeleton, 'the skeleton was on screen').not.toBeNull();
  expect(seen.real).not.toBeNull();
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(seen.real![k] - seen.skeleton![k]), k).toBeLessThanOrEqual(1);
  // Web Vitals call a cumulative layout shift under 0.1 good; the swap itself should add next to nothing.
  expect(seen.shift).toBeLessThan(0.05);
});
