import { systemStatusCodes, type SystemStatusCode } from '@/lib/wps/schemas/system';

/** SPEC §4: 0 normal; 1 maintenance, also when both flags are set; 2 region restricted only. */
export function systemStatus(flags: { maintenance: boolean; regionRestriction: boolean }): SystemStatusCode {
  if (flags.maintenance) return systemStatusCodes.maintenance;
  if (flags.regionRestriction) return systemStatusCodes.regionRestricted;
  return systemStatusCodes.normal;
}
