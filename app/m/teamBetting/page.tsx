import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('teamBetting');

/** /m/teamBetting */
export default function TeamBettingPage() {
  return <ComingSoon page="teamBetting" />;
}
