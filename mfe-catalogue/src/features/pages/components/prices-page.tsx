import { PricesScreen } from '../../prices/components/prices-screen';

/** `/price/`: prices, and the management of price lists. */
export function PricesPage() {
  return <PricesScreen />;
}
