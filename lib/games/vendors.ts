import type { VassGameTypeValue, VendorEntry } from '@/lib/wps/schemas/games';

/** The vendor tiles of a game type in the operator's order (SPEC §3 vendor sorting). */
export function vendorsOf(data: VassGameTypeValue | null | undefined, gameType: string): VendorEntry[] {
  const byVendor = data?.content[gameType];
  if (!byVendor) return [];
  const order = data.sorting.vendorNames[gameType] ?? [];
  const names = [...order.filter((n) => n in byVendor), ...Object.keys(byVendor).filter((n) => !order.includes(n))];
  return names.flatMap((n) => byVendor[n] ?? []);
}
