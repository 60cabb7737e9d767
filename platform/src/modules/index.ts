import type { FastifyInstance } from 'fastify';
import type { Deps } from '../context';
import { backofficeRoutes } from './backoffice/routes';
import { contentRoutes } from './content/routes';
import { gameRoutes } from './games/routes';
import { jackpotRoutes } from './jackpot/routes';
import { ledgerRoutes } from './ledger/routes';
import { memberRoutes } from './members/routes';
import { merchantRoutes } from './merchants/routes';
import { outboxRoutes } from './outbox/routes';
import { paymentRoutes } from './payments/routes';
import { recoveryRoutes } from './recovery/routes';
import { registrationRoutes } from './registration/routes';
import { sessionRoutes } from './sessions/routes';
import { socialRoutes } from './social/routes';
import { vendorWalletRoutes } from './vendor-wallet/routes';
import { verificationRoutes } from './verification/routes';
import { walletRoutes } from './wallet/routes';

export type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** Every business area's routes, in registration order. */
export const modules: ModuleRoutes[] = [merchantRoutes, backofficeRoutes, verificationRoutes, outboxRoutes, sessionRoutes, memberRoutes, registrationRoutes, recoveryRoutes, socialRoutes, ledgerRoutes, walletRoutes, vendorWalletRoutes, paymentRoutes, gameRoutes, jackpotRoutes, contentRoutes];
