import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('withdraw');

/** /m/withdraw */
export default function WithdrawPage() {
  return (
    <MemberGate path="/m/withdraw">
      <ComingSoon page="withdraw" />
    </MemberGate>
  );
}
