import type { SecretBox } from '../../crypto/secret-box';
import type { Queryable } from '../../db';
import { merchantsRepo as repo } from './repo';
import type { MerchantPatch } from './schema';
import { invalidInput } from '../../errors';

/**
 * A merchant's customer-service entries (merchant_customer_service), rows of their own: the list
 * given replaces the stored one; entries with an id are updated, others added, the rest removed.
 * Paths are sealed at rest. Runs inside the caller's transaction.
 */
export async function replaceCustomerService(
  q: Queryable, box: SecretBox, merchantId: number, entries: NonNullable<MerchantPatch['customerService']>,
): Promise<void> {
  const keep = entries.filter((e) => e.id !== undefined).map((e) => e.id!);
  await repo.deleteCustomerServiceExcept(q, merchantId, keep);
  for (const [i, e] of entries.entries()) {
    const row = { title: e.title, csType: e.csType, position: e.position ?? null, pathEnc: box.seal(e.path), sort: e.sort ?? i };
    if (e.id === undefined) {
      await repo.insertCustomerService(q, merchantId, row);
    } else if ((await repo.updateCustomerService(q, merchantId, e.id, row)) === 0) {
      throw invalidInput([{ field: `customerService.${i}.id`, message: 'no such entry' }]);
    }
  }
}
