import type { VassGameTypeValue, VendorEntry } from '@/lib/wps/schemas/games';

/** The vendor tiles of a game type in the operator's order (SPEC §3 vendor sorting). */
export function vendorsOf(data: VassGameTypeValue | null | undefined, gameType: string): VendorEntry[] {
  const byVendor = data?.content[gameType];
  if (!byVendor) return [];
  const order = data.sorting.vendorNames[gameType] ?? [];
  const names = [...order.filter((n) => n in byVendor), ...Object.keys(byVendor).filter((n) => !order.includes(n))];
  return names.flatMap((n) => byVendor[n] ?? []);
}

/** SPEC §2 footer: up to 22 vendor logos. */
export const footerVendorLogosMax = 22;

/** The vendors of every category, each once, in the operator's order: the footer's logos. */
export function vendorLogos(data: VassGameTypeValue | null | undefined, max = footerVendorLogosMax): { vassalage: string; displayName: string; src: string }[] {
  if (!data) return [];
  const seen = new Map<string, { vassalage: string; displayName: string; src: string }>();
  for (const type of data.sorting.gameCategory) {
    for (const v of vendorsOf(data, type)) {
      if (!seen.has(v.vassalage)) seen.set(v.vassalage, { vassalage: v.vassalage, displayName: v.displayName, src: v.icons.WHITE });
    }
  }
  return [...seen.values()].slice(0, max);
}
