import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('sportGames');

/** /m/sport-games – SPEC §2 game category screen (SPORTS). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/sport-games" fixedType="SPORTS" query={await searchParams} />;
}
