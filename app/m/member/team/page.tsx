import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberTeam');

/** /m/member/team */
export default function MemberTeamPage() {
  return <ComingSoon page="memberTeam" />;
}
