/**
 * SPEC §2: the bottom menu (Home, Deposit, Share, Promotion, Member centre) frames every screen;
 * unlike the top bar and the footer, SPEC names no screen without it. A rule of its own all the
 * same, so the frame test over every route holds it to that and a screen cannot lose it unseen.
 */
export function showBottomMenu(_path: string): boolean {
  return true;
}
