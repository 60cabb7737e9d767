import 'server-only';
import type { MemberLimitsValue } from '@/lib/wps/schemas/limits';
import { readValue as read } from './request';

/** The member's own deposit limits, break and reality check interval; null when the platform did not answer. */
export const getMemberLimits = (): Promise<MemberLimitsValue | null> => read('memberLimits');
