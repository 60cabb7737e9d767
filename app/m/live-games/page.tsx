import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('liveGames');

/** /m/live-games – SPEC §2 game category screen (LIVE). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/live-games" fixedType="LIVE" query={await searchParams} />;
}
