import { readFileSync } from 'node:fs';
import {
  boCatalogImportSchema, boCatalogParamsSchema, boGameListQuerySchema, boGameParamsSchema, boGamePatchSchema, boVendorParamsSchema, boVendorPatchSchema,
} from '@/platform/src/modules/games/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg, single, sortValue, textOrNull, yesNo } from './command';

/** vendor:catalog|set and game:list|set|import: the lobby's vendors and games (/bo/catalog). */

/** A catalog vendor's code as the lobby writes it (HOUSE, TCG_LOTTO_VN); typed in any case. */
function vassalageArg(text: string): string {
  const v = text.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9_]{1,31}$/.test(v)) throw new OpsUsageError(`vassalage: letters, digits or _, 2 to 32 characters, got "${text}"`);
  return v;
}

/** The PATCH body of /bo/catalog/vendors/:merchant/:vassalage from vendor:set's key=value pairs. */
export function catalogVendorPatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
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
  check(boVendorPatchSchema, patch);
  return patch;
}

const classifications = ['VP', 'JP', 'SC', 'TG', 'AC', 'BG'];

/** The PATCH body of /bo/catalog/games/:merchant/:vassalage/:gameId from game:set's key=value pairs. */
export function catalogGamePatch(assignments: string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
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
  check(boGamePatchSchema, patch);
  return patch;
}

const gameTypeNames = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

export const gameCommands = [
  defineCommand({
    name: 'vendor:catalog',
    args: '<merchant>',
    summary: 'the lobby\'s vendors (catalog) with order, state and wallet link',
    parse([merchant], o) {
      check(boCatalogParamsSchema, { merchant });
      return { command: 'vendor:catalog', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `/bo/catalog/vendors/${seg(cmd.merchant)}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No catalog vendors.');
      print(renderTable(['vassalage', 'name', 'enabled', 'sort', 'wallet vendor', 'launch'],
        rows.map((v) => [String(v.vassalage), String(v.displayName), yesNo(Boolean(v.enabled)), String(v.sort), String(v.walletVendor ?? '-'),
          v.vassalage === 'HOUSE' && !v.launchUrl ? '(in-house)' : String(v.launchUrl ?? '(no game server)')])));
    },
  }),
  defineCommand({
    name: 'vendor:set',
    args: '<merchant> <VASSALAGE> <settings...>',
    summary: 'change a lobby vendor (audited)',
    details: `Keys: enabled=true|false  sort=<n>  displayName=<text>  accountTypeName=<text>
  walletVendor=<vendorCode>|null  links it to the seamless-wallet vendor of vendor:create (by convention the vassalage in lower case)
  launchUrl=<https template>|null  may hold {token} {gameId} {lang} {mode} {backUrl}
  iconColor|iconWhite|mobileLargeIcon=<url>`,
    parse([merchant, vassalage, ...assignments], o) {
      plain([merchant, vassalage], 'usage: vendor:set <merchant> <VASSALAGE> key=value [key=value ...] (enabled, sort, displayName, walletVendor, launchUrl, ...)');
      const v = vassalageArg(vassalage!);
      const patch = catalogVendorPatch(assignments);
      check(boVendorParamsSchema, { merchant, vassalage: v });
      return { command: 'vendor:set', merchant: merchant!, vassalage: v, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PATCH', `/bo/catalog/vendors/${seg(cmd.merchant)}/${seg(cmd.vassalage)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Vendor ${r.vassalage} of ${cmd.merchant}: ${r.enabled ? 'enabled' : 'disabled'}, sort ${r.sort}, "${r.displayName}", wallet vendor ${r.walletVendor ?? '-'}.`);
    },
  }),
  defineCommand({
    name: 'game:list',
    args: '<merchant>',
    summary: 'the catalog\'s games, enabled or not',
    options: [{ flags: '--vendor <VASSALAGE>', description: 'one catalog vendor\'s games' }, { flags: '--type <gameType>', description: gameTypeNames.join(' | ') }],
    parse([merchant], o) {
      const vendorText = single(o, '--vendor');
      const vendor = vendorText !== undefined ? vassalageArg(vendorText) : undefined;
      const type = single(o, '--type')?.trim().toUpperCase();
      if (type !== undefined && !gameTypeNames.includes(type)) throw new OpsUsageError(`--type must be one of ${gameTypeNames.join(', ')}`);
      check(boCatalogParamsSchema, { merchant });
      check(boGameListQuerySchema, { ...(vendor ? { vassalage: vendor } : {}), ...(type ? { gameType: type } : {}) });
      return { command: 'game:list', merchant: merchant!, ...(vendor !== undefined ? { vendor } : {}), ...(type !== undefined ? { gameType: type } : {}), json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const params = new URLSearchParams();
      if (cmd.vendor) params.set('vassalage', cmd.vendor);
      if (cmd.gameType) params.set('gameType', cmd.gameType);
      const rows = (await call('GET', `/bo/catalog/games/${seg(cmd.merchant)}${params.size ? `?${params}` : ''}`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No games.');
      print(renderTable(['node', 'vassalage', 'gameId', 'name', 'type', 'classify', 'min bet', 'free play', 'enabled', 'sort'],
        rows.map((g) => [String(g.nodeId), String(g.vassalage), String(g.gameId), String(g.nodeName), String(g.gameType), String(g.gameClassify ?? '-'),
          String(g.minBet), yesNo(Boolean(g.supportPlay)), yesNo(Boolean(g.enabled)), String(g.sort)])));
    },
  }),
  defineCommand({
    name: 'game:set',
    args: '<merchant> <VASSALAGE> <gameId> <settings...>',
    summary: 'change a game of the catalog (audited)',
    details: `Keys: enabled=true|false  sort=<n>  supportPlay=true|false  minBet=<amount>
  gameClassify=${classifications.join('|')}|null  roomId=<id>|null  iconUrl=<url>`,
    parse([merchant, vassalage, gameId, ...assignments], o) {
      plain([merchant, vassalage, gameId], 'usage: game:set <merchant> <VASSALAGE> <gameId> key=value [key=value ...] (enabled, sort, supportPlay, minBet, gameClassify, roomId, iconUrl)');
      if (gameId!.length > 64) throw new OpsUsageError('gameId: at most 64 characters');
      const v = vassalageArg(vassalage!);
      const patch = catalogGamePatch(assignments);
      check(boGameParamsSchema, { merchant, vassalage: v, gameId });
      return { command: 'game:set', merchant: merchant!, vassalage: v, gameId: gameId!, patch, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PATCH', `/bo/catalog/games/${seg(cmd.merchant)}/${seg(cmd.vassalage)}/${seg(cmd.gameId)}`, cmd.patch)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Game ${r.vassalage}/${r.gameId} (node ${r.nodeId}): ${r.enabled ? 'enabled' : 'disabled'}, sort ${r.sort}, min bet ${r.minBet}, free play ${yesNo(Boolean(r.supportPlay))}.`);
    },
  }),
  defineCommand({
    name: 'game:import',
    args: '<merchant> <file>',
    summary: 'add an outside vendor\'s games to the catalog (audited); the vendor stays off until linked',
    details: `The file: {"vendor": {"vassalage": "ACME", "displayName": "Acme Games"},
  "games": [{"gameId": "acme-1", "gameType": "RNG", "names": {"EN": "…", "ZH": "…"}, "minBet": "0.2", "supportPlay": true}, ...]}
Games already in the catalog are left alone. Then link and open it:
  vendor:create <merchant> acme; vendor:set <merchant> ACME walletVendor=acme launchUrl=https://… enabled=true`,
    parse([merchant, file], o) {
      plain([merchant, file], 'usage: game:import <merchant> <file>');
      check(boCatalogParamsSchema, { merchant });
      let body: unknown;
      try {
        body = JSON.parse(readFileSync(file!, 'utf8'));
      } catch (e) {
        throw new OpsUsageError(`${file}: ${(e as Error).message}`);
      }
      check(boCatalogImportSchema, body);
      return { command: 'game:import', merchant: merchant!, body: body as Record<string, unknown>, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', `/bo/catalog/import/${seg(cmd.merchant)}`, cmd.body)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Vendor ${r.vassalage} of ${cmd.merchant}: ${r.vendorAdded ? 'added, switched off until linked (vendor:set … enabled=true)' : 'already there'}; ${r.gamesAdded} games added, ${r.gamesKept} kept.`);
    },
  }),
];
