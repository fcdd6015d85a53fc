import { ClientsScreen } from '../../clients/components/clients-screen';

/** `/clients/`: the recipients of exports, their products, price list and main template. */
export function ClientsPage() {
  return <ClientsScreen />;
}
