import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('login');

/** /m/login */
export default function LoginPage() {
  return <ComingSoon page="login" />;
}
