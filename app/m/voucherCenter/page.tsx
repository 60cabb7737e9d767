import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('voucherCenter');

/** /m/voucherCenter */
export default function VoucherCenterPage() {
  return (
    <MemberGate path="/m/voucherCenter">
      <ComingSoon page="voucherCenter" />
    </MemberGate>
  );
}
