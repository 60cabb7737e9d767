import { WpsError } from '@/lib/wps/errors';
import type { Queryable } from '@/platform/src/db';
import { createLedgerService, type LedgerService } from '@/platform/src/modules/ledger';
import type { LedgerAccount, PostingInput } from '@/platform/src/modules/ledger/schema';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

let keySeq = 0;
const freshKey = () => `k${Date.now().toString(36)}-${++keySeq}`;

/** A deposit-like entry: the clearing account pays the member's wallet. */
const deposit = (wallet: LedgerAccount, clearing: LedgerAccount, amount_minor: bigint, key = freshKey()): PostingInput => ({
  reason: 'deposit',
  reference: `dep-${key}`,
  idempotency: { source: 'test.psp', key },
  lines: [{ accountId: wallet.id, amount_minor }, { accountId: clearing.id, amount_minor: -amount_minor }],
});

const errorCode = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof WpsError ? e.code : `not a WpsError: ${(e as Error).message}`;
  }
  return 'no error';
};

describeEachDb('ledger service', (get) => {
  let p: TestPlatform;
  let ledger: LedgerService;
  let merchantId: number;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    ledger = createLedgerService({ db: p.deps.db });
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });

  /** A fresh member's wallet and the house clearing account of their bucket. */
  const accounts = async () => {
    const m = await makeMember(p);
    const db = get().db;
    const wallet = await ledger.memberWallet(db, merchantId, m.id, 'CNY');
    const clearing = await ledger.houseAccount(db, merchantId, 'house_deposit_clearing', 'CNY', { memberIdForBucket: m.id });
    return { member: m, wallet, clearing };
  };
  const sumOfLines = async (q: Queryable, accountId: number) => {
    const r = await q.query<{ s: bigint | string | null }>('SELECT sum(amount_minor) AS s FROM journal_lines WHERE merchant_id = $1 AND account_id = $2', [merchantId, accountId]);
    return BigInt(r.rows[0]!.s ?? 0);
  };
  const bal = async (id: number) => (await ledger.balance(get().db, merchantId, id))!;

  it('opens one wallet per member and currency, and house accounts in buckets by member id', async () => {
    const { member, wallet, clearing } = await accounts();
    const db = get().db;
    expect(await ledger.memberWallet(db, merchantId, member.id, 'CNY')).toMatchObject({ id: wallet.id, balance_minor: 0n, allowNegative: false });
    expect((await ledger.memberWallet(db, merchantId, member.id, 'USD')).id).not.toBe(wallet.id);
    expect(clearing).toMatchObject({ kind: 'house_deposit_clearing', bucket: member.id % 8, allowNegative: true, memberId: null });
    const again = await ledger.houseAccount(db, merchantId, 'house_deposit_clearing', 'CNY', { memberIdForBucket: member.id + 8 });
    expect(again.id).toBe(clearing.id);
    const game = await ledger.houseAccount(db, merchantId, 'house_game', 'CNY', { vendor: 'pg', memberIdForBucket: member.id });
    expect(game).toMatchObject({ vendor: 'pg', bucket: member.id % 8 });
  });

  it('moves a deposit both ways, and each cached balance equals the sum of its lines', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    const before = await bal(clearing.id);
    const r = await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, 12_345n)));
    expect(r.replayed).toBe(false);
    expect(r.entry).toMatchObject({ reason: 'deposit', lines: [{ accountId: wallet.id, amount_minor: 12_345n }, { accountId: clearing.id, amount_minor: -12_345n }] });
    const w = await bal(wallet.id);
    expect(w).toMatchObject({ balance_minor: 12_345n, available_minor: 12_345n, version: 1n });
    expect((await bal(clearing.id)).balance_minor).toBe(before.balance_minor - 12_345n);
    expect(await sumOfLines(db, wallet.id)).toBe(12_345n);
    expect(await sumOfLines(db, clearing.id)).toBe((await bal(clearing.id)).balance_minor);
  });

  it('throws on unbalanced lines, a single line or a zero line, writing nothing', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    const bad: PostingInput[] = [
      { ...deposit(wallet, clearing, 100n), lines: [{ accountId: wallet.id, amount_minor: 100n }, { accountId: clearing.id, amount_minor: -99n }] },
      { ...deposit(wallet, clearing, 100n), lines: [{ accountId: wallet.id, amount_minor: 0n }] },
      { ...deposit(wallet, clearing, 100n), lines: [{ accountId: wallet.id, amount_minor: 0n }, { accountId: clearing.id, amount_minor: 0n }] },
    ];
    for (const input of bad) await expect(db.tx((q) => ledger.post(q, merchantId, input))).rejects.toThrow(/^ledger: /);
    expect(await bal(wallet.id)).toMatchObject({ balance_minor: 0n, version: 0n });
  });

  it('answers a replay with the first entry and moves nothing', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    const input = deposit(wallet, clearing, 500n);
    const first = await db.tx((q) => ledger.post(q, merchantId, input));
    // The same parameters with the lines listed the other way round are the same request.
    const replay = await db.tx((q) => ledger.post(q, merchantId, { ...input, lines: [...input.lines].reverse() }));
    expect(replay.replayed).toBe(true);
    expect(replay.entry.id).toBe(first.entry.id);
    expect(replay.entry.lines).toEqual(first.entry.lines);
    expect(await bal(wallet.id)).toMatchObject({ balance_minor: 500n, version: 1n });
  });

  it('refuses the same key with different parameters as ledger.duplicate.key', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    const input = deposit(wallet, clearing, 500n);
    await db.tx((q) => ledger.post(q, merchantId, input));
    const other = deposit(wallet, clearing, 501n, input.idempotency.key);
    expect(await errorCode(db.tx((q) => ledger.post(q, merchantId, other)))).toBe('ledger.duplicate.key');
    expect(await errorCode(db.tx((q) => ledger.post(q, merchantId, { ...input, reference: 'something else' })))).toBe('ledger.duplicate.key');
    expect((await bal(wallet.id)).balance_minor).toBe(500n);
  });

  it('refuses to take a member wallet below zero and changes nothing', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, 300n)));
    const clearingBefore = await bal(clearing.id);
    const key = freshKey();
    const overdraw = deposit(wallet, clearing, -301n, key);
    expect(await errorCode(db.tx((q) => ledger.post(q, merchantId, overdraw)))).toBe('ledger.insufficient.funds');
    expect(await bal(wallet.id)).toMatchObject({ balance_minor: 300n, version: 1n });
    expect(await bal(clearing.id)).toMatchObject({ balance_minor: clearingBefore.balance_minor, version: clearingBefore.version });
    const kept = await db.query('SELECT 1 FROM journal_entries WHERE merchant_id = $1 AND idempotency_key = $2', [merchantId, key]);
    expect(kept.rows).toHaveLength(0);
    // Exactly the balance may go.
    await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, -300n)));
    expect((await bal(wallet.id)).balance_minor).toBe(0n);
  });

  it('locks and unlocks between available and locked, never below zero available', async () => {
    const { wallet, clearing } = await accounts();
    const db = get().db;
    await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, 1_000n)));
    expect(await ledger.lock(db, merchantId, wallet.id, 700n)).toMatchObject({ balance_minor: 1_000n, locked_minor: 700n, available_minor: 300n });
    expect(await errorCode(ledger.lock(db, merchantId, wallet.id, 301n))).toBe('ledger.insufficient.funds');
    // Locked money cannot be spent either.
    expect(await errorCode(db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, -301n))))).toBe('ledger.insufficient.funds');
    expect(await ledger.unlock(db, merchantId, wallet.id, 200n)).toMatchObject({ locked_minor: 500n, available_minor: 500n });
    await expect(ledger.unlock(db, merchantId, wallet.id, 501n)).rejects.toThrow(/^ledger: /);
    expect(await bal(wallet.id)).toMatchObject({ balance_minor: 1_000n, locked_minor: 500n });
  });

  it('verify is clean on sound books and names a tampered balance and an unbalanced entry', async () => {
    const db = get().db;
    expect((await ledger.verify(merchantId)).violations).toEqual([]);
    const { wallet, clearing } = await accounts();
    await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, 800n)));
    expect((await ledger.verify()).violations).toEqual([]);

    await db.query('UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE merchant_id = $1 AND id = $2', [merchantId, wallet.id]);
    const e = await db.query<{ id: bigint }>(
      `INSERT INTO journal_entries (merchant_id, reason, reference, idempotency_source, idempotency_key, params_hash)
       VALUES ($1, 'tamper', 'x', 'test', $2, 'x') RETURNING id`, [merchantId, freshKey()]);
    const entryId = Number(e.rows[0]!.id);
    await db.query(
      `INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor) VALUES ($1, $2, 1, $3, 5), ($1, $2, 2, $4, -4)`,
      [merchantId, entryId, clearing.id, (await accounts()).clearing.id]);

    const report = await ledger.verify(merchantId);
    const byKind = (k: string) => report.violations.filter((v) => v.kind === k).flatMap((v) => v.ids);
    expect(byKind('entry.unbalanced')).toEqual([entryId]);
    expect(byKind('account.balance.mismatch')).toContain(wallet.id);
    // The unbalanced entry also leaves the house accounts it touched off their cached balances.
    expect(byKind('account.balance.mismatch')).toContain(clearing.id);

    // Through the back office, as `npm run ops -- ledger:verify --merchant demo` sees it.
    const r = await p.app.inject({ method: 'GET', url: '/bo/ledger/verify?merchant=demo', headers: { authorization: `Bearer ${p.opsToken}` } });
    expect(r.statusCode).toBe(200);
    const value = r.json().value;
    expect(value.clean).toBe(false);
    expect(value.violations.map((v: { ids: number[] }) => v.ids).flat()).toEqual(expect.arrayContaining([entryId, wallet.id]));
    const unknown = await p.app.inject({ method: 'GET', url: '/bo/ledger/verify?merchant=nosuch', headers: { authorization: `Bearer ${p.opsToken}` } });
    expect(unknown.json().errorCode).toBe('merchant.unknown');
    const anonymous = await p.app.inject({ method: 'GET', url: '/bo/ledger/verify' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a journal line whose entry or account does not exist', async () => {
    const db = get().db;
    const { wallet, clearing } = await accounts();
    const e = await db.query<{ id: bigint }>(
      `INSERT INTO journal_entries (merchant_id, reason, reference, idempotency_source, idempotency_key, params_hash)
       VALUES ($1, 'tamper', 'x', 'test', $2, 'x') RETURNING id`, [merchantId, freshKey()]);
    const entryId = Number(e.rows[0]!.id);
    const line = `INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor) VALUES ($1, $2, $3, $4, $5)`;
    await expect(db.query(line, [merchantId, entryId, 1, 987654321, 5])).rejects.toThrow(/journal_lines_account_fkey/);
    await expect(db.query(line, [merchantId, entryId + 1_000_000, 1, wallet.id, 5])).rejects.toThrow(/journal_lines_entry_fkey/);
    // Another merchant's account is as unknown as a made-up one.
    await expect(db.query(line, [merchantId + 1, entryId, 1, clearing.id, 5])).rejects.toThrow(/fkey/);
    expect((await ledger.verify(merchantId)).violations.filter((v) => v.kind === 'line.orphan')).toEqual([]);
  });

  it('verify names a line whose entry or account does not exist, written around the keys', async () => {
    const db = get().db;
    const { wallet, clearing } = await accounts();
    const e = await db.query<{ id: bigint }>(
      `INSERT INTO journal_entries (merchant_id, reason, reference, idempotency_source, idempotency_key, params_hash)
       VALUES ($1, 'tamper', 'x', 'test', $2, 'x') RETURNING id`, [merchantId, freshKey()]);
    const entryId = Number(e.rows[0]!.id);
    const noEntry = entryId + 1_000_000;
    // A superuser's replica role skips the foreign keys' triggers: books edited by hand, or restored badly.
    await db.tx(async (q) => {
      await q.query(`SET LOCAL session_replication_role = replica`);
      await q.query(
        `INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor)
         VALUES ($1, $2, 1, $3, 5), ($1, $2, 2, 987654321, -5), ($1, $4, 1, $5, 7), ($1, $4, 2, $3, -7)`,
        [merchantId, entryId, clearing.id, noEntry, wallet.id]);
    });
    const report = await ledger.verify(merchantId);
    const orphans = report.violations.filter((v) => v.kind === 'line.orphan');
    expect(orphans.flatMap((v) => v.ids).sort()).toEqual([entryId, noEntry, noEntry].sort());
    expect(orphans.find((v) => v.ids[0] === entryId)!.detail).toContain('987654321');
  });

  it('refuses to rewrite journal history', async () => {
    const db = get().db;
    await expect(db.query('UPDATE journal_lines SET amount_minor = amount_minor WHERE merchant_id = $1', [merchantId])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM journal_entries WHERE merchant_id = $1', [merchantId])).rejects.toThrow(/append-only/);
  });

  it('never overdraws a wallet under 20 concurrent debits (PostgreSQL)', async () => {
    if (get().kind !== 'postgres') return;
    const db = get().db;
    const { wallet, clearing } = await accounts();
    await db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, 1_000n)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.tx((q) => ledger.post(q, merchantId, deposit(wallet, clearing, -75n)))));
    const done = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof WpsError && r.reason.code === 'ledger.insufficient.funds').length;
    expect(done).toBe(13);
    expect(refused).toBe(7);
    const w = await bal(wallet.id);
    expect(w.balance_minor).toBe(1_000n - 13n * 75n);
    expect(await sumOfLines(db, wallet.id)).toBe(w.balance_minor);
    expect(w.version).toBe(14n);
  });

  it('moves money once when one key is posted 10 times at once (PostgreSQL)', async () => {
    if (get().kind !== 'postgres') return;
    const db = get().db;
    const { wallet, clearing } = await accounts();
    const input = deposit(wallet, clearing, 250n);
    const results = await Promise.all(Array.from({ length: 10 }, () => db.tx((q) => ledger.post(q, merchantId, input))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect((await bal(wallet.id)).balance_minor).toBe(250n);
    expect((await ledger.verify(merchantId)).violations.filter((v) => v.ids.includes(wallet.id))).toEqual([]);
  });
});
