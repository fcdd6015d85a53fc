import { PriceAttributesScreen } from '../../prices/components/price-attributes-screen';

/** `/attributes/price/`: the price fields and price attributes. */
export function PriceAttributesPage() {
  return <PriceAttributesScreen />;
}
