import { minorToDecimalString } from '@/lib/format';
import { moduleIds } from '@/lib/wps/modules';
import { registerFieldNames, whitelabelMenuSchema } from '@/lib/wps/schemas/system';
import { merchantCreateSchema, merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { bool, check, defineCommand, every, json, list, OpsUsageError, plain, renderTable, seg, single, textOrNull, yesNo } from './command';

/** merchant:list|show|create|set: the merchants and every setting of theirs (PATCH /bo/merchants/:code). */

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

/** The keys of merchant:set, for its --help. */
/** The download resources of SPEC §3 the download bar, its pop-up and /m/app read, in their wire spelling. */
export const downloadResourceTypes = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon'] as const;

export const merchantSettingKeys = `Keys of merchant:set:
  name=<text>  maintenance=true|false  blockedCountries=US,GB (empty clears)
  timeZone=<IANA zone, e.g. Asia/Shanghai> (the merchant's day for daily rewards)
  domains=a.example,b.example  mainDomain=<host>  logoUrl=<url>|null  imageCDNs=<url>,<url>
  defaultLanguage=EN  languages=EN,ZH
  currency=USD (symbol and pattern from a table of common currencies: ${Object.keys(currencyTable).join(' ')})
  currency.code|symbol|pattern|minorDigits=<value>
  modules.<ID>=on|off            e.g. modules.CBS3=off; IDs: ${moduleIds.join(' ')}
  register.<field>.enabled|required=true|false
  register.<field>.minLength|maxLength|patternId=<n>|null  register.<field>.acceptedPattern=<regex>|null
                                 fields: ${registerFieldNames.join(' ')}
  menu.<flag>=true|false         flags: ${menuFlags.join(', ')}
  theme.mode=dark|light
  resources.<type>=<https url>   a download link of the app (SPEC §3): types ${downloadResourceTypes.join(' ')};
                                 empty removes it; the other links stay as they are
  wallet.turnoverMultiple=<x>    a deposit adds amount x this to the wagering requirement (0 turns it off)
  wallet.trialBalance_minor=<n>  play money of a new trial account, in minor units (200000 = 2,000.00)
  wallet.withdraw.min_minor|max_minor=<n>  wallet.withdraw.dailyCount=<n>`;

/**
 * A `resources.<type>=<url>` of merchant:set: the type in its wire spelling (any case accepted)
 * and the https URL, or null to remove it. Null when the assignment is not a resource.
 */
export function resourceAssignment(assignment: string): { type: string; url: string | null } | null {
  const eq = assignment.indexOf('=');
  const key = eq > 0 ? assignment.slice(0, eq).trim() : '';
  if (!key.startsWith('resources.')) return null;
  const asked = key.slice('resources.'.length);
  const type = downloadResourceTypes.find((t) => t.toLowerCase() === asked.toLowerCase());
  if (!type) throw new OpsUsageError(`unknown resource type ${asked}; known: ${downloadResourceTypes.join(' ')}`);
  const url = assignment.slice(eq + 1).trim();
  if (url === '') return { type, url: null };
  if (!/^https:\/\/[^\s/]+(\/\S*)?$/.test(url)) throw new OpsUsageError(`${key}: expected an https URL, got "${url}"`);
  return { type, url };
}

/**
 * The merchant's resources with some download links set or removed (the platform replaces the
 * whole list, so the others are carried over in their order; a new type goes last).
 */
export function mergeResources(current: readonly { resourceType: string; url: string }[], edits: Readonly<Record<string, string | null>>) {
  const out = current
    .filter((r) => edits[r.resourceType] !== null)
    .map((r) => (edits[r.resourceType] ? { resourceType: r.resourceType, url: edits[r.resourceType]! } : { resourceType: r.resourceType, url: r.url }));
  for (const [type, url] of Object.entries(edits)) if (url && !out.some((r) => r.resourceType === type)) out.push({ resourceType: type, url });
  return out;
}

function intOrNull(key: string, v: string): number | null {
  if (v.trim().toLowerCase() === 'null' || v.trim() === '') return null;
  if (!/^\d+$/.test(v.trim())) throw new OpsUsageError(`${key}: expected a whole number or null, got "${v}"`);
  return Number(v.trim());
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
    case 'timeZone':
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

function walletLine(w: Record<string, unknown>, minorDigits: number): string {
  const amount = (minor: unknown) => minorToDecimalString(BigInt(minor as string | number | bigint), minorDigits);
  const withdraw = w.withdraw as Record<string, unknown>;
  return `turnover x${w.turnoverMultiple}, trial play money ${amount(w.trialBalance_minor)}, ` +
    `withdraw ${amount(withdraw.min_minor)} to ${amount(withdraw.max_minor)}, ${withdraw.dailyCount} a day`;
}

function merchantTable(m: Record<string, unknown>): string {
  const modules = m.modules as Record<string, boolean>;
  const off = Object.entries(modules).filter(([, on]) => !on).map(([id]) => id);
  const currency = m.currency as { code: string; symbol: string; pattern: string; minorDigits: number };
  const menu = m.menu as Record<string, boolean>;
  const register = m.register as Record<string, { enabled: boolean; required: boolean }>;
  const rows: [string, string][] = [
    ['code', String(m.code)],
    ['name', String(m.name)],
    ['maintenance', yesNo(Boolean(m.maintenance))],
    ['blocked countries', (m.blockedCountries as string[]).join(', ') || '(none)'],
    ['domains', (m.domains as string[]).join(', ')],
    ['main domain', String(m.mainDomain || '(first domain)')],
    ['time zone', String(m.timeZone ?? 'UTC')],
    ['languages', `${(m.languages as string[]).join(', ')} (default ${m.defaultLanguage})`],
    ['currency', `${currency.code} ${currency.symbol} ${currency.pattern} (${currency.minorDigits} minor digits)`],
    ['modules off', off.join(' ') || '(all on)'],
    ['wallet', walletLine(m.wallet as Record<string, unknown>, currency.minorDigits)],
    ['menu off', Object.entries(menu).filter(([, on]) => !on).map(([k]) => k).join(' ') || '(all on)'],
    ['register fields', Object.entries(register).filter(([, s]) => s.enabled).map(([f, s]) => (s.required ? `${f}*` : f)).join(' ')],
    ['customer service', (m.customerService as { csType: string; title: string }[]).map((c) => `${c.csType}:${c.title}`).join(', ') || '(none)'],
    ['image CDNs', (m.imageCDNs as string[]).join(', ') || '(same origin)'],
    ['download links', ((m.resources as { resourceType: string; url: string }[] | undefined) ?? []).map((r) => `${r.resourceType} ${r.url}`).join(', ') || '(none)'],
    ['updated', String(m.updatedAt)],
  ];
  return renderTable(['setting', 'value'], rows);
}

export const merchantCommands = [
  defineCommand({
    name: 'merchant:list',
    summary: 'list merchants',
    parse: (_args, o) => ({ command: 'merchant:list', json: Boolean(o.json) }),
    async run(cmd, { call, print }) {
      const rows = (await call('GET', '/bo/merchants')) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No merchants yet: npm run ops -- merchant:create <code> --domain <host>');
      print(renderTable(
        ['code', 'name', 'maintenance', 'blocked', 'currency', 'languages', 'domains'],
        rows.map((m) => [String(m.code), String(m.name), yesNo(Boolean(m.maintenance)), (m.blockedCountries as string[]).join(',') || '-',
          String(m.currency), (m.languages as string[]).join(','), (m.domains as string[]).join(',')]),
      ));
    },
  }),
  defineCommand({
    name: 'merchant:show',
    args: '<code>',
    summary: 'show every setting of a merchant',
    parse: ([code], o) => ({ command: 'merchant:show', code: code!, json: Boolean(o.json) }),
    async run(cmd, { call, print }) {
      const m = (await call('GET', `/bo/merchants/${seg(cmd.code)}`)) as Record<string, unknown>;
      print(cmd.json ? json(m) : merchantTable(m));
    },
  }),
  defineCommand({
    name: 'merchant:create',
    args: '<code>',
    summary: 'a new merchant with its domains',
    details: 'Give --domain once per host, or hosts separated by commas.',
    options: [{ flags: '--domain <host>', description: 'a host name of the merchant (repeatable, or a,b)' }, { flags: '--name <name>', description: 'display name' }],
    parse([code], o) {
      const domains = every(o, '--domain').flatMap(list);
      if (!domains.length) throw new OpsUsageError('merchant:create needs at least one --domain <host>');
      const name = single(o, '--name');
      const body = { code: code!, domains, ...(name !== undefined ? { name } : {}) };
      check(merchantCreateSchema, body);
      return { command: 'merchant:create', code: code!, domains, ...(name !== undefined ? { name } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const m = (await call('POST', '/bo/merchants', { code: cmd.code, domains: cmd.domains, ...(cmd.name ? { name: cmd.name } : {}) })) as Record<string, unknown>;
      if (cmd.json) return print(json(m));
      print(`Created merchant ${m.code}.`);
      print(merchantTable(m));
    },
  }),
  defineCommand({
    name: 'merchant:set',
    args: '<code> <settings...>',
    summary: 'change settings of a merchant (one audited change)',
    details: merchantSettingKeys,
    parse([code, ...assignments], o) {
      plain([code], 'merchant:set needs the merchant code first');
      const patch: Record<string, unknown> = {};
      const resources: Record<string, string | null> = {};
      for (const a of assignments) {
        const r = resourceAssignment(a);
        if (r) resources[r.type] = r.url;
        else applyAssignment(patch, a);
      }
      check(merchantPatchSchema, patch);
      return { command: 'merchant:set', code: code!, patch, resources, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const patch = { ...cmd.patch };
      if (Object.keys(cmd.resources).length) {
        const current = (await call('GET', `/bo/merchants/${seg(cmd.code)}`)) as { resources?: { resourceType: string; url: string }[] };
        patch.resources = mergeResources(current.resources ?? [], cmd.resources);
      }
      const m = (await call('PATCH', `/bo/merchants/${seg(cmd.code)}`, patch)) as Record<string, unknown>;
      if (cmd.json) return print(json(m));
      print(`Updated ${m.code}: ${Object.keys(patch).join(', ')}. Other replicas pick it up within a few seconds.`);
      print(merchantTable(m));
    },
  }),
];
