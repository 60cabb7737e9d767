import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentTeamPnl');

/** /m/agent/team/pnl */
export default function AgentTeamPnlPage() {
  return <ComingSoon page="agentTeamPnl" />;
}
