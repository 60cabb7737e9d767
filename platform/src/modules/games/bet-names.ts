import type { Db } from '../../db';
import type { Merchant } from '../../context';
import { gamesRepo as repo } from './repo';
import { catalogLanguage } from './service';

/** A bet's game as the seamless wallet records it: the wallet vendor's code and the vendor's game id. */
export interface BetGameKey {
  vendor: string;
  gameId: string;
}

/** What a member reads for a bet's game. */
export interface BetGameNames {
  gameName: string;
  vendorName: string;
}

export interface BetNamesDeps {
  db: Db;
}

/**
 * The catalog's names for the games of bets (the wallet's bet records): a bet carries the
 * wallet vendor's code and the vendor's game id, which mean nothing to a member.
 */
export interface BetNamesService {
  /**
   * Names for each key, in the keys' order: the game's name in `language` (else English, else
   * the catalog's canonical name) and its vendor's display name, whether or not either is
   * still enabled, since a record outlives a game's place in the lobby. A bet the catalog does
   * not know keeps its ids. One query for a page of bets.
   */
  namesOf(merchant: Merchant, language: string, keys: readonly BetGameKey[]): Promise<BetGameNames[]>;
}

export function createBetNamesService(deps: BetNamesDeps): BetNamesService {
  return {
    async namesOf(merchant, language, keys) {
      if (!keys.length) return [];
      const rows = await repo.betGameNames(deps.db, merchant.id, catalogLanguage(language, merchant.defaultLanguage), keys);
      return keys.map((k, i) => ({ gameName: rows[i]?.game_name ?? k.gameId, vendorName: rows[i]?.vendor_name ?? k.vendor }));
    },
  };
}
