import type { Merchant } from '@/platform/src/context';
import { secretBox } from '@/platform/src/crypto/secret-box';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import { houseSlotGameId } from '@/platform/src/vendors/house/launch';
import { HouseError, HouseSlot } from '@/platform/src/vendors/house/service';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { troubledHouseWallet } from '@/tests/support/house-wallet';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { gameToken } from '@/tests/support/vendor';

describeEachDb('house slot rounds through a failing wallet', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const clock = manualClock(Date.parse('2026-12-01T10:00:00Z'));
  /** Actions to fail (HTTP 502, the call not made) while listed. */
  const failing = new Set<string>();
  const calls: string[] = [];
  let slot: HouseSlot;

  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    demo = (await p.deps.merchants.byCode('demo'))!;
    const box = secretBox(p.config.platformSecret);
    const wallet = troubledHouseWallet(p, { failing, calls });
    slot = new HouseSlot({ db: p.deps.db, box, clock, wallet });
  });

  async function player(amount: string) {
    const m = await makeMember(p);
    await p.app.inject({
      method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { amount, note: 'house test', key: `house-svc-${m.id}` },
    });
    const token = await gameToken(p, 'house', m.username, { gameId: houseSlotGameId });
    await slot.open(demo, { token, gameId: houseSlotGameId, freePlay: false });
    return { m, token };
  }
  const balance = async (memberId: number) => (await ledger.memberWallet(p.deps.db, demo.id, memberId, 'CNY')).balance_minor;
  const minor = (s: string) => BigInt(Math.round(Number(s) * 100));

  it('keeps a round whose win did not get through open, and pays it on a later call', async () => {
    const { m, token } = await player('100');
    failing.add('win');
    const r = await slot.spin(demo, token, '0.50');
    failing.delete('win');
    expect(r.settled).toBe(false);
    expect(await balance(m.id)).toBe(100_00n - 10_00n);
    // Too recent to touch: a call may still be on its way.
    await slot.state(demo, token);
    await slot.spin(demo, token, '0.50').then((next) => expect(next.settled).toBe(true));
    clock.advance(31_000);
    const later = await slot.spin(demo, token, '0.50');
    const history = await slot.history(demo, token, 10);
    expect(history.rounds.map((x) => x.status)).toEqual(['settled', 'settled', 'settled']);
    const wins = history.rounds.reduce((s, x) => s + minor(x.win), 0n);
    expect(await balance(m.id)).toBe(100_00n - 30_00n + wins);
    expect(minor(later.balance!)).toBe(100_00n - 30_00n + wins);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('rolls back a bet whose answer never came, and the member keeps their money', async () => {
    const { m, token } = await player('100');
    failing.add('bet');
    await expect(slot.spin(demo, token, '1.00')).rejects.toEqual(new HouseError('wallet.unavailable'));
    failing.delete('bet');
    const history = await slot.history(demo, token, 10);
    expect(history.rounds.map((x) => x.status)).toEqual(['rolled_back']);
    expect(await balance(m.id)).toBe(100_00n);
    // The nonce was spent: the next round is the next one.
    const next = await slot.spin(demo, token, '1.00');
    expect(next.nonce).toBe(1);
    expect((await ledger.verify()).violations).toEqual([]);
  });

  it('rolls back a round a crash left pending once it is old enough', async () => {
    const { m, token } = await player('100');
    // The bet never answers and the rollback fails too: the round stays pending.
    failing.add('bet');
    failing.add('rollback');
    await expect(slot.spin(demo, token, '1.00')).rejects.toThrow('wallet.unavailable');
    failing.clear();
    expect((await slot.history(demo, token, 5)).rounds[0]!.status).toBe('pending');
    clock.advance(31_000);
    calls.length = 0;
    await slot.open(demo, { token, gameId: houseSlotGameId, freePlay: false });
    expect(calls).toEqual(['balance', 'rollback']);
    expect((await slot.history(demo, token, 5)).rounds[0]!.status).toBe('rolled_back');
    expect(await balance(m.id)).toBe(100_00n);
  });
});
