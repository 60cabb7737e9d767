import { z } from 'zod';
import { gameClassifications, gameTypes, vassalageSchema, type GameClassification, type GameType } from '@/lib/wps/schemas/games';

/** Limits of the games module (TigerStyle: a bound on everything). */
export const gameLimits = {
  /** Recent games kept per member; older ones drop off when a game is added. */
  recent_per_member_max: 50,
  /** Favourites a member may keep. */
  favourites_per_member_max: 500,
  /** Hot games and the rank list count bets of this window. */
  hot_window_ms: 7 * 24 * 60 * 60_000,
  /** The winner board looks at wins of this window. */
  winner_window_ms: 30 * 24 * 60 * 60_000,
  /** A launched game session lives this long (the vendor wallet allows at most a day). */
  session_ttl_ms: 4 * 60 * 60_000,
  /** Games an operator listing answers at most. */
  bo_list_max: 1000,
  /** Games one import may bring (game:import). */
  import_games_max: 500,
} as const;

/** The in-house vendor (platform/src/vendors/house): its URL is ours, not a template. */
export const houseVassalage = 'HOUSE';

/** A catalog vendor as stored (migration 016). */
export interface CatalogVendor {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  iconColor: string;
  iconWhite: string;
  mobileLargeIcon: string;
  walletVendor: string | null;
  launchUrl: string | null;
  enabled: boolean;
  sort: number;
}

/** A catalog game as stored, with its names per language. */
export interface CatalogGame {
  nodeId: number;
  vassalage: string;
  gameId: string;
  nodeName: string;
  gameType: GameType;
  gameClassify: GameClassification | null;
  gameClassifyNew: GameClassification[];
  minBet_minor: bigint;
  mobileLargeIcon: string;
  showIcon: string;
  iconUrl: string;
  roomId: string | null;
  supportPlay: boolean;
  enabled: boolean;
  sort: number;
  /** language → names; EN at least. */
  names: Record<string, { gameName: string; displayName: string }>;
}

// ---- back office (npm run ops -- game:set / vendor:set / game:list) ----

const sort = z.number().int().min(-100_000).max(100_000);
const iconText = z.string().trim().min(1).max(500);

export const boCatalogParamsSchema = z.object({ merchant: z.string().trim().min(1).max(32) });
export const boGameParamsSchema = boCatalogParamsSchema.extend({
  vassalage: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), vassalageSchema),
  gameId: z.string().trim().min(1).max(64),
});
export const boVendorParamsSchema = boCatalogParamsSchema.extend({
  vassalage: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), vassalageSchema),
});

/** PATCH /bo/catalog/games/:merchant/:vassalage/:gameId */
export const boGamePatchSchema = z
  .object({
    enabled: z.boolean(),
    sort,
    supportPlay: z.boolean(),
    /** Decimal string in currency units. */
    minBet: z.string().trim().regex(/^\d{1,12}(\.\d{1,8})?$/),
    gameClassify: z.enum(gameClassifications).nullable(),
    roomId: z.string().trim().min(1).max(64).nullable(),
    iconUrl: iconText,
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type BoGamePatch = z.infer<typeof boGamePatchSchema>;

/** PATCH /bo/catalog/vendors/:merchant/:vassalage */
export const boVendorPatchSchema = z
  .object({
    enabled: z.boolean(),
    sort,
    displayName: z.string().trim().min(1).max(60),
    accountTypeName: z.string().trim().min(1).max(60),
    /** The wallet vendor (vendors.code) whose sessions launchGame issues; null unlinks. */
    walletVendor: z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/).nullable(),
    /** The vendor's launch URL template ({token} {gameId} {lang} {mode} {backUrl}); https only. */
    launchUrl: z.string().trim().max(500).regex(/^https:\/\/\S+$/).nullable(),
    iconColor: iconText,
    iconWhite: iconText,
    mobileLargeIcon: iconText,
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type BoVendorPatch = z.infer<typeof boVendorPatchSchema>;

/** GET /bo/catalog/games/:merchant?vassalage=&gameType= */
export const boGameListQuerySchema = z.object({
  vassalage: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), vassalageSchema.optional()),
  gameType: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.enum(gameTypes).optional()),
});

const gameName = z.string().trim().min(1).max(60);

/**
 * POST /bo/catalog/import/:merchant – an outside vendor's game list, as the vendor sends it to an
 * operator who signs it (npm run ops -- game:import). What is there already is left alone.
 */
export const boCatalogImportSchema = z.object({
  vendor: z.object({
    vassalage: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), vassalageSchema)
      .refine((v) => v !== houseVassalage, 'the in-house vendor\'s games come with the platform'),
    displayName: z.string().trim().min(1).max(60),
    accountTypeName: z.string().trim().min(1).max(60).optional(),
  }).strict(),
  games: z.array(z.object({
    gameId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/),
    gameType: z.enum(gameTypes),
    /** The game's name by language (EN at least). */
    names: z.object({ EN: gameName }).catchall(gameName),
    /** Decimal string in currency units. */
    minBet: z.string().trim().regex(/^\d{1,12}(\.\d{1,8})?$/),
    gameClassify: z.enum(gameClassifications).nullable().default(null),
    supportPlay: z.boolean().default(false),
    roomId: z.string().trim().min(1).max(64).nullable().default(null),
    iconUrl: iconText.optional(),
  }).strict()).min(1).max(gameLimits.import_games_max),
}).strict();
export type BoCatalogImport = z.infer<typeof boCatalogImportSchema>;
