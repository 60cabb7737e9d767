import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('dividendContract');

/** /m/member/agent/getDevidendContract */
export default function DividendContractPage() {
  return (
    <MemberGate path="/m/member/agent/getDevidendContract">
      <ComingSoon page="dividendContract" />
    </MemberGate>
  );
}
