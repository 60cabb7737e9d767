import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('salaryContract');

/** /m/member/agent/getSalaryContract */
export default function SalaryContractPage() {
  return (
    <MemberGate path="/m/member/agent/getSalaryContract">
      <ComingSoon page="salaryContract" />
    </MemberGate>
  );
}
