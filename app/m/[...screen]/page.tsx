import { notFound } from 'next/navigation';
import { comingSoonScreen } from '@/lib/routes';
import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

type Props = { params: Promise<{ screen: string[] }> };

export async function generateMetadata({ params }: Props) {
  const screen = comingSoonScreen((await params).screen);
  if (!screen) notFound();
  return pageMetadata(screen.page);
}

/**
 * Every /m screen of SPEC §2 that is not built yet (lib/routes/coming-soon.ts): its title and
 * "coming soon", behind the gate SPEC §6 sets for its path (visitors to /m/login, agent screens
 * for agents only; an open screen lets everyone in). Built screens are static routes and never
 * reach this page; a path outside the table is a 404.
 */
export default async function ComingSoonPage({ params }: Props) {
  const screen = comingSoonScreen((await params).screen);
  if (!screen) notFound();
  return (
    <MemberGate path={screen.path}>
      <ComingSoon page={screen.page} path={screen.path} />
    </MemberGate>
  );
}
