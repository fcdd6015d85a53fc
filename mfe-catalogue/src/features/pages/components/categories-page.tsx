import { CategoriesScreen } from '../../categories/components/categories-screen';

/** `/category/`: the category trees. */
export function CategoriesPage() {
  return <CategoriesScreen />;
}
