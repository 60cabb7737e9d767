import { decimalStringToMinor, minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant, VendorBets } from '../../context';
import type { Db, Queryable } from '../../db';
import type { CatalogCache } from './cache';
import { gamesRepo as repo, type VendorRow } from './repo';
import { gameArtPath, hueOf, vendorArtPath } from '@/lib/games/art';
import { gameLimits, type BoCatalogImport, type BoGamePatch, type BoVendorPatch, type CatalogGame, type CatalogVendor } from './schema';

/**
 * The catalog as operators change it (npm run ops -- vendor:catalog, vendor:set, game:list,
 * game:set; audited), and the seed's catalog. A change forgets the merchant's cached lists
 * after commit, on every replica (cache.ts).
 */

export interface CatalogAdminDeps {
  db: Db;
  clock: Clock;
  /** The games service's catalog cache, told of every change after commit. */
  cache: CatalogCache;
  /** The wallet vendors a catalog vendor may link to (modules/vendor-wallet). */
  bets: VendorBets;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
}

/** One game as game:list shows it, and a game:set's answer (the game after the change). */
export type CatalogGameRow = Awaited<ReturnType<typeof catalogGames>>[number];
export type CatalogGameChange = Awaited<ReturnType<typeof setCatalogGame>>;

export interface CatalogAdmin {
  /** The catalog vendors of a merchant for operators (vendor:catalog). */
  catalogVendors(m: Merchant): Promise<CatalogVendor[]>;
  /** vendor:set: changes a catalog vendor (audited). A wallet vendor it links to must exist. Every replica's lists follow after commit. */
  setCatalogVendor(m: Merchant, vassalage: string, patch: BoVendorPatch, operator: string): Promise<CatalogVendor>;
  /** game:list: the merchant's games, enabled or not. */
  catalogGames(m: Merchant, f: { vassalage?: string; gameType?: string }): Promise<CatalogGameRow[]>;
  /** game:set: enables, disables, orders or retunes one game (audited). Every replica's lists follow after commit. */
  setCatalogGame(m: Merchant, vassalage: string, gameId: string, patch: BoGamePatch, operator: string): Promise<CatalogGameChange>;
  /**
   * game:import: adds an outside vendor's games (audited). The vendor arrives switched off, so
   * nothing of it shows until an operator links it to its game server and switches it on
   * (vendor:set walletVendor=… launchUrl=… enabled=true); games and a vendor already there are left alone.
   */
  importCatalog(m: Merchant, input: BoCatalogImport, operator: string): Promise<CatalogImportResult>;
}

export interface CatalogImportResult {
  vassalage: string;
  /** Whether the vendor was new (added switched off). */
  vendorAdded: boolean;
  gamesAdded: number;
  /** Games of the list already in the catalog, left as they are. */
  gamesKept: number;
}

function vendorOf(r: VendorRow): CatalogVendor {
  return {
    vassalage: r.vassalage, displayName: r.display_name, accountTypeName: r.account_type_name, iconColor: r.icon_color, iconWhite: r.icon_white,
    mobileLargeIcon: r.mobile_large_icon, walletVendor: r.wallet_vendor, launchUrl: r.launch_url, enabled: r.enabled, sort: r.sort,
  };
}

/** The catalog vendors of a merchant for operators (npm run ops -- vendor:catalog). */
async function catalogVendors(q: Queryable, m: Merchant): Promise<CatalogVendor[]> {
  return (await repo.vendors(q, m.id)).map(vendorOf);
}

/** vendor:set: changes a catalog vendor (audited). A wallet vendor it links to must exist. Every replica's lists follow after commit. */
async function setCatalogVendor(
  db: Db, m: Merchant, vassalage: string, patch: BoVendorPatch, operator: string, now: Date, catalog: CatalogCache, wallet: VendorBets, audit: AuditService,
): Promise<CatalogVendor> {
  const after = await db.tx(async (q) => {
    const row = await repo.vendor(q, m.id, vassalage);
    if (!row) throw new WpsError('vendor.unknown');
    if (patch.walletVendor) {
      if (!(await wallet.hasVendor(q, m.id, patch.walletVendor))) {
        throw new WpsError('request.invalid', { issues: [{ field: 'walletVendor', message: `no wallet vendor ${patch.walletVendor}: npm run ops -- vendor:create ${m.code} ${patch.walletVendor}` }] });
      }
    }
    const before = vendorOf(row);
    const after: CatalogVendor = { ...before, ...patch };
    await repo.updateVendor(q, m.id, after, now);
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'catalog.vendor.set', target: `vendor:${vassalage}`, before, after });
    return after;
  });
  await catalog.changed(m.id);
  return after;
}

/** game:list: the merchant's games, enabled or not. */
async function catalogGames(q: Queryable, m: Merchant, f: { vassalage?: string; gameType?: string }) {
  const rows = await repo.boGames(q, m.id, f, gameLimits.bo_list_max);
  return rows.map((r) => ({
    nodeId: String(r.node_id), vassalage: r.vassalage, gameId: r.game_id, nodeName: r.node_name, gameType: r.game_type, gameClassify: r.game_classify,
    minBet: minorToDecimalString(BigInt(r.min_bet_minor), m.currency.minorDigits), supportPlay: r.support_play, roomId: r.room_id, iconUrl: r.icon_url,
    enabled: r.enabled, sort: r.sort,
  }));
}

/** game:set: enables, disables, orders or retunes one game (audited). Every replica's lists follow after commit. */
async function setCatalogGame(db: Db, m: Merchant, vassalage: string, gameId: string, patch: BoGamePatch, operator: string, now: Date, catalog: CatalogCache, audit: AuditService) {
  let minBet_minor: bigint | undefined;
  if (patch.minBet !== undefined) {
    try {
      minBet_minor = decimalStringToMinor(patch.minBet, m.currency.minorDigits);
    } catch {
      throw new WpsError('request.invalid', { issues: [{ field: 'minBet', message: `at most ${m.currency.minorDigits} decimals` }] });
    }
  }
  const changed = await db.tx(async (q) => {
    const row = await repo.boGame(q, m.id, vassalage, gameId);
    if (!row) throw new WpsError('game.not.found');
    const before = {
      enabled: row.enabled, sort: row.sort, supportPlay: row.support_play, minBet_minor: BigInt(row.min_bet_minor), gameClassify: row.game_classify,
      roomId: row.room_id, iconUrl: row.icon_url,
    };
    const after = {
      enabled: patch.enabled ?? before.enabled,
      sort: patch.sort ?? before.sort,
      supportPlay: patch.supportPlay ?? before.supportPlay,
      minBet_minor: minBet_minor ?? before.minBet_minor,
      gameClassify: patch.gameClassify !== undefined ? patch.gameClassify : before.gameClassify,
      roomId: patch.roomId !== undefined ? patch.roomId : before.roomId,
      iconUrl: patch.iconUrl ?? before.iconUrl,
    };
    await repo.updateGame(q, m.id, Number(row.node_id), after, now);
    const view = (g: typeof after) => ({ ...g, minBet_minor: undefined, minBet: minorToDecimalString(g.minBet_minor, m.currency.minorDigits) });
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'catalog.game.set', target: `game:${vassalage}/${gameId}`, before: view(before), after: view(after) });
    return { nodeId: String(row.node_id), vassalage, gameId, ...view(after) };
  });
  await catalog.changed(m.id);
  return changed;
}

/** game:import: an outside vendor's games added where missing, the vendor switched off until linked (audited). */
async function importCatalog(db: Db, m: Merchant, input: BoCatalogImport, operator: string, now: Date, catalog: CatalogCache, audit: AuditService): Promise<CatalogImportResult> {
  const minBets = input.games.map((g) => {
    try {
      return decimalStringToMinor(g.minBet, m.currency.minorDigits);
    } catch {
      throw new WpsError('request.invalid', { issues: [{ field: `games.${g.gameId}.minBet`, message: `at most ${m.currency.minorDigits} decimals` }] });
    }
  });
  const { vassalage, displayName } = input.vendor;
  const result = await db.tx(async (q) => {
    await repo.lockCatalog(q, m.id);
    const existing = await repo.vendor(q, m.id, vassalage);
    const max = await repo.catalogMax(q, m.id);
    const hue = hueOf(vassalage);
    const vendor: CatalogVendor = {
      vassalage, displayName, accountTypeName: input.vendor.accountTypeName ?? displayName,
      iconColor: vendorArtPath({ vassalage, title: displayName, hue, variant: 'COLOR' }),
      iconWhite: vendorArtPath({ vassalage, title: displayName, hue, variant: 'WHITE' }),
      mobileLargeIcon: gameArtPath({ vassalage, gameId: 'vendor', title: displayName, hue, gameType: input.games[0]!.gameType, variant: 'large' }),
      walletVendor: null, launchUrl: null, enabled: false, sort: max.sort + 10,
    };
    const games: CatalogGame[] = input.games.map((g, i) => {
      const art = (variant: 'large' | 'square') => g.iconUrl ?? gameArtPath({ vassalage, gameId: g.gameId, title: g.names.EN, hue: hueOf(`${vassalage}:${g.gameId}`), gameType: g.gameType, variant });
      return {
        nodeId: max.nodeId + 1 + i, vassalage, gameId: g.gameId, nodeName: g.names.EN, gameType: g.gameType,
        gameClassify: g.gameClassify, gameClassifyNew: g.gameClassify ? [g.gameClassify] : [], minBet_minor: minBets[i]!,
        mobileLargeIcon: art('large'), showIcon: art('square'), iconUrl: art('square'), roomId: g.roomId, supportPlay: g.supportPlay,
        enabled: true, sort: i + 1,
        names: Object.fromEntries(Object.entries(g.names).map(([language, name]) => [language.toUpperCase(), { gameName: name, displayName: name }])),
      };
    });
    const added = await repo.seedCatalog(q, m.id, existing ? [] : [vendor], games, now);
    const r: CatalogImportResult = { vassalage, vendorAdded: !existing, gamesAdded: added, gamesKept: games.length - added };
    await audit.record(q, { at: now, operator, merchantId: m.id, action: 'catalog.import', target: `vendor:${vassalage}`, before: null, after: r });
    return r;
  });
  await catalog.changed(m.id);
  return result;
}

/** Seeds a catalog: vendors, games and names not there yet are added; what exists is left alone. */
async function seedCatalog(db: Db, merchantId: number, catalog: { vendors: CatalogVendor[]; games: CatalogGame[] }, now: Date): Promise<number> {
  return db.tx((q) => repo.seedCatalog(q, merchantId, catalog.vendors, catalog.games, now));
}

export function createCatalogAdmin(deps: CatalogAdminDeps): CatalogAdmin {
  const { db, clock, cache, bets, audit } = deps;
  return {
    catalogVendors: (m) => catalogVendors(db, m),
    setCatalogVendor: (m, vassalage, patch, operator) => setCatalogVendor(db, m, vassalage, patch, operator, clock.now(), cache, bets, audit),
    catalogGames: (m, f) => catalogGames(db, m, f),
    setCatalogGame: (m, vassalage, gameId, patch, operator) => setCatalogGame(db, m, vassalage, gameId, patch, operator, clock.now(), cache, audit),
    importCatalog: (m, input, operator) => importCatalog(db, m, input, operator, clock.now(), cache, audit),
  };
}

export interface CatalogSeedDeps {
  db: Db;
}

/** The seed's one call: a catalog added where missing (the demo merchant's, a test's). Needs no cache: lists follow within its TTL. */
export interface CatalogSeedService {
  seedCatalog(merchantId: number, catalog: { vendors: CatalogVendor[]; games: CatalogGame[] }, now: Date): Promise<number>;
  /** Switches off vendors an earlier seed made up, unless an operator linked them since. */
  retireUnlinkedVendors(merchantId: number, vassalages: readonly string[], now: Date): Promise<number>;
}

export function createCatalogSeedService(deps: CatalogSeedDeps): CatalogSeedService {
  return {
    seedCatalog: (merchantId, catalog, now) => seedCatalog(deps.db, merchantId, catalog, now),
    retireUnlinkedVendors: (merchantId, vassalages, now) => deps.db.tx((q) => repo.retireUnlinkedVendors(q, merchantId, vassalages, now)),
  };
}
