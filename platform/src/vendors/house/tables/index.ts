import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../context';
import type { SecretBox } from '../../../crypto/secret-box';
import type { Db } from '../../../db';
import type { Store } from '../../../infra';
import type { WalletClient } from '../wallet-client';
import { createTableEngine, type TableEngine } from './engine';
import type { TableGame } from './game';
import { tableGames, tablePages, type TablePage } from './games';
import { createTableHub, type TableHub } from './hub';
import { createTableRunner, type TableRunner } from './runner';

export { tableLimits, type TableEngine } from './engine';
export { lotteryVerifyPage } from './games';
export type { TableGame } from './game';

export interface TableOptions {
  /** The games to seat (by catalog id); the house's own by default. */
  games?: Readonly<Record<string, TableGame>>;
  /** Start the timers' runner (default true); a test that steps tables by hand turns it off. */
  runner?: boolean;
}

export interface Tables {
  engine: TableEngine;
  hub: TableHub;
  runner: TableRunner;
  pages: readonly TablePage[];
}

/**
 * The live tables of the house vendor on this platform process: the round engine, the runner
 * that drives the timers of the tables this process holds, and the hub that pushes round events
 * to sockets (through the store, so every process's players hear every table). Its socket route
 * uses the app's @fastify/websocket (http/websocket.ts, registered by app.ts); starts on ready, stops
 * before the server closes (its steps still pay wins over HTTP to this same server).
 */
export async function createTables(
  app: FastifyInstance, deps: { db: Db; box: SecretBox; clock: Clock; wallet: WalletClient; store: Store }, opts: TableOptions = {},
): Promise<Tables> {
  const onError = (err: Error) => app.log.warn({ err }, 'house tables');
  const hub = createTableHub({ store: deps.store, onError });
  let runner: TableRunner | null = null;
  const engine = createTableEngine({
    db: deps.db, box: deps.box, clock: deps.clock, wallet: deps.wallet, games: opts.games ?? tableGames, events: hub,
    woke: (merchantId, tableId) => runner?.kick(merchantId, tableId),
  });
  const made = createTableRunner({ db: deps.db, clock: deps.clock, engine, onError });
  if (opts.runner !== false) runner = made;
  app.addHook('onReady', async () => {
    await hub.start();
    // Rounds a stopped process left in play are taken up now; a failure here must not keep the
    // platform from starting (the next wake or sweep looks again).
    await runner?.start().catch(onError);
  });
  app.addHook('preClose', async () => {
    await runner?.stop();
    await hub.close();
  });
  return { engine, hub, runner: made, pages: opts.games ? [] : tablePages };
}
