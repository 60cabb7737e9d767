import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('help');

/** /m/help */
export default function HelpPage() {
  return <ComingSoon page="help" />;
}
