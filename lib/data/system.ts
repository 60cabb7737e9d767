import 'server-only';
import { cache } from 'react';
import { systemStatusFor } from '@/lib/bff/upstream';
import type { SystemStatusValue } from '@/lib/wps/schemas/system';
import { currentCaller } from './request';

/** The merchant's system status and white-label configuration for this request, or null. */
export const getSystemStatus = cache(async (): Promise<SystemStatusValue | null> => {
  const caller = await currentCaller();
  if (!caller.merchantKnown) return null;
  return systemStatusFor(caller);
});
