import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberHome');

/** /m/member/home */
export default function MemberHomePage() {
  return <ComingSoon page="memberHome" />;
}
