import type { Clock, Merchant } from '@/platform/src/context';
import type { SecretBox } from '@/platform/src/crypto/secret-box';
import { createTableEngine, type TableEvent } from '@/platform/src/vendors/house/tables/engine';
import type { TableGame } from '@/platform/src/vendors/house/tables/game';
import { troubledHouseWallet, type WalletTrouble } from '@/tests/support/house-wallet';
import { makeMember } from '@/tests/support/members';
import type { TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';

/**
 * A table game of its own for a test, with the round engine over it (its wallet through `trouble`) and the events it
 * published; `restarted()` builds another engine over the same table, as a restarted process would.
 */
export function engineTable(deps: { p: TestPlatform; box: SecretBox; clock: Clock; trouble: WalletTrouble }, game: TableGame) {
  const { p, box, clock, trouble } = deps;
  const events: { event: TableEvent; to?: string }[] = [];
  const engine = () => createTableEngine({
    db: p.deps.db, box, clock, wallet: troubledHouseWallet(p, trouble),
    games: { [game.gameId]: game }, events: { publish: (_m, _t, event, to) => void events.push({ event, to }) }, woke: () => undefined,
  });
  return { game, engine: engine(), restarted: engine, events, id: game.gameId };
}

/** A member funded with `amount` (adjusted by the back office, noted as `<label> test`), seated at the table with a game token. */
export async function seatedPlayer(p: TestPlatform, demo: Merchant, t: ReturnType<typeof engineTable>, amount: string, label: string) {
  const m = await makeMember(p);
  await p.app.inject({
    method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
    payload: { amount, note: `${label} test`, key: `${label}-${m.id}` },
  });
  const token = await gameToken(p, 'house', m.username, { gameId: t.id });
  await t.engine.sit(demo, token, t.id);
  return { m, token };
}
