/**
 * SPEC §4: the prize mode is electronic lottery when the vendor mapping has ELOTT for
 * TCG_LOTTO_VN or LOTT, else normal. The mapping is GCSGAME_getVassGameType's
 * `value.mapping`: each vendor (vassalage) with the game types it has.
 */
export type PrizeMode = 'ELOTT' | 'NORMAL';

/** The lottery vendors whose ELOTT mapping switches the prize mode (SPEC §9 lottery vendors). */
export const prizeModeVendors = ['TCG_LOTTO_VN', 'LOTT'] as const;

export function prizeMode(mapping: Readonly<Record<string, readonly string[] | undefined>> | null | undefined): PrizeMode {
  if (!mapping) return 'NORMAL';
  for (const vendor of prizeModeVendors) {
    if (mapping[vendor]?.some((t) => t.trim().toUpperCase() === 'ELOTT')) return 'ELOTT';
  }
  return 'NORMAL';
}
