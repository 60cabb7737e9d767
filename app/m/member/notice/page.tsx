import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberNotice');

/** /m/member/notice */
export default function MemberNoticePage() {
  return <ComingSoon page="memberNotice" />;
}
