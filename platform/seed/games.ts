import { gameArtPath, hueOf, vendorArtPath } from '@/lib/games/art';
import { decimalStringToMinor } from '@/lib/format';
import type { GameClassification, GameType } from '@/lib/wps/schemas/games';
import type { Db } from '../src/db';
import type { CatalogGame, CatalogVendor } from '../src/modules/games';
import { createCatalogSeedService } from '../src/modules/games';
import { houseBingoGameId, houseTableGameIds } from '../src/vendors/house/launch';

/**
 * The demo merchant's game catalog: a dozen vendors and about 170 games of every type, names
 * in English and Chinese, artwork drawn by the platform from each game's name and colour
 * (lib/games/art.ts, served at /games/art/...; no image files, nothing external). Vendors other
 * than HOUSE (the in-house vendor, platform/src/vendors/house) are made up and have no game
 * server: launching their games answers game.unavailable until an operator links a real vendor
 * (npm run ops -- vendor:set demo <VASSALAGE> walletVendor=<code> launchUrl=<https template>).
 * Node ids are fixed here so that a seed run on any database makes the same catalog.
 */

interface VendorDef {
  vassalage: string;
  name: string;
  /** Wallet account label (SPEC §3 accountTypeName). */
  account: string;
  walletVendor?: string;
}

const vendors: VendorDef[] = [
  { vassalage: 'HOUSE', name: 'House Games', account: 'Main wallet', walletVendor: 'house' },
  { vassalage: 'LUCKYSTAR', name: 'Lucky Star', account: 'Lucky Star' },
  { vassalage: 'DRAGONREEL', name: 'Dragon Reel', account: 'Dragon Reel' },
  { vassalage: 'GOLDENPALACE', name: 'Golden Palace Live', account: 'Golden Palace' },
  { vassalage: 'ROYALDEALER', name: 'Royal Dealer', account: 'Royal Dealer' },
  { vassalage: 'ACEPOKER', name: 'Ace Poker', account: 'Ace Poker' },
  { vassalage: 'OCEANKING', name: 'Ocean King', account: 'Ocean King' },
  { vassalage: 'GOALSPORTS', name: 'Goal Sports', account: 'Goal Sports' },
  { vassalage: 'ARENAX', name: 'Arena X', account: 'Arena X' },
  { vassalage: 'SV3', name: 'SV388 Cockfight', account: 'SV388' },
  { vassalage: 'TCG_LOTTO_VN', name: 'TCG Lotto', account: 'TCG Lotto' },
];

/** [English, Chinese] */
type Names = [string, string];

const slotNames: Names[] = [
  ['Fortune Tiger', '财富老虎'], ['Golden Dragon', '黄金龙'], ['Lucky Koi', '幸运锦鲤'], ['Panda Treasure', '熊猫宝藏'], ['Phoenix Rising', '凤凰涅槃'],
  ['Jade Emperor', '玉皇大帝'], ['Mahjong Ways', '麻将之路'], ['Candy Burst', '糖果爆破'], ['Wild Bandito', '狂野强盗'], ['Aztec Gold', '阿兹特克黄金'],
  ['Pharaoh Riches', '法老财富'], ['Viking Voyage', '维京远航'], ['Samurai Spirit', '武士之魂'], ['Neon Nights', '霓虹之夜'], ['Fruit Party', '水果派对'],
  ['Sweet Bonanza', '甜蜜富矿'], ['Gates of Olympus', '奥林匹斯之门'], ['Wolf Gold', '狼之黄金'], ['Buffalo King', '野牛之王'], ['Gems Bonanza', '宝石富矿'],
  ['Money Tree', '摇钱树'], ['Lion Dance', '舞狮'], ['Red Lantern', '红灯笼'], ['Moon Goddess', '月亮女神'], ['Monkey King', '美猴王'],
  ['Crazy Seven', '疯狂七'], ['Super Ace', '超级王牌'], ['Boxing King', '拳王'], ['Charge Buffalo', '冲锋野牛'], ['Golden Empire', '黄金帝国'],
  ['Pirate Queen', '海盗女王'], ['Wild Ape', '狂野猩猩'], ['Hawaiian Tiki', '夏威夷提基'], ['Cai Shen Dao', '财神到'], ['Lucky Neko', '招财猫'],
  ['Dragon Hatch', '寻龙探宝'], ['Ganesha Gold', '象神黄金'], ['Queen of Bounty', '赏金女王'], ['Jungle Delight', '丛林欢乐'], ['Double Fortune', '双喜临门'],
  ['Treasure Bowl', '聚宝盆'], ['Flirting Scholar', '唐伯虎点秋香'], ['Ninja Raccoon', '忍者浣熊'], ['Wild Fireworks', '狂野烟花'], ['Rooster Rumble', '斗鸡狂欢'],
  ['Bikini Paradise', '比基尼天堂'], ['Dreams of Macau', '澳门之梦'], ['Emoji Riches', '表情财富'],
  ['Mystic Potion', '神秘药水'], ['Thunder God', '雷神'], ['Golden Bank', '黄金银行'], ['Wild Coaster', '狂野过山车'], ['Safari Wilds', '狂野草原'],
  ['Egypt Book', '埃及之书'], ['Lucky Lady', '幸运女士'], ['Tiger Warrior', '虎战士'], ['Cherry Blossom', '樱花'], ['Great Wall', '长城'],
  ['Silk Road', '丝绸之路'], ['Night Market', '夜市'], ['Kung Fu Cat', '功夫猫'], ['Gold Rush', '淘金热'], ['Space Cats', '太空猫'],
  ['Diamond Strike', '钻石打击'], ['Hot Chilli', '火辣辣椒'], ['Firecracker', '鞭炮'], ['Lucky Clover', '幸运草'], ['Rainbow Gold', '彩虹黄金'],
  ['Mega Joker', '超级小丑'], ['Circus Delight', '马戏团'], ['Rio Fever', '里约热'], ['Snow Queen', '冰雪女王'], ['Magic Lamp', '神灯'],
  ['Wealth Inn', '财源客栈'], ['Koi Gate', '鲤鱼跃龙门'], ['Year of Horse', '马年'],
];

const bingoNames: Names[] = [
  ['Bingo Carnival', '宾果嘉年华'], ['Pachinko Bingo', '柏青哥宾果'], ['Go Goal Bingo', '进球宾果'], ['Calaca Bingo', '骷髅宾果'],
  ['Lucky Bingo', '幸运宾果'], ['Jackpot Bingo', '大奖宾果'], ['Bingo Roulette', '宾果轮盘'], ['Magic Bingo', '魔法宾果'],
];

const fishNames: Names[] = [
  ['Ocean King Fishing', '海王捕鱼'], ['Dragon Fishing', '龙王捕鱼'], ['Mega Fishing', '超级捕鱼'], ['Bombing Fishing', '轰炸捕鱼'], ['Happy Fishing', '快乐捕鱼'],
  ['Jackpot Fishing', '大奖捕鱼'], ['Royal Fishing', '皇家捕鱼'], ['All-star Fishing', '全明星捕鱼'], ['Dinosaur Tycoon', '恐龙大亨'], ['Fishing Legend', '捕鱼传说'],
  ['Golden Toad', '金蟾捕鱼'], ['Deep Sea Hunter', '深海猎人'], ['Mermaid Catch', '美人鱼捕获'], ['Shark Attack', '鲨鱼来袭'], ['Lucky Fishing', '幸运捕鱼'],
];

const liveNames: Names[] = [
  ['Baccarat A', '百家乐 A'], ['Baccarat B', '百家乐 B'], ['Speed Baccarat', '极速百家乐'], ['Squeeze Baccarat', '咪牌百家乐'], ['Dragon Tiger', '龙虎'],
  ['Roulette', '轮盘'], ['Lightning Roulette', '闪电轮盘'], ['Sic Bo', '骰宝'], ['Blackjack', '二十一点'], ['Fan Tan', '番摊'],
  ['Baccarat C', '百家乐 C'], ['Baccarat D', '百家乐 D'], ['No Commission Baccarat', '免佣百家乐'], ['Speed Roulette', '极速轮盘'], ['Mega Sic Bo', '超级骰宝'],
  ['Crazy Time', '疯狂时刻'], ['Dream Catcher', '幸运轮'], ['Casino Hold\'em', '娱乐场德州扑克'], ['Bull Bull', '牛牛'], ['Andar Bahar', '安达巴哈'],
  ['Teen Patti', '三张牌'], ['Football Studio', '足球工作室'], ['Monopoly Live', '大富翁'], ['Lightning Dice', '闪电骰子'], ['Baccarat VIP', '贵宾百家乐'],
];

const pvpNames: Names[] = [
  ['Texas Hold\'em', '德州扑克'], ['Niu Niu', '抢庄牛牛'], ['Zha Jin Hua', '炸金花'], ['Dou Di Zhu', '斗地主'], ['Thirteen Cards', '十三水'],
  ['Blackjack Duel', '二十一点对决'], ['Pai Gow', '牌九'], ['Mahjong Battle', '二人麻将'], ['Rummy', '拉米'], ['Tongits', '通吉斯'],
  ['Pusoy', '普索伊'], ['Sam Gong', '三公'], ['Fight the Landlord', '欢乐斗地主'], ['Dragon Poker', '龙牌'], ['Omaha', '奥马哈'],
];

const minBets = ['0.01', '0.05', '0.1', '0.5', '0.75', '1', '2', '5'];
const slotClassify: (GameClassification | null)[] = [null, 'JP', null, 'SC', null, 'VP', null, 'AC', 'TG', null];

let nextNodeId = 1001;

function game(
  v: VendorDef, gameId: string, names: Names, gameType: GameType, i: number,
  extra: Partial<Pick<CatalogGame, 'gameClassify' | 'gameClassifyNew' | 'roomId' | 'supportPlay'>> & { minBet?: string } = {},
): CatalogGame {
  const hue = hueOf(`${v.vassalage}:${names[0]}`);
  const art = (variant: 'large' | 'square') => gameArtPath({ vassalage: v.vassalage, gameId, title: names[0], hue, gameType, variant });
  const minBet = extra.minBet ?? minBets[i % minBets.length]!;
  return {
    nodeId: nextNodeId++,
    vassalage: v.vassalage,
    gameId,
    nodeName: names[0],
    gameType,
    gameClassify: extra.gameClassify ?? null,
    gameClassifyNew: extra.gameClassifyNew ?? [],
    // Two-decimal currencies (the demo's CNY): minBets above have at most two decimals.
    minBet_minor: decimalStringToMinor(minBet, 2),
    mobileLargeIcon: art('large'),
    showIcon: art('square'),
    iconUrl: art('square'),
    roomId: extra.roomId ?? null,
    supportPlay: extra.supportPlay ?? false,
    enabled: true,
    sort: i + 1,
    names: { EN: { gameName: names[0], displayName: names[0] }, ZH: { gameName: names[1], displayName: names[1] } },
  };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const byCode = (code: string) => vendors.find((v) => v.vassalage === code)!;

/** The demo catalog (deterministic: the same on every run). Amounts assume a two-decimal currency. */
export function demoCatalog(): { vendors: CatalogVendor[]; games: CatalogGame[] } {
  nextNodeId = 1001;
  const games: CatalogGame[] = [];
  const house = byCode('HOUSE');
  // The in-house vendor's first game: a 5-reel slot (platform/src/vendors/house).
  games.push(game(house, 'house-lucky-5', ['Lucky 5', '幸运5'], 'RNG', 0, { supportPlay: true, minBet: '0.2' }));

  const slotVendors = [byCode('LUCKYSTAR'), byCode('DRAGONREEL')];
  slotNames.forEach((n, i) => {
    const v = slotVendors[i % 2]!;
    const classify = slotClassify[i % slotClassify.length]!;
    games.push(game(v, `${v.vassalage.toLowerCase()}-${slug(n[0])}`, n, 'RNG', i, {
      gameClassify: classify, gameClassifyNew: classify ? [classify] : [], supportPlay: i % 3 !== 2,
    }));
  });
  bingoNames.forEach((n, i) => {
    const v = slotVendors[i % 2]!;
    games.push(game(v, `${v.vassalage.toLowerCase()}-${slug(n[0])}`, n, 'RNG', 100 + i, {
      gameClassify: 'BG', gameClassifyNew: i % 3 === 1 ? ['BG', 'JP'] : ['BG'], supportPlay: true,
    }));
  });
  const fishVendors = [byCode('OCEANKING'), byCode('LUCKYSTAR')];
  fishNames.forEach((n, i) => {
    const v = fishVendors[i % 3 === 2 ? 1 : 0]!;
    games.push(game(v, `${v.vassalage.toLowerCase()}-${slug(n[0])}`, n, 'FISH', i, { supportPlay: i % 2 === 0 }));
  });
  const liveVendors = [byCode('GOLDENPALACE'), byCode('ROYALDEALER')];
  liveNames.forEach((n, i) => {
    const v = liveVendors[i % 2]!;
    games.push(game(v, `${v.vassalage.toLowerCase()}-${slug(n[0])}`, n, 'LIVE', i, {
      roomId: `${v.vassalage.slice(0, 2)}${String(i + 1).padStart(3, '0')}`, minBet: ['1', '5', '10', '20'][i % 4]!,
    }));
  });
  const poker = byCode('ACEPOKER');
  pvpNames.forEach((n, i) => games.push(game(poker, `acepoker-${slug(n[0])}`, n, 'PVP', i, { supportPlay: i % 2 === 1 })));

  const goal = byCode('GOALSPORTS');
  games.push(game(goal, 'goalsports-sportsbook', ['Goal Sportsbook', '进球体育'], 'SPORTS', 0, { minBet: '1' }));
  games.push(game(goal, 'goalsports-virtual', ['Virtual Football', '虚拟足球'], 'SPORTS', 1, { minBet: '1' }));
  games.push(game(goal, 'goalsports-esports', ['Goal eSports', '进球电竞'], 'ESPORTS', 0, { minBet: '1' }));
  const arena = byCode('ARENAX');
  games.push(game(arena, 'arenax-lobby', ['Arena X eSports', '竞技场电竞'], 'ESPORTS', 1, { minBet: '1' }));
  games.push(game(arena, 'arenax-moba', ['MOBA Masters', '推塔大师'], 'ESPORTS', 2, { minBet: '1' }));
  const sv3 = byCode('SV3');
  games.push(game(sv3, 'sv3-cockfight', ['SV388 Arena', 'SV388 斗鸡'], 'COCKFIGHT', 0, { minBet: '5' }));
  games.push(game(sv3, 'sv3-derby', ['Derby Night', '斗鸡之夜'], 'COCKFIGHT', 1, { minBet: '5' }));
  const lotto = byCode('TCG_LOTTO_VN');
  const lottos: Names[] = [
    ['Vietnam Lotto North', '越南彩北部'], ['Vietnam Lotto South', '越南彩南部'], ['Vietnam Lotto Central', '越南彩中部'], ['Fast 3', '快三'],
    ['Lucky 28', '幸运28'], ['PK10', 'PK10'], ['Keno', '基诺'], ['Mega 6/45', '超级6/45'],
  ];
  lottos.forEach((n, i) => games.push(game(lotto, `tcg-${slug(n[0])}`, n, 'LOTT', i, { minBet: '1' })));

  // The in-house vendor's live tables (platform/src/vendors/house/tables), listed under its LIVE
  // provider tile. Added last so the node ids of the games above stay what earlier seeds gave them.
  const tables: [string, Names][] = [
    [houseTableGameIds.roulette, ['European Roulette', '欧式轮盘']], [houseTableGameIds.baccarat, ['Baccarat', '百家乐']],
    [houseTableGameIds.dragonTiger, ['Dragon Tiger', '龙虎']],
  ];
  tables.forEach(([gameId, n], i) => games.push(game(house, gameId, n, 'LIVE', i, { minBet: '1', roomId: `HT${i + 1}` })));
  // The in-house 75-ball bingo (platform/src/vendors/house/tables/bingo.ts): a slot-list game
  // classified BG, which is where SPEC §3 puts bingo (/m/slot-games?gameClassify=BG). Sorted first
  // of that list; its cards cost 0.10 and up.
  games.push(game(house, houseBingoGameId, ['Bingo', '宾果'], 'RNG', 0, { gameClassify: 'BG', gameClassifyNew: ['BG'], minBet: '0.1' }));

  const catalogVendors: CatalogVendor[] = vendors.map((v, i) => {
    const hue = hueOf(v.vassalage);
    return {
      vassalage: v.vassalage,
      displayName: v.name,
      accountTypeName: v.account,
      iconColor: vendorArtPath({ vassalage: v.vassalage, title: v.name, hue, variant: 'COLOR' }),
      iconWhite: vendorArtPath({ vassalage: v.vassalage, title: v.name, hue, variant: 'WHITE' }),
      mobileLargeIcon: gameArtPath({ vassalage: v.vassalage, gameId: 'vendor', title: v.name, hue, gameType: 'RNG', variant: 'large' }),
      walletVendor: v.walletVendor ?? null,
      launchUrl: null,
      enabled: true,
      sort: (i + 1) * 10,
    };
  });
  return { vendors: catalogVendors, games };
}

/** Adds what is missing of the demo catalog to a merchant; what an operator changed is kept. */
export async function seedDemoCatalog(db: Db, merchantId: number, now: Date): Promise<void> {
  await createCatalogSeedService({ db }).seedCatalog(merchantId, demoCatalog(), now);
}
