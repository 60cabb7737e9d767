import type { MerchantLookup } from '../src/context';
import type { JackpotService } from '../src/modules/jackpot';

/**
 * The demo merchant's jackpot pool with the default share and odds, made once: it starts
 * empty, so the lobby shows no jackpot until the house slot's stakes have funded it. Only the
 * running product seeds it (main.ts); tests that count exact house balances go without.
 * An operator's later jackpot:set is left alone.
 */
export async function seedDemoJackpot(jackpot: JackpotService, merchants: MerchantLookup, now = new Date()): Promise<void> {
  const demo = await merchants.byCode('demo');
  if (!demo) return;
  if ((await jackpot.pool(demo.id, demo.currency.code)).pool) return;
  await jackpot.set(demo, {}, 'seed', now);
}
