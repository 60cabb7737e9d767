import { gameArtPath, hueOf, vendorArtPath } from '@/lib/games/art';
import { decimalStringToMinor } from '@/lib/format';
import type { Db } from '../src/db';
import type { CatalogGame, CatalogVendor } from '../src/modules/games';
import { createCatalogSeedService } from '../src/modules/games';
import { houseCatalog, type HouseCatalogEntry } from '../src/vendors/house/catalog';

/**
 * The demo merchant's game catalog: the in-house vendor's games and nothing else, so every
 * tile of the demo lobby plays. The games are listed by their own folders under
 * platform/src/vendors/house and gathered in its catalog.ts (`houseCatalog`): a new house game
 * adds its entry there, not here. Artwork is drawn by the platform from each entry's motif and
 * colour (lib/games/art.ts, served at /games/art/...; no image files, nothing external).
 *
 * Outside vendors are not seeded: an operator links one through the seamless-wallet API
 * (`npm run ops -- vendor:create`, then `vendor:set <merchant> <VASSALAGE> walletVendor=…
 * launchUrl=…` and its games with `game:set`), and its games appear in the lobby once linked.
 * Node ids are fixed by the entries so that a seed run on any database makes the same catalog.
 */

const house = { vassalage: 'HOUSE', name: 'House Games', account: 'Main wallet', walletVendor: 'house' } as const;

/**
 * The made-up vendors earlier demo seeds listed (their games never played: no game server). A
 * database seeded then keeps their rows; the seed switches off those no operator has linked
 * since (no wallet vendor, no launch URL), so the lobby shows only games that play.
 */
export const retiredDemoVendors: readonly string[] = [
  'LUCKYSTAR', 'DRAGONREEL', 'GOLDENPALACE', 'ROYALDEALER', 'ACEPOKER', 'OCEANKING', 'GOALSPORTS', 'ARENAX', 'SV3', 'TCG_LOTTO_VN',
];

function catalogGame(g: HouseCatalogEntry): CatalogGame {
  const art = (variant: 'large' | 'square') =>
    gameArtPath({ vassalage: house.vassalage, gameId: g.gameId, title: g.names.EN, hue: g.art.hue, gameType: g.gameType, motif: g.art.motif, variant });
  return {
    nodeId: g.nodeId,
    vassalage: house.vassalage,
    gameId: g.gameId,
    nodeName: g.names.EN,
    gameType: g.gameType,
    gameClassify: g.gameClassify ?? null,
    gameClassifyNew: g.gameClassifyNew ?? [],
    // Two-decimal currencies (the demo's CNY): entries' minimum bets have at most two decimals.
    minBet_minor: decimalStringToMinor(g.minBet, 2),
    mobileLargeIcon: art('large'),
    showIcon: art('square'),
    iconUrl: art('square'),
    roomId: g.roomId ?? null,
    supportPlay: g.supportPlay,
    enabled: true,
    sort: g.sort,
    names: { EN: { gameName: g.names.EN, displayName: g.names.EN }, ZH: { gameName: g.names.ZH, displayName: g.names.ZH } },
  };
}

/** The demo catalog (deterministic: the same on every run). Amounts assume a two-decimal currency. */
export function demoCatalog(): { vendors: CatalogVendor[]; games: CatalogGame[] } {
  const hue = hueOf(house.vassalage);
  const vendor: CatalogVendor = {
    vassalage: house.vassalage,
    displayName: house.name,
    accountTypeName: house.account,
    iconColor: vendorArtPath({ vassalage: house.vassalage, title: house.name, hue, variant: 'COLOR' }),
    iconWhite: vendorArtPath({ vassalage: house.vassalage, title: house.name, hue, variant: 'WHITE' }),
    mobileLargeIcon: gameArtPath({ vassalage: house.vassalage, gameId: 'vendor', title: house.name, hue, gameType: 'RNG', motif: 'house', variant: 'large' }),
    walletVendor: house.walletVendor,
    launchUrl: null,
    enabled: true,
    sort: 10,
  };
  return { vendors: [vendor], games: houseCatalog.map(catalogGame) };
}

/** Adds what is missing of the demo catalog to a merchant (what an operator changed is kept) and retires the made-up vendors of earlier seeds. */
export async function seedDemoCatalog(db: Db, merchantId: number, now: Date): Promise<void> {
  const seed = createCatalogSeedService({ db });
  await seed.seedCatalog(merchantId, demoCatalog(), now);
  await seed.retireUnlinkedVendors(merchantId, retiredDemoVendors, now);
}
