import type { FastifyInstance } from 'fastify';
import type { Deps } from '../context';
import { backofficeRoutes } from './backoffice';
import { chatRoutes } from './chat';
import { agentRebateRoutes, agentReportRoutes, agentRoutes } from './agents';
import { contentRoutes } from './content';
import { contractRoutes } from './contracts';
import { feedbackRoutes } from './feedback';
import { gameRoutes } from './games';
import { inboxRoutes } from './inbox';
import { jackpotRoutes } from './jackpot';
import { jobsRoutes } from './jobs';
import { ledgerRoutes } from './ledger';
import { limitsRoutes } from './limits';
import { memberRoutes } from './members';
import { merchantRoutes } from './merchants';
import { outboxRoutes } from './outbox';
import { paymentRoutes } from './payments';
import { recoveryRoutes } from './recovery';
import { redRainRoutes } from './redrain';
import { registrationRoutes } from './registration';
import { rewardRoutes } from './rewards';
import { sessionRoutes } from './sessions';
import { referralRoutes } from './referral';
import { signinRoutes } from './signin';
import { socialRoutes } from './social';
import { tournamentRoutes } from './tournaments';
import { vendorWalletRoutes } from './vendor-wallet';
import { verificationRoutes } from './verification';
import { vipRoutes } from './vip';
import { walletRoutes } from './wallet';

export type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** Every business area's routes, in registration order. */
export const modules: ModuleRoutes[] = [merchantRoutes, backofficeRoutes, verificationRoutes, outboxRoutes, sessionRoutes, memberRoutes, registrationRoutes, recoveryRoutes, socialRoutes, ledgerRoutes, walletRoutes, vendorWalletRoutes, paymentRoutes, gameRoutes, jackpotRoutes, contentRoutes, inboxRoutes, chatRoutes, feedbackRoutes, jobsRoutes, rewardRoutes, redRainRoutes, vipRoutes, limitsRoutes, signinRoutes, referralRoutes, tournamentRoutes, agentRoutes, agentRebateRoutes, agentReportRoutes, contractRoutes];
