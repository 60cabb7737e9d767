import { z } from 'zod';

/**
 * Wire shapes of the game catalog and lobby calls (SPEC §2 home and game lists, §3 Game and
 * Vendor, §4 favourites, §7 calls, §9 page sizes; WPS-PROTOCOL.md "Games"). Served by
 * platform/src/modules/games.
 *
 * Every relay (`/wps/relay/GCSGAME_*`, `ODSFE2_getWinnerBoard`, `VIS_getJackpot`) answers its
 * result under `value.content`, as the field does; so does launchGame (`value.content.game_url`).
 * Ids the client sends back (nodeId) travel as strings. Amounts are decimal numbers in currency
 * units (DESIGN.md Money). The `*QuerySchema`s are what the platform accepts: clients send
 * every parameter as text, blank meaning absent, and send fields we do not use (merchant,
 * platform, clientType, minLine, isPlatform, token); those are accepted and ignored.
 */

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Game types a game or vendor has (SPEC §3 categories that are real game kinds). */
export const gameTypes = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof gameTypes)[number];

/** Every category of SPEC §3, game types and the lobby's own (home, favourites, hot, ...). */
export const gameCategories = [
  'ALL', 'LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'HOT', 'LIVESTREAM', 'HOME', 'PROMO', 'FAV', 'RECENT', 'BINGO',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Classifications of SPEC §3: VP video poker, JP jackpot, SC scratch, TG table, AC arcade, BG bingo. */
export const gameClassifications = ['VP', 'JP', 'SC', 'TG', 'AC', 'BG'] as const;
export type GameClassification = (typeof gameClassifications)[number];

/** Vendor icon variants on the image CDN (SPEC §7: by vassalage, COLOR or WHITE). */
export const vendorIconVariants = ['COLOR', 'WHITE'] as const;
export type VendorIconVariant = (typeof vendorIconVariants)[number];

/** Page sizes of SPEC §9 and the largest any list call answers. */
export const gamePageSizes = {
  list: 25,
  homePreview: 9,
  favouritesHome: 20,
  favouritesTab: 30,
  favouriteIds: 100,
  recent: 25,
  hot: 15,
  winnerBoard: 20,
  max: 100,
} as const;

// ---------------------------------------------------------------------------------------------
// Query helpers

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const optionalUpper = <T extends z.ZodType>(t: T) => z.preprocess((v) => upper(blankToUndefined(v)), t.optional());
const pageNumber = (fallback: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(fallback));
const pageSize = (fallback: number, max: number = gamePageSizes.max) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));
/** A vendor code on the wire: upper-case letters, digits and _ (HOUSE, TCG_LOTTO_VN). Sent in any case. */
export const vassalageSchema = z.string().regex(/^[A-Z0-9][A-Z0-9_]{1,31}$/);
/** A catalog node id: digits, as a string. */
export const nodeIdSchema = z.string().regex(/^[1-9][0-9]{0,15}$/);
const nodeIdInput = z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), nodeIdSchema);
/** A language code as the Language header and the language parameters carry it (EN, ZH, PT-BR). */
const languageInput = optionalUpper(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/));
/** Parameters clients send that the platform does not use; accepted so strict clients pass. */
const ignored = {
  merchant: z.unknown().optional(),
  merchant_code: z.unknown().optional(),
  platform: z.unknown().optional(),
  clientType: z.unknown().optional(),
  isPlatform: z.unknown().optional(),
  token: z.unknown().optional(),
  minLine: z.unknown().optional(),
  dataType: z.unknown().optional(),
};

// ---------------------------------------------------------------------------------------------
// Entities

/**
 * A game as every list shows it (SPEC §3 Game). Names are in the requested language, falling
 * back to English. Icons are URLs, relative to the merchant's image CDN (or this origin when it
 * has none); the demo's are SVGs drawn by the platform (`/games/art/...`).
 */
export const gameSchema = z.object({
  /** The vendor's id of the game (what its wallet calls carry as gameId), e.g. `house-lucky-5`. */
  gameId: z.string(),
  /** Our id of the game in the merchant's catalog: what favourites and recent games keep. */
  nodeId: nodeIdSchema,
  /** The game's canonical (English) name, the same in every language. */
  nodeName: z.string(),
  /** The name in the requested language. */
  gameName: z.string(),
  /** The label of the tile in the requested language (often the name; sometimes shorter). */
  displayName: z.string(),
  gameType: z.enum(gameTypes),
  /** The vendor (upper case). */
  vassalage: z.string(),
  gameClassify: z.enum(gameClassifications).nullable(),
  /** Further classifications the newer lists filter by (a jackpot bingo: ['BG', 'JP']). */
  gameClassifyNew: z.array(z.enum(gameClassifications)),
  /** The smallest stake in currency units (the minimum-bet filter). */
  minBet: z.number(),
  /** The large portrait tile (home previews, sliders). */
  mobileLargeIcon: z.string(),
  /** The square tile of lists. */
  showIcon: z.string(),
  /** The small icon (winner board, recent games). */
  iconUrl: z.string(),
  /** A live table's room, passed back to launchGame; null when the game has no rooms. */
  roomId: z.string().nullable(),
  /** Free play (launchGame accountType 0) is offered. */
  supportPlay: z.boolean(),
  /** In the member's favourites (false without a session). */
  favourite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * A vendor tile of a game type (SPEC §3 Vendor). For SPORTS, ESPORTS, COCKFIGHT, LIVE lobbies
 * and lotteries the tile launches one game: gameId and nodeId name it; for list types (RNG,
 * FISH, PVP) they are null and the tile opens /m/gameList?gameType=&vassalage=.
 */
export const vendorEntrySchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(gameTypes),
  /** The vendor's wallet account type label (the wallet shows it next to the balance). */
  accountTypeName: z.string(),
  mobileLargeIcon: z.string(),
  /** Vendor logo on the image CDN, both variants (SPEC §7: COLOR or WHITE). */
  icons: z.object({ COLOR: z.string(), WHITE: z.string() }),
  gameId: z.string().nullable(),
  nodeId: nodeIdSchema.nullable(),
  /** How many enabled games the vendor has of this type. */
  gameCount: z.number().int(),
});
export type VendorEntry = z.infer<typeof vendorEntrySchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/GCSGAME_gameList

/**
 * ?gameType=&vassalage=&gameClassify=&minBet=&gameName=&language=&pageNo=&pageSize=
 * gameClassify matches gameClassify or gameClassifyNew; minBet keeps games whose minimum bet
 * is at most the chosen stake (the filter asks "what can I play with 0.05?"); gameName is a
 * case-insensitive substring of the game's names (any language, and the canonical name).
 * language overrides the Language header. pageSize 1-100, default 25 (9 on home previews).
 */
export const gameListQuerySchema = z.object({
  ...ignored,
  gameType: optionalUpper(z.enum(gameTypes)),
  vassalage: optionalUpper(vassalageSchema),
  gameClassify: optionalUpper(z.enum(gameClassifications)),
  minBet: z.preprocess(blankToUndefined, z.coerce.number().positive().max(1e9).optional()),
  gameName: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  language: languageInput,
  pageNo: pageNumber(1),
  pageSize: pageSize(gamePageSizes.list),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListContentSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListContent = z.infer<typeof gameListContentSchema>;
export const gameListValueSchema = z.object({ content: gameListContentSchema });
export type GameListValue = z.infer<typeof gameListValueSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/GCSGAME_getVassGameType

/** ?typeId=1&merchant_code= (both accepted and ignored: the Merchant header decides) &language= */
export const vassGameTypeQuerySchema = z.object({ ...ignored, typeId: z.unknown().optional(), language: languageInput });

/**
 * value.content: the vendors of each game type, keyed by vassalage, in the operator's order
 * (`{RNG: {HOUSE: [entry]}, SPORTS: {...}, ESPORTS: {...}, COCKFIGHT: {...}}`): SPORTS is split
 * into SPORTS, ESPORTS and COCKFIGHT. Types without an enabled vendor are left out.
 * value.sorting: the category tabs in server order (gameCategory) and each category's vendors in
 * order (vendorNames). value.mapping: each vendor's game types (`{TCG_LOTTO_VN: ['ELOTT']}`),
 * what the prize mode rule reads (lib/games/prize-mode.ts).
 */
export const vassGameTypeValueSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(vendorEntrySchema))),
  sorting: z.object({
    gameCategory: z.array(z.enum(gameTypes)),
    vendorNames: z.record(z.string(), z.array(z.string())),
  }),
  mapping: z.record(z.string(), z.array(z.enum(gameTypes))),
});
export type VassGameTypeValue = z.infer<typeof vassGameTypeValueSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/GCSGAME_hotGamesV2 and GCSGAME_getRankList

/**
 * ?isPlatform=2&language=&platform=html5[&gameType=][&pageSize=]
 * The games with the most real-money bets in the last 7 days (play money left out), most first;
 * an empty list when nobody has bet. pageSize 1-100, default 30 (the strip shows 15 and a
 * 'more' tile above 10).
 */
export const hotGamesQuerySchema = z.object({
  ...ignored,
  gameType: optionalUpper(z.enum(gameTypes)),
  language: languageInput,
  pageSize: pageSize(30),
});
export type HotGamesQuery = z.input<typeof hotGamesQuerySchema>;
export const hotGamesValueSchema = z.object({ content: z.object({ list: z.array(gameSchema) }) });
export type HotGamesValue = z.infer<typeof hotGamesValueSchema>;

/** ?gameType=&language=&limitNum= (default 20): the same ranking with each game's rank and bet count. */
export const rankListQuerySchema = z.object({
  ...ignored,
  gameType: optionalUpper(z.enum(gameTypes)),
  language: languageInput,
  limitNum: pageSize(20, 50),
});
export const rankedGameSchema = gameSchema.extend({ rank: z.number().int(), betCount: z.number().int() });
export const rankListValueSchema = z.object({ content: z.object({ list: z.array(rankedGameSchema) }) });
export type RankListValue = z.infer<typeof rankListValueSchema>;

// ---------------------------------------------------------------------------------------------
// Recent games (GCSGAME_recentGames, GCSGAME_addRecentGame; ours) – per member, newest first

/** ?page=&pageNo=&pageSize=25&gameType=&language=&clientType=2 (page and pageNo both accepted). */
export const recentGamesQuerySchema = z.object({
  ...ignored,
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  pageNo: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  pageSize: pageSize(gamePageSizes.recent),
  gameType: optionalUpper(z.enum(gameTypes)),
  language: languageInput,
});
export type RecentGamesQuery = z.input<typeof recentGamesQuerySchema>;

export const pagedGamesContentSchema = z.object({
  list: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export const recentGamesValueSchema = z.object({ content: pagedGamesContentSchema });
export type RecentGamesValue = z.infer<typeof recentGamesValueSchema>;

/** ?nodeId= : puts the game at the top of the member's recent games (launchGame does it too). */
export const recentAddQuerySchema = z.object({ ...ignored, nodeId: nodeIdInput, vassalage: z.unknown().optional(), gameId: z.unknown().optional() });
export const recentAddValueSchema = z.object({ content: z.object({ nodeId: nodeIdSchema }) });

// ---------------------------------------------------------------------------------------------
// Favourites (GCSGAME_favoriteGames, GCSGAME_favoriteGameIds, POST/DELETE /wps/game/favorite; ours)

/** ?pageNo=&pageSize= (25 lists, 20 home, 30 tab) &gameType=&language= ; newest favourite first. */
export const favouriteGamesQuerySchema = z.object({
  ...ignored,
  pageNo: pageNumber(1),
  pageSize: pageSize(gamePageSizes.list),
  gameType: optionalUpper(z.enum(gameTypes)),
  language: languageInput,
});
export type FavouriteGamesQuery = z.input<typeof favouriteGamesQuerySchema>;

/** SPEC §3: "Favourites: content, pageNum, totalPages" – the page itself is `content`. */
export const favouriteGamesValueSchema = z.object({
  content: z.object({
    content: z.array(gameSchema),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type FavouriteGamesValue = z.infer<typeof favouriteGamesValueSchema>;

/** ?pageNo=1&pageSize=100 */
export const favouriteIdsQuerySchema = z.object({
  ...ignored,
  pageNo: pageNumber(1),
  pageSize: pageSize(gamePageSizes.favouriteIds),
});
/** SPEC §3: favourite ids are strings (nodeIds). */
export const favouriteIdsValueSchema = z.object({
  content: z.object({
    content: z.array(nodeIdSchema),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValueSchema>;

/**
 * POST and DELETE /wps/game/favorite, JSON body (DELETE may carry the same in the query):
 * {nodeId, vendor}. vendor is the game's vassalage and must match it. Adding a favourite that
 * is already there changes nothing; removing one that is not there neither.
 */
export const favouriteChangeSchema = z.object({
  nodeId: nodeIdInput,
  vendor: z.preprocess(upper, vassalageSchema),
  token: z.unknown().optional(),
});
export type FavouriteChange = z.input<typeof favouriteChangeSchema>;
/**
 * The DELETE body: {nodeId, vendor} when it holds anything; an empty or absent body leaves them to
 * the query (clients that send no DELETE body), which the route validates with favouriteChangeSchema.
 */
export const favouriteRemoveBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && Object.keys(v).length ? v : undefined),
  favouriteChangeSchema.optional(),
);
export const favouriteChangeValueSchema = z.object({ nodeId: nodeIdSchema, favourite: z.boolean() });
export type FavouriteChangeValue = z.infer<typeof favouriteChangeValueSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/ODSFE2_getWinnerBoard

/** ?gameCategory=ALL&language=&limitNum=20 ; gameCategory ALL or a game type. */
export const winnerBoardQuerySchema = z.object({
  ...ignored,
  gameCategory: z.preprocess((v) => upper(blankToUndefined(v)), z.enum(['ALL', ...gameTypes]).default('ALL')),
  language: languageInput,
  limitNum: pageSize(gamePageSizes.winnerBoard, 50),
});
export type WinnerBoardQuery = z.input<typeof winnerBoardQuerySchema>;

/**
 * One real win (SPEC §3 winner entry: vo with iconUrl, customerName, gameName, winAmount, launch
 * data): the biggest payouts of settled real-money bets of the last 30 days. customerName is
 * masked ("ab***z"); `game` carries what launchGame needs.
 */
export const winnerEntrySchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    customerName: z.string(),
    gameName: z.string(),
    winAmount: z.number(),
    currencySymbol: z.string(),
    winTime: z.string(),
    game: gameSchema,
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

/** list: biggest wins first (the screen shows the first 10); jackpotList: the games that pay the merchant's jackpot pool while it holds money (modules/jackpot). */
export const winnerBoardValueSchema = z.object({
  content: z.object({
    list: z.array(winnerEntrySchema),
    jackpotList: z.array(gameSchema),
  }),
});
export type WinnerBoardValue = z.infer<typeof winnerBoardValueSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/VIS_getJackpot

/**
 * The merchant's real jackpot pool (modules/jackpot: the sum of its house_jackpot ledger accounts,
 * funded by a share of the house slot's stakes). Without a pool, or with an empty one: active false
 * and amount 0, and the jackpot counter shows nothing. No figure is ever made up.
 */
export const jackpotValueSchema = z.object({
  content: z.object({
    active: z.boolean(),
    amount: z.number(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});
export type JackpotValue = z.infer<typeof jackpotValueSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/game/launchGame (session required)

/**
 * ?gameId=&nodeId=&vassalage=&gameType=&platform=&clientType=&accountType=&language=&launchMode=&backUrl=&roomId=
 * The game is found by nodeId when given, else by vassalage and gameId. accountType 1 (default)
 * plays the member's wallet; 0 is free play, only where the game has supportPlay.
 */
export const launchGameQuerySchema = z.object({
  ...ignored,
  gameId: z.preprocess(blankToUndefined, z.string().trim().min(1).max(64).optional()),
  nodeId: z.preprocess(blankToUndefined, nodeIdInput.optional()),
  vassalage: optionalUpper(vassalageSchema),
  gameType: optionalUpper(z.enum(gameTypes)),
  accountType: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(1)),
  language: languageInput,
  launchMode: z.unknown().optional(),
  backUrl: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  roomId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
}).refine((q) => q.nodeId !== undefined || (q.gameId !== undefined && q.vassalage !== undefined), {
  message: 'nodeId, or gameId and vassalage',
  path: ['nodeId'],
});
export type LaunchGameQuery = z.input<typeof launchGameQuerySchema>;

/** value.content.game_url: where the browser goes (relative to the web origin for the in-house vendor). */
export const launchGameValueSchema = z.object({
  content: z.object({
    game_url: z.string(),
    /** 1 real money, 0 free play: what was launched. */
    accountType: z.number().int(),
  }),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;
