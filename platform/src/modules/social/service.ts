import { createHash, randomBytes } from 'node:crypto';
import { WpsError } from '@/lib/wps/errors';
import type { LoginValue } from '@/lib/wps/schemas/session';
import type { AuditService, Clock, Member, MemberSessions, MembersService, Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import { isMemberType } from '../members';
import { facebookAuthorizationUrl, facebookExchange } from './facebook';
import { oidcAuthorizationUrl, oidcExchange } from './google';
import { socialRepo as repo, type SocialProviderRow } from './repo';
import {
  defaultFacebookGraphUrl, defaultGoogleIssuer, isLoopbackUrl, telegramBotTokenPattern,
  type SocialCallbackRequest, type SocialProvider, type SocialProviderPut, type SocialStartValue,
} from './schema';
import { telegramClockSkew_s, telegramMaxAge_s, verifyTelegramLogin } from './telegram';

/** An authorization in flight may take this long (the state is single use within it). */
export const socialStateTtl_ms = 10 * 60_000;
/** Used and expired states are kept this long past expiry, then swept. */
const stateKeep_ms = 60 * 60_000;

/** The merchant's switch of each provider: module ids for Google and Facebook, a menu flag for Telegram. */
export function providerSwitchOn(merchant: Merchant, provider: SocialProvider): boolean {
  switch (provider) {
    case 'google':
      return merchant.modules.GOOGLELOGIN3 === true;
    case 'facebook':
      return merchant.modules.FACEBOOKLOGIN3 === true;
    case 'telegram':
      return merchant.menu.telegramLogin === true;
  }
}

/**
 * The redirect URI a start names, when it is one the merchant may receive codes on:
 * `<origin>/auth/<provider>/callback` on one of the merchant's domains, https (http only on
 * localhost and 127.0.0.1, the demo), no credentials, query or fragment. Null otherwise.
 */
export function checkedRedirectUri(merchant: Merchant, provider: SocialProvider, raw: string): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.username || u.password || u.search || u.hash) return null;
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopbackUrl(u))) return null;
  const host = u.hostname.toLowerCase();
  if (!merchant.domains.includes(host)) return null;
  if (u.pathname !== `/auth/${provider}/callback`) return null;
  return u.href;
}

export function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('base64url');
}

const usernameAlphabet = '0123456789';

function randomDigits(n: number): string {
  let s = '';
  for (const b of randomBytes(n)) s += usernameAlphabet[b % 10];
  return s;
}

const providerPrefix: Record<SocialProvider, string> = { google: 'google', facebook: 'fb', telegram: 'tg' };

/**
 * A username from what the provider told us (Telegram username, the e-mail's local part, the
 * name), kept to letters and digits, starting with a letter, 4 to 12 characters; attempt 0 is
 * the plain name, later attempts add random digits, and the last ones fall back to the
 * provider's prefix with digits. At most 16 characters, the demo's register rule.
 */
export function socialUsername(provider: SocialProvider, profile: { username?: string | null; email?: string | null; name?: string | null }, attempt: number): string {
  const clean = (s: string | null | undefined) => (s ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  let base = [profile.username, profile.email?.split('@')[0], profile.name].map(clean).find((s) => s.length > 0) ?? '';
  if (!/^[A-Za-z]/.test(base)) base = `${providerPrefix[provider]}${base}`;
  base = base.slice(0, 12);
  if (base.length < 4) base = `${base}${providerPrefix[provider]}`.slice(0, 12).padEnd(4, '0');
  if (attempt === 0) return base;
  if (attempt < 4) return `${base}${randomDigits(4)}`.slice(0, 16);
  return `${providerPrefix[provider]}${randomDigits(16 - providerPrefix[provider].length)}`;
}

const createAttempts = 6;

/** A provider as the back office lists it: never the secret, only whether one is set. */
export interface SocialProviderView {
  provider: SocialProvider;
  enabled: boolean;
  clientId: string;
  clientSecretSet: boolean;
  issuer: string | null;
  graphUrl: string | null;
  botName: string | null;
  updatedAt: string;
}

function view(r: SocialProviderRow): SocialProviderView {
  return {
    provider: r.provider,
    enabled: r.enabled,
    clientId: r.client_id,
    clientSecretSet: r.client_secret_enc !== null,
    issuer: r.issuer,
    graphUrl: r.graph_url,
    botName: r.bot_name,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** A short fingerprint that shows in the audit trail that a secret changed, not what it is. */
function fingerprint(secret: string | null): string | null {
  return secret === null ? null : `sha256:${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

export interface LoginContext {
  merchant: Merchant;
  ip: string;
  device: string;
  /** For the login history of the session a social login opens. */
  userAgent?: string | null;
  country?: string | null;
  presentedToken: string | undefined;
}

interface ProviderIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  username?: string | null;
}

export interface SocialDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Opens the session a social login ends in (modules/sessions). */
  sessions: MemberSessions;
  /** Seals providers' client secrets at rest (crypto/secret-box under PLATFORM_SECRET). */
  box: SecretBox;
  /** Where a failed login's reason goes (operators need it; the client gets one code). */
  log: (reason: string, err?: unknown) => void;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

export interface SocialService {
  /** The merchant's providers for the back office, without secrets. */
  list(merchant: Merchant): Promise<SocialProviderView[]>;
  /** An operator sets a provider up (or changes it): one transaction with its audit row, the secret fingerprinted. */
  configure(merchant: Merchant, provider: SocialProvider, input: SocialProviderPut, operator: string): Promise<SocialProviderView>;
  /** GET /wps/session/social/start: the provider's authorization URL (Telegram: the widget's bot name). */
  start(merchant: Merchant, provider: SocialProvider, redirectUri: string): Promise<SocialStartValue>;
  /** POST /wps/session/social/callback: checks what the provider sent, then logs the member in. */
  callback(ctx: LoginContext, body: SocialCallbackRequest): Promise<LoginValue>;
}

/**
 * Social one-click login: the providers an operator configures per merchant, the start of an
 * authorization (a single-use state, ten minutes), and the callback that checks what the
 * provider sent, finds or creates the member linked to that identity, and opens a session.
 */
export function createSocialService(deps: SocialDeps): SocialService {
  const { db, clock, box, log, audit } = deps;

  function failed(reason: string, err?: unknown): WpsError {
    log(reason, err);
    return new WpsError('social.login.failed');
  }

  /** The provider's row with its secret opened, when the switch is on and it is configured and enabled. */
  async function usable(merchant: Merchant, provider: SocialProvider): Promise<{ row: SocialProviderRow; secret: string }> {
    if (!providerSwitchOn(merchant, provider)) throw new WpsError('module.disabled');
    const row = await repo.provider(db, merchant.id, provider);
    if (!row || !row.enabled || row.client_secret_enc === null) throw new WpsError('module.disabled');
    if (provider !== 'telegram' && !row.client_id) throw new WpsError('module.disabled');
    if (provider === 'telegram' && !row.bot_name) throw new WpsError('module.disabled');
    return { row, secret: box.open(row.client_secret_enc) };
  }

  // Back office

  async function list(merchant: Merchant): Promise<SocialProviderView[]> {
    return (await repo.providers(db, merchant.id)).map(view);
  }

  /** An operator sets a provider up (or changes it): one transaction with its audit row, the secret fingerprinted. */
  async function configure(merchant: Merchant, provider: SocialProvider, input: SocialProviderPut, operator: string): Promise<SocialProviderView> {
    const now = clock.now();
    return db.tx(async (q) => {
      const before = await repo.lockProvider(q, merchant.id, provider);
      const beforeSecret = before?.client_secret_enc ? box.open(before.client_secret_enc) : null;
      const secret = input.clientSecret ?? beforeSecret;
      const clientId = input.clientId ?? before?.client_id ?? '';
      const issues: { field: string; message: string }[] = [];
      if (secret === null) issues.push({ field: 'clientSecret', message: provider === 'telegram' ? 'the bot token is required' : 'required' });
      if (provider !== 'telegram' && !clientId) issues.push({ field: 'clientId', message: 'required' });
      if (provider === 'telegram' && secret !== null && !telegramBotTokenPattern.test(secret)) {
        issues.push({ field: 'clientSecret', message: 'a Telegram bot token (<bot id>:<secret>)' });
      }
      const botName = input.botName !== undefined ? input.botName : (before?.bot_name ?? null);
      if (provider === 'telegram' && !botName) issues.push({ field: 'botName', message: 'required' });
      if (provider !== 'telegram' && input.botName) issues.push({ field: 'botName', message: 'only for telegram' });
      if (provider !== 'google' && input.issuer) issues.push({ field: 'issuer', message: 'only for google' });
      if (provider !== 'facebook' && input.graphUrl) issues.push({ field: 'graphUrl', message: 'only for facebook' });
      if (issues.length) throw invalidInput(issues);

      const issuer = provider === 'google' ? ((input.issuer !== undefined ? input.issuer : before?.issuer) ?? defaultGoogleIssuer) : null;
      const graphUrl = provider === 'facebook' ? ((input.graphUrl !== undefined ? input.graphUrl : before?.graph_url) ?? defaultFacebookGraphUrl) : null;
      await repo.upsertProvider(q, merchant.id, provider, {
        enabled: input.enabled,
        clientId,
        clientSecretEnc: secret === beforeSecret && before ? before.client_secret_enc : box.seal(secret!),
        issuer,
        graphUrl,
        botName: provider === 'telegram' ? botName : null,
      }, now);
      const after = (await repo.provider(q, merchant.id, provider))!;
      const snapshot = (r: SocialProviderRow | null, s: string | null) =>
        r ? { enabled: r.enabled, clientId: r.client_id, clientSecret: fingerprint(s), issuer: r.issuer, graphUrl: r.graph_url, botName: r.bot_name } : null;
      await audit.record(q, {
        at: now, operator, merchantId: merchant.id, action: 'social.provider.set', target: `social:${provider}`,
        before: snapshot(before, beforeSecret), after: snapshot(after, secret),
      });
      return view(after);
    });
  }

  // Member calls

  /** GET /wps/session/social/start: the provider's authorization URL (Telegram: the widget's bot name). */
  async function start(merchant: Merchant, provider: SocialProvider, redirectUriRaw: string): Promise<SocialStartValue> {
    const { row, secret } = await usable(merchant, provider);
    const redirectUri = checkedRedirectUri(merchant, provider, redirectUriRaw);
    if (!redirectUri) throw new WpsError('request.invalid', { fields: ['redirectUri'] });
    if (provider === 'telegram') return { botName: row.bot_name! };

    const now = clock.now();
    let url: string;
    let state: string;
    let nonce: string | null = null;
    let codeVerifier: string | null = null;
    if (provider === 'google') {
      let auth;
      try {
        auth = await oidcAuthorizationUrl({ issuer: row.issuer ?? defaultGoogleIssuer, clientId: row.client_id, clientSecret: secret }, redirectUri);
      } catch (e) {
        throw failed('google discovery failed', e);
      }
      ({ url, state, nonce, codeVerifier } = auth);
    } else {
      state = randomBytes(32).toString('base64url');
      const graphUrl = row.graph_url ?? defaultFacebookGraphUrl;
      url = facebookAuthorizationUrl({ clientId: row.client_id, clientSecret: secret, graphUrl, defaultGraph: graphUrl === defaultFacebookGraphUrl }, redirectUri, state);
    }
    await repo.sweepStates(db, merchant.id, new Date(now.getTime() - stateKeep_ms));
    await repo.sweepTelegramLogins(db, merchant.id, now);
    await repo.insertState(db, {
      merchantId: merchant.id, stateHash: hashState(state), provider, codeVerifier, nonce, redirectUri,
    }, now, new Date(now.getTime() + socialStateTtl_ms));
    return { url };
  }

  /** POST /wps/session/social/callback: checks what the provider sent, then logs the member in. */
  async function callback(ctx: LoginContext, body: SocialCallbackRequest): Promise<LoginValue> {
    const { merchant } = ctx;
    const { row, secret } = await usable(merchant, body.provider);
    const now = clock.now();
    let identity: ProviderIdentity;

    if (body.provider === 'telegram') {
      if (!verifyTelegramLogin(body, secret, now)) throw failed('telegram hash or auth_date refused');
      // The widget has no nonce: a signed payload logs in once, never again while it is fresh.
      const spentUntil = new Date((Number(body.auth_date) + telegramMaxAge_s + telegramClockSkew_s) * 1000);
      if (!(await repo.spendTelegramLogin(db, merchant.id, body.hash, spentUntil))) throw failed('telegram payload replayed');
      const name = [body.first_name, body.last_name].filter(Boolean).join(' ').trim() || null;
      identity = { subject: body.id, email: null, name, username: body.username ?? null };
    } else {
      // Single use: the state is spent before the exchange, so a replay fails whatever the exchange does.
      const state = await repo.consumeState(db, merchant.id, hashState(body.state), now);
      if (!state || state.provider !== body.provider) throw failed('unknown, used or expired state');
      try {
        if (body.provider === 'google') {
          identity = await oidcExchange(
            { issuer: row.issuer ?? defaultGoogleIssuer, clientId: row.client_id, clientSecret: secret },
            { redirectUri: state.redirect_uri, code: body.code, state: body.state, iss: body.iss, codeVerifier: state.code_verifier ?? '', nonce: state.nonce ?? '' },
          );
        } else {
          identity = await facebookExchange(
            { clientId: row.client_id, clientSecret: secret, graphUrl: row.graph_url ?? defaultFacebookGraphUrl },
            { redirectUri: state.redirect_uri, code: body.code },
          );
        }
      } catch (e) {
        throw failed(`${body.provider} code exchange refused`, e);
      }
    }

    const member = await findOrCreateMember(ctx, body.provider, identity);
    if (member.status !== 'active') throw new WpsError('login.failed', { captchaRequired: false });
    if (!isMemberType(member.type)) throw new WpsError('login.non.member');

    const sessions = deps.sessions;
    if (ctx.presentedToken) await sessions.revoke(merchant.id, ctx.presentedToken);
    const { token } = await sessions.issue(db, merchant.id, member.id, {
      ip: ctx.ip, device: ctx.device, remember: false, userAgent: ctx.userAgent ?? null, country: ctx.country ?? null,
    });
    return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: member.firstTimeLogin };
  }

  /**
   * The member linked to this identity; the first time, a new member (type 0, a random password
   * nobody knows, nickname from the profile) linked in the same transaction. Never linked to an
   * existing member by e-mail: whoever controls a provider account with that address would
   * otherwise take the member over.
   */
  async function findOrCreateMember(ctx: LoginContext, provider: SocialProvider, id: ProviderIdentity): Promise<Member> {
    const { merchant } = ctx;
    const linked = async (q: Queryable) => {
      const r = await repo.identity(q, merchant.id, provider, id.subject);
      return r ? deps.members.byId(q, merchant.id, Number(r.member_id)) : null;
    };
    const found = await linked(db);
    if (found) return found;

    for (let attempt = 0; ; attempt++) {
      try {
        return await db.tx(async (q) => {
          const raced = await linked(q);
          if (raced) return raced;
          const now = clock.now();
          const member = await deps.members.createMember(q, merchant.id, {
            username: socialUsername(provider, id, attempt),
            password: randomBytes(32).toString('base64url'),
            type: 0,
            nickname: id.name ? id.name.slice(0, 64) : null,
            email: id.email,
            registerIp: ctx.ip,
            registerDevice: ctx.device,
          }, now);
          if (!(await repo.insertIdentity(q, { merchantId: merchant.id, provider, subject: id.subject, memberId: member.id, email: id.email }, now))) {
            // A concurrent first login of the same person linked first: undo ours, use theirs.
            throw new WpsError('user.exists', { linked: true });
          }
          return member;
        });
      } catch (e) {
        if (!(e instanceof WpsError && e.code === 'user.exists') || attempt + 1 >= createAttempts) throw e;
        const other = await linked(db);
        if (other) return other;
      }
    }
  }

  return { list, configure, start, callback };
}
