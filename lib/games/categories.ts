/**
 * Which lobby category a game or vendor tile belongs to (SPEC §2, §3). Sports are split three
 * ways: SPORTS, ESPORTS and COCKFIGHT each have their own vendor list, and all three are shown on
 * the sports screen. A vendor of the configured cockfight list (SPEC §3 config: SV3) that files
 * its games as SPORTS is cockfight all the same.
 */

/** SPEC §3 Config: "cockfight list SV3". */
export const cockfightVendors: readonly string[] = ['SV3'];

/** The category a game of this type and vendor is listed under in the vendor data. */
export function vendorCategory(gameType: string, vassalage: string): string {
  const type = gameType.trim().toUpperCase();
  if (type === 'SPORTS' && cockfightVendors.includes(vassalage.trim().toUpperCase())) return 'COCKFIGHT';
  return type;
}

/** The category screen a type is shown on: ESPORTS and COCKFIGHT map to SPORTS (SPEC §2). */
export function categoryScreenType(gameType: string): string {
  const type = gameType.trim().toUpperCase();
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? 'SPORTS' : type;
}

/**
 * The order of the category tabs when an operator has not chosen one: the game lists of
 * SPEC §2 first, the lotteries last.
 */
export const defaultCategoryOrder: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];
