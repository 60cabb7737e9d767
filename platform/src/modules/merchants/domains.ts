import type { Queryable } from '../../db';
import { merchantsRepo as repo } from './repo';
import { invalidInput } from '../../errors';

/** A merchant's domains (merchant_domains): each host belongs to one merchant. Run inside the caller's transaction. */

/** Refuses hosts another merchant holds, naming them (request.invalid on domains). */
export async function assertHostsFree(q: Queryable, merchantId: number | null, hosts: string[]): Promise<void> {
  const taken = await repo.hostsTakenByOthers(q, merchantId, hosts);
  if (taken.length) throw invalidInput([{ field: 'domains', message: `already used by another merchant: ${taken.join(', ')}` }]);
}

/** The merchant's domains become exactly `hosts`. */
export async function replaceDomains(q: Queryable, merchantId: number, hosts: string[]): Promise<void> {
  await assertHostsFree(q, merchantId, hosts);
  await repo.deleteDomainsExcept(q, merchantId, hosts);
  await repo.insertDomains(q, merchantId, hosts);
}
