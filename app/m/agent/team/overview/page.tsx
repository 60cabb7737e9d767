import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentTeamOverview');

/** /m/agent/team/overview */
export default function AgentTeamOverviewPage() {
  return <ComingSoon page="agentTeamOverview" />;
}
