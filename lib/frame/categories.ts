import { categoryPaths } from '@/lib/games/lobby';

/**
 * The game-category screens of SPEC §2 in their default order, for links that list every
 * category (footer, side menu) until the vendor sorting of the home screen provides its own.
 */
export const gameCategoryPages = (['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'LOTT'] as const)
  .map((gameType) => ({ gameType, href: categoryPaths[gameType]! }));
export type GameCategoryPage = (typeof gameCategoryPages)[number];

/** The footer's category links: the vendor sorting's order where the lobby has one, else the default list. */
export function footerCategories(order: readonly string[] | null | undefined): GameCategoryPage[] {
  if (!order?.length) return [...gameCategoryPages];
  const byType = new Map<string, GameCategoryPage>(gameCategoryPages.map((c) => [c.gameType, c]));
  const picked = order.map((t) => byType.get(t)).filter((c): c is GameCategoryPage => c !== undefined);
  return picked.length ? picked : [...gameCategoryPages];
}
