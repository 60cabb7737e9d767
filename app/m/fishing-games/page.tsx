import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('fishingGames');

/** /m/fishing-games – SPEC §2 game category screen (FISH). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/fishing-games" fixedType="FISH" query={await searchParams} />;
}
