import fc from 'fast-check';
import { minorToDecimalString } from '@/lib/format';
import { describeEachDb } from '@/tests/support/db';

/**
 * minor_to_decimal (platform/sql/functions) is the database's one copy of lib/format's
 * minorToDecimalString: the vendor wallet writes its answers in SQL. Both must write every
 * amount alike. The smallest bigint is left out: SQL's abs() of it overflows, and no balance
 * comes near it.
 */
const amounts = fc.oneof(
  fc.bigInt({ min: -(2n ** 63n) + 1n, max: 2n ** 63n - 1n }),
  fc.bigInt({ min: -100_000n, max: 100_000n }),
  fc.constantFrom(0n, 1n, -1n, 9n, -10n, 2n ** 63n - 1n, -(2n ** 63n) + 1n),
);
const pairs = fc.array(fc.tuple(amounts, fc.integer({ min: 0, max: 18 })), { minLength: 500, maxLength: 500 });

describeEachDb('minor_to_decimal', (get) => {
  it('writes every amount exactly as minorToDecimalString does', async () => {
    const { db } = get();
    await fc.assert(
      fc.asyncProperty(pairs, async (list) => {
        const r = await db.query<{ i: number; text: string }>(
          `SELECT (t.i)::int AS i, minor_to_decimal(t.minor, t.digits) AS text
           FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS t(minor, digits, i) ORDER BY t.i`,
          [list.map(([m]) => m.toString()), list.map(([, d]) => d)],
        );
        expect(r.rows.map((x) => x.text)).toEqual(list.map(([m, d]) => minorToDecimalString(m, d)));
      }),
      { numRuns: 20 },
    );
  });
});
