import type {
  CustomerServiceEntry, MobileTemplate, RegisterSettings, Resource, SocialLink, Theme, WhitelabelMenu,
} from '@/lib/wps/schemas/system';
import type { WalletSettings } from '@/lib/wps/schemas/wallet';
import type { PasswordChangeRequest } from '@/lib/wps/schemas/session';
import type { Clock } from './clock';
import type { PlatformConfig } from './config';
import type { Db, Queryable } from './db';
import type { Store } from './infra/store';

/** A merchant as every module sees it (loaded and decrypted by the merchants module). */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  modules: Record<string, boolean>;
  defaultLanguage: string;
  languages: string[];
  currency: { code: string; symbol: string; pattern: string; minorDigits: number };
  /** RSA key for the WPS body encryption: modulus and private exponent, hex. */
  rsa: { n: string; d: string };
  /** Hosts (lower case, no port) that belong to this merchant. */
  domains: string[];
  /** The merchant's canonical host; '' when not set (then its first domain stands in). */
  mainDomain: string;
  /** IANA time zone of the merchant's day (lib/time/merchant-day.ts): daily rewards count in it. 'UTC' by default. */
  timeZone: string;
  logoUrl: string | null;
  theme: Theme;
  mobileTemplate: MobileTemplate;
  register: RegisterSettings;
  menu: WhitelabelMenu;
  /** Turnover multiple, trial play money, withdrawal limits (modules/wallet). */
  wallet: WalletSettings;
  socialLinks: SocialLink[];
  resources: Resource[];
  /** Image CDN base URLs; empty means images come from the same origin. */
  imageCDNs: string[];
  /** Contacts with their paths decrypted, in display order. */
  customerService: CustomerServiceEntry[];
}

export interface MerchantLookup {
  byCode(code: string): Promise<Merchant | null>;
  byHost(host: string): Promise<Merchant | null>;
}

/**
 * The whole of modules/merchants: the cached lookup every request goes through, plus the back
 * office's list, settings changes and audit trail. Deps carries it, so /bo routes of any module
 * reach merchants through it; it lives here, not in the module, because every module imports
 * Deps and the module imports this file.
 */
export interface MerchantService extends MerchantLookup {
  list(): Promise<MerchantSummary[]>;
  /** The back-office view, read from the database (never the cache). */
  view(code: string): Promise<MerchantView>;
  /**
   * A new merchant with default settings, over which `settings` (the PATCH shape) may be
   * applied in the same transaction (the seed uses this so it never leaves a half-made merchant).
   */
  create(input: MerchantCreate, operator: string, settings?: Omit<MerchantPatch, 'domains'>): Promise<MerchantView>;
  update(code: string, patch: MerchantPatch, operator: string): Promise<MerchantView>;
  /** Audit rows, newest first; `merchantCode` narrows to one merchant (unknown code: 404). */
  audit(filter: { merchantCode?: string; limit?: number; beforeId?: number }): Promise<MerchantAuditEntry[]>;
  /** Forgets every cached merchant (this process only). */
  invalidate(): void;
  /** Subscribes to other replicas' changes (call once at boot when there is a store). */
  listenForChanges(): Promise<void>;
}

/** A new merchant: POST /bo/merchants, as modules/merchants' merchantCreateSchema parses it. */
export interface MerchantCreate {
  code: string;
  name?: string;
  domains: string[];
}

/**
 * The settings an operator may change (PATCH /bo/merchants/:code), every key optional, as
 * modules/merchants' merchantPatchSchema parses them (its schema.ts fails to compile when the
 * two drift apart).
 */
export type MerchantPatch = Partial<{
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  domains: string[];
  defaultLanguage: string;
  languages: string[];
  currency: Partial<Merchant['currency']>;
  modules: Record<string, boolean>;
  register: { [F in keyof RegisterSettings]?: Partial<RegisterSettings[F]> };
  menu: Partial<WhitelabelMenu>;
  wallet: Partial<{ turnoverMultiple: number; trialBalance_minor: number; withdraw: Partial<WalletSettings['withdraw']> }>;
  theme: Partial<Pick<Theme, 'mode' | 'colors'>>;
  mobileTemplate: Partial<MobileTemplate>;
  socialLinks: SocialLink[];
  resources: Resource[];
  imageCDNs: string[];
  mainDomain: string;
  timeZone: string;
  logoUrl: string | null;
  customerService: { id?: number; title: string; csType: string; position?: string | null; path: string; sort?: number }[];
}>;

/** A merchant as the back office shows it: every setting, contacts with their ids and order. */
export interface MerchantView {
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  domains: string[];
  mainDomain: string;
  timeZone: string;
  defaultLanguage: string;
  languages: string[];
  currency: Merchant['currency'];
  modules: Record<string, boolean>;
  register: RegisterSettings;
  menu: Merchant['menu'];
  theme: Merchant['theme'];
  mobileTemplate: Merchant['mobileTemplate'];
  socialLinks: Merchant['socialLinks'];
  resources: Merchant['resources'];
  imageCDNs: string[];
  logoUrl: string | null;
  customerService: (CustomerServiceEntry & { sort: number })[];
  rsaModulus: string;
  createdAt: string;
  updatedAt: string;
}

/** One line of the back office's merchant list. */
export interface MerchantSummary {
  code: string;
  name: string;
  maintenance: boolean;
  blockedCountries: string[];
  domains: string[];
  languages: string[];
  currency: string;
  updatedAt: string;
}

/** One row of the audit trail as it is read back (modules/audit): the record with its id, the time as ISO text. */
export interface AuditEntry extends Omit<AuditRecord, 'at'> {
  id: number;
  at: string;
}

/** What a module records: one row of who did what to which merchant (merchantId null: platform-wide). */
export interface AuditRecord {
  at: Date;
  operator: string;
  merchantId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** A page of the trail: `merchantId` undefined lists everything, null only platform-wide rows. */
export interface AuditFilter {
  merchantId?: number | null;
  limit?: number;
  beforeId?: number | null;
}

/**
 * The audit trail (modules/audit). `record` joins the caller's transaction q, so the row
 * commits or rolls back together with the change it describes. Declared here because Deps
 * carries it and every module that changes data for an operator takes it.
 */
export interface AuditService {
  record(q: Queryable, entry: AuditRecord): Promise<void>;
  /** Newest first; limit clamped to 1..auditPageMax (default 50). */
  list(filter?: AuditFilter): Promise<AuditEntry[]>;
}

/** A member's status: disabled members cannot log in and their sessions end. */
export type MemberStatus = 'active' | 'disabled';

/** A member as other modules see it (modules/members): never a password hash. */
export interface Member {
  merchantId: number;
  id: number;
  username: string;
  type: number;
  status: MemberStatus;
  firstTimeLogin: boolean;
  nickname: string | null;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  payeeName: string | null;
  birthday: string | null;
  vipLabel: string | null;
  parentAgentId: number | null;
  hasPaymentPassword: boolean;
  registerMethod: string | null;
  registerUrl: string | null;
  registerDomain: string | null;
  registerIp: string | null;
  registerDevice: string | null;
  /** The optional contact fields of the register payload (qqNum, wechat, ...). */
  profile: Partial<Record<string, string>>;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What createMember takes (members' schema.ts parses it and fails to compile if the two drift):
 * the table's own checks only; the merchant's register rules are the registration module's.
 */
export interface NewMemberInput {
  username: string;
  password: string;
  paymentPassword?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  nickname?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  type?: number;
  vipLabel?: string | null;
  parentAgentId?: number | null;
  firstTimeLogin?: boolean;
  registerMethod?: 'APP' | 'H5' | 'PWA' | 'WEBCLIP' | null;
  registerUrl?: string | null;
  registerDomain?: string | null;
  registerIp?: string | null;
  registerDevice?: string | null;
  profile?: Partial<Record<string, string>>;
}

/** A member as the back office shows it: contact details whole, never a password hash. */
export interface MemberView {
  merchant: string;
  id: number;
  username: string;
  type: number;
  status: MemberStatus;
  nickname: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  vipLabel: string | null;
  parentAgentId: number | null;
  firstTimeLogin: boolean;
  registerMethod: string | null;
  registerDomain: string | null;
  registerIp: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Members (modules/members). Methods taking q first join the caller's transaction (lockMember
 * locks the row until it ends); the others open their own. Declared here because Deps carries
 * it and registration, social, sessions, recovery, wallet, payments, games and vendor-wallet take it.
 */
export interface MembersService {
  byId(q: Queryable, merchantId: number, id: number): Promise<Member | null>;
  byUsername(q: Queryable, merchantId: number, username: string): Promise<Member | null>;
  byMobile(q: Queryable, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<Member | null>;
  usernameTaken(q: Queryable, merchantId: number, username: string): Promise<boolean>;
  /** Usernames keyed `${merchantId}:${memberId}` of the members given, in one query; unknown ones are absent. */
  usernamesByIds(q: Queryable, keys: { merchantId: number; memberId: number }[]): Promise<Map<string, string>>;
  /** A new member; user.exists when the username or the mobile number is taken in the merchant. */
  createMember(q: Queryable, merchantId: number, input: NewMemberInput, now?: Date): Promise<Member>;
  /** The member of this username and password, or null whatever the reason, at the cost of one scrypt either way. */
  authenticate(q: Queryable, merchantId: number, username: string, password: string): Promise<Member | null>;
  /** Sets a new login password (first-time login is over with it). */
  changePassword(q: Queryable, merchantId: number, memberId: number, newPassword: string, now?: Date): Promise<void>;
  setStatus(q: Queryable, merchantId: number, memberId: number, status: MemberStatus, now?: Date): Promise<void>;
  /** Locks the member for the rest of the transaction and answers it as it is now. */
  lockMember(q: Queryable, merchantId: number, memberId: number): Promise<Member | null>;
  /** The member's payment password hash (withdrawals); null when none is set. */
  paymentPasswordHash(q: Queryable, merchantId: number, memberId: number): Promise<string | null>;
  /** Sets the payment password hash; with onlyIfUnset, only when there is none yet (answers false otherwise). */
  setPaymentPasswordHash(q: Queryable, merchantId: number, memberId: number, hash: string, onlyIfUnset: boolean, now: Date): Promise<boolean>;
  /** Names the member's payee when none is set yet (the first bank card names it). */
  setPayeeNameIfUnset(q: Queryable, merchantId: number, memberId: number, payeeName: string, now: Date): Promise<void>;
  /** Sets the member's VIP label (modules/vip: the name of the member's level); answers whether it changed. */
  setVipLabel(q: Queryable, merchantId: number, memberId: number, label: string | null, now: Date): Promise<boolean>;
  /** Members for the back office, newest first; text matches username, nickname, mobile, e-mail. */
  search(filter: { merchantId?: number; text?: string; limit?: number }): Promise<Member[]>;
  /** A member changes their own password; success ends their other sessions. */
  changeOwnPassword(a: { merchant: Merchant; memberId: number; token: string; body: PasswordChangeRequest; now: Date }): Promise<void>;
  /** An operator sets a member's status or type, audited; disabling ends the member's sessions. */
  updateByOperator(a: {
    merchant: Merchant; username: string; patch: { status?: MemberStatus; type?: number }; operator: string; now: Date;
  }): Promise<MemberView>;
}

/** An audit row as the merchants' trail shows it: the merchant by code instead of id. */
export type MerchantAuditEntry = Omit<AuditEntry, 'merchantId'> & { merchant: string | null };

export interface GeoLookup {
  /** ISO 3166-1 alpha-2 country of an IP, or null when unknown (private ranges, loopback). */
  country(ip: string): string | null;
}

/** Resolves the member session behind an Authorization token (the accounts module fills it). */
export interface SessionLookup {
  byToken(merchantId: number, token: string): Promise<{ memberId: number; type: number } | null>;
}

/** How a session is opened: where from, and whether the member ticked remember me. */
export interface SessionIssueOptions {
  ip: string;
  device: string;
  remember: boolean;
  /** The browser's User-Agent and the country of ip, for the member's login history (null when unknown). */
  userAgent?: string | null;
  country?: string | null;
}

/**
 * Member sessions (modules/sessions): the lookup every call goes through, plus issuing and
 * revoking, which login, register and password changes need. The token is handed out once.
 */
export interface MemberSessions extends SessionLookup {
  issue(q: Queryable, merchantId: number, memberId: number, opts: SessionIssueOptions): Promise<{ token: string; expiresAt: Date }>;
  /** Revokes the session of this token; no error when there is none. */
  revoke(merchantId: number, token: string): Promise<void>;
  /** Revokes every live session of a member, but the one of exceptToken when given. */
  revokeAllFor(q: Queryable, merchantId: number, memberId: number, exceptToken?: string): Promise<number>;
  /** Deletes a batch of sessions that ended long enough ago (the hourly purge of main.ts). */
  purgeEnded(): Promise<number>;
  /** When the live session of this token began (the reality check counts from it); null when it is not live. */
  startedAt(merchantId: number, token: string): Promise<Date | null>;
}

/**
 * The checks login and register need from modules/verification: a captcha answer against the
 * image bound to the captchaId cookie, and an SMS code sent to a number for a purpose.
 */
export interface VerificationChecks {
  checkCaptcha(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<boolean>;
  checkSmsCode(
    merchantId: number,
    target: { countryDialingCode: string; mobileNum: string },
    purpose: SmsPurpose,
    code: string,
  ): Promise<boolean>;
}

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind';
/** What an e-mailed code proves: bind, a logged-in member's hold of the address they bind. */
export type EmailPurpose = 'bind';

/** The whole of modules/verification: the checks above plus issuing captchas and SMS codes. */
export interface VerificationService extends VerificationChecks {
  issueCaptcha(merchant: Merchant, ip: string): Promise<{ captchaId: string; png: Buffer; expiresAt: Date }>;
  /** Sends a fresh code (the previous one of that number and purpose stops working); answers when it expires. */
  sendSmsCode(
    merchant: Merchant,
    target: { countryDialingCode: string; mobileNum: string },
    purpose: SmsPurpose,
    ip: string,
  ): Promise<{ expirationTime: number }>;
  /** Sends a fresh code to an e-mail address (email.format.invalid unless SPEC §5's rule holds); answers when the next may be asked. */
  sendEmailCode(merchant: Merchant, email: string, purpose: EmailPurpose, ip: string): Promise<{ expirationTime: number }>;
  /** Whether the code is the address's live one for this purpose; the right answer consumes it, the fifth wrong one too. */
  checkEmailCode(merchantId: number, email: string, purpose: EmailPurpose, code: string): Promise<boolean>;
  /** Deletes a batch of expired codes and captchas (the hourly purge of main.ts). */
  purgeExpired(): Promise<number>;
}

export interface OutboxMessageInput {
  merchantId: number;
  channel: 'sms' | 'email';
  /** E.164-style number (+8613800138000) or an e-mail address. */
  recipient: string;
  subject?: string | null;
  body: string;
  /** What the message is for, e.g. sms.register, email.password.reset. */
  purpose: string;
}

/**
 * SMS and e-mail leave the platform only through the outbox (modules/outbox): a service
 * enqueues inside its transaction, and calls dispatchSoon() after commit, so a rollback never
 * leaves a message sent.
 */
export interface Outbox {
  enqueue(q: Queryable, msg: OutboxMessageInput): Promise<number>;
  /** Starts a dispatch in the background (coalesced); failures are logged, rows retried. */
  dispatchSoon(): void;
  /** Sends what is due now and resolves when done. */
  dispatchPending(): Promise<{ sent: number; held: number; retried: number; failed: number }>;
  /** Resolves when no dispatch is in flight (shutdown waits for it). */
  idle(): Promise<void>;
  /** Waits for a dispatch in flight and closes the providers (the app's onClose). */
  close(): Promise<void>;
  /** Messages of a merchant, newest first, bodies included (GET /bo/outbox). */
  list(f: { merchantId: number; channel?: 'sms' | 'email'; recipient?: string; limit?: number }): Promise<OutboxEntry[]>;
}

/** One message as the back office lists it. */
export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  status: 'pending' | 'sent' | 'failed' | 'held';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Play money for a new trial account (modules/wallet), posted in the transaction q that creates the account. */
export interface TrialFunding {
  fundTrial(q: Queryable, merchant: Merchant, memberId: number, now: Date): Promise<void>;
}

/** Who holds a back-office token (modules/backoffice): the gate of every /bo route (http/bo-route.ts). */
export interface OperatorAuthenticator {
  authenticate(token: string): Promise<{ name: string } | null>;
}

/** What ensureBootstrapOperator did at boot (main.ts logs it). */
export interface BootstrapResult {
  /** True when this call created the operator (first boot). */
  created: boolean;
  /** True when OPS_TOKEN replaced the admin token (OPS_TOKEN is authoritative when set). */
  rotated: boolean;
  /** Where the generated token was written (first boot without OPS_TOKEN). */
  tokenFile?: string;
}

/** The whole of modules/backoffice: the /bo gate, and the operator main.ts makes sure of at boot. */
export interface OperatorService extends OperatorAuthenticator {
  /**
   * Makes sure somebody can reach the back office: creates `admin` on first boot (with
   * OPS_TOKEN, or a random token written to <dataDir>/ops-token), and rotates its token when
   * OPS_TOKEN changed. Call once at boot, after migrations.
   */
  ensureBootstrapOperator(): Promise<BootstrapResult>;
}

/** Where a bet of the seamless wallet (modules/vendor-wallet) stands. */
export type BetStatus = 'open' | 'settled' | 'rolled_back';

/** A bet of the seamless wallet, as other modules read it (the jackpot settles its round). */
export interface Bet {
  merchantId: number;
  memberId: number;
  vendor: string;
  transactionId: string;
  gameId: string;
  roundId: string;
  stake_minor: bigint;
  payout_minor: bigint;
  status: BetStatus;
  currency: string;
  playMoney: boolean;
  winTransactionId: string | null;
  rollbackTransactionId: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** One row of a member's bet history (modules/wallet's bet records); ids and amounts as the driver gives them. */
export interface BetHistoryRow {
  transaction_id: string;
  vendor: string;
  game_id: string;
  round_id: string;
  stake_minor: bigint | number | string;
  payout_minor: bigint | number | string;
  status: BetStatus;
  created_at: Date;
  settled_at: Date | null;
}

/** A window of a member's bets: placed in [from, to), newest first. */
export interface BetPage {
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

/**
 * What other modules and main.ts use of the seamless wallet (modules/vendor-wallet, whose
 * VendorWalletService extends this): game sessions for launchGame, the bets the records, the
 * register screen and the jackpot read, and the hourly purge. The methods taking q join the
 * caller's transaction.
 */
export interface VendorBets {
  /** A game session token for a member at a vendor (only its sha256 is stored); vendor.unknown when the merchant has no such vendor. */
  issueGameSession(q: Queryable, merchantId: number, memberId: number, vendorCode: string, gameId: string, ttl_ms: number): Promise<string>;
  /** Whether the merchant has this wallet vendor (the catalog links to it). */
  hasVendor(q: Queryable, merchantId: number, vendorCode: string): Promise<boolean>;
  /** The bet a vendor's transaction opened, or null (the jackpot reads the round it settles). */
  betOfTransaction(q: Queryable, merchantId: number, vendor: string, transactionId: string): Promise<Bet | null>;
  /** A member's bets placed in the page's window, newest first, with count and stake and payout totals (rollback tombstones left out). */
  memberBetHistory(
    merchantId: number, memberId: number, filter: { status: string | null; vendor: string | null }, page: BetPage,
  ): Promise<{ rows: BetHistoryRow[]; total: number; stake: bigint | number | string; payout: bigint | number | string }>;
  /** Winnings paid on settled real-money bets of a merchant, in minor units (the register screen's figure). */
  realPayoutTotal(merchantId: number): Promise<bigint>;
  /** Deletes a batch of answers past their replay window and of long-expired game sessions (the hourly purge of main.ts). */
  purgeHistory(): Promise<{ answers: number; sessions: number }>;
  /**
   * Ends every game session of the member still open at `now` (a time-out or self-exclusion, in
   * its transaction): a vendor's next bet on one of them is TOKEN_EXPIRED. Wins and rollbacks of
   * bets already open still settle. Answers how many ended.
   */
  endGameSessions(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<number>;
}

/** A member's time-out or self-exclusion (modules/limits): on until endsAt. */
export interface MemberBreak {
  kind: 'timeout' | 'selfExclusion';
  endsAt: Date;
}

/**
 * What other modules use of the member's own limits and breaks (modules/limits). Every method
 * joins the caller's transaction; the member's row (members.lockMember) is the lock that orders
 * a deposit, a limit change and a break of one member, taken by the caller before these.
 */
export interface MemberLimits {
  /** The break the member is on at `now`, or null. */
  activeBreak(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<MemberBreak | null>;
  /**
   * Refuses while the member is on a break: member.timeout or member.self.excluded with value
   * {kind, endsAt}. Every new session (sessions.issue), deposit and bonus asks it.
   */
  refuseOnBreak(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<void>;
  /**
   * The deposit gate, in the transaction that records the deposit, after the member row is
   * locked: a break refuses it, and so does any period whose limit the amount would pass
   * (deposit.limit.exceeded with {period, limitAmount, remainingAmount}).
   */
  checkDeposit(q: Queryable, merchant: Merchant, memberId: number, amount_minor: bigint, now: Date): Promise<void>;
}

/**
 * A periodic settlement run (modules/jobs): work done once per merchant and period (a merchant
 * day, a month) by whichever platform process claims it first. The work must be idempotent (its
 * money moves under ledger keys derived from the period), because a run that dies is taken over
 * and done again from the start once its lease expires.
 */
export interface JobDefinition {
  /** `<module>.<what>` (`vip.rebate`): the key of its runs, what operators name in jobs:rerun. */
  name: string;
  /**
   * The periods of this merchant that are due at `now` and may still be unpaid, oldest first
   * (e.g. the merchant days of the last 3 days that have ended). Those already done are skipped.
   */
  duePeriods(merchant: Merchant, now: Date): string[];
  /** Whether an operator may run this period again at `now` (its form is right and it has ended). */
  acceptsPeriod(merchant: Merchant, period: string, now: Date): boolean;
  /** Does the period's work and answers a small summary (counts, sums as strings) kept on the run. */
  run(ctx: JobContext): Promise<JobSummary>;
}

/** A run's summary: a few figures, shown by jobs:list. */
export type JobSummary = Record<string, string | number | boolean | null>;

export interface JobContext {
  merchant: Merchant;
  period: string;
  /** When this attempt started (the clock's time). */
  now: Date;
  /** 1 for the first attempt of the period. */
  attempt: number;
  /**
   * Call between chunks of work: throws JobLeaseLostError when another runner has taken the
   * period over (this one stalled past its lease), so the two do not both carry on. The lease
   * itself is renewed by a timer, not by this call.
   */
  heartbeat(): Promise<void>;
}

/** One run as operators see it (GET /bo/jobs/:merchant, jobs:list). */
export interface JobRun {
  merchant: string;
  job: string;
  period: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  leaseOwner: string | null;
  leaseExpiresAt: string | null;
  retryAt: string | null;
  result: JobSummary | null;
  lastError: string | null;
  requestedBy: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What one claim of a period came to, for the runner's caller (tests, the /bo rerun). */
export interface JobOutcome {
  merchantId: number;
  job: string;
  period: string;
  outcome: 'done' | 'failed' | 'lease_lost' | 'not_claimed';
  result?: JobSummary;
  error?: string;
}

/**
 * The periodic runs of every module (modules/jobs). Modules register their definitions when
 * their routes are registered; main.ts starts the timer; tests call runDue with their clock.
 */
export interface PeriodicJobs {
  /** Adds a job (a name registered twice is a programmer error and throws). */
  register(def: JobDefinition): void;
  /** The names registered in this process. */
  names(): string[];
  /**
   * Claims and runs every due period of every merchant (or the one named) and job (or the one
   * named) that is not done, one at a time; answers what this call claimed. A call while another
   * of this process is still going waits for it and then runs.
   */
  runDue(filter?: { merchantId?: number; job?: string }): Promise<JobOutcome[]>;
  /** Runs every `interval_ms` (first run after `first_ms`); stop() waits for a run in flight. */
  start(interval_ms: number, first_ms?: number): { stop(): Promise<void> };
  /** A merchant's runs, newest first. */
  list(merchant: Merchant, filter: { job?: string; status?: JobRun['status']; limit?: number }): Promise<JobRun[]>;
  /**
   * An operator asks for a period again (audited job.rerun): the run becomes pending (or is
   * created for a period never run) and, when its job is registered here, runs at once; answers
   * the run as it stands after. job.running (409) while a live lease holds it.
   */
  rerun(merchant: Merchant, job: string, period: string, operator: string): Promise<JobRun>;
}

export interface Deps {
  config: PlatformConfig;
  db: Db;
  clock: Clock;
  geo: GeoLookup;
  /** Merchants (modules/merchants): the lookup and the back office's administration. */
  merchants: MerchantService;
  /** Member sessions (modules/sessions). */
  sessions: MemberSessions;
  /** Captcha and SMS code checks (modules/verification). */
  verification: VerificationService;
  /** SMS and e-mail outbox (modules/outbox). */
  outbox: Outbox;
  /** Shared state and the broadcast channel between replicas (in-process or Redis). */
  store: Store;
  /** Back-office operators' tokens (modules/backoffice), for the /bo gate. */
  operators: OperatorService;
  /** Game sessions and bets of the seamless wallet (modules/vendor-wallet). */
  vendorWallet: VendorBets;
  /** Funds a new trial account with play money (modules/wallet), for login's freeplay. */
  trialFunding: TrialFunding;
  /** The audit trail of operator changes (modules/audit). */
  audit: AuditService;
  /** Members: lookups, creation, locks and password changes (modules/members). */
  members: MembersService;
  /** Periodic settlement runs, once per merchant, job and period across processes (modules/jobs). */
  jobs: PeriodicJobs;
  /** The member's own limits and breaks (modules/limits): the deposit gate and the break check. */
  limits: MemberLimits;
  /** Told of each credited deposit inside its transaction (modules/payments calls it; refer a friend pays on it). */
  depositCredited: DepositCreditListener;
  /** Agents' promotion links as registration applies them (modules/agents; issue 20). */
  agentLinks: AgentLinkRegistrar;
}

/**
 * A promotion link of an agent (modules/agents) is an affiliate code that also says what the
 * member registering through it becomes; registration asks for the type before it makes the
 * member and has the link applied (its rates, the opening quota) in the same transaction after.
 */
export interface AgentLinkRegistrar {
  /** The member type a link's code gives, or null when the code is no promotion link. */
  linkOf(q: Queryable, merchantId: number, code: string): Promise<{ memberType: number } | null>;
  /** Gives the new member the link's rates; throws team.quota.full when the agent's opening quota is full. */
  applyIn(q: Queryable, merchantId: number, memberId: number, code: string, now: Date): Promise<void>;
}

/**
 * What a credited deposit earns beyond the member's own wallet (a referrer's reward), decided in
 * the deposit's transaction q, so it commits with the credit or not at all. The deposit's id
 * makes a replay recognisable; a listener pays at most once per deposit it is told of.
 */
export interface DepositCreditListener {
  depositCreditedIn(
    q: Queryable, merchant: Merchant, deposit: { memberId: number; depositId: number; credited_minor: bigint; currency: string; now: Date },
  ): Promise<void>;
}

// Clock lives in the leaf clock.ts (infra needs it and must not import this file); re-exported
// here so modules keep one import for the shared types.
export { systemClock, type Clock } from './clock';
