import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('hourContract');

/** /m/member/agent/getHourContract */
export default function HourContractPage() {
  return (
    <MemberGate path="/m/member/agent/getHourContract">
      <ComingSoon page="hourContract" />
    </MemberGate>
  );
}
