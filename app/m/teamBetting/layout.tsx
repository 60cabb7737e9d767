import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/** The SPEC §6 gate of /m/teamBetting (agents only: a visitor logs in, a member goes home), above the screen. */
export default function TeamBettingLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/teamBetting">{children}</MemberGate>;
}
