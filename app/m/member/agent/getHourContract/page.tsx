import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('hourContract');

/** /m/member/agent/getHourContract */
export default function HourContractPage() {
  return <ComingSoon page="hourContract" />;
}
