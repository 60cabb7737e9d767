import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('inviteFriends');

/** /m/inviteFriends */
export default function InviteFriendsPage() {
  return <ComingSoon page="inviteFriends" />;
}
