import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('dividendContract');

/** /m/member/agent/getDevidendContract */
export default function DividendContractPage() {
  return <ComingSoon page="dividendContract" />;
}
