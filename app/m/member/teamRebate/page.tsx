import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('teamRebate');

/** /m/member/teamRebate */
export default function TeamRebatePage() {
  return <ComingSoon page="teamRebate" />;
}
