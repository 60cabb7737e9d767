import { moduleIds } from '@/lib/wps/modules';
import { registerFieldNames, whitelabelMenuSchema } from '@/lib/wps/schemas/system';
import { isContentOpsCommand, parseContentOps, type ContentOpsCommand } from '../content/ops-args';
import { contentOpsUsage } from '../content/ops-usage';

/**
 * Argument parsing of `npm run ops -- <command>` (scripts/ops.ts), kept pure so it is tested
 * without a running platform. `merchant:set` turns key=value pairs into the PATCH body of
 * /bo/merchants/:code; the platform validates it again and has the last word.
 */
export type OpsCommand =
  | { command: 'help' }
  | { command: 'merchant:list'; json: boolean }
  | { command: 'merchant:show'; code: string; json: boolean }
  | { command: 'merchant:create'; code: string; domains: string[]; name?: string; json: boolean }
  | { command: 'merchant:set'; code: string; patch: Record<string, unknown>; json: boolean }
  | { command: 'audit:list'; merchant?: string; limit?: number; json: boolean }
  | { command: 'outbox:list'; merchant: string; channel?: 'sms' | 'email'; to?: string; limit?: number; json: boolean }
  | { command: 'member:list'; merchant?: string; q?: string; limit?: number; json: boolean }
  | { command: 'member:set'; merchant: string; username: string; patch: { status?: 'active' | 'disabled'; type?: number }; json: boolean }
  | { command: 'social:list'; merchant: string; json: boolean }
  | { command: 'social:set'; merchant: string; provider: 'google' | 'facebook' | 'telegram'; body: Record<string, unknown>; json: boolean }
  | { command: 'ledger:verify'; merchant?: string; json: boolean }
  | { command: 'deposit:list' | 'withdraw:list'; merchant?: string; status?: string; limit?: number; json: boolean }
  | { command: 'deposit:approve' | 'withdraw:approve'; merchant: string; id: number; json: boolean }
  | { command: 'deposit:reject' | 'withdraw:reject'; merchant: string; id: number; reason?: string; json: boolean }
  | { command: 'channel:list'; merchant: string; json: boolean }
  | { command: 'channel:create'; merchant: string; body: Record<string, unknown>; json: boolean }
  | { command: 'wallet:show'; merchant: string; username: string; limit?: number; json: boolean }
  | { command: 'wallet:adjust'; merchant: string; username: string; amount: string; reason: string; key?: string; json: boolean }
  | { command: 'vendor:create'; merchant: string; code: string; name?: string; maxStake?: string; json: boolean }
  | { command: 'vendor:list'; merchant: string; json: boolean }
  | { command: 'vendor:token'; merchant: string; username: string; vendor: string; gameId?: string; json: boolean }
  | { command: 'vendor:catalog'; merchant: string; json: boolean }
  | { command: 'vendor:set'; merchant: string; vassalage: string; patch: Record<string, unknown>; json: boolean }
  | { command: 'game:list'; merchant: string; vendor?: string; gameType?: string; json: boolean }
  | { command: 'game:set'; merchant: string; vassalage: string; gameId: string; patch: Record<string, unknown>; json: boolean }
  | { command: 'jackpot:show'; merchant: string; json: boolean }
  | { command: 'jackpot:set'; merchant: string; patch: { share?: number; odds?: number }; json: boolean }
  | ContentOpsCommand;

export class OpsUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsUsageError';
  }
}

export const opsUsage = `Usage: npm run ops -- <command> [options]

Commands:
  merchant:list                                   list merchants
  merchant:show <code>                            show every setting of a merchant
  merchant:create <code> --domain <host> [--domain <host> ...] [--name <name>]
  merchant:set <code> key=value [key=value ...]   change settings (one audited change)
  audit:list [--merchant <code>] [--limit <n>]    operator changes, newest first
  outbox:list --merchant <code> [--channel sms|email] [--to <recipient>] [--limit <n>]
                                                  SMS and e-mail of a merchant, newest first
  member:list [--merchant <code>] [--q <text>] [--limit <n>]
                                                  members, newest first (q: username, nickname, mobile, e-mail)
  member:set <merchant> <username> status=active|disabled type=<n>
                                                  change a member's status or type (audited)
  social:list <merchant>                          social login providers of a merchant (no secrets)
  social:set <merchant> google|facebook|telegram enabled=true|false clientId=<id> clientSecret=<secret>
             [issuer=<url>] [graphUrl=<url>] [botName=<bot>]
                                                  set a social login provider up (audited; secret kept when left out;
                                                  telegram: clientSecret is the bot token, botName its username)
  ledger:verify [--merchant <code>]               check every ledger invariant; exits 1 listing the offending ids
  deposit:list [--merchant <code>] [--status pending|approved|rejected|failed|review] [--limit <n>]
                                                  deposits, newest first
  deposit:approve <merchant> <id>                 credit a deposit to the wallet (once; audited)
  deposit:reject <merchant> <id> [--reason <text>]
                                                  refuse a deposit; no money moves (audited)
  withdraw:list [--merchant <code>] [--status pending|approved|rejected] [--limit <n>]
                                                  withdrawals, newest first, with the account to pay
  withdraw:approve <merchant> <id>                mark a withdrawal paid: the held amount leaves the wallet (once; audited)
  withdraw:reject <merchant> <id> [--reason <text>]
                                                  refuse a withdrawal: the held amount is released (audited)
  channel:list <merchant>                         deposit channels of a merchant (PSP secrets as fingerprints)
  channel:create <merchant> mt|pg name=<text> min=<amount> max=<amount> [presets=100,500] [sort=<n>] [enabled=true|false]
             mt: bankName=<text> accountName=<text> accountNumber=<text>
             pg: adapter=simpay baseUrl=<url> pspMerchantId=<id> callbackBaseUrl=<url> secret=<secret>
                                                  a new deposit channel (audited); amounts in currency units
  wallet:show <merchant> <username> [--limit <n>] a member's balance, locked funds, turnover and newest ledger lines
  wallet:adjust <merchant> <username> <amount> --reason <text> [--key <key>]
                                                  credit (100.50) or debit (-20) a member's wallet: one audited entry;
                                                  a retry with the same --key moves nothing
  vendor:create <merchant> <vendorCode> [--name <name>] [--max-stake <amount>]
                                                  a game vendor of the seamless-wallet API; prints its signing
                                                  secret once (it cannot be shown again)
  vendor:list <merchant>                          the game vendors of a merchant (no secrets)
  vendor:token <merchant> <username> <vendorCode> [--game <gameId>]
                                                  a one-hour game session token, to test a vendor integration
  vendor:catalog <merchant>                       the lobby's vendors (catalog) with order, state and wallet link
  vendor:set <merchant> <VASSALAGE> key=value [key=value ...]
             enabled=true|false sort=<n> displayName=<text> accountTypeName=<text>
             walletVendor=<vendorCode>|null launchUrl=<https template>|null iconColor|iconWhite|mobileLargeIcon=<url>
                                                  change a lobby vendor (audited); walletVendor links it to the
                                                  seamless-wallet vendor of vendor:create (by convention the
                                                  vassalage in lower case); launchUrl may hold {token} {gameId}
                                                  {lang} {mode} {backUrl}
  game:list <merchant> [--vendor <VASSALAGE>] [--type <gameType>]
                                                  the catalog's games, enabled or not
  game:set <merchant> <VASSALAGE> <gameId> key=value [key=value ...]
             enabled=true|false sort=<n> supportPlay=true|false minBet=<amount>
             gameClassify=VP|JP|SC|TG|AC|BG|null roomId=<id>|null iconUrl=<url>
                                                  change a game of the catalog (audited)
  jackpot:show <merchant>                         the jackpot pool: share, odds, amount, last wins
  jackpot:set <merchant> [share=<bp>] [odds=<N>]  create or retune the pool (audited): share of each house-slot
                                                  stake in basis points (100 = 1 %, at most 1000), a 1-in-N
                                                  chance per paid round; a new pool starts at share=100 odds=50000
${contentOpsUsage}
  help                                            this text

Options: --json prints the raw answer.

Keys of merchant:set:
  name=<text>  maintenance=true|false  blockedCountries=US,GB (empty clears)
  domains=a.example,b.example  mainDomain=<host>  logoUrl=<url>|null  imageCDNs=<url>,<url>
  defaultLanguage=EN  languages=EN,ZH
  currency=USD (symbol and pattern from a table of common currencies)
  currency.code|symbol|pattern|minorDigits=<value>
  modules.<ID>=on|off            e.g. modules.CBS3=off
  register.<field>.enabled|required=true|false
  register.<field>.minLength|maxLength|patternId=<n>|null  register.<field>.acceptedPattern=<regex>|null
  menu.<flag>=true|false         flags: ${Object.keys(whitelabelMenuSchema.shape).join(', ')}
  theme.mode=dark|light
  wallet.turnoverMultiple=<x>    a deposit adds amount x this to the wagering requirement (0 turns it off)
  wallet.trialBalance_minor=<n>  play money of a new trial account, in minor units (200000 = 2,000.00)
  wallet.withdraw.min_minor|max_minor=<n>  wallet.withdraw.dailyCount=<n>

Environment: OPS_URL (default http://127.0.0.1:$PLATFORM_PORT, port 4000),
  OPS_TOKEN (default: the token file $DATA_DIR/ops-token, DATA_DIR default .data).`;

/** Common currencies: symbol, display pattern and ISO 4217 minor digits. */
export const currencyTable: Record<string, { symbol: string; pattern: string; minorDigits: number }> = {
  CNY: { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 },
  USD: { symbol: '$', pattern: '#,##0.00', minorDigits: 2 },
  EUR: { symbol: '€', pattern: '#,##0.00', minorDigits: 2 },
  GBP: { symbol: '£', pattern: '#,##0.00', minorDigits: 2 },
  JPY: { symbol: '¥', pattern: '#,##0', minorDigits: 0 },
  KRW: { symbol: '₩', pattern: '#,##0', minorDigits: 0 },
  THB: { symbol: '฿', pattern: '#,##0.00', minorDigits: 2 },
  VND: { symbol: '₫', pattern: '#,##0', minorDigits: 0 },
  IDR: { symbol: 'Rp', pattern: '#,##0', minorDigits: 0 },
  MYR: { symbol: 'RM', pattern: '#,##0.00', minorDigits: 2 },
  PHP: { symbol: '₱', pattern: '#,##0.00', minorDigits: 2 },
  SGD: { symbol: 'S$', pattern: '#,##0.00', minorDigits: 2 },
  HKD: { symbol: 'HK$', pattern: '#,##0.00', minorDigits: 2 },
  TWD: { symbol: 'NT$', pattern: '#,##0', minorDigits: 0 },
  INR: { symbol: '₹', pattern: '#,##0.00', minorDigits: 2 },
  BRL: { symbol: 'R$', pattern: '#,##0.00', minorDigits: 2 },
  MMK: { symbol: 'K', pattern: '#,##0', minorDigits: 0 },
  KHR: { symbol: '៛', pattern: '#,##0', minorDigits: 0 },
  BDT: { symbol: '৳', pattern: '#,##0.00', minorDigits: 2 },
  PKR: { symbol: '₨', pattern: '#,##0.00', minorDigits: 2 },
};

const menuFlags = Object.keys(whitelabelMenuSchema.shape);

function bool(key: string, v: string): boolean {
  const s = v.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(s)) return true;
  if (['false', 'off', 'no', '0'].includes(s)) return false;
  throw new OpsUsageError(`${key}: expected true or false (or on/off), got "${v}"`);
}

function list(v: string): string[] {
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

function intOrNull(key: string, v: string): number | null {
  if (v.trim().toLowerCase() === 'null' || v.trim() === '') return null;
  if (!/^\d+$/.test(v.trim())) throw new OpsUsageError(`${key}: expected a whole number or null, got "${v}"`);
  return Number(v.trim());
}

function textOrNull(v: string): string | null {
  return v.trim().toLowerCase() === 'null' || v.trim() === '' ? null : v;
}

function setIn(patch: Record<string, unknown>, pathKeys: string[], value: unknown): void {
  let node = patch;
  for (const k of pathKeys.slice(0, -1)) {
    const next = node[k];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[k] = {};
    node = node[k] as Record<string, unknown>;
  }
  node[pathKeys[pathKeys.length - 1]!] = value;
}

/** Adds one key=value of merchant:set to a PATCH body. */
export function applyAssignment(patch: Record<string, unknown>, assignment: string): void {
  const eq = assignment.indexOf('=');
  if (eq <= 0) throw new OpsUsageError(`"${assignment}" is not key=value`);
  const key = assignment.slice(0, eq).trim();
  const value = assignment.slice(eq + 1);
  const parts = key.split('.');
  const [head] = parts;

  switch (head) {
    case 'name':
    case 'defaultLanguage':
    case 'mainDomain':
      if (parts.length !== 1) break;
      setIn(patch, [head], head === 'defaultLanguage' ? value.trim().toUpperCase() : value.trim());
      return;
    case 'logoUrl':
      if (parts.length !== 1) break;
      setIn(patch, [head], textOrNull(value.trim()));
      return;
    case 'maintenance':
      if (parts.length !== 1) break;
      setIn(patch, [head], bool(key, value));
      return;
    case 'blockedCountries':
    case 'languages':
      if (parts.length !== 1) break;
      setIn(patch, [head], list(value).map((s) => s.toUpperCase()));
      return;
    case 'domains':
    case 'imageCDNs':
      if (parts.length !== 1) break;
      setIn(patch, [head], list(value));
      return;
    case 'currency': {
      if (parts.length === 1) {
        const code = value.trim().toUpperCase();
        const known = currencyTable[code];
        if (!known) {
          throw new OpsUsageError(
            `currency ${code} is not in the table (${Object.keys(currencyTable).join(', ')}); ` +
              'set currency.code, currency.symbol, currency.pattern and currency.minorDigits instead');
        }
        setIn(patch, ['currency'], { ...((patch.currency as object) ?? {}), code, ...known });
        return;
      }
      const field = parts[1];
      if (parts.length !== 2) break;
      if (field === 'code') setIn(patch, ['currency', 'code'], value.trim().toUpperCase());
      else if (field === 'symbol' || field === 'pattern') setIn(patch, ['currency', field], value.trim());
      else if (field === 'minorDigits') setIn(patch, ['currency', 'minorDigits'], intOrNull(key, value) ?? 0);
      else break;
      return;
    }
    case 'modules': {
      const id = parts[1]?.toUpperCase();
      if (parts.length !== 2 || !id) break;
      if (!(moduleIds as readonly string[]).includes(id)) throw new OpsUsageError(`unknown module ${parts[1]}; known: ${moduleIds.join(' ')}`);
      setIn(patch, ['modules', id], bool(key, value));
      return;
    }
    case 'register': {
      const [, field, setting] = parts;
      if (parts.length !== 3 || !field || !setting) break;
      if (!(registerFieldNames as readonly string[]).includes(field)) {
        throw new OpsUsageError(`unknown register field ${field}; known: ${registerFieldNames.join(' ')}`);
      }
      if (setting === 'enabled' || setting === 'required') setIn(patch, ['register', field, setting], bool(key, value));
      else if (setting === 'minLength' || setting === 'maxLength' || setting === 'patternId') setIn(patch, ['register', field, setting], intOrNull(key, value));
      else if (setting === 'acceptedPattern') setIn(patch, ['register', field, setting], textOrNull(value));
      else throw new OpsUsageError(`register.${field}: unknown setting ${setting} (enabled, required, minLength, maxLength, patternId, acceptedPattern)`);
      return;
    }
    case 'menu': {
      const flag = parts[1];
      if (parts.length !== 2 || !flag) break;
      if (!menuFlags.includes(flag)) throw new OpsUsageError(`unknown menu flag ${flag}; known: ${menuFlags.join(' ')}`);
      setIn(patch, ['menu', flag], bool(key, value));
      return;
    }
    case 'wallet': {
      const path = parts.slice(1).join('.');
      const number = (): number => {
        const n = Number(value);
        if (value.trim() === '' || !Number.isFinite(n)) throw new OpsUsageError(`${key}: expected a number, got "${value}"`);
        return n;
      };
      if (path === 'turnoverMultiple' || path === 'trialBalance_minor') setIn(patch, ['wallet', path], number());
      else if (path === 'withdraw.min_minor' || path === 'withdraw.max_minor' || path === 'withdraw.dailyCount') {
        setIn(patch, ['wallet', 'withdraw', parts[2]!], number());
      } else break;
      return;
    }
    case 'theme':
      if (parts.length !== 2 || parts[1] !== 'mode') break;
      if (value !== 'dark' && value !== 'light') throw new OpsUsageError('theme.mode: expected dark or light');
      setIn(patch, ['theme', 'mode'], value);
      return;
  }
  throw new OpsUsageError(`unknown setting "${key}"`);
}

interface Split {
  positional: string[];
  options: Map<string, string[]>;
  flags: Set<string>;
}

const valueOptions = new Set(['--domain', '--name', '--merchant', '--limit', '--channel', '--to', '--q', '--status', '--reason', '--key', '--max-stake', '--game', '--vendor', '--type']);
const flagOptions = new Set(['--json', '--help', '-h']);

function split(args: string[]): Split {
  const out: Split = { positional: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    // A negative amount (wallet:adjust ... -12.50) is a value, not an option.
    if (a.startsWith('-') && !/^-\d/.test(a)) {
      const [name, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
      if (flagOptions.has(name)) {
        out.flags.add(name);
        continue;
      }
      if (!valueOptions.has(name)) throw new OpsUsageError(`unknown option ${name}`);
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new OpsUsageError(`${name} needs a value`);
      out.options.set(name, [...(out.options.get(name) ?? []), value]);
    } else {
      out.positional.push(a);
    }
  }
  return out;
}

function only(s: Split, allowed: string[], command: string): void {
  for (const name of s.options.keys()) {
    if (!allowed.includes(name)) throw new OpsUsageError(`${command} does not take ${name}`);
  }
}

function single(s: Split, name: string): string | undefined {
  const v = s.options.get(name);
  if (v && v.length > 1) throw new OpsUsageError(`${name} given more than once`);
  return v?.[0];
}

/** --limit <n>, 1 to max, when given. */
function limitOption(s: Split, max: number): number | undefined {
  const text = single(s, '--limit');
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) throw new OpsUsageError(`--limit must be 1 to ${max}`);
  return Number(text);
}

/** The PATCH body of /bo/members/:merchant/:username from member:set's key=value pairs. */
export function memberPatch(assignments: string[]): { status?: 'active' | 'disabled'; type?: number } {
  const patch: { status?: 'active' | 'disabled'; type?: number } = {};
  for (const a of assignments) {
    const eq = a.indexOf('=');
    if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
    const key = a.slice(0, eq).trim();
    const value = a.slice(eq + 1).trim();
    if (key === 'status') {
      if (value !== 'active' && value !== 'disabled') throw new OpsUsageError('status: expected active or disabled');
      patch.status = value;
    } else if (key === 'type') {
      if (!/^\d{1,5}$/.test(value) || Number(value) > 32767) throw new OpsUsageError('type: expected a whole number 0 to 32767 (SPEC: 0, 1, 2 real; 4 trial; 40-42 other; else agent)');
      patch.type = Number(value);
    } else {
      throw new OpsUsageError(`unknown member setting "${key}" (status, type)`);
    }
  }
  return patch;
}

const socialProviderNames = ['google', 'facebook', 'telegram'] as const;

/** The PUT body of /bo/merchants/:code/social/:provider from social:set's key=value pairs. */
export function socialBody(assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const a of assignments) {
    const eq = a.indexOf('=');
    if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
    const key = a.slice(0, eq).trim();
    const value = a.slice(eq + 1).trim();
    if (key === 'enabled') body.enabled = bool(key, value);
    else if (key === 'clientId' || key === 'clientSecret') body[key] = value;
    else if (key === 'issuer' || key === 'graphUrl' || key === 'botName') body[key] = textOrNull(value);
    else throw new OpsUsageError(`unknown social setting "${key}" (enabled, clientId, clientSecret, issuer, graphUrl, botName)`);
  }
  if (body.enabled === undefined) throw new OpsUsageError('social:set needs enabled=true or enabled=false');
  return body;
}

const channelKeys = {
  common: ['name', 'min', 'max', 'presets', 'sort', 'enabled'],
  mt: ['bankName', 'accountName', 'accountNumber'],
  pg: ['adapter', 'baseUrl', 'pspMerchantId', 'callbackBaseUrl', 'secret'],
} as const;

/** The POST body of /bo/deposit-channels/:merchant from channel:create's method and key=value pairs. */
export function channelBody(method: string, assignments: string[]): Record<string, unknown> {
  if (method !== 'mt' && method !== 'pg') throw new OpsUsageError(`channel method must be mt or pg, got "${method}"`);
  const allowed: readonly string[] = [...channelKeys.common, ...channelKeys[method]];
  const v: Record<string, string> = {};
  for (const a of assignments) {
    const eq = a.indexOf('=');
    if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
    const key = a.slice(0, eq).trim();
    if (!allowed.includes(key)) throw new OpsUsageError(`unknown ${method} channel setting "${key}" (${allowed.join(', ')})`);
    v[key] = a.slice(eq + 1).trim();
  }
  for (const k of ['name', 'min', 'max', ...channelKeys[method]]) if (!v[k]) throw new OpsUsageError(`channel:create ${method} needs ${k}=`);
  const body: Record<string, unknown> = { method, name: v.name, minAmount: v.min, maxAmount: v.max };
  if (v.presets !== undefined) body.presets = list(v.presets);
  if (v.sort !== undefined) {
    if (!/^-?\d{1,4}$/.test(v.sort)) throw new OpsUsageError('sort: expected a whole number');
    body.sort = Number(v.sort);
  }
  if (v.enabled !== undefined) body.enabled = bool('enabled', v.enabled);
  if (method === 'mt') body.bank = { bankName: v.bankName, accountName: v.accountName, accountNumber: v.accountNumber };
  else body.psp = { adapter: v.adapter, baseUrl: v.baseUrl, merchantId: v.pspMerchantId, callbackBaseUrl: v.callbackBaseUrl, secret: v.secret };
  return body;
}

/** A catalog vendor's code as the lobby writes it (HOUSE, TCG_LOTTO_VN); typed in any case. */
function vassalageArg(text: string): string {
  const v = text.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9_]{1,31}$/.test(v)) throw new OpsUsageError(`vassalage: letters, digits or _, 2 to 32 characters, got "${text}"`);
  return v;
}

function keyValue(a: string): [string, string] {
  const eq = a.indexOf('=');
  if (eq <= 0) throw new OpsUsageError(`"${a}" is not key=value`);
  return [a.slice(0, eq).trim(), a.slice(eq + 1).trim()];
}

function sortValue(v: string): number {
  if (!/^-?\d{1,6}$/.test(v) || Math.abs(Number(v)) > 100_000) throw new OpsUsageError('sort: expected a whole number (-100000 to 100000); smaller comes first');
  return Number(v);
}

/** The PATCH body of /bo/catalog/vendors/:merchant/:vassalage from vendor:set's key=value pairs. */
export function catalogVendorPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'enabled') patch.enabled = bool(key, value);
    else if (key === 'sort') patch.sort = sortValue(value);
    else if (key === 'displayName' || key === 'accountTypeName' || key === 'iconColor' || key === 'iconWhite' || key === 'mobileLargeIcon') {
      if (!value) throw new OpsUsageError(`${key} needs a value`);
      patch[key] = value;
    } else if (key === 'walletVendor') {
      const code = textOrNull(value);
      if (code !== null && !/^[a-z0-9][a-z0-9_-]{1,31}$/.test(code)) throw new OpsUsageError(`walletVendor: a vendor code of vendor:create (lower case), or null; got "${value}"`);
      patch.walletVendor = code;
    } else if (key === 'launchUrl') {
      const url = textOrNull(value);
      if (url !== null && !/^https:\/\/\S+$/.test(url)) throw new OpsUsageError('launchUrl: an https:// URL template, or null');
      patch.launchUrl = url;
    } else {
      throw new OpsUsageError(`unknown vendor setting "${key}" (enabled, sort, displayName, accountTypeName, walletVendor, launchUrl, iconColor, iconWhite, mobileLargeIcon)`);
    }
  }
  return patch;
}

/** The PATCH body of /bo/jackpot/:merchant from jackpot:set's share=<bp> and odds=<N>. */
export function jackpotPatch(assignments: string[]): { share?: number; odds?: number } {
  const patch: { share?: number; odds?: number } = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'share') {
      if (!/^\d{1,4}$/.test(value) || Number(value) > 1000) throw new OpsUsageError('share: basis points of each stake, 0 to 1000 (100 = 1 %)');
      patch.share = Number(value);
    } else if (key === 'odds') {
      if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000_000) throw new OpsUsageError('odds: N of a 1-in-N chance per paid round, 1 to 1000000000');
      patch.odds = Number(value);
    } else {
      throw new OpsUsageError(`unknown jackpot setting "${key}" (share, odds)`);
    }
  }
  return patch;
}

const classifications = ['VP', 'JP', 'SC', 'TG', 'AC', 'BG'];

/** The PATCH body of /bo/catalog/games/:merchant/:vassalage/:gameId from game:set's key=value pairs. */
export function catalogGamePatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, value] = keyValue(a);
    if (key === 'enabled' || key === 'supportPlay') patch[key] = bool(key, value);
    else if (key === 'sort') patch.sort = sortValue(value);
    else if (key === 'minBet') {
      if (!/^\d{1,12}(\.\d{1,8})?$/.test(value)) throw new OpsUsageError(`minBet: expected a decimal like 0.5, got "${value}"`);
      patch.minBet = value;
    } else if (key === 'gameClassify') {
      const c = textOrNull(value)?.toUpperCase() ?? null;
      if (c !== null && !classifications.includes(c)) throw new OpsUsageError(`gameClassify: one of ${classifications.join(', ')} or null`);
      patch.gameClassify = c;
    } else if (key === 'roomId') patch.roomId = textOrNull(value);
    else if (key === 'iconUrl') {
      if (!value) throw new OpsUsageError('iconUrl needs a value');
      patch.iconUrl = value;
    } else {
      throw new OpsUsageError(`unknown game setting "${key}" (enabled, sort, supportPlay, minBet, gameClassify, roomId, iconUrl)`);
    }
  }
  return patch;
}

const gameTypeNames = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

const depositStatuses = ['pending', 'approved', 'rejected', 'failed', 'review'];
const withdrawalStatuses = ['pending', 'approved', 'rejected'];

/** A merchant-scoped id of a deposit or withdrawal: a positive whole number. */
function transactionId(text: string | undefined, usage: string): number {
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) throw new OpsUsageError(usage);
  return Number(text);
}

/** Parses the arguments after `npm run ops --`. Throws OpsUsageError with a line for the user. */
export function parseOpsArgs(argv: string[]): OpsCommand {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  const s = split(rest);
  if (s.flags.has('--help') || s.flags.has('-h')) return { command: 'help' };
  const json = s.flags.has('--json');

  if (isContentOpsCommand(command)) {
    only(s, command === 'announcement:list' ? ['--type'] : [], command);
    return parseContentOps(command, s.positional, single(s, '--type'), json);
  }

  switch (command) {
    case 'merchant:list':
      only(s, [], command);
      if (s.positional.length) throw new OpsUsageError('merchant:list takes no arguments');
      return { command, json };
    case 'merchant:show': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: merchant:show <code>');
      return { command, code: s.positional[0]!, json };
    }
    case 'merchant:create': {
      only(s, ['--domain', '--name'], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: merchant:create <code> --domain <host> [--domain <host> ...] [--name <name>]');
      const domains = (s.options.get('--domain') ?? []).flatMap(list);
      if (!domains.length) throw new OpsUsageError('merchant:create needs at least one --domain <host>');
      const name = single(s, '--name');
      return { command, code: s.positional[0]!, domains, ...(name !== undefined ? { name } : {}), json };
    }
    case 'merchant:set': {
      only(s, [], command);
      const [code, ...assignments] = s.positional;
      if (!code || !assignments.length) throw new OpsUsageError('usage: merchant:set <code> key=value [key=value ...]');
      if (code.includes('=')) throw new OpsUsageError('merchant:set needs the merchant code first');
      const patch: Record<string, unknown> = {};
      for (const a of assignments) applyAssignment(patch, a);
      return { command, code, patch, json };
    }
    case 'audit:list': {
      only(s, ['--merchant', '--limit'], command);
      if (s.positional.length) throw new OpsUsageError('usage: audit:list [--merchant <code>] [--limit <n>]');
      const merchant = single(s, '--merchant');
      const limit = limitOption(s, 500);
      return { command, ...(merchant !== undefined ? { merchant } : {}), ...(limit !== undefined ? { limit } : {}), json };
    }
    case 'outbox:list': {
      only(s, ['--merchant', '--channel', '--to', '--limit'], command);
      const usage = 'usage: outbox:list --merchant <code> [--channel sms|email] [--to <recipient>] [--limit <n>]';
      if (s.positional.length) throw new OpsUsageError(usage);
      const merchant = single(s, '--merchant');
      if (!merchant) throw new OpsUsageError(`outbox:list needs --merchant <code>\n${usage}`);
      const channel = single(s, '--channel');
      if (channel !== undefined && channel !== 'sms' && channel !== 'email') throw new OpsUsageError('--channel must be sms or email');
      const to = single(s, '--to')?.trim();
      if (to !== undefined && !to) throw new OpsUsageError('--to needs a recipient');
      const limit = limitOption(s, 200);
      return {
        command, merchant, ...(channel !== undefined ? { channel } : {}), ...(to !== undefined ? { to } : {}),
        ...(limit !== undefined ? { limit } : {}), json,
      };
    }
    case 'member:list': {
      only(s, ['--merchant', '--q', '--limit'], command);
      if (s.positional.length) throw new OpsUsageError('usage: member:list [--merchant <code>] [--q <text>] [--limit <n>]');
      const merchant = single(s, '--merchant');
      const q = single(s, '--q')?.trim();
      if (q !== undefined && !q) throw new OpsUsageError('--q needs some text');
      const limit = limitOption(s, 500);
      return {
        command, ...(merchant !== undefined ? { merchant } : {}), ...(q !== undefined ? { q } : {}),
        ...(limit !== undefined ? { limit } : {}), json,
      };
    }
    case 'member:set': {
      only(s, [], command);
      const usage = 'usage: member:set <merchant> <username> status=active|disabled type=<n>';
      const [merchant, username, ...assignments] = s.positional;
      if (!merchant || !username || !assignments.length || merchant.includes('=') || username.includes('=')) throw new OpsUsageError(usage);
      return { command, merchant, username, patch: memberPatch(assignments), json };
    }
    case 'social:list': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: social:list <merchant>');
      return { command, merchant: s.positional[0]!, json };
    }
    case 'social:set': {
      only(s, [], command);
      const usage = 'usage: social:set <merchant> google|facebook|telegram enabled=true|false clientId=<id> clientSecret=<secret> [issuer=<url>] [graphUrl=<url>] [botName=<bot>]';
      const [merchant, provider, ...assignments] = s.positional;
      if (!merchant || !provider || !assignments.length || merchant.includes('=')) throw new OpsUsageError(usage);
      if (!(socialProviderNames as readonly string[]).includes(provider)) throw new OpsUsageError(`unknown provider "${provider}" (google, facebook, telegram)`);
      return { command, merchant, provider: provider as (typeof socialProviderNames)[number], body: socialBody(assignments), json };
    }
    case 'wallet:show': {
      only(s, ['--limit'], command);
      const [merchant, username, ...rest] = s.positional;
      if (!merchant || !username || rest.length) throw new OpsUsageError('usage: wallet:show <merchant> <username> [--limit <n>]');
      const limit = limitOption(s, 500);
      return { command, merchant, username, ...(limit !== undefined ? { limit } : {}), json };
    }
    case 'wallet:adjust': {
      only(s, ['--reason', '--key'], command);
      const usage = 'usage: wallet:adjust <merchant> <username> <amount> --reason <text> [--key <key>]';
      const [merchant, username, amount, ...rest] = s.positional;
      const reason = single(s, '--reason')?.trim();
      if (!merchant || !username || !amount || rest.length || !reason) throw new OpsUsageError(usage);
      if (!/^-?\d+(\.\d+)?$/.test(amount) || /^-?0+(\.0+)?$/.test(amount)) throw new OpsUsageError(`amount: expected a non-zero decimal like 100.50 or -20, got "${amount}"`);
      const key = single(s, '--key');
      return { command, merchant, username, amount, reason, ...(key !== undefined ? { key } : {}), json };
    }
    case 'vendor:create': {
      only(s, ['--name', '--max-stake'], command);
      const [merchant, code, ...rest] = s.positional;
      if (!merchant || !code || rest.length) throw new OpsUsageError('usage: vendor:create <merchant> <vendorCode> [--name <name>] [--max-stake <amount>]');
      if (!/^[a-z0-9][a-z0-9_-]{1,31}$/.test(code)) throw new OpsUsageError(`vendorCode: lower-case letters, digits, _ or -, 2 to 32 characters, got "${code}"`);
      const name = single(s, '--name')?.trim();
      const maxStake = single(s, '--max-stake')?.trim();
      if (maxStake !== undefined && (!/^\d+(\.\d+)?$/.test(maxStake) || /^0+(\.0+)?$/.test(maxStake))) {
        throw new OpsUsageError(`--max-stake: expected a positive decimal like 500 or 99.50, got "${maxStake}"`);
      }
      return { command, merchant, code, ...(name ? { name } : {}), ...(maxStake !== undefined ? { maxStake } : {}), json };
    }
    case 'vendor:list': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: vendor:list <merchant>');
      return { command, merchant: s.positional[0]!, json };
    }
    case 'vendor:token': {
      only(s, ['--game'], command);
      const [merchant, username, vendor, ...rest] = s.positional;
      if (!merchant || !username || !vendor || rest.length) throw new OpsUsageError('usage: vendor:token <merchant> <username> <vendorCode> [--game <gameId>]');
      const gameId = single(s, '--game');
      return { command, merchant, username, vendor, ...(gameId !== undefined ? { gameId } : {}), json };
    }
    case 'vendor:catalog': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: vendor:catalog <merchant>');
      return { command, merchant: s.positional[0]!, json };
    }
    case 'vendor:set': {
      only(s, [], command);
      const usage = 'usage: vendor:set <merchant> <VASSALAGE> key=value [key=value ...] (enabled, sort, displayName, walletVendor, launchUrl, ...)';
      const [merchant, vassalage, ...assignments] = s.positional;
      if (!merchant || !vassalage || !assignments.length || merchant.includes('=') || vassalage.includes('=')) throw new OpsUsageError(usage);
      return { command, merchant, vassalage: vassalageArg(vassalage), patch: catalogVendorPatch(assignments), json };
    }
    case 'game:list': {
      only(s, ['--vendor', '--type'], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: game:list <merchant> [--vendor <VASSALAGE>] [--type <gameType>]');
      const vendor = single(s, '--vendor');
      const type = single(s, '--type')?.trim().toUpperCase();
      if (type !== undefined && !gameTypeNames.includes(type)) throw new OpsUsageError(`--type must be one of ${gameTypeNames.join(', ')}`);
      return {
        command, merchant: s.positional[0]!, ...(vendor !== undefined ? { vendor: vassalageArg(vendor) } : {}), ...(type !== undefined ? { gameType: type } : {}), json,
      };
    }
    case 'game:set': {
      only(s, [], command);
      const usage = 'usage: game:set <merchant> <VASSALAGE> <gameId> key=value [key=value ...] (enabled, sort, supportPlay, minBet, gameClassify, roomId, iconUrl)';
      const [merchant, vassalage, gameId, ...assignments] = s.positional;
      if (!merchant || !vassalage || !gameId || !assignments.length || [merchant, vassalage, gameId].some((x) => x.includes('='))) throw new OpsUsageError(usage);
      if (gameId.length > 64) throw new OpsUsageError('gameId: at most 64 characters');
      return { command, merchant, vassalage: vassalageArg(vassalage), gameId, patch: catalogGamePatch(assignments), json };
    }
    case 'ledger:verify': {
      only(s, ['--merchant'], command);
      if (s.positional.length) throw new OpsUsageError('usage: ledger:verify [--merchant <code>]');
      const merchant = single(s, '--merchant');
      return { command, ...(merchant !== undefined ? { merchant } : {}), json };
    }
    case 'deposit:list':
    case 'withdraw:list': {
      only(s, ['--merchant', '--status', '--limit'], command);
      const statuses = command === 'deposit:list' ? depositStatuses : withdrawalStatuses;
      if (s.positional.length) throw new OpsUsageError(`usage: ${command} [--merchant <code>] [--status ${statuses.join('|')}] [--limit <n>]`);
      const merchant = single(s, '--merchant');
      const status = single(s, '--status');
      if (status !== undefined && !statuses.includes(status)) throw new OpsUsageError(`--status must be one of ${statuses.join(', ')}`);
      const limitText = single(s, '--limit');
      let limit: number | undefined;
      if (limitText !== undefined) {
        if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 200) throw new OpsUsageError('--limit must be 1 to 200');
        limit = Number(limitText);
      }
      return {
        command, ...(merchant !== undefined ? { merchant } : {}), ...(status !== undefined ? { status } : {}),
        ...(limit !== undefined ? { limit } : {}), json,
      };
    }
    case 'deposit:approve':
    case 'withdraw:approve': {
      only(s, [], command);
      const usage = `usage: ${command} <merchant> <id>`;
      if (s.positional.length !== 2) throw new OpsUsageError(usage);
      return { command, merchant: s.positional[0]!, id: transactionId(s.positional[1], usage), json };
    }
    case 'deposit:reject':
    case 'withdraw:reject': {
      only(s, ['--reason'], command);
      const usage = `usage: ${command} <merchant> <id> [--reason <text>]`;
      if (s.positional.length !== 2) throw new OpsUsageError(usage);
      const reason = single(s, '--reason')?.trim();
      if (reason !== undefined && (!reason || reason.length > 200)) throw new OpsUsageError('--reason needs 1 to 200 characters');
      return { command, merchant: s.positional[0]!, id: transactionId(s.positional[1], usage), ...(reason !== undefined ? { reason } : {}), json };
    }
    case 'channel:list': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: channel:list <merchant>');
      return { command, merchant: s.positional[0]!, json };
    }
    case 'channel:create': {
      only(s, [], command);
      const [merchant, method, ...assignments] = s.positional;
      if (!merchant || !method || merchant.includes('=')) {
        throw new OpsUsageError('usage: channel:create <merchant> mt|pg name=<text> min=<amount> max=<amount> [key=value ...]');
      }
      return { command, merchant, body: channelBody(method, assignments), json };
    }
    case 'jackpot:show': {
      only(s, [], command);
      if (s.positional.length !== 1) throw new OpsUsageError('usage: jackpot:show <merchant>');
      return { command, merchant: s.positional[0]!, json };
    }
    case 'jackpot:set': {
      only(s, [], command);
      const [merchant, ...assignments] = s.positional;
      if (!merchant || merchant.includes('=')) throw new OpsUsageError('usage: jackpot:set <merchant> [share=<bp>] [odds=<N>]');
      return { command, merchant, patch: jackpotPatch(assignments), json };
    }
    default:
      throw new OpsUsageError(`unknown command "${command}"`);
  }
}

/** A plain-text table: columns padded to their widest cell. */
export function renderTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
