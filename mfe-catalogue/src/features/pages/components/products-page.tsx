import { ProductsScreen } from '../../products/components/products-screen';

/** `/products/`: product and model listings and detail pages. */
export function ProductsPage() {
  return <ProductsScreen />;
}
