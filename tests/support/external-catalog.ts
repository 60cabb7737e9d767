import { gameArtPath, hueOf, vendorArtPath } from '@/lib/games/art';
import { decimalStringToMinor } from '@/lib/format';
import type { GameClassification, GameType } from '@/lib/wps/schemas/games';
import type { Db } from '@/platform/src/db';
import { createCatalogSeedService, type CatalogGame, type CatalogVendor } from '@/platform/src/modules/games';
import { demoCatalog } from '@/platform/seed/games';

/**
 * Outside vendors' catalogs for tests of the lobby's mechanics (paging, filters, vendors per
 * type, an operator linking a vendor): ten made-up vendors and about 150 games of every type,
 * named plainly ('Lucky Star Reels 1'). The demo seed holds only the house's games; these stand
 * for what an operator adds when it signs outside vendors, and none of them has a game server
 * until a test links one (walletVendor and launchUrl, as `ops vendor:set` does). Node ids start
 * at 2001, clear of the house's.
 */

interface VendorDef {
  vassalage: string;
  name: string;
  /** Its name in Chinese, for the games' Chinese names. */
  zh: string;
  account: string;
}

const vendors: VendorDef[] = [
  { vassalage: 'LUCKYSTAR', name: 'Lucky Star', zh: '幸运之星', account: 'Lucky Star' },
  { vassalage: 'DRAGONREEL', name: 'Dragon Reel', zh: '龙轴', account: 'Dragon Reel' },
  { vassalage: 'GOLDENPALACE', name: 'Golden Palace Live', zh: '金殿真人', account: 'Golden Palace' },
  { vassalage: 'ROYALDEALER', name: 'Royal Dealer', zh: '皇家荷官', account: 'Royal Dealer' },
  { vassalage: 'ACEPOKER', name: 'Ace Poker', zh: '王牌扑克', account: 'Ace Poker' },
  { vassalage: 'OCEANKING', name: 'Ocean King', zh: '海洋之王', account: 'Ocean King' },
  { vassalage: 'GOALSPORTS', name: 'Goal Sports', zh: '进球体育', account: 'Goal Sports' },
  { vassalage: 'ARENAX', name: 'Arena X', zh: '竞技场X', account: 'Arena X' },
  { vassalage: 'SV3', name: 'SV388 Cockfight', zh: 'SV388 斗鸡', account: 'SV388' },
  { vassalage: 'TCG_LOTTO_VN', name: 'TCG Lotto', zh: 'TCG 彩票', account: 'TCG Lotto' },
];

const minBets = ['0.01', '0.05', '0.1', '0.5', '0.75', '1', '2', '5'];
const slotClassify: (GameClassification | null)[] = [null, 'JP', null, 'SC', null, 'VP', null, 'AC', 'TG', null];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const byCode = (code: string) => vendors.find((v) => v.vassalage === code)!;

/** The outside vendors' catalog (deterministic). Amounts assume a two-decimal currency. */
export function externalCatalog(): { vendors: CatalogVendor[]; games: CatalogGame[] } {
  let nextNodeId = 2001;
  const games: CatalogGame[] = [];
  const game = (
    v: VendorDef, kind: [string, string], n: number, gameType: GameType, i: number,
    extra: Partial<Pick<CatalogGame, 'gameClassify' | 'gameClassifyNew' | 'roomId' | 'supportPlay'>> & { minBet?: string } = {},
  ) => {
    const en = `${v.name} ${kind[0]} ${n}`;
    const zh = `${v.zh} ${kind[1]} ${n}`;
    const gameId = `${v.vassalage.toLowerCase()}-${slug(`${kind[0]} ${n}`)}`;
    const hue = hueOf(`${v.vassalage}:${en}`);
    const art = (variant: 'large' | 'square') => gameArtPath({ vassalage: v.vassalage, gameId, title: en, hue, gameType, variant });
    games.push({
      nodeId: nextNodeId++, vassalage: v.vassalage, gameId, nodeName: en, gameType,
      gameClassify: extra.gameClassify ?? null, gameClassifyNew: extra.gameClassifyNew ?? [],
      minBet_minor: decimalStringToMinor(extra.minBet ?? minBets[i % minBets.length]!, 2),
      mobileLargeIcon: art('large'), showIcon: art('square'), iconUrl: art('square'),
      roomId: extra.roomId ?? null, supportPlay: extra.supportPlay ?? false, enabled: true, sort: i + 1,
      names: { EN: { gameName: en, displayName: en }, ZH: { gameName: zh, displayName: zh } },
    });
  };
  const slotVendors = [byCode('LUCKYSTAR'), byCode('DRAGONREEL')];
  for (let i = 0; i < 78; i++) {
    const v = slotVendors[i % 2]!;
    const classify = slotClassify[i % slotClassify.length]!;
    game(v, ['Reels', '转轴'], Math.floor(i / 2) + 1, 'RNG', i, { gameClassify: classify, gameClassifyNew: classify ? [classify] : [], supportPlay: i % 3 !== 2 });
  }
  for (let i = 0; i < 8; i++) {
    game(slotVendors[i % 2]!, ['Bingo', '宾果'], Math.floor(i / 2) + 1, 'RNG', 100 + i, {
      gameClassify: 'BG', gameClassifyNew: i % 3 === 1 ? ['BG', 'JP'] : ['BG'], supportPlay: true,
    });
  }
  const fishVendors = [byCode('OCEANKING'), byCode('LUCKYSTAR')];
  for (let i = 0; i < 15; i++) game(fishVendors[i % 3 === 2 ? 1 : 0]!, ['Fishing', '捕鱼'], i + 1, 'FISH', i, { supportPlay: i % 2 === 0 });
  const liveVendors = [byCode('GOLDENPALACE'), byCode('ROYALDEALER')];
  for (let i = 0; i < 25; i++) {
    const v = liveVendors[i % 2]!;
    game(v, ['Table', '桌台'], Math.floor(i / 2) + 1, 'LIVE', i, { roomId: `${v.vassalage.slice(0, 2)}${String(i + 1).padStart(3, '0')}`, minBet: ['1', '5', '10', '20'][i % 4]! });
  }
  for (let i = 0; i < 15; i++) game(byCode('ACEPOKER'), ['Cards', '牌局'], i + 1, 'PVP', i, { supportPlay: i % 2 === 1 });
  const goal = byCode('GOALSPORTS');
  game(goal, ['Sportsbook', '体育'], 1, 'SPORTS', 0, { minBet: '1' });
  game(goal, ['Virtual', '虚拟体育'], 1, 'SPORTS', 1, { minBet: '1' });
  game(goal, ['eSports', '电竞'], 1, 'ESPORTS', 0, { minBet: '1' });
  const arena = byCode('ARENAX');
  game(arena, ['eSports', '电竞'], 1, 'ESPORTS', 1, { minBet: '1' });
  game(arena, ['eSports', '电竞'], 2, 'ESPORTS', 2, { minBet: '1' });
  const sv3 = byCode('SV3');
  game(sv3, ['Arena', '斗鸡场'], 1, 'COCKFIGHT', 0, { minBet: '5' });
  game(sv3, ['Arena', '斗鸡场'], 2, 'COCKFIGHT', 1, { minBet: '5' });
  for (let i = 0; i < 8; i++) game(byCode('TCG_LOTTO_VN'), ['Draw', '开奖'], i + 1, 'LOTT', i, { minBet: '1' });

  const catalogVendors: CatalogVendor[] = vendors.map((v, i) => {
    const hue = hueOf(v.vassalage);
    return {
      vassalage: v.vassalage, displayName: v.name, accountTypeName: v.account,
      iconColor: vendorArtPath({ vassalage: v.vassalage, title: v.name, hue, variant: 'COLOR' }),
      iconWhite: vendorArtPath({ vassalage: v.vassalage, title: v.name, hue, variant: 'WHITE' }),
      mobileLargeIcon: gameArtPath({ vassalage: v.vassalage, gameId: 'vendor', title: v.name, hue, gameType: 'RNG', variant: 'large' }),
      walletVendor: null, launchUrl: null, enabled: true, sort: (i + 2) * 10,
    };
  });
  return { vendors: catalogVendors, games };
}

/** The demo catalog and the outside vendors' together, as a merchant with both lists them. */
export function demoAndExternalCatalog(): { vendors: CatalogVendor[]; games: CatalogGame[] } {
  const demo = demoCatalog();
  const external = externalCatalog();
  return { vendors: [...demo.vendors, ...external.vendors], games: [...demo.games, ...external.games] };
}

/** Adds the outside vendors' catalog to a merchant (the demo by default), as an operator would. */
export async function seedExternalCatalog(db: Db, merchantId: number, now = new Date()): Promise<void> {
  const catalog = externalCatalog();
  await createCatalogSeedService({ db }).seedCatalog(merchantId, catalog, now);
  // The demo seed switches these codes off where unlinked (its made-up vendors of old): a test seeding the demo again gets them back.
  await db.query('UPDATE game_vendors SET enabled = true WHERE merchant_id = $1 AND vassalage = ANY($2::text[])', [merchantId, catalog.vendors.map((v) => v.vassalage)]);
}
