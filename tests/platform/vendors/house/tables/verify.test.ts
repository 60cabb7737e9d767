import { createHash, webcrypto } from 'node:crypto';
import { defaultCurrency } from '@/lib/format/money';
import { sharedClientSeed } from '@/platform/src/vendors/house/fair/shared-seed';
import { lotteryDrawFromSeeds, type FormatId } from '@/platform/src/vendors/house/lottery/formats';
import { lotteryVerifyPage } from '@/platform/src/vendors/house/tables/games';
import { tableText } from '@/platform/src/vendors/house/tables/page-text';
import { verifyScript } from '@/platform/src/vendors/house/tables/verify-bundle';

/** What verify-entry.ts puts on the page's window. */
interface HouseVerify {
  sha256(text: string): Promise<string>;
  lottery(format: string, serverSeed: string, clientSeed: string, nonce: number): Promise<number[]>;
}

/** The bundle the page sends, run as a browser runs it: its HMAC and sha256 are WebCrypto's. */
async function browserVerify(): Promise<HouseVerify> {
  const g = globalThis as unknown as { crypto?: unknown; houseVerify?: HouseVerify };
  g.crypto ??= webcrypto;
  new Function(await verifyScript())();
  return g.houseVerify!;
}

const seeds = (i: number) => createHash('sha256').update(`lottery verify ${i}`).digest('hex');

describe('the lotteries’ verification page', () => {
  let V: HouseVerify;
  beforeAll(async () => {
    V = await browserVerify();
  }, 60_000);

  it.each<FormatId>(['5d', '11x5'])('recomputes in the browser the %s draw the platform makes from the same seeds', async (format) => {
    for (let i = 0; i < 40; i++) {
      const serverSeed = seeds(i);
      // The engine's client seed is the hash of the accepted orders; a draw nobody ordered on has the hash of none.
      const clientSeed = i === 0 ? sharedClientSeed([]) : seeds(1000 + i);
      expect(await V.lottery(format, serverSeed, clientSeed, 0)).toEqual(lotteryDrawFromSeeds(format, serverSeed, clientSeed, 0));
    }
  });

  it('gives the known draws of seed 1…1 and client seed "orders", as the platform does', async () => {
    const one = '1'.repeat(64);
    const known: [FormatId, number, number[]][] = [['5d', 0, [1, 4, 1, 0, 1]], ['5d', 42, [0, 8, 3, 0, 6]], ['11x5', 0, [1, 6, 9, 2, 11]], ['11x5', 42, [7, 10, 6, 8, 4]]];
    for (const [format, nonce, draw] of known) {
      expect(lotteryDrawFromSeeds(format, one, 'orders', nonce)).toEqual(draw);
      expect(await V.lottery(format, one, 'orders', nonce)).toEqual(draw);
    }
  });

  it('shows the sha256 the draw published before it opened', async () => {
    const serverSeed = seeds(7);
    expect(await V.sha256(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  it('refuses a format it does not know rather than drawing something', async () => {
    await expect(V.lottery('6x9', seeds(1), 'x', 0)).rejects.toThrow('unknown lottery format');
  });

  it('renders the page in the member’s language with the format to pick and the lotteries’ fairness note', async () => {
    const html = await lotteryVerifyPage.render({ merchant: 'demo', language: 'ZH', money: defaultCurrency });
    const zh = tableText('ZH');
    expect(lotteryVerifyPage.path).toBe('/lottery/verify');
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain(`${zh.verifyTitle} · ${zh.lottery}`);
    expect(html).toContain('<option value="11x5">');
    expect(html).toContain(zh.lotteryFairness);
    expect(html).toContain('href="/m/lottery"');
  });
});
