import type { Merchant } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import type { VendorWalletService } from '../../modules/vendor-wallet';
import { houseVendorCode } from './launch';
import { houseRepo } from './repo';

/**
 * Gives a merchant the house vendor: creates vendor `house` in the seamless wallet (as
 * `ops vendor:create` does, audited as the seed) and keeps the one-time secret, sealed, in
 * house_vendor_keys, the house server's own table: the copy a vendor keeps of what the
 * operator gave it. Idempotent. A `house` vendor made by hand (its secret not kept here)
 * cannot be recovered: the answer says so and nothing changes.
 */
export async function seedHouseVendor(
  db: Db, box: SecretBox, wallet: VendorWalletService, merchant: Merchant, now: Date,
): Promise<'created' | 'present' | 'secret-unknown'> {
  if (await houseRepo.vendorKey(db, merchant.id, houseVendorCode)) return 'present';
  if ((await wallet.listVendors(merchant)).some((v) => v.code === houseVendorCode)) return 'secret-unknown';
  const made = await wallet.createVendor(merchant, { code: houseVendorCode, name: 'House Games' }, 'seed');
  await houseRepo.insertVendorKey(db, merchant.id, houseVendorCode, box.seal(made.secret), now);
  return 'created';
}
