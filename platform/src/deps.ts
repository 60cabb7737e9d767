import type { PlatformConfig } from './config';
import { systemClock, type Clock } from './clock';
import type { Deps, GeoLookup } from './context';
import { secretBox } from './crypto/secret-box';
import type { Db } from './db';
import { MemoryStore, type Store } from './infra';
import { createAuditService } from './modules/audit';
import { createBackofficeService } from './modules/backoffice';
import { createGeoService, openCountryReader } from './modules/geo';
import { createJobsService, processOwner } from './modules/jobs';
import { createMembersService } from './modules/members';
import { createMerchantService, generateMerchantKeyPair, merchantCacheTtl_ms_default } from './modules/merchants';
import { createOutboxService, providersFromConfig, type OutboxProvider } from './modules/outbox';
import { createVerificationService, cryptoRandom, type ChallengeRandom } from './modules/verification';
import { createLimitsService } from './modules/limits';
import { depositedSince } from './modules/payments';
import { createSessionService } from './modules/sessions';
import { createVendorWalletService } from './modules/vendor-wallet';
import { createLedgerService } from './modules/ledger';
import { createWalletService, createWalletTurnoverService } from './modules/wallet';
import { referralServiceOf } from './modules/referral';
import { createAgentLinkRegistrar, createAgentSettingsService } from './modules/agents';

export interface DepsOptions {
  clock?: Clock;
  /** Shared state between replicas (Redis); in-process when absent (one node, and tests). */
  store?: Store;
  geo?: GeoLookup;
  /** How long a merchant is served from memory; other replicas see a change after this. */
  merchantCacheTtl_ms?: number;
  /** Digits of captchas and SMS codes: a CSPRNG unless a test needs to know them. */
  random?: ChallengeRandom;
  /** Outbox providers instead of the ones the configuration names (tests). */
  outboxProviders?: Partial<Record<'sms' | 'email', OutboxProvider>>;
}

/** The shared parts every module gets: built once at boot by main.ts, and by tests. */
export async function createDeps(config: PlatformConfig, db: Db, opts: DepsOptions = {}): Promise<Deps> {
  const clock = opts.clock ?? systemClock;
  const geo = opts.geo ?? createGeoService({ reader: await openCountryReader() });
  const store = opts.store ?? new MemoryStore({ clock });
  const audit = createAuditService({ db });
  const merchants = createMerchantService({
    db, audit, box: secretBox(config.platformSecret), clock, cacheTtl_ms: opts.merchantCacheTtl_ms ?? merchantCacheTtl_ms_default, store,
    generateKeyPair: generateMerchantKeyPair,
  });
  await merchants.listenForChanges();
  // Sessions and members need each other (a session ends with its member's disabling; a password
  // change ends the member's sessions): sessions asks members through a closure, called only per request.
  // The limits need sessions (a break ends them) and sessions need the limits (no session opens
  // during a break): sessions ask through a closure, called only at a login.
  const sessions = createSessionService({
    db, clock, members: { byId: (q, merchantId, id) => members.byId(q, merchantId, id) },
    limits: { refuseOnBreak: (q, merchantId, memberId, now) => limits.refuseOnBreak(q, merchantId, memberId, now) },
  });
  const members = createMembersService({ db, clock, sessions, audit });
  const outbox = createOutboxService({
    db, clock, providers: { ...providersFromConfig(config), ...opts.outboxProviders },
    onError: (e) => console.error('[outbox]', e.message),
  });
  const verification = createVerificationService({ db, clock, outbox, secret: config.platformSecret, random: opts.random ?? cryptoRandom });
  const operators = createBackofficeService({ db, clock, config, audit });
  const vendorWallet = createVendorWalletService({ db, clock, merchants, box: secretBox(config.platformSecret), audit });
  const limits = createLimitsService({ db, clock, members, sessions, bets: vendorWallet, deposits: { depositedSince } });
  const trialFunding = createWalletService({
    members, db, clock, store, bets: vendorWallet, ledger: createLedgerService({ db }), turnover: createWalletTurnoverService({ clock }), audit,
  });
  // Modules register their periodic jobs when their routes are registered; main.ts starts the timer.
  const jobs = createJobsService({ db, clock, merchants, audit, owner: processOwner(), onError: (m) => console.error(`[jobs] ${m}`) });
  // Payments tells it of every credited deposit; it cannot import the referral module (a circle), so it gets it here.
  const depositCredited = referralServiceOf({ db, clock, members, audit, config, limits });
  // Registration applies agents' promotion links; it cannot import the agents module (agents use registration's rules), so it gets them here.
  const agentLinks = createAgentLinkRegistrar({ members, settings: createAgentSettingsService({ db, clock, audit }) });
  return { config, db, clock, geo, merchants, sessions, store, outbox, verification, operators, vendorWallet, trialFunding, audit, members, jobs, limits, depositCredited, agentLinks };
}
