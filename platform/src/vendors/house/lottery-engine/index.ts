import type { FastifyInstance } from 'fastify';
import { WpsError } from '@/lib/wps/errors';
import type { Clock, Deps } from '../../../context';
import type { SecretBox } from '../../../crypto/secret-box';
import { houseLotteryGames } from './catalog';
import { lotteryGameDefs, type LotteryGameDef } from '../lottery/schedule';
import type { WalletClient } from '../wallet-client';
import { createLotteryEngine, type LotteryEngine } from './engine';
import { lotteryRoutes, type PrizeModeOf } from './routes';
import { createLotteryRunner, type LotteryRunner } from './runner';

export { lotteryLimits, type LotteryEngine } from './engine';
export { lotteryRunnerLimits, type LotteryRunner } from './runner';
export type { PrizeModeOf } from './routes';

export interface LotteryOptions {
  /** The games drawn (the house's four by default; tests draw games of their own timing). */
  games?: readonly LotteryGameDef[];
  /** Start the draws' runner (default true); a test that steps draws by hand turns it off. */
  runner?: boolean;
}

export interface Lottery {
  engine: LotteryEngine;
  runner: LotteryRunner;
}

const catalogIdOf = new Map(houseLotteryGames.map((g) => [g.lotteryId, g]));

/**
 * The fast lotteries of the house vendor on this platform process: the engine, the /lgw routes
 * and the runner that closes, draws and settles draws (started on ready, stopped before the
 * server closes: its steps still pay wins over HTTP to this same server).
 */
export function createLottery(
  app: FastifyInstance, deps: Deps, house: { box: SecretBox; clock: Clock; wallet: WalletClient; prizeModeOf: PrizeModeOf }, opts: LotteryOptions = {},
): Lottery {
  const games = opts.games ?? lotteryGameDefs;
  const known = new Set(games.map((g) => g.id));
  const walletGameId = (gameId: string): string => {
    if (!known.has(gameId)) throw new WpsError('game.not.found');
    return catalogIdOf.get(gameId)?.gameId ?? `house-lottery-${gameId}`;
  };
  const engine = createLotteryEngine({
    db: deps.db, box: house.box, clock: house.clock, wallet: house.wallet, games, walletGameId,
    gameName: (gameId, language) => {
      const names = catalogIdOf.get(gameId)?.names;
      return names ? (language.startsWith('ZH') ? names.ZH : names.EN) : gameId;
    },
  });
  const runner = createLotteryRunner({ db: deps.db, clock: house.clock, engine, onError: (err) => app.log.warn({ err }, 'house lottery') });
  lotteryRoutes(app, deps, engine, walletGameId, house.prizeModeOf);
  if (opts.runner !== false) {
    app.addHook('onReady', async () => {
      // Draws a stopped process left unfinished are taken up now; a failure must not keep the platform from starting.
      await runner.start().catch((err: Error) => app.log.warn({ err }, 'house lottery'));
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  }
  return { engine, runner };
}
