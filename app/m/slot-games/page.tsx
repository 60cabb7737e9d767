import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('slotGames');

/** /m/slot-games – SPEC §2 game category screen (RNG). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/slot-games" fixedType="RNG" query={await searchParams} />;
}
