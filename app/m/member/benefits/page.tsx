import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberBenefits');

/** /m/member/benefits */
export default function MemberBenefitsPage() {
  return <ComingSoon page="memberBenefits" />;
}
