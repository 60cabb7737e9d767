import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('salaryContract');

/** /m/member/agent/getSalaryContract */
export default function SalaryContractPage() {
  return <ComingSoon page="salaryContract" />;
}
