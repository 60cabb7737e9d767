import type { FastifyInstance } from 'fastify';
import { secretBox } from '@/platform/src/crypto/secret-box';
import type { Db } from '@/platform/src/db';
import { houseSecret } from '@/platform/src/vendors/house/service';
import { WalletClient, type WalletTransport } from '@/platform/src/vendors/house/wallet-client';

/** What a test does to the house vendor's wallet calls, by action (`bet`, `win`, `rollback`, `balance`). */
export interface WalletTrouble {
  /** Answered HTTP 502 without being made, while listed. */
  failing: Set<string>;
  /** Made, and then never answered (the process died waiting), while listed. */
  hanging?: Set<string>;
  /** Every action called, in order. */
  calls: string[];
}

/**
 * The house vendor's wallet client over app.inject, as the platform builds it, through a
 * transport the test can make fail or hang; retries do not wait.
 */
export function troubledHouseWallet(p: { app: FastifyInstance; deps: { db: Db }; config: { platformSecret: string } }, trouble: WalletTrouble): WalletClient {
  const transport: WalletTransport = {
    async post(path, body, headers) {
      const action = path.split('/').pop()!;
      trouble.calls.push(action);
      if (trouble.failing.has(action)) return { status: 502, text: 'bad gateway' };
      const r = await p.app.inject({ method: 'POST', url: path, headers, payload: body });
      if (trouble.hanging?.has(action)) return new Promise(() => undefined);
      return { status: r.statusCode, text: r.body };
    },
  };
  const box = secretBox(p.config.platformSecret);
  return new WalletClient(transport, 'house', async (id) => (await houseSecret(p.deps.db, box, id))!, async () => undefined);
}
