import { fractionToDecimal, toNumber } from '../fair/fraction';
import { slotMathOf } from './evaluate';
import { enumerateSpins, exactRtp, simulate, spinStats } from './rtp';
import { slotTitles } from './titles';

/**
 * Prints each slot title's figures for README.md: the exact RTP and its parts, then the hit
 * frequency and standard deviation from the full enumeration, then a simulation.
 * `npx tsx platform/src/vendors/house/slot/rtp-report.ts [rounds] [gameId]` (every title when no id is given)
 */
const rounds = Number(process.argv[2] ?? 1_000_000);
const only = process.argv[3];
for (const title of slotTitles.filter((t) => !only || t.gameId === only)) {
  const math = slotMathOf(title.gameId);
  const e = exactRtp(math.reels, math);
  console.log(`== ${title.names.EN} (${title.gameId})`);
  console.log(`combinations      ${e.combinations}`);
  console.log(`RTP               ${fractionToDecimal(e.rtp, 10)}  (= ${e.rtp.num} / ${e.rtp.den})`);
  console.log(`  lines           ${fractionToDecimal(e.lines, 10)}`);
  console.log(`  scatters        ${fractionToDecimal(e.scatters, 10)}`);
  console.log(`  free spins      ${fractionToDecimal(e.feature, 10)}`);
  console.log(`feature           1 in ${(1 / toNumber(e.trigger)).toFixed(2)} spins, ${fractionToDecimal(e.freeSpinsExpected, 4)} free spins on average`);
  let t = Date.now();
  const stats = spinStats(enumerateSpins(math.reels, math));
  console.log(`hit frequency     ${fractionToDecimal(stats.hitFrequency, 6)}  (1 in ${(1 / toNumber(stats.hitFrequency)).toFixed(3)}; enumerated in ${Date.now() - t} ms)`);
  console.log(`sd per round      ${stats.sd_bets.toFixed(4)} total bets`);
  console.log(`mean matches      ${stats.spinCoins.num * e.spinCoins.den === e.spinCoins.num * stats.spinCoins.den}`);
  t = Date.now();
  const sim = simulate(rounds, 20260601, math);
  const se = stats.sd_bets / Math.sqrt(rounds);
  console.log(`simulation        ${rounds} rounds in ${Date.now() - t} ms: RTP ${sim.rtp.toFixed(5)}, ${((sim.rtp - toNumber(e.rtp)) / se).toFixed(2)} standard errors (${se.toFixed(5)}) off; hit ${sim.hitFrequency.toFixed(4)}; sd ${sim.sd_bets.toFixed(3)}; features ${sim.features}`);
}
