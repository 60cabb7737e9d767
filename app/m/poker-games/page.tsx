import { CategoryScreen, type CategoryQuery } from '@/components/lobby/category-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('pokerGames');

/** /m/poker-games – SPEC §2 game category screen (PVP). */
export default async function Page({ searchParams }: { searchParams: Promise<CategoryQuery> }) {
  return <CategoryScreen path="/m/poker-games" fixedType="PVP" query={await searchParams} />;
}
