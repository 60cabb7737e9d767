import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/** The SPEC §6 gate of /m/transaction/record (agents only: a visitor logs in, a member goes home), above the screen. */
export default function TransactionRecordLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/transaction/record">{children}</MemberGate>;
}
