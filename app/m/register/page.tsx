import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('register');

/** /m/register */
export default function RegisterPage() {
  return <ComingSoon page="register" />;
}
