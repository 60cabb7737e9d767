import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simulateBingo, exactBingo } from '../platform/src/vendors/house/bingo/rtp';
import { fractionToDecimal, toNumber } from '../platform/src/vendors/house/fair/fraction';
import { bingoTable } from '../platform/src/vendors/house/tables/bingo';
import { chiSquare, chiSquareSurvival, chiSquareUniform, chiSquareWithoutReplacement, RunningMean, type ChiSquare } from '../platform/src/vendors/house/fair/stats';
import { fairBlock, isServerSeed, newServerSeed } from '../platform/src/vendors/house/fair/stream';
import { lotteryDrawFromSeeds } from '../platform/src/vendors/house/lottery/formats';
import { playTypeById } from '../platform/src/vendors/house/lottery/play-types';
import { exactRtps, simulateRtps } from '../platform/src/vendors/house/lottery/rtp';
import { pocketFromSeeds } from '../platform/src/vendors/house/roulette/wheel';

/**
 * The house's fair stream under the standard batteries, and the games' draws counted:
 *
 * 1. writes the stream to a file (per nonce 0, 1, 2 … its HMAC blocks 0 and 1, 64 bytes, as
 *    rounds read them) and runs Debian's `ent` and `rngtest` (FIPS 140-2) on it, and on as many
 *    bytes of the operating system's CSPRNG as a control (a perfect source fails some FIPS blocks too);
 * 2. chi-square per outcome over `rounds` rounds, each from its own nonce: roulette pockets,
 *    5d digits per position, 11x5 first balls and ball frequencies;
 * 3. simulated RTP of every lottery sample bet over those draws, and of bingo (100 cards a round);
 *    and bingo as it is played (tables/bingo.ts: HMAC seeds, a purchase of 12 cards a round).
 *
 * Pure computation, nothing started. Usage:
 *   npm run bench:fair [-- --mb 16 --rounds 1000000 --bingo-rounds 20000 --bingo-table-rounds 20000 --seed <64 hex> --out <file>]
 * ent and rngtest come from `apt-get install -y ent rng-tools5`; the script says so when one is missing.
 */

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const mb = Number(arg('mb', '16'));
const rounds = Number(arg('rounds', '1000000'));
const bingoRounds = Number(arg('bingo-rounds', '20000'));
const bingoTableRounds = Number(arg('bingo-table-rounds', '20000'));
const serverSeed = arg('seed', newServerSeed());
const out = arg('out', path.join(os.tmpdir(), 'house-fair-stream.bin'));
const clientSeed = 'bench';
if (!isServerSeed(serverSeed)) throw new Error('--seed takes 64 hex characters');

const line = (s = '') => console.log(s);
const fmtChi = (name: string, c: ChiSquare, n: number) =>
  line(`${name.padEnd(34)} n=${n.toLocaleString('en')}  chi2=${c.statistic.toFixed(2)}  df=${c.degreesOfFreedom}  p=${c.pValue.toFixed(4)}`);

function writeStream(): number {
  const bytes_target = mb * 1024 * 1024;
  const fd = openSync(out, 'w');
  const chunk = Buffer.alloc(64 * 4096);
  let written = 0;
  let nonce = 0;
  while (written < bytes_target) {
    let o = 0;
    for (; o < chunk.length && written + o < bytes_target; o += 64, nonce++) {
      fairBlock(serverSeed, clientSeed, nonce, 0).copy(chunk, o);
      fairBlock(serverSeed, clientSeed, nonce, 1).copy(chunk, o + 32);
    }
    writeSync(fd, chunk, 0, o);
    written += o;
  }
  closeSync(fd);
  return nonce;
}

/** The same number of bytes from the operating system's CSPRNG: the control the batteries are read against. */
function writeControl(file: string, bytes: number): void {
  const fd = openSync(file, 'w');
  for (let done = 0; done < bytes; done += 1 << 20) writeSync(fd, randomBytes(Math.min(1 << 20, bytes - done)));
  closeSync(fd);
}

/** Runs a tool on a file and prints what it says; says clearly when the tool is not installed. */
function runTool(label: string, command: string, file: string, stdinFile: boolean): void {
  line(`--- ${label}: ${command}${stdinFile ? ` < ${file}` : ` ${file}`}`);
  const r = spawnSync(command, stdinFile ? [] : [file], {
    stdio: [stdinFile ? openSync(file, 'r') : 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
    line(`${command}: NOT INSTALLED, skipped (install with: apt-get install -y ${command === 'ent' ? 'ent' : 'rng-tools5'})`);
    return;
  }
  line(`${r.stdout}${r.stderr}`.trim());
  line(`(exit status ${r.status})`);
}

function main(): void {
  line(`server seed ${serverSeed}, client seed "${clientSeed}"`);
  let t = Date.now();
  const nonces = writeStream();
  line(`wrote ${(statSync(out).size / 1024 / 1024).toFixed(1)} MiB (${nonces.toLocaleString('en')} nonces × 2 blocks) to ${out} in ${Date.now() - t} ms`);
  const control = `${out}.control`;
  writeControl(control, statSync(out).size);
  line(`wrote the control, as many bytes of the kernel's CSPRNG (node:crypto randomBytes), to ${control}`);
  line();
  runTool('ent, fair stream', 'ent', out, false);
  line();
  runTool('ent, control', 'ent', control, false);
  line();
  // FIPS 140-2 fails about one 20 000-bit block in a thousand of a perfect source; the control shows the rate here.
  runTool('rngtest (FIPS 140-2), fair stream', 'rngtest', out, true);
  line();
  runTool('rngtest (FIPS 140-2), control', 'rngtest', control, true);
  line();

  line(`--- chi-square per outcome, ${rounds.toLocaleString('en')} rounds, one nonce each`);
  t = Date.now();
  const pockets = new Array<number>(37).fill(0);
  for (let n = 0; n < rounds; n++) pockets[pocketFromSeeds(serverSeed, 'roulette', n)]++;
  fmtChi('roulette pockets (37)', chiSquareUniform(pockets), rounds);
  const digits = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
  const first = new Array<number>(11).fill(0);
  const balls = new Array<number>(11).fill(0);
  for (let n = 0; n < rounds; n++) {
    lotteryDrawFromSeeds('5d', serverSeed, 'lottery-5d', n).forEach((d, p) => digits[p]![d]++);
    const draw = lotteryDrawFromSeeds('11x5', serverSeed, 'lottery-11x5', n);
    first[draw[0]! - 1]++;
    for (const b of draw) balls[b - 1]++;
  }
  // Five independent positions of 9 degrees of freedom each: one chi-square of 45.
  const perPosition = digits.map((d) => chiSquareUniform(d));
  const digitsStat = perPosition.reduce((s, c) => s + c.statistic, 0);
  fmtChi('5d digits (5 positions × 10)', { statistic: digitsStat, degreesOfFreedom: 45, pValue: chiSquareSurvival(digitsStat, 45) }, rounds);
  line(`  per position p = ${perPosition.map((c) => c.pValue.toFixed(3)).join(', ')}`);
  fmtChi('11x5 first ball (11)', chiSquare(first, new Array(11).fill(rounds / 11)), rounds);
  fmtChi('11x5 ball frequency (5 of 11)', chiSquareWithoutReplacement(balls, rounds, 5), rounds);
  line(`(${Date.now() - t} ms)`);
  line();

  line(`--- lottery: simulated RTP of each sample bet over ${rounds.toLocaleString('en')} draws (series 1950) against the exact`);
  t = Date.now();
  const exact = exactRtps(1950);
  for (const format of ['5d', '11x5'] as const) {
    for (const sim of simulateRtps(format, rounds, serverSeed, `lottery-${format}`, 1950)) {
      // A Tradition play has one exact line (its whole play); an Entertainment play one per option.
      const tradition = playTypeById.get(sim.play)!.category === 'tradition';
      const want = exact.find((r) => r.play === sim.play && (tradition || r.selection === sim.selection))!;
      const se = sim.rtp.standardError;
      const off = se > 0 ? ((sim.rtp.mean - toNumber(want.rtp)) / se).toFixed(2) : 'n/a (no win)';
      line(`${sim.play.padEnd(22)} ${sim.selection.padEnd(16)} exact ${fractionToDecimal(want.rtp, 4)}  simulated ${sim.rtp.mean.toFixed(4)} ± ${se.toFixed(4)}  (${off} SE)`);
    }
  }
  line(`(${Date.now() - t} ms)`);
  line();

  line(`--- bingo: ${bingoRounds.toLocaleString('en')} rounds of 100 cards (seeded fast source through the play code)`);
  t = Date.now();
  const e = exactBingo();
  const sim = simulateBingo(bingoRounds, 100, 20261125);
  const off = (sim.rtp.mean - toNumber(e.rtp)) / sim.rtp.standardError;
  line(`exact ${fractionToDecimal(e.rtp, 6)}  simulated ${sim.rtp.mean.toFixed(5)} ± ${sim.rtp.standardError.toFixed(5)} (round means; independent cards would give ${(e.sd / Math.sqrt(bingoRounds * 100)).toFixed(5)})  ${off.toFixed(2)} SE`);
  line(`(${Date.now() - t} ms)`);
  line();

  // The live game's own code: a round's server seed per round (from the bench's seed), card k of
  // the round's one purchase from it and the purchase number, the balls from it and a client seed.
  line(`--- bingo as played: ${bingoTableRounds.toLocaleString('en')} rounds, a purchase of 12 cards at 1.00 each (tables/bingo.ts, HMAC seeds)`);
  t = Date.now();
  const game = bingoTable('bench-bingo');
  const buy = [{ spot: 'card:100', kind: 'card', amount_minor: 1_200n }];
  const perRound = new RunningMean();
  for (let r = 0; r < bingoTableRounds; r++) {
    const roundSeed = fairBlock(serverSeed, 'bingo-table', r, 0).toString('hex');
    const tickets = game.tickets!(buy, { serverSeed: roundSeed, slipId: String(r + 1) }, 2);
    const { outcome } = game.draw({ serverSeed: roundSeed, clientSeed: `round-${r}`, nonce: 0 }, null);
    perRound.add(Number(game.payout('card:100', 1_200n, outcome, tickets[0])) / 1_200);
  }
  const played = perRound.estimate;
  line(`exact ${fractionToDecimal(e.rtp, 6)}  simulated ${played.mean.toFixed(5)} ± ${played.standardError.toFixed(5)} over ${(bingoTableRounds * 12).toLocaleString('en')} cards  ${((played.mean - toNumber(e.rtp)) / played.standardError).toFixed(2)} SE`);
  line(`(${Date.now() - t} ms)`);
}

main();
