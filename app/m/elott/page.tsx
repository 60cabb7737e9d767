import { pageMetadata } from '@/components/frame/page-metadata';
import { BettingScreen } from '@/components/lottery/betting-screen';

export const generateMetadata = () => pageMetadata('elott');

/** /m/elott – SPEC §2 e-lottery: the betting screen of the ELOTT games (`?game=`, `?tab=bet|results|orders`). */
export default async function ElottPage({ searchParams }: { searchParams: Promise<{ game?: string; tab?: string }> }) {
  return <BettingScreen gameType="ELOTT" search={await searchParams} />;
}
