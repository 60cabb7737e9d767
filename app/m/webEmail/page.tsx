import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('webEmail');

/** /m/webEmail */
export default function WebEmailPage() {
  return <ComingSoon page="webEmail" />;
}
