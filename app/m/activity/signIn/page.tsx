import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('signIn');

/** /m/activity/signIn */
export default function SignInPage() {
  return <ComingSoon page="signIn" />;
}
