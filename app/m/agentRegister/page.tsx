import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentRegister');

/** /m/agentRegister */
export default function AgentRegisterPage() {
  return <ComingSoon page="agentRegister" />;
}
