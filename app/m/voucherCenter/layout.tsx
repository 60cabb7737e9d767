import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/**
 * The SPEC §6 gate of /m/voucherCenter, above the screen's loading boundary: a visitor is redirected
 * (307) before anything streams, and a refused member never sees the skeleton.
 */
export default function VoucherCenterLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/voucherCenter">{children}</MemberGate>;
}
