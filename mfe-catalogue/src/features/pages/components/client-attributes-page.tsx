import { ClientAttributesScreen } from '../../clients/components/client-attributes-screen';

/** `/attributes/client/`: the attributes every client page offers. */
export function ClientAttributesPage() {
  return <ClientAttributesScreen />;
}
